import { type ServiceKind, serviceListSchema } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { glossaryKeys } from './glossary-keys.ts';

export async function getServiceList(lang: string, talantCode: string): Promise<ServiceKind[]> {
  const answer = await api.post(
    '/api/public/getServiceList',
    { languageCode: lang, talantCode },
    { schema: serviceListSchema },
  );
  return answer.ListOfServices;
}

/** POST /api/public/getServiceList {languageCode, talantCode}: the kinds of service a talent offers. */
export function useServiceList(lang: string, talantCode: string) {
  return useQuery({
    queryKey: glossaryKeys.services(lang, talantCode),
    queryFn: () => getServiceList(lang, talantCode),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
