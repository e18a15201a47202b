import { type ReferenceItem, styleListSchema } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { glossaryKeys } from './glossary-keys.ts';

export async function getStyleList(lang: string, talantCode: string): Promise<ReferenceItem[]> {
  const answer = await api.get('/api/glossary/getStyleList', {
    query: { talantCode, languageCode: lang, startRowNum: 0, pageSize: 1000 },
    schema: styleListSchema,
  });
  return answer.ListOfStyles;
}

/** GET /api/glossary/getStyleList?talantCode=. */
export function useStyleList(lang: string, talantCode: string, enabled = true) {
  return useQuery({
    queryKey: glossaryKeys.styles(lang, talantCode),
    queryFn: () => getStyleList(lang, talantCode),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
