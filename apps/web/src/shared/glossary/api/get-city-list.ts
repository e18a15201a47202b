import { type City, cityListSchema } from '@talanty/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { glossaryKeys } from './glossary-keys.ts';

export async function getCityList(
  lang: string,
  name: string,
  countryCode: string | null,
  signal?: AbortSignal,
): Promise<City[]> {
  const answer = await api.get('/api/glossary/getCityList', {
    query: { name, countryCode: countryCode ?? '', languageCode: lang, pageSize: 12 },
    schema: cityListSchema,
    silent: true,
    signal,
  });
  return answer.ListOfCities;
}

/** GET /api/glossary/getCityList?name=&countryCode=: the city autocomplete (pass a debounced name). */
export function useCityList(lang: string, name: string, countryCode: string | null) {
  const trimmed = name.trim();
  return useQuery({
    queryKey: glossaryKeys.cities(lang, trimmed, countryCode),
    queryFn: ({ signal }) => getCityList(lang, trimmed, countryCode, signal),
    enabled: trimmed.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
