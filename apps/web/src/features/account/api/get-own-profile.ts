import { type Profile, profileSchema } from '@talanty/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLang } from '../../../hooks/use-lang.ts';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

export async function getOwnProfile(nick: string): Promise<Profile> {
  return api.get(`/api/user/getProfile/${encodeURIComponent(nick)}`, { schema: profileSchema });
}

/** GET /api/user/getProfile/{own nick}: the owner's answer carries BirthDate and the contacts. */
export function useOwnProfile(nick: string | undefined) {
  return useQuery({
    queryKey: accountKeys.ownProfile(nick ?? '', useLang()),
    queryFn: () => getOwnProfile(nick ?? ''),
    enabled: Boolean(nick),
    // A nickname change moves the key: keep showing the editor meanwhile.
    placeholderData: keepPreviousData,
  });
}
