import {
  type FileRecord,
  type FileSearchAnswer,
  type Lang,
  type MediaSearchFilters,
  SEARCH_SUGGESTIONS_MAX,
  type SearchFilters,
  type SearchSort,
  type SearchSuggestion,
  type SearchSuggestionsAnswer,
  type Understood,
  type UserSearchAnswer,
} from '@talanty/contract';
import { badRequest } from '../../lib/errors.ts';
import { langOf } from '../../lib/lang.ts';
import { readTags } from '../../lib/public-cache.ts';
import { likeEscape, searchKey } from '../../lib/search-key.ts';
import type { GlossaryService } from '../glossary/glossary.module.ts';
import type { Reading, SearchCursors } from './search.cursor.ts';
import { type CardNames, toFileResult, toUserResult } from './search.mapper.ts';
import type { FileFilter, FileHitRow, FileKind, PeopleFilter, PersonRow, SearchRepo } from './search.repo.ts';
import {
  buildVocabulary,
  type Concept,
  tokenize,
  toUnderstood,
  type Understanding,
  understand,
  type Vocabulary,
} from './search.vocabulary.ts';

type Viewer = { id: string } | null;

/** What the search needs of the files module: File records for a page, in one call. */
export type FileRecordSource = {
  getFileRecords(viewer: Viewer, fileIds: string[], lang: Lang): Promise<FileRecord[]>;
};

/** The text as the name indexes hold names: lower case, ё as е (see userNameKey in db/schema/users.ts). */
const nameKey = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

/**
 * LIKE patterns for a typed name: any part of a name; one or two characters (which no trigram
 * index can look up) only at the start of a word.
 */
function namePatterns(text: string): string[] {
  const key = nameKey(text);
  const escaped = likeEscape(key);
  return [...key].length < 3 ? [`${escaped}%`, `% ${escaped}%`] : [`%${escaped}%`];
}

/** A non-empty value, else absent (the page may send empty fields). */
const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Codes of the understood words of one kind, one set per word. */
const setsOf = (understood: Understanding['understood'], kind: Concept['kind']) =>
  understood.filter((u) => u.concept.kind === kind).map((u) => u.concept.codes);

/**
 * The request's filters as the repository takes them. With `understanding` (what the vocabulary read
 * in `q`), the understood words are filters and only the rest is text; without, `q` is all text.
 */
export function toFilter(body: SearchFilters, understanding?: Understanding): PeopleFilter {
  const text = understanding ? understanding.rest : given(body.q);
  const city = body.location ? searchKey(body.location) : '';
  const u = understanding?.understood ?? [];
  const places = {
    cities: setsOf(u, 'city').flat(),
    regions: setsOf(u, 'region').flat(),
    countries: setsOf(u, 'country').flat(),
  };
  const sexes = [...new Set(u.flatMap((x) => (x.concept.sex ? [x.concept.sex] : [])))];
  return {
    talentSets: setsOf(u, 'talent'),
    toolSets: setsOf(u, 'tool'),
    styleSets: setsOf(u, 'style'),
    serviceSets: setsOf(u, 'service'),
    places: places.cities.length + places.regions.length + places.countries.length ? places : undefined,
    text: text && [...nameKey(text)].length >= 3 ? { raw: text, key: nameKey(text) } : undefined,
    sort: body.sort,
    // A feminine noun («вокалистка») narrows to women, unless the sex filter says otherwise.
    sex: body.sex ?? (sexes.length === 1 ? sexes[0] : undefined),
    ageMin: body.ageMin,
    ageMax: body.ageMax,
    talantCode: given(body.talantCode),
    toolCode: given(body.toolCode),
    styleCode: given(body.styleCode),
    countryCode: given(body.countryCode),
    // Region codes are kept upper case (ISO 3166-2, `RU-MOW`).
    regionCode: given(body.regionCode)?.toUpperCase(),
    cityCode: given(body.cityCode),
    cityPrefix: city ? likeEscape(city) : undefined,
    names: text ? namePatterns(text) : undefined,
  };
}

