import { avatarRecordSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from './invalidate-user-data.ts';

export function setUserAvatar(photoId: string | null) {
  return api.post('/api/user/setUserAvatar', { photoId }, { schema: avatarRecordSchema, silent: true });
}

/** POST /api/user/setUserAvatar {photoId}: one of the user's own images, or null to remove it. */
export function useSetUserAvatar() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setUserAvatar, onSuccess: () => invalidateUserData(client) });
}
