import { z } from 'zod';

/** Glossary (reference data) calls of spec section 7 and the location calls added in the same style. */

/** `RUS`/`ru` or `ENU`/`en`; absent: the request's language (cookie, Accept-Language), Russian by default. */
export const glossaryLanguageSchema = z.enum(['RUS', 'ENU', 'ru', 'en', 'rus', 'enu']).optional();

/** An empty query value (`?talantCode=`) counts as absent. */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const codeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((v) => v.toUpperCase());
const nameFilterSchema = z.string().trim().max(100);

export const TOOL_PAGE_SIZE_MAX = 1000;
export const CITY_PAGE_SIZE_DEFAULT = 20;
export const CITY_PAGE_SIZE_MAX = 100;
/** Autocomplete is not for crawling: pages start within the first thousand matches. */
export const CITY_START_ROW_MAX = 1000;

const startRowNum = (max: number) => optionalQuery(z.coerce.number().int().min(0).max(max)).default(0);
const pageSize = (def: number, max: number) =>
  optionalQuery(z.coerce.number().int().min(1).max(max)).default(def);

export const yesNoSchema = z.enum(['Y', 'N']);
export const toolFieldKindSchema = z.enum(['VOICE', 'INSTRUMENTS', 'DANCE_TYPES', 'GEAR']);
export type ToolFieldKind = z.infer<typeof toolFieldKindSchema>;
export const serviceUnitSchema = z.enum(['composition', 'day', 'hour', 'session']);

// ---------------------------------------------------------------- requests

export const talentListBodySchema = z
  .object({ languageCode: glossaryLanguageSchema })
  .nullish()
  .transform((v) => v ?? {});

export const toolListQuerySchema = z.object({
  talantCode: codeSchema,
  languageCode: glossaryLanguageSchema,
  name: optionalQuery(nameFilterSchema),
  type: optionalQuery(codeSchema),
  startRowNum: startRowNum(1_000_000),
  pageSize: pageSize(TOOL_PAGE_SIZE_MAX, TOOL_PAGE_SIZE_MAX),
});
export type ToolListQuery = z.infer<typeof toolListQuerySchema>;

export const styleListQuerySchema = toolListQuerySchema.extend({ talantCode: optionalQuery(codeSchema) });
export type StyleListQuery = z.infer<typeof styleListQuerySchema>;

export const referenceListBodySchema = z
  .object({
    languageCode: glossaryLanguageSchema,
    name: nameFilterSchema.optional(),
    type: codeSchema.optional(),
  })
  .nullish()
  .transform((v) => v ?? {});
export type ReferenceListBody = z.infer<typeof referenceListBodySchema>;

export const serviceListBodySchema = z.object({
  languageCode: glossaryLanguageSchema,
  talantCode: codeSchema,
  name: nameFilterSchema.optional(),
  type: codeSchema.optional(),
});
export type ServiceListBody = z.infer<typeof serviceListBodySchema>;

export const countryListQuerySchema = z.object({
  languageCode: glossaryLanguageSchema,
  name: optionalQuery(nameFilterSchema),
});

export const regionListQuerySchema = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase()),
  languageCode: glossaryLanguageSchema,
  name: optionalQuery(nameFilterSchema),
});

export const cityListQuerySchema = z.object({
  countryCode: optionalQuery(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((v) => v.toUpperCase()),
  ),
  regionCode: optionalQuery(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/)
      .transform((v) => v.toUpperCase()),
  ),
  name: optionalQuery(nameFilterSchema),
  languageCode: glossaryLanguageSchema,
  startRowNum: startRowNum(CITY_START_ROW_MAX),
  pageSize: pageSize(CITY_PAGE_SIZE_DEFAULT, CITY_PAGE_SIZE_MAX),
});
export type CityListQuery = z.infer<typeof cityListQuerySchema>;

// ---------------------------------------------------------------- answers

export const talentSchema = z.object({
  Code: z.string(),
  Name: z.string(),
  /** Spec section 3: the talent shows a style field. */
  ShowStyleFlag: yesNoSchema,
  /** Spec section 3: the talent shows a tools field (a composer has an instruments field instead). */
  ShowToolsFlag: yesNoSchema,
  /** What ListOfTool holds for this talent; null: the talent keeps no tools (poet, producer). */
  ToolFieldKind: toolFieldKindSchema.nullable(),
  /** Label of that field in the request's language ("Голос", "Инструменты", "Виды танца", ...). */
  ToolFieldLabel: z.string().nullable(),
  /** Input placeholder: "Голос"/"Voice" for SNG, "Инструменты"/"Instruments" for every other talent. */
  ToolPlaceholder: z.string(),
});
export type Talent = z.infer<typeof talentSchema>;

/** Spec section 3 "Reference list item" with the family's translated name. */
export const referenceItemSchema = z.object({
  Code: z.string(),
  Name: z.string(),
  Type: z.string(),
  TypeTranslate: z.string(),
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

export const toolSchema = referenceItemSchema.extend({ TalantCode: z.string() });
export type Tool = z.infer<typeof toolSchema>;

export const serviceKindSchema = referenceItemSchema.extend({
  TalantCode: z.string(),
  /** The usual price unit; null: usually by agreement. */
  Unit: serviceUnitSchema.nullable(),
});
export type ServiceKind = z.infer<typeof serviceKindSchema>;

export const countrySchema = z.object({ Code: z.string(), Name: z.string() });
export const regionSchema = z.object({ Code: z.string(), Name: z.string(), CountryCode: z.string() });
export const citySchema = z.object({
  Code: z.string(),
  Name: z.string(),
  CountryCode: z.string(),
  CountryName: z.string(),
  RegionCode: z.string().nullable(),
  RegionName: z.string().nullable(),
});
export type Country = z.infer<typeof countrySchema>;
export type Region = z.infer<typeof regionSchema>;
export type City = z.infer<typeof citySchema>;

/** `rowNum` is the position of the page's first item (the request's startRowNum), `total` counts every match. */
const paging = { rowNum: z.number().int(), total: z.number().int() };

export const talentListSchema = z.object({ ListOfTalants: z.array(talentSchema) });
export const toolListSchema = z.object({ ListOfTools: z.array(toolSchema), ...paging });
export const styleListSchema = z.object({ ListOfStyles: z.array(referenceItemSchema), ...paging });
export const schoolListSchema = z.object({ ListOfSchools: z.array(referenceItemSchema) });
export const attractionSourceListSchema = z.object({ ListOfAttractionSources: z.array(referenceItemSchema) });
export const serviceListSchema = z.object({ ListOfServices: z.array(serviceKindSchema) });
export const countryListSchema = z.object({ ListOfCountries: z.array(countrySchema) });
export const regionListSchema = z.object({ ListOfRegions: z.array(regionSchema) });
export const cityListSchema = z.object({ ListOfCities: z.array(citySchema), ...paging });
