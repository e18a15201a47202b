import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from './invalidate-user-data.ts';

export type HeaderInput = { color: string | null; imgId: string | null };

export function setUserHeader(body: HeaderInput) {
  return api.post<{ HeaderColor: string | null; HeaderImgId: string | null; HeaderURL: string | null }>(
    '/api/user/setUserHeader',
    body,
    { silent: true },
  );
}

/** POST /api/user/setUserHeader {color, imgId}: an image wins over a colour; neither is the default. */
export function useSetUserHeader() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setUserHeader, onSuccess: () => invalidateUserData(client) });
}
