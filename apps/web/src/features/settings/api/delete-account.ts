import type { DeleteAccount } from '@talanty/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const DELETE_ACCOUNT_PATH = '/api/user/deleteAccount';

/** Deletes the account, its files and their bytes; the answer clears the session cookie. */
export function deleteAccount(body: DeleteAccount) {
  return api.post<{ status: 'ACCOUNT_DELETED' }>(DELETE_ACCOUNT_PATH, body, { silent: true });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
