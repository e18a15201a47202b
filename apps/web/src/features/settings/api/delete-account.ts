import { accountDeletedSchema, type DeleteAccount } from '@talanty/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const DELETE_ACCOUNT_PATH = '/api/user/deleteAccount';

/** Deletes the account, its files and their bytes; the answer clears the session cookie. */
export function deleteAccount(body: DeleteAccount) {
  return api.post(DELETE_ACCOUNT_PATH, body, { schema: accountDeletedSchema, silent: true });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
