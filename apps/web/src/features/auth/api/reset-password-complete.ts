import { passwordChangedSchema } from '@talanty/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type PasswordChanged = { status: 'PASSWORD_CHANGED' };

/** POST /reset-password/complete: sets the new password and ends every session of the account. */
export function resetPasswordComplete(body: { token: string; password: string }): Promise<PasswordChanged> {
  return api.post('/reset-password/complete', body, { schema: passwordChangedSchema, silent: true });
}

export function useResetPasswordComplete() {
  return useMutation({ mutationFn: resetPasswordComplete });
}
