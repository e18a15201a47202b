import { type OtpSent, otpSentSchema } from '@talanty/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /reset-password/init: the same answer whether or not an account has this e-mail. */
export function resetPasswordInit(email: string): Promise<OtpSent> {
  return api.post('/reset-password/init', { email: email.trim() }, { schema: otpSentSchema, silent: true });
}

export function useResetPasswordInit() {
  return useMutation({ mutationFn: resetPasswordInit });
}
