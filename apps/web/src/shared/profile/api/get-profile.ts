import { type Profile, profileSchema, toLang } from '@talanty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../hooks/use-session.ts';
import { api } from '../../../lib/api-client.ts';
import { fromPage, staleUnlessFromPage } from '../../../lib/page-data.ts';
import { type ProfileViewer, profileKeys } from './profile-keys.ts';

/** GET /api/user/getProfile/{nickname}: 404 PROFILE_NOT_FOUND for an unknown nickname. */
export function getProfile(nickName: string, signal?: AbortSignal): Promise<Profile> {
  // The page shows its own not-found and error states, so no toast.
  return api.get(`/api/user/getProfile/${encodeURIComponent(nickName)}`, {
    schema: profileSchema,
    signal,
    silent: true,
  });
}

export function profileQueryOptions(nickName: string, viewer: ProfileViewer) {
  return queryOptions({
    queryKey: profileKeys.detail(nickName, viewer),
    queryFn: ({ signal }) => getProfile(nickName, signal),
    enabled: nickName.length > 0,
    // Shown at once from the cache, then checked again: the owner may have just edited it elsewhere.
    staleTime: 0,
  });
}

/** The profile as the current reader sees it; refetched when the language or the session changes. */
export function useProfile(nickName: string) {
  const { i18n } = useTranslation();
  const { loggedIn } = useSession();
  const viewer = { lang: toLang(i18n.language), signedIn: loggedIn };
  return useQuery({
    ...profileQueryOptions(nickName, viewer),
    // A visitor's first page carries the answer (lib/page-data.ts).
    ...fromPage(`profile:${nickName.toLowerCase()}`, profileSchema, viewer),
    staleTime: staleUnlessFromPage(0),
    // Keep showing the same person while their page reloads in another language or after sign-in.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === nickName.toLowerCase() ? previous : undefined,
  });
}
