import { toLang, type UserSearchResult } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../hooks/use-user-info.ts';
import { useProfile } from '../../../shared/profile/api/get-profile.ts';
import { executeUserSearch } from '../../../shared/search/api/execute-user-search.ts';

/** A suggestion with the follow state the follow button patches (none of them is followed yet). */
export type Suggestion = UserSearchResult & { FollowFlag: 'Y' | 'N' };

export const SUGGESTIONS_SHOWN = 6;

type Criteria = { talantCode?: string; styleCode?: string; cityCode?: string };

/**
 * People to follow for an empty feed, from the search the app already has: sharing my first talent
 * in my city, then my talent or my style anywhere, then my city, then anyone active; me left out.
 */
export function suggestionSteps(me: { talent?: string; style?: string; city?: string }): Criteria[] {
  const steps: Criteria[] = [];
  if (me.talent && me.city) steps.push({ talantCode: me.talent, cityCode: me.city });
  if (me.talent) steps.push({ talantCode: me.talent });
  if (me.style) steps.push({ styleCode: me.style });
  if (me.city) steps.push({ cityCode: me.city });
  steps.push({});
  return steps;
}

export function useFollowSuggestions(enabled: boolean) {
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const me = useUserInfo().data;
  const profile = useProfile(me?.NickName ?? '').data;
  const talent = profile?.ListOfTalants[0];
  const criteria = {
    talent: talent?.Code ?? me?.ListOfTalants[0]?.Code,
    style: talent?.ListOfStyle[0]?.Code,
    city: profile?.Location?.CityCode ?? undefined,
  };
  return useQuery({
    queryKey: ['feed-suggestions', lang, me?.NickName, criteria],
    enabled: enabled && Boolean(me) && (profile !== undefined || !me),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<Suggestion[]> => {
      const found = new Map<string, Suggestion>();
      for (const step of suggestionSteps(criteria)) {
        const answer = await executeUserSearch({ ...step, languageCode: lang, pageSize: 12 }, signal);
        for (const person of answer.ListOfUsers) {
          if (person.NickName !== me?.NickName && !found.has(person.NickName))
            found.set(person.NickName, { ...person, FollowFlag: 'N' });
        }
        if (found.size >= SUGGESTIONS_SHOWN) break;
      }
      return [...found.values()].slice(0, SUGGESTIONS_SHOWN);
    },
  });
}
