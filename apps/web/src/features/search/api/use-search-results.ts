import {
  type FileSearchResult,
  type SearchFiltersInput,
  toLang,
  type UserSearchResult,
} from '@talanty/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../hooks/use-session.ts';
import { type SearchState, toSearchFilters } from '../lib/search-params.ts';
import { executeAudioSearch } from './execute-audio-search.ts';
import { executeMediaSearch } from './execute-media-search.ts';
import { executeUserSearch } from './execute-user-search.ts';
import { searchKeys } from './search-keys.ts';

/** One page of any tab, in one shape: people for the people tab, files for the other two. */
export type SearchPage = {
  rowNum: number;
  nextCursor: string | null;
  users: UserSearchResult[];
  files: FileSearchResult[];
};

async function fetchPage(state: SearchState, body: SearchFiltersInput, signal: AbortSignal) {
  if (state.tab === 'people') {
    const answer = await executeUserSearch(body, signal);
    return { rowNum: answer.rowNum, nextCursor: answer.nextCursor, users: answer.ListOfUsers, files: [] };
  }
  const answer =
    state.tab === 'audio'
      ? await executeAudioSearch(body, signal)
      : await executeMediaSearch({ ...body, fileType: state.type ?? undefined }, signal);
  return { rowNum: answer.rowNum, nextCursor: answer.nextCursor, users: [], files: answer.ListOfFiles };
}

/**
 * The active tab's results, page by page on the server's cursor (no offsets). While a refined search
 * loads, the previous answer of the same tab stays on screen (`isPlaceholderData`), so results do not
 * flash empty; another tab's answer never stands in, its cards are of another kind.
 */
export function useSearchResults(state: SearchState) {
  const { i18n } = useTranslation();
  const { loggedIn } = useSession();
  const lang = toLang(i18n.language);
  const filters = toSearchFilters(state);
  const query = useInfiniteQuery({
    queryKey: searchKeys.results(state.tab, filters, state.type, { lang, signedIn: loggedIn }),
    queryFn: ({ pageParam, signal }): Promise<SearchPage> =>
      fetchPage(state, { ...filters, languageCode: lang, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === state.tab ? previous : undefined,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    users: pages.flatMap((page) => page.users),
    files: pages.flatMap((page) => page.files),
    total: pages[0]?.rowNum ?? 0,
  };
}

export type SearchResults = ReturnType<typeof useSearchResults>;