/**
 * The readings of a text, in the order tried when the one before found nothing (first page only;
 * a cursor names its reading): '' the understood words as filters and the rest as text; `l` the
 * whole text literally (a title may say «вальс»); `f` and `lf` the same with typos in names
 * forgiven (trigram similarity, four characters or more).
 */
function readings(body: SearchFilters, understood: Understanding) {
  const q = given(body.q);
  const literal: Understanding = { understood: [], rest: q };
  const all: { reading: Reading; understanding: Understanding; filter: PeopleFilter }[] = [
    { reading: '', understanding: understood, filter: toFilter(body, understood) },
  ];
  if (!q) return all;
  const hasWords = understood.understood.length > 0;
  if (hasWords) all.push({ reading: 'l', understanding: literal, filter: toFilter(body, literal) });
  for (const r of [...all]) {
    const text = r.filter.text;
    if (text && [...text.key].length >= 4)
      all.push({
        reading: r.reading === 'l' ? 'lf' : 'f',
        understanding: r.understanding,
        filter: { ...r.filter, text: { ...text, fuzzy: true } },
      });
  }
  return all;
}

/** The page (one row more was asked for, to know whether another page follows). */
function pageOf<T extends { id: string; sort_key: string }>(rows: T[], pageSize: number) {
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return { page, last: rows.length > pageSize && last ? { sortKey: last.sort_key, id: last.id } : undefined };
}

