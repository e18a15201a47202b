import { type Lang, type Talent, talentListSchema } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../hooks/use-session.ts';
import { api } from '../../../lib/api-client.ts';
import { fromPage } from '../../../lib/page-data.ts';
import { searchKeys } from './search-keys.ts';

export async function getTalantList(lang: Lang): Promise<Talent[]> {
  const answer = await api.post(
    '/api/glossary/getTalantList',
    { languageCode: lang },
    { schema: talentListSchema, silent: true },
  );
  return answer.ListOfTalants;
}

/**
 * POST /api/glossary/getTalantList: what each talent keeps (the tools field's label, whether it has
 * tools and styles at all), so the filter panel offers only the selects that mean something.
 */
export function useTalentList(lang: Lang) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: searchKeys.talents(lang),
    queryFn: () => getTalantList(lang),
    staleTime: Number.POSITIVE_INFINITY,
    // A visitor's /search embeds them (apps/server modules/search/search.meta.ts).
    ...fromPage('glossary:talents', talentListSchema, { lang, signedIn: loggedIn }, (a) => a.ListOfTalants),
  });
}
