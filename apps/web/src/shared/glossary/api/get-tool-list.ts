import { type Tool, toolListSchema } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { glossaryKeys } from './glossary-keys.ts';

export async function getToolList(lang: string, talantCode: string): Promise<Tool[]> {
  const answer = await api.get('/api/glossary/getToolList', {
    query: { talantCode, languageCode: lang, startRowNum: 0, pageSize: 1000 },
    schema: toolListSchema,
  });
  return answer.ListOfTools;
}

/** GET /api/glossary/getToolList?talantCode=&pageSize=1000 (spec section 9). */
export function useToolList(lang: string, talantCode: string, enabled = true) {
  return useQuery({
    queryKey: glossaryKeys.tools(lang, talantCode),
    queryFn: () => getToolList(lang, talantCode),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
