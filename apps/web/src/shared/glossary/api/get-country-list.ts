import { type Country, countryListSchema } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { glossaryKeys } from './glossary-keys.ts';

export async function getCountryList(lang: string): Promise<Country[]> {
  const answer = await api.get('/api/glossary/getCountryList', {
    query: { languageCode: lang },
    schema: countryListSchema,
    silent: true,
  });
  return answer.ListOfCountries;
}

/** GET /api/glossary/getCountryList; reference data, kept for the session. */
export function useCountryList(lang: string) {
  return useQuery({
    queryKey: glossaryKeys.countries(lang),
    queryFn: () => getCountryList(lang),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
