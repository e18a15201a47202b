import { headerRecordSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateUserData } from './invalidate-user-data.ts';

export type HeaderInput = { color: string | null; imgId: string | null };

export function setUserHeader(body: HeaderInput) {
  return api.post('/api/user/setUserHeader', body, { schema: headerRecordSchema, silent: true });
}

/** POST /api/user/setUserHeader {color, imgId}: an image wins over a colour; neither is the default. */
export function useSetUserHeader() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setUserHeader, onSuccess: () => invalidateUserData(client) });
}
