import { checkNickNameAnswerSchema, isReservedNickName, NICKNAME_PATTERN } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

export type NickNameCheck = { isAvailable: 'Y' | 'N'; message: string };

/** POST /api/user/checkNickName: whether the nickname is free, with the server's message. */
export function checkNickName(nickName: string, signal?: AbortSignal): Promise<NickNameCheck> {
  return api.post(
    '/api/user/checkNickName',
    { nickName },
    { schema: checkNickNameAnswerSchema, silent: true, signal },
  );
}

/** Asks the server only about nicknames that pass the rules a browser can check itself. */
export function useNickNameCheck(nickName: string) {
  const nick = nickName.trim();
  const checkable = NICKNAME_PATTERN.test(nick) && !isReservedNickName(nick);
  return useQuery({
    queryKey: authKeys.nickName(nick),
    queryFn: ({ signal }) => checkNickName(nick, signal),
    enabled: checkable,
    staleTime: 15_000,
  });
}
