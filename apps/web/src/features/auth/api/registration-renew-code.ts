import { type OtpSent, otpSentSchema } from '@talanty/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /registration/renewcode: mails a new code; the old one stops working (once per 30 s). */
export function renewRegistrationCode(): Promise<OtpSent> {
  return api.get('/registration/renewcode', { schema: otpSentSchema, silent: true });
}

export function useRenewRegistrationCode() {
  return useMutation({ mutationFn: renewRegistrationCode });
}
