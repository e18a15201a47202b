import { availableTalentListSchema, type Talent } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

export async function getAvailableTalents(lang: string): Promise<Talent[]> {
  const answer = await api.get('/api/user/getUserAvailableTalantList', {
    query: { StartRowNum: 0, PageSize: 100, languageCode: lang },
    schema: availableTalentListSchema,
  });
  return answer.ListOfTalants;
}

/** GET /api/user/getUserAvailableTalantList: the talents not yet in the profile (spec: page size 100). */
export function useAvailableTalents(lang: string, enabled = true) {
  return useQuery({
    queryKey: accountKeys.availableTalents(lang),
    queryFn: () => getAvailableTalents(lang),
    enabled,
  });
}
