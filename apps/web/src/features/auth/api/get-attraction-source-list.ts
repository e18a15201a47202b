import { attractionSourceListSchema, type ReferenceItem } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/** POST /api/glossary/getAttractionSourceList: answers to "how did you hear about us". */
export async function getAttractionSourceList(lang: string): Promise<ReferenceItem[]> {
  const answer = await api.post(
    '/api/glossary/getAttractionSourceList',
    { languageCode: lang },
    { schema: attractionSourceListSchema, silent: true },
  );
  return answer.ListOfAttractionSources;
}

export function useAttractionSourceList(lang: string) {
  return useQuery({
    queryKey: authKeys.attractionSources(lang),
    queryFn: () => getAttractionSourceList(lang),
    staleTime: 60 * 60 * 1000,
  });
}
