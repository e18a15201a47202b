import { type UserTalent, userTalentSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from '../../../shared/account/api/invalidate-user-data.ts';

export async function addUserTalant(talantCode: string): Promise<UserTalent> {
  return api.post('/api/user/addUserTalant', { talantCode }, { schema: userTalentSchema, silent: true });
}

/** POST /api/user/addUserTalant {talantCode}. */
export function useAddUserTalent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addUserTalant, onSuccess: () => invalidateUserData(client) });
}
