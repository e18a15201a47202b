import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ResetLinkSent = { status: 'LINK_SENT'; message: string };

/** POST /reset-password/confirm: a right code mails the single-use link to set a new password. */
export function resetPasswordConfirm(otp: string): Promise<ResetLinkSent> {
  return api.post<ResetLinkSent>('/reset-password/confirm', { otp }, { silent: true });
}

export function useResetPasswordConfirm() {
  return useMutation({ mutationFn: resetPasswordConfirm });
}
