import { okSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from '../../../shared/account/api/invalidate-user-data.ts';

export function deleteUserTalant(talantCode: string) {
  return api.post('/api/user/deleteUserTalant', { talantCode }, { schema: okSchema, silent: true });
}

/** POST /api/user/deleteUserTalant {talantCode}: asked for after a confirmation (spec section 5). */
export function useDeleteUserTalent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteUserTalant, onSuccess: () => invalidateUserData(client) });
}
