import { type Profile, profileSchema, type UpdateUserInfo } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from '../../../shared/account/api/invalidate-user-data.ts';

export function updateUserInfo(body: UpdateUserInfo): Promise<Profile> {
  return api.post('/api/user/updateUserInfo', body, { schema: profileSchema, silent: true });
}

/** POST /api/user/updateUserInfo: personal data and location (the server completes region and country). */
export function useUpdateUserInfo() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUserInfo, onSuccess: () => invalidateUserData(client) });
}
