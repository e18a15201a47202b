import { type Lang, type Talent, talentListSchema } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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
  return useQuery({
    queryKey: searchKeys.talents(lang),
    queryFn: () => getTalantList(lang),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
