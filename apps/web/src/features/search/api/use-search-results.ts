import {
  type FileSearchResult,
  type SearchFiltersInput,
  type SearchSort,
  toLang,
  type Understood,
  type UserSearchAnswer,
  type UserSearchResult,
  userSearchAnswerSchema,
} from '@talanty/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../hooks/use-session.ts';
import { fromPage } from '../../../lib/page-data.ts';
import { executeUserSearch } from '../../../shared/search/api/execute-user-search.ts';
import { type SearchState, toSearchFilters } from '../lib/search-params.ts';
import { executeAudioSearch } from './execute-audio-search.ts';
import { executeMediaSearch } from './execute-media-search.ts';
import { searchKeys } from './search-keys.ts';

/** One page of any tab, in one shape: people for the people tab, files for the other two. */
export type SearchPage = {
  rowNum: number;
  nextCursor: string | null;
  users: UserSearchResult[];
  files: FileSearchResult[];
  /** The words of the text the server took as filters, the rest it searched, the order it applied. */
  understood: Understood[];
  text: string | null;
  sort: SearchSort;
};

const peoplePage = ({ ListOfUsers, ...answer }: UserSearchAnswer): SearchPage => ({
  ...answer,
  users: ListOfUsers,
  files: [],
});

async function fetchPage(state: SearchState, body: SearchFiltersInput, signal: AbortSignal) {
  if (state.tab === 'people') return peoplePage(await executeUserSearch(body, signal));
  const answer =
    state.tab === 'audio'
      ? await executeAudioSearch(body, signal)
      : await executeMediaSearch({ ...body, fileType: state.type ?? undefined }, signal);
  const { ListOfFiles, ...rest } = answer;
  return { ...rest, users: [], files: ListOfFiles };
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
  // /search as first opened (people, no filter, no order): a visitor's page embeds that first page.
  const firstView =
    state.tab === 'people' && Object.keys(filters).length === 0
      ? fromPage('search:people', userSearchAnswerSchema, { lang, signedIn: loggedIn }, (answer) => ({
          pages: [peoplePage(answer)],
          pageParams: [null],
        }))
      : undefined;
  const query = useInfiniteQuery({
    queryKey: searchKeys.results(state.tab, filters, state.type, { lang, signedIn: loggedIn }),
    queryFn: ({ pageParam, signal }): Promise<SearchPage> =>
      fetchPage(state, { ...filters, languageCode: lang, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === state.tab ? previous : undefined,
    ...firstView,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    users: pages.flatMap((page) => page.users),
    files: pages.flatMap((page) => page.files),
    total: pages[0]?.rowNum ?? 0,
    understood: pages[0]?.understood ?? [],
    text: pages[0]?.text ?? null,
    /** The order the server applied (none until it answers). */
    sort: pages[0]?.sort ?? null,
  };
}

export type SearchResults = ReturnType<typeof useSearchResults>;
