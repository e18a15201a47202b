import type { Lang, SearchFiltersInput } from '@talanty/contract';
import type { MediaSearchType, SearchTab } from '../lib/search-params.ts';

/** Who asks and in which language changes the answer (names; likes for members). */
export type SearchViewer = { lang: Lang; signedIn: boolean };

/** Query keys of the search feature; its answers are read-only, nothing here invalidates them. */
export const searchKeys = {
  all: ['search'] as const,
  results: (
    tab: SearchTab,
    filters: Partial<SearchFiltersInput>,
    type: MediaSearchType | null,
    viewer: SearchViewer,
  ) => [...searchKeys.all, 'results', tab, { ...filters, type }, viewer] as const,
  talents: (lang: Lang) => [...searchKeys.all, 'talents', lang] as const,
  suggestions: (q: string, lang: Lang) => [...searchKeys.all, 'suggestions', lang, q] as const,
};
