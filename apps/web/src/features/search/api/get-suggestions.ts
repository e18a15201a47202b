import {
  type Lang,
  SEARCH_LIMITS,
  type SearchSuggestionsAnswer,
  searchSuggestionsAnswerSchema,
} from '@talanty/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { searchKeys } from './search-keys.ts';

/** POST /api/search/getSuggestions: people, glossary words and cities for what is being typed. */
export async function getSuggestions(
  q: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<SearchSuggestionsAnswer> {
  return api.post(
    '/api/search/getSuggestions',
    { q, languageCode: lang },
    { schema: searchSuggestionsAnswerSchema, signal, silent: true },
  );
}

/** Suggestions for a text of two characters or more (the caller debounces it); the last list stays while the next loads. */
export function useSuggestions(q: string, lang: Lang, enabled = true) {
  const text = q.trim().slice(0, SEARCH_LIMITS.text);
  return useQuery({
    queryKey: searchKeys.suggestions(text, lang),
    queryFn: ({ signal }) => getSuggestions(text, lang, signal),
    enabled: enabled && [...text].length >= 2,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
