import { z } from 'zod';
import { SEX_VALUES } from './auth.ts';
import { fileRecordSchema } from './files.ts';
import { glossaryLanguageSchema } from './glossary.ts';

/**
 * Search (spec sections 2 and 7): `POST /api/search/executeUserSearch`, `executeAudioSearch` and
 * `executeMediaSearchV2`. The body carries the filters of the `/search` page; every filter is
 * optional and an empty value counts as absent, so the page can send its query string as it is.
 */

export const SEARCH_PAGE = { default: 20, max: 50 } as const;
export const SEARCH_LIMITS = { text: 100, code: 40, ageMin: 14, ageMax: 100 } as const;
/**
 * Orders of the people list: `relevance` (the default when text is left after the words the search
 * understood), `newest` (the default otherwise), `price` (people with a priced service, lowest
 * first) and `distance` (from `nearCityCode`, else the signed-in person's profile city). Files:
 * `relevance` and `newest`.
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'price', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** Suggestions as the person types: at most this many, people, talents and cities together. */
export const SEARCH_SUGGESTIONS_MAX = 8;
/** `rowNum` counts matches up to this many (then it is this number: show it as "1000+"). */
export const SEARCH_ROW_NUM_MAX = 1000;

/** An empty or null value (`sex: ""`, an unset select) counts as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const code = z
  .string('SEARCH_FILTER_INVALID')
  .trim()
  .min(1, 'SEARCH_FILTER_INVALID')
  .max(SEARCH_LIMITS.code, 'SEARCH_FILTER_INVALID')
  .regex(/^[A-Za-z0-9_-]+$/, 'SEARCH_FILTER_INVALID');
const upperCode = code.transform((v) => v.toUpperCase());
/** Control characters (other than tab and line breaks, read as spaces) are refused, not searched. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters refused
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const text = z
  .string('SEARCH_FILTER_INVALID')
  .trim()
  .max(SEARCH_LIMITS.text, 'SEARCH_TEXT_TOO_LONG')
  .refine((v) => !CONTROL.test(v), 'SEARCH_TEXT_INVALID');
const age = z.coerce
  .number('SEARCH_AGE_INVALID')
  .int('SEARCH_AGE_INVALID')
  .min(SEARCH_LIMITS.ageMin, 'SEARCH_AGE_INVALID')
  .max(SEARCH_LIMITS.ageMax, 'SEARCH_AGE_INVALID');

/** The filters of spec section 2, plus `q` (a name, nickname or title) and keyset paging. */
const searchFiltersObject = z.object({
  /**
   * Words of the glossary (a talent, tool, style, service, city, region or country, in any form,
   * ru or en) become filters (the answer's `understood`); the rest is searched in names, creative
   * names, About texts and track titles (people) or titles and owners' names (files).
   */
  q: optional(text),
  sort: optional(z.enum(SEARCH_SORTS, 'SEARCH_SORT_INVALID')),
  /** `sort: distance` from this city (a GeoNames code); absent: the signed-in person's profile city. */
  nearCityCode: optional(code),
  ageMin: optional(age),
  ageMax: optional(age),
  sex: optional(z.enum(SEX_VALUES, 'SEARCH_FILTER_INVALID')),
  talantCode: optional(upperCode),
  styleCode: optional(code),
  toolCode: optional(code),
  /** A city's name as typed (matched from its start, Russian or English). */
  location: optional(text),
  countryCode: optional(upperCode),
  regionCode: optional(code),
  cityCode: optional(code),
  languageCode: glossaryLanguageSchema,
  /** `nextCursor` of the previous page. */
  cursor: optional(z.string('SEARCH_CURSOR_INVALID').max(200, 'SEARCH_CURSOR_INVALID')),
  pageSize: optional(
    z.coerce
      .number('SEARCH_FILTER_INVALID')
      .int('SEARCH_FILTER_INVALID')
      .min(1, 'SEARCH_FILTER_INVALID')
      .max(SEARCH_PAGE.max, 'SEARCH_FILTER_INVALID'),
  ).default(SEARCH_PAGE.default),
});

const ageRange = (f: { ageMin?: number; ageMax?: number }) =>
  f.ageMin === undefined || f.ageMax === undefined || f.ageMin <= f.ageMax;

