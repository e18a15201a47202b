import type {
  FileRecord,
  FileSearchAnswer,
  Lang,
  MediaSearchFilters,
  SearchFilters,
  UserSearchAnswer,
} from '@talanty/contract';
import type { GlossaryService } from '../glossary/glossary.service.ts';
import { langOf } from '../glossary/glossary.service.ts';
import { likeEscape, searchKey } from '../glossary/search-key.ts';
import type { CursorKind, SearchCursors } from './search.cursor.ts';
import { type CardNames, toFileResult, toUserResult } from './search.mapper.ts';
import type { FileFilter, FileKind, PeopleFilter, PersonRow, SearchRepo } from './search.repo.ts';

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

/** The request's filters as the repository takes them. */
export function toFilter(body: SearchFilters): PeopleFilter {
  const text = given(body.q);
  const city = body.location ? searchKey(body.location) : '';
  return {
    sex: body.sex,
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
  const keyOf = (kind: CursorKind, cursor: string | undefined) =>
    cursor ? cursors.decode(kind, cursor) : undefined;

  /** Talent, tool and style names for a page of cards, from the glossary's cached lists. */
  async function cardNames(rows: PersonRow[], lang: Lang): Promise<CardNames> {
    const toNames = (items: Map<string, { Name: string }>) =>
      new Map([...items].map(([code, item]) => [code, item.Name]));
    const [talents, tools, styles] = await Promise.all([
      glossary.talantList(lang),
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
    filter: FileFilter,
    body: SearchFilters,
    viewer: Viewer,
    reqLang: Lang,
  ): Promise<FileSearchAnswer> {
    const key = keyOf(kind, body.cursor);
    const [rows, rowNum] = await Promise.all([
      repo.files(filter, key, body.pageSize + 1),
      repo.countFiles(filter),
    ]);
    const { page, last } = pageOf(rows, body.pageSize);
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
      nextCursor: last ? cursors.encode(kind, last) : null,
      // A file deleted between the two queries is left out of its page.
      ListOfFiles: page.flatMap((hit) => {
        const record = records.get(hit.id);
        return record ? [toFileResult(record, hit)] : [];
      }),
    };
  }

  return {
    /** People: ACTIVE, searchable, with at least one talent; newest members first. */
    async users(body: SearchFilters, reqLang: Lang): Promise<UserSearchAnswer> {
      const lang = langOf(body.languageCode, reqLang);
      const filter = toFilter(body);
      const key = keyOf('users', body.cursor);
      const [rows, rowNum] = await Promise.all([
        repo.people(filter, key, body.pageSize + 1),
        repo.countPeople(filter),
      ]);
      const { page, last } = pageOf(rows, body.pageSize);
      const names = await cardNames(page, lang);
      return {
        rowNum,
        nextCursor: last ? cursors.encode('users', last) : null,
        ListOfUsers: page.map((row) => toUserResult(row, lang, names)),
      };
    },

    /** Public audio of listed owners, newest first. */
    audio: (body: SearchFilters, viewer: Viewer, reqLang: Lang) =>
      fileSearch('audio', { ...toFilter(body), kind: 'Audio' }, body, viewer, reqLang),

    /** Public video and photos (one kind with `fileType`), covers left out, newest first. */
    media(body: MediaSearchFilters, viewer: Viewer, reqLang: Lang) {
      const kind: FileKind = body.fileType ?? 'VideoOrImage';
      return fileSearch('media', { ...toFilter(body), kind }, body, viewer, reqLang);
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
