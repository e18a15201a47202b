import { type SyncTalent, type UserTalent, userTalentSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from '../../../shared/account/api/invalidate-user-data.ts';

export async function syncTalant(body: SyncTalent): Promise<UserTalent> {
  return api.post('/api/user/syncTalant', body, { schema: userTalentSchema, silent: true });
}

/** POST /api/user/syncTalant: creative name, about, tools and styles in one write. */
export function useSyncTalent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: syncTalant, onSuccess: () => invalidateUserData(client) });
}