export function searchService(deps: {
  repo: SearchRepo;
  glossary: GlossaryService;
  files: FileRecordSource;
  cursors: SearchCursors;
}) {
  const { repo, glossary, files, cursors } = deps;
  // The glossary's words, read once on the first search (the glossary changes only with a release).
  let vocabularyPromise: Promise<Vocabulary> | undefined;
  const vocabulary = () => {
    vocabularyPromise ??= repo.vocabularySource().then(buildVocabulary);
    vocabularyPromise.catch(() => {
      vocabularyPromise = undefined;
    });
    return vocabularyPromise;
  };

  /** What the request's `q` says: understood words and the rest. */
  async function read(body: SearchFilters): Promise<Understanding> {
    const q = given(body.q);
    return q ? understand(await vocabulary(), q) : { understood: [] };
  }

  /**
   * The order: as asked, else relevance when text is left, else newest. Relevance without text is
   * the newest order. Distance needs a city: `nearCityCode`, else the signed-in person's profile city.
   */
  async function orderOf(body: SearchFilters, filter: PeopleFilter, viewer: Viewer) {
    const asked = body.sort ?? (filter.text || filter.names ? 'relevance' : 'newest');
    const sort: SearchSort = asked === 'relevance' && !filter.text ? 'newest' : asked;
    if (sort !== 'distance') return { sort, near: undefined };
    const code = given(body.nearCityCode) ?? (viewer ? await repo.profileCity(viewer.id) : undefined);
    const point = code ? await repo.cityPoint(code) : undefined;
    if (!point)
      throw badRequest('SEARCH_NEAR_CITY_REQUIRED', {
        fields: [
          {
            path: body.nearCityCode ? 'body.nearCityCode' : 'body.sort',
            message: 'SEARCH_NEAR_CITY_REQUIRED',
          },
        ],
      });
    return { sort, near: point };
  }

  const understoodIn = (u: Understanding, lang: Lang): Understood[] =>
    u.understood.map((x) => toUnderstood(x, lang));

  /** Talent, tool and style names for a page of cards, from the glossary's cached lists. */
  async function cardNames(rows: PersonRow[], lang: Lang): Promise<CardNames> {
    const toNames = (items: Map<string, { Name: string }>) =>
      new Map([...items].map(([code, item]) => [code, item.Name]));
    const [talents, tools, styles] = await Promise.all([
      glossary.talentList(lang),
      glossary.tools(
        rows.flatMap((r) => r.tools),
        lang,
      ),
      glossary.styles(
        rows.flatMap((r) => r.styles),
        lang,
      ),
    ]);
    return {
      talents: new Map(talents.map((t) => [t.Code, t.Name])),
      tools: toNames(tools),
      styles: toNames(styles),
    };
  }

  async function fileSearch(
    kind: 'audio' | 'media',
    fileKind: FileKind,
    body: SearchFilters,
    viewer: Viewer,
    reqLang: Lang,
  ): Promise<FileSearchAnswer> {
    if (body.sort === 'price' || body.sort === 'distance')
      throw badRequest('SEARCH_SORT_NOT_AVAILABLE', {
        fields: [{ path: 'body.sort', message: 'SEARCH_SORT_NOT_AVAILABLE' }],
      });
    const lang = langOf(body.languageCode, reqLang);
    // Files are listed newest first; the text matches titles and owners' names. The readings: the
    // understood words as filters, else (nothing found) the whole text literally.
    const all = readings(body, await read(body)).filter((r) => r.reading === '' || r.reading === 'l');
    const continued = body.cursor ? cursors.readingOf(body.cursor) : undefined;
    const tries = continued === undefined ? all : all.filter((r) => r.reading === continued).slice(0, 1);
    let found: { r: (typeof all)[number]; rows: FileHitRow[]; rowNum: number } | undefined;
    for (const r of tries.length ? tries : all.slice(0, 1)) {
      const key = body.cursor ? cursors.decode(kind, body.cursor, 'newest', r.reading) : undefined;
      const filter: FileFilter = { ...r.filter, text: undefined, sort: 'newest', kind: fileKind };
      const [rows, rowNum] = await Promise.all([
        repo.files(filter, key, body.pageSize + 1),
        repo.countFiles(filter),
      ]);
      if (!found || rowNum > 0) found = { r, rows, rowNum };
      if (rowNum > 0) break;
    }
    const { r, rows, rowNum } = found!;
    const understanding = r.understanding;
    const { page, last } = pageOf(rows, body.pageSize);
    // Any file's or owner's searchable facts notify `search`; a like or a comment only its file's tag.
    readTags('search', ...page.map((hit) => `file:${hit.id}`));
    const records = new Map(
      (
        await files.getFileRecords(
          viewer,
          page.map((r) => r.id),
          langOf(body.languageCode, reqLang),
        )
      ).map((r) => [r.FileId, r]),
    );
    return {
      rowNum,
      nextCursor: last ? cursors.encode(kind, last, 'newest', r.reading) : null,
      understood: understoodIn(understanding, lang),
      text: understanding.rest ?? null,
      sort: 'newest',
      // A file deleted between the two queries is left out of its page.
      ListOfFiles: page.flatMap((hit) => {
        const record = records.get(hit.id);
        return record ? [toFileResult(record, hit)] : [];
      }),
    };
  }

  return {
    /** Reads the glossary's words ahead of the first search (the server calls it once it is ready). */
    warm: () => vocabulary().then(() => undefined),

    /** People: ACTIVE, searchable, with at least one talent; newest members first. */
    async users(body: SearchFilters, reqLang: Lang, viewer: Viewer = null): Promise<UserSearchAnswer> {
      // Any person's searchable facts may change the page: every write to them notifies `search`.
      readTags('search');
      const lang = langOf(body.languageCode, reqLang);
      const all = readings(body, await read(body));
      const continued = body.cursor ? cursors.readingOf(body.cursor) : undefined;
      // A next page continues its reading; a first page tries them in turn until one finds someone.
      const tries = continued === undefined ? all : all.filter((r) => r.reading === continued).slice(0, 1);
      let answer:
        | { r: (typeof all)[number]; sort: SearchSort; rows: PersonRow[]; rowNum: number }
        | undefined;
      for (const r of tries.length ? tries : all.slice(0, 1)) {
        const { sort, near } = await orderOf(body, r.filter, viewer);
        const key = body.cursor ? cursors.decode('users', body.cursor, sort, r.reading) : undefined;
        const filter: PeopleFilter = { ...r.filter, sort, near };
        const [rows, rowNum] = await Promise.all([
          repo.people(filter, key, body.pageSize + 1),
          repo.countPeople(filter),
        ]);
        // Nobody under any reading: the answer shows the first, with its chips.
        if (!answer || rowNum > 0) answer = { r, sort, rows, rowNum };
        if (rowNum > 0) break;
      }
      const { r, sort, rows, rowNum } = answer!;
      const { page, last } = pageOf(rows, body.pageSize);
      const names = await cardNames(page, lang);
      return {
        rowNum,
        nextCursor: last ? cursors.encode('users', last, sort, r.reading) : null,
        understood: understoodIn(r.understanding, lang),
        text: r.understanding.rest ?? null,
        sort,
        ListOfUsers: page.map((row) => toUserResult(row, lang, names)),
      };
    },

    /** Public audio of listed owners, newest first. */
    audio: (body: SearchFilters, viewer: Viewer, reqLang: Lang) =>
      fileSearch('audio', 'Audio', body, viewer, reqLang),

    /** Public video and photos (one kind with `fileType`), covers left out, newest first. */
    media(body: MediaSearchFilters, viewer: Viewer, reqLang: Lang) {
      return fileSearch('media', body.fileType ?? 'VideoOrImage', body, viewer, reqLang);
    },

    /**
     * What the search box offers as the person types: talents, tools, styles and services whose
     * names start with the last word (completing the text), cities likewise, and people by name.
     */
    async suggestions(q: string, reqLang: Lang, languageCode?: string): Promise<SearchSuggestionsAnswer> {
      const lang = langOf(languageCode as SearchFilters['languageCode'], reqLang);
      const tokens = tokenize(q);
      const last = tokens[tokens.length - 1];
      if (!last) return { items: [] };
      const head = q.slice(0, last.start);
      const vocab = await vocabulary();
      // The words typed before the last one, already understood, do not need suggesting again.
      const typed = last.key;
      const words: SearchSuggestion[] = [];
      const seen = new Set<string>();
      if ([...typed].length >= 2) {
        for (const { key, concept } of vocab.entries) {
          if (concept.place || !key.startsWith(typed)) continue;
          const id = `${concept.kind}:${concept.codes.join(',')}:${concept.sex ?? ''}`;
          if (seen.has(id)) continue;
          seen.add(id);
          words.push({
            kind: concept.kind as SearchSuggestion['kind'],
            label: concept.name[lang],
            detail: null,
            code: concept.codes.length === 1 ? concept.codes[0]! : null,
            nickName: null,
            avatarThumb: null,
            query: `${head}${concept.name[lang].toLowerCase()}`,
          });
          if (words.length >= 3) break;
        }
      }
      const whole = nameKey(q.trim());
      const [people, cities] = await Promise.all([
        [...whole].length >= 2 ? repo.suggestPeople(whole, namePatterns(q.trim()), 4) : Promise.resolve([]),
        [...typed].length >= 2
          ? repo.suggestCities(`${likeEscape(searchKey(last.key))}%`, 3)
          : Promise.resolve([]),
      ]);
      const items: SearchSuggestion[] = [
        ...people.map((p) => ({
          kind: 'person' as const,
          label: [p.first_name, p.last_name].filter(Boolean).join(' ') || p.nick_name,
          detail: `@${p.nick_name}`,
          code: null,
          nickName: p.nick_name,
          avatarThumb: p.avatar_thumb_url,
          query: q,
        })),
        ...words,
        ...cities.map((c) => {
          const name = lang === 'ru' ? c.name_ru : c.name_en;
          return {
            kind: 'city' as const,
            label: name,
            detail: lang === 'ru' ? c.country_ru : c.country_en,
            code: c.code,
            nickName: null,
            avatarThumb: null,
            query: `${head}${name}`,
          };
        }),
      ];
      return { items: items.slice(0, SEARCH_SUGGESTIONS_MAX) };
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
