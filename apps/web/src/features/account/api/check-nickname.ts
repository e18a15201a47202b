import { checkNickNameAnswerSchema } from '@talanty/contract';
import { api } from '../../../lib/api-client.ts';

export type NickCheck = { isAvailable: 'Y' | 'N'; message: string };

/** POST /api/user/checkNickName: free for this user (their own nickname counts as free)? */
export async function checkNickName(nickName: string, signal?: AbortSignal): Promise<NickCheck> {
  return api.post(
    '/api/user/checkNickName',
    { nickName },
    { schema: checkNickNameAnswerSchema, silent: true, signal },
  );
}
