import {
  MEDIA_SEARCH_TYPES,
  SEARCH_LIMITS,
  SEARCH_SORTS,
  type SEX_VALUES,
  type SearchFiltersInput,
  type SearchSort,
} from '@talanty/contract';

/**
 * The /search page keeps its whole state in the query string (spec section 2): the filters under
 * the spec's names, `q`, the tab, the media kind, and the chosen city's name (so its chip needs no
 * request). Only the spec's filters travel to the server.
 */

export const SEARCH_TABS = ['people', 'audio', 'media'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export type MediaSearchType = (typeof MEDIA_SEARCH_TYPES)[number];
export type Sex = (typeof SEX_VALUES)[number];

/** What the server receives, in the order the chips show them. */
export const FILTER_KEYS = [
  'q',
  'talantCode',
  'toolCode',
  'styleCode',
  'sex',
  'ageMin',
  'ageMax',
  'cityCode',
  'location',
  'countryCode',
  'regionCode',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Every filter as text, '' when absent. */
export type SearchState = Record<FilterKey, string> & {
  tab: SearchTab;
  /** Media tab only: one kind, or null for both. */
  type: MediaSearchType | null;
  /** The chosen city's display name, beside `cityCode`. */
  city: string;
  /** The order asked for (people: any; tracks, videos and photos: newest); null: the server's default. */
  sort: SearchSort | null;
};

export const EMPTY_SEARCH: SearchState = {
  tab: 'people',
  type: null,
  city: '',
  sort: null,
  ...(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Record<FilterKey, string>),
};

const isTab = (value: string | null): value is SearchTab =>
  (SEARCH_TABS as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is SearchSort =>
  (SEARCH_SORTS as readonly string[]).includes(value ?? '');
const isMediaType = (value: string | null): value is MediaSearchType =>
  (MEDIA_SEARCH_TYPES as readonly string[]).includes(value ?? '');

export function parseSearch(params: URLSearchParams): SearchState {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const state: SearchState = { ...EMPTY_SEARCH };
  for (const key of FILTER_KEYS) state[key] = text(key);
  state.talantCode = state.talantCode.toUpperCase();
  const tab = params.get('tab');
  state.tab = isTab(tab) ? tab : 'people';
  const type = params.get('type');
  state.type = state.tab === 'media' && isMediaType(type) ? type : null;
  state.city = state.cityCode ? text('city') : '';
  const sort = params.get('sort');
  state.sort = isSort(sort) ? sort : null;
  return state;
}

/** The query string of a state: blanks dropped, the default tab left out. */
export function serializeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string | null) => {
    const trimmed = value?.trim();
    if (trimmed) params.set(name, trimmed);
  };
  put('q', state.q);
  if (state.tab !== 'people') put('tab', state.tab);
  if (state.tab === 'media') put('type', state.type);
  for (const key of FILTER_KEYS) if (key !== 'q') put(key, state[key]);
  if (state.cityCode) put('city', state.city);
  put('sort', state.sort);
  return params;
}

/** The body of the search calls: the spec's filters that are set, nothing else. */
export function toSearchFilters(state: SearchState): Partial<SearchFiltersInput> {
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = state[key].trim();
    if (value) filters[key] = value;
  }
  // Tracks, videos and photos are listed newest first: the people's orders do not travel there.
  if (state.sort && (state.tab === 'people' || state.sort === 'newest' || state.sort === 'relevance'))
    filters.sort = state.sort;
  return filters;
}

/** A new talent: its tools and styles belong to the old one. */
export function withTalent(state: SearchState, talantCode: string | null): SearchState {
  if ((talantCode ?? '') === state.talantCode) return state;
  return { ...state, talantCode: talantCode ?? '', toolCode: '', styleCode: '' };
}

/** A city picked from the list replaces any typed city name; null takes it away. */
export function withCity(state: SearchState, city: { code: string; name: string } | null): SearchState {
  return { ...state, cityCode: city?.code ?? '', city: city?.name ?? '', location: '' };
}

/** The state without one filter (a chip's ×); the talent takes its tool and style with it. */
export function withoutFilter(state: SearchState, key: FilterKey): SearchState {
  if (key === 'talantCode') return withTalent(state, null);
  if (key === 'cityCode') return withCity(state, null);
  return { ...state, [key]: '' };
}

/** «Сбросить всё»: every filter goes; the typed text (it has its own field), tab, media kind and order stay. */
export function resetFilters(state: SearchState): SearchState {
  return { ...EMPTY_SEARCH, q: state.q, tab: state.tab, type: state.type, sort: state.sort };
}

/** Words that join a place to the rest («из Казани»): removed with the place's chip. */
const JOINING = new Set([
  'в',
  'во',
  'из',
  'изо',
  'под',
  'около',
  'возле',
  'у',
  'от',
  'до',
  'in',
  'from',
  'near',
  'at',
]);

/**
 * The text without the words of one understood chip (exactly as the server quoted them), and
 * without a joining word left hanging before them: «вокалистка из Казани» less «Казани» is «вокалистка».
 */
export function withoutWords(q: string, words: string): string {
  const at = q.indexOf(words);
  if (at < 0) return q;
  let before = q.slice(0, at).replace(/\s+$/, '');
  const last = before.split(/\s+/).pop() ?? '';
  if (JOINING.has(last.toLowerCase())) before = before.slice(0, before.length - last.length);
  return `${before} ${q.slice(at + words.length)}`.replace(/\s+/g, ' ').trim();
}

/** The filters a chip shows (everything but the text, which has its own field). */
export function activeFilterKeys(state: SearchState): FilterKey[] {
  return FILTER_KEYS.filter((key) => key !== 'q' && state[key] !== '');
}

export function hasAnyFilter(state: SearchState): boolean {
  return state.q !== '' || activeFilterKeys(state).length > 0;
}

export type AgeProblem = 'notWhole' | 'outOfRange' | 'minAboveMax';

/** What is wrong with a typed age (whole years within the contract's bounds), or null. */
export function ageProblem(value: string): AgeProblem | null {
  const text = value.trim();
  if (!text) return null;
  if (!/^\d+$/.test(text)) return 'notWhole';
  const age = Number(text);
  return age < SEARCH_LIMITS.ageMin || age > SEARCH_LIMITS.ageMax ? 'outOfRange' : null;
}

/** Problems of the pair: each field's own, then "to" below "from" (shown on "to", as the server does). */
export function ageRangeProblems(
  min: string,
  max: string,
): { min: AgeProblem | null; max: AgeProblem | null } {
  const problems = { min: ageProblem(min), max: ageProblem(max) };
  if (!problems.min && !problems.max && min.trim() && max.trim() && Number(min) > Number(max)) {
    problems.max = 'minAboveMax';
  }
  return problems;
}
