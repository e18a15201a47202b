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
const text = z.string('SEARCH_FILTER_INVALID').trim().max(SEARCH_LIMITS.text, 'SEARCH_TEXT_TOO_LONG');
const age = z.coerce
  .number('SEARCH_AGE_INVALID')
  .int('SEARCH_AGE_INVALID')
  .min(SEARCH_LIMITS.ageMin, 'SEARCH_AGE_INVALID')
  .max(SEARCH_LIMITS.ageMax, 'SEARCH_AGE_INVALID');

/** The filters of spec section 2, plus `q` (a name, nickname or title) and keyset paging. */
const searchFiltersObject = z.object({
  /** A nickname, first or last name, creative name, or (files) a title. */
  q: optional(text),
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
};

export const userSearchAnswerSchema = z.object({ ...page, ListOfUsers: z.array(userSearchResultSchema) });
export type UserSearchAnswer = z.infer<typeof userSearchAnswerSchema>;

export const fileSearchAnswerSchema = z.object({ ...page, ListOfFiles: z.array(fileSearchResultSchema) });
export type FileSearchAnswer = z.infer<typeof fileSearchAnswerSchema>;
