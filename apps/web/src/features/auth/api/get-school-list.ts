import { type ReferenceItem, schoolListSchema } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/** POST /api/glossary/getSchoolList: partner schools, in the interface language. */
export async function getSchoolList(lang: string): Promise<ReferenceItem[]> {
  const answer = await api.post(
    '/api/glossary/getSchoolList',
    { languageCode: lang },
    { schema: schoolListSchema, silent: true },
  );
  return answer.ListOfSchools;
}

export function useSchoolList(lang: string) {
  return useQuery({
    queryKey: authKeys.schools(lang),
    queryFn: () => getSchoolList(lang),
    staleTime: 60 * 60 * 1000,
  });
}
