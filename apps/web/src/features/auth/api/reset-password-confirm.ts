import { resetLinkSentSchema } from '@talanty/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ResetLinkSent = { status: 'LINK_SENT'; message: string };

/** POST /reset-password/confirm: a right code mails the single-use link to set a new password. */
export function resetPasswordConfirm(otp: string): Promise<ResetLinkSent> {
  return api.post('/reset-password/confirm', { otp }, { schema: resetLinkSentSchema, silent: true });
}

export function useResetPasswordConfirm() {
  return useMutation({ mutationFn: resetPasswordConfirm });
}
