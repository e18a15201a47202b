import { useDebouncedValue } from '@mantine/hooks';
import { isReservedNickName, NICKNAME_PATTERN } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { checkNickName } from '../api/check-nickname.ts';
import { accountKeys } from '../api/keys.ts';

export type NickState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'free'; message: string }
  | { state: 'taken'; message: string };

/** Live nickname check (POST /api/user/checkNickName) once the user stops typing a well-formed new one. */
export function useNickCheck(nick: string, current: string): NickState {
  const [debounced] = useDebouncedValue(nick.trim(), 400);
  const wellFormed =
    NICKNAME_PATTERN.test(debounced) &&
    !isReservedNickName(debounced) &&
    debounced.toLowerCase() !== current.toLowerCase();
  const query = useQuery({
    queryKey: accountKeys.nickCheck(debounced),
    queryFn: ({ signal }) => checkNickName(debounced, signal),
    enabled: wellFormed,
    staleTime: 10_000,
  });
  const typed = nick.trim();
  if (
    typed.toLowerCase() === current.toLowerCase() ||
    !NICKNAME_PATTERN.test(typed) ||
    isReservedNickName(typed)
  ) {
    return { state: 'idle' };
  }
  if (query.isError) return { state: 'idle' };
  if (debounced !== typed || query.isFetching || !query.data) return { state: 'checking' };
  return query.data.isAvailable === 'Y'
    ? { state: 'free', message: query.data.message }
    : { state: 'taken', message: query.data.message };
}
