import type { FileSearchResult, SearchSort, Understood, UserSearchResult } from '@talanty/contract';
import { vi } from 'vitest';
import { USER_STATISTIC_PATH } from '../../lib/session.ts';
import { audioFileFixture, photoFixture, videoFixture } from '../../shared/media/test-fixtures.ts';
import { jsonFetch } from '../../test/render.tsx';

/** Records and fetch answers for the search page's tests. */

export const SEARCH_PATHS = {
  people: '/api/search/executeUserSearch',
  audio: '/api/search/executeAudioSearch',
  media: '/api/search/executeMediaSearchV2',
} as const;

export function personFixture(overrides: Partial<UserSearchResult> = {}): UserSearchResult {
  return {
    NickName: 'anna.sol',
    FirstName: 'Анна',
    LastName: 'Соколова',
    Age: 27,
    Sex: 'F',
    AvatarThumb: null,
    CityName: 'Москва',
    CountryName: 'Россия',
    TripFlag: 'Y',
    RemoteFlag: 'N',
    ListOfTalants: [{ Code: 'SNG', Name: 'Вокалист', CreativeName: 'Anna Sol' }],
    ListOfTools: [{ Code: 'SOPRANO', Name: 'Сопрано' }],
    ListOfStyles: [{ Code: 'JAZZ', Name: 'Джаз' }],
    PriceFrom: { Cost: 3000, Unit: 'hour' },
    AudioNum: 12,
    DemoFlag: 'N',
    ...overrides,
  };
}

const owned = (file: ReturnType<typeof videoFixture>, ownerName: string): FileSearchResult => ({
  ...file,
  OwnerName: ownerName,
  OwnerAvatarThumb: null,
});

export const trackResult = (id: string, name: string, owner = 'Анна Соколова') =>
  owned(audioFileFixture({ FileId: id, Name: name }), owner);
export const videoResult = (overrides = {}) => owned(videoFixture(overrides), 'Иван Петров');
export const photoResult = (overrides = {}) => owned(photoFixture(overrides), 'Мария Орлова');

/** What the server says it read in the text: nothing understood by default. */
type Reading = { understood?: Understood[]; text?: string | null; sort?: SearchSort };
const reading = (r: Reading) => ({ understood: [], text: null, sort: 'newest', ...r });

export const peoplePage = (
  people: UserSearchResult[],
  rowNum = people.length,
  nextCursor: string | null = null,
  read: Reading = {},
) => ({
  body: { rowNum, nextCursor, ...reading(read), ListOfUsers: people },
});
export const filesPage = (
  files: FileSearchResult[],
  rowNum = files.length,
  nextCursor: string | null = null,
  read: Reading = {},
) => ({
  body: { rowNum, nextCursor, ...reading(read), ListOfFiles: files },
});

type Routes = Parameters<typeof jsonFetch>[0];

/** A visitor's session, the talent matrix and the glossary lists the filters ask for, plus `extra`. */
export function searchRoutes(extra: Routes): Routes {
  return {
    [USER_STATISTIC_PATH]: { body: { status: 'NOT_LOGGED_IN' } },
    '/api/glossary/getTalantList': {
      body: {
        ListOfTalants: [
          {
            Code: 'MUS',
            Name: 'Музыкант',
            ShowStyleFlag: 'Y',
            ShowToolsFlag: 'Y',
            ToolFieldKind: 'INSTRUMENTS',
            ToolFieldLabel: 'Инструменты',
            ToolPlaceholder: 'Инструменты',
          },
          {
            Code: 'SWR',
            Name: 'Поэт',
            ShowStyleFlag: 'Y',
            ShowToolsFlag: 'N',
            ToolFieldKind: null,
            ToolFieldLabel: null,
            ToolPlaceholder: 'Инструменты',
          },
        ],
      },
    },
    '/api/glossary/getToolList': {
      body: {
        rowNum: 0,
        total: 2,
        ListOfTools: [
          { Code: 'GUITAR', Name: 'Гитара', Type: 'String', TypeTranslate: 'Струнные', TalantCode: 'MUS' },
          { Code: 'PIANO', Name: 'Фортепиано', Type: 'Keys', TypeTranslate: 'Клавишные', TalantCode: 'MUS' },
        ],
      },
    },
    '/api/glossary/getStyleList': {
      body: {
        rowNum: 0,
        total: 1,
        ListOfStyles: [{ Code: 'JAZZ', Name: 'Джаз', Type: 'Style', TypeTranslate: 'Стиль' }],
      },
    },
    '/api/search/getSuggestions': { body: { items: [] } },
    ...extra,
  };
}

/** The JSON bodies the page sent to one search path, in order. */
export function bodiesSent(
  fetchMock: { mock: { calls: unknown[][] } },
  path: string,
): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

type Answer = { status?: number; body: unknown };
export type SearchAnswers = Partial<Record<string, Answer | ((body: Record<string, unknown>) => Answer)>>;

/** The glossary and session answers of `searchRoutes`, and the search paths answered by their JSON body. */
export function stubSearchFetch(answers: SearchAnswers) {
  const others = jsonFetch(searchRoutes({}));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = answers[path];
    if (!answer) return others(input, init);
    const result = typeof answer === 'function' ? answer(JSON.parse(String(init?.body ?? '{}'))) : answer;
    return new Response(JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