export const searchFiltersSchema = searchFiltersObject.refine(ageRange, {
  error: 'SEARCH_AGE_RANGE',
  path: ['ageMax'],
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;
/** What a client sends (codes and numbers may come as strings from a query string). */
export type SearchFiltersInput = z.input<typeof searchFiltersSchema>;

/** Video and photo search narrows to one kind with `fileType`; absent: both. */
export const MEDIA_SEARCH_TYPES = ['Video', 'Image'] as const;
export const mediaSearchFiltersSchema = searchFiltersObject
  .extend({ fileType: optional(z.enum(MEDIA_SEARCH_TYPES, 'SEARCH_FILTER_INVALID')) })
  .refine(ageRange, { error: 'SEARCH_AGE_RANGE', path: ['ageMax'] });
export type MediaSearchFilters = z.infer<typeof mediaSearchFiltersSchema>;

const codeName = z.object({ Code: z.string(), Name: z.string() });

export const UNDERSTOOD_KINDS = ['talent', 'tool', 'style', 'service', 'city', 'region', 'country'] as const;
/**
 * A word (or words) of `q` the search took as a filter, shown as a removable chip: its `kind`, the
 * glossary `codes` it stands for (any of them matches; a guitarist plays any guitar), its `name` in
 * the answer's language, and `text` exactly as typed (remove it from `q` to drop the filter). `sex`:
 * a feminine or masculine noun («вокалистка») also narrows to women or men.
 */
export const understoodSchema = z.object({
  kind: z.enum(UNDERSTOOD_KINDS),
  codes: z.array(z.string()),
  name: z.string(),
  text: z.string(),
  sex: z.enum(SEX_VALUES).nullable(),
});
export type Understood = z.infer<typeof understoodSchema>;

/** One person in the results: what a card needs, never contact information. */
export const userSearchResultSchema = z.object({
  NickName: z.string(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Age: z.number().int().nullable(),
  Sex: z.enum(SEX_VALUES).nullable(),
  AvatarThumb: z.string().nullable(),
  CityName: z.string().nullable(),
  CountryName: z.string().nullable(),
  TripFlag: z.enum(['Y', 'N']),
  RemoteFlag: z.enum(['Y', 'N']),
  /** The person's talents in their order, with the creative name given for each. */
  ListOfTalants: z.array(codeName.extend({ CreativeName: z.string().nullable() })),
  /** Up to six tools and six styles across the talents (the searched one first). */
  ListOfTools: z.array(codeName),
  ListOfStyles: z.array(codeName),
  /** The lowest price among the person's priced services, with its unit. */
  PriceFrom: z.object({ Cost: z.number().int(), Unit: z.string().nullable() }).nullable(),
  AudioNum: z.number().int(),
  DemoFlag: z.enum(['Y', 'N']),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

/** A file in the results: the File record plus what its row shows of the owner. */
export const fileSearchResultSchema = fileRecordSchema.extend({
  OwnerName: z.string(),
  OwnerAvatarThumb: z.string().nullable(),
});
export type FileSearchResult = z.infer<typeof fileSearchResultSchema>;

const page = {
  /** How many match the filters in all, counted up to SEARCH_ROW_NUM_MAX. */
  rowNum: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** The words of `q` taken as filters, in the order typed. */
  understood: z.array(understoodSchema),
  /** What of `q` was searched as text (null: nothing). */
  text: z.string().nullable(),
  /** The order applied. */
  sort: z.enum(SEARCH_SORTS),
};

export const userSearchAnswerSchema = z.object({ ...page, ListOfUsers: z.array(userSearchResultSchema) });
export type UserSearchAnswer = z.infer<typeof userSearchAnswerSchema>;

export const fileSearchAnswerSchema = z.object({ ...page, ListOfFiles: z.array(fileSearchResultSchema) });
export type FileSearchAnswer = z.infer<typeof fileSearchAnswerSchema>;

/** `POST /api/search/getSuggestions`: what the search box offers as the person types. */
export const searchSuggestionsRequestSchema = z.object({
  q: text,
  languageCode: glossaryLanguageSchema,
});
export type SearchSuggestionsRequest = z.input<typeof searchSuggestionsRequestSchema>;

export const SUGGESTION_KINDS = ['person', 'talent', 'tool', 'style', 'service', 'city'] as const;
/**
 * One suggestion: a person (open their profile: `nickName`), or a word of the glossary (`query`
 * is the whole search text with the word being typed completed).
 */
export const searchSuggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** What the list shows: a person's name, a talent's or city's name. */
  label: z.string(),
  /** A second line: the nickname, a city's region and country, a tool's family. */
  detail: z.string().nullable(),
  code: z.string().nullable(),
  nickName: z.string().nullable(),
  avatarThumb: z.string().nullable(),
  query: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const searchSuggestionsAnswerSchema = z.object({ items: z.array(searchSuggestionSchema) });
export type SearchSuggestionsAnswer = z.infer<typeof searchSuggestionsAnswerSchema>;
