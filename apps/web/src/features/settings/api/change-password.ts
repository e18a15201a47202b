import { type ChangePassword, passwordChangedSchema } from '@talanty/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const CHANGE_PASSWORD_PATH = '/api/user/changePassword';

/** The server ends every other session and gives this one a new id (new cookies arrive with the answer). */
export function changePassword(body: ChangePassword) {
  return api.post(CHANGE_PASSWORD_PATH, body, { schema: passwordChangedSchema, silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
