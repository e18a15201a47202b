import { boolean, index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Reference data ("glossary"): talents with their field matrix, tools, styles, service kinds,
 * schools, attraction sources and locations. Seeded by migrations (and, for regions and cities,
 * by the glossary's location loader). `key_*` columns hold `searchKey(name)`: lower case, ё as е,
 * computed in JavaScript so that name filters do not depend on the database's locale.
 */

/** Families of tools, styles, service kinds, schools and attraction sources (`domain` tells which). */
export const referenceTypes = pgTable(
  'reference_types',
  {
    domain: text('domain').notNull(),
    code: text('code').notNull(),
    sort: integer('sort').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [primaryKey({ columns: [t.domain, t.code] })],
);

export const talents = pgTable('talents', {
  code: text('code').primaryKey(),
  sort: integer('sort').notNull(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  /** Spec section 3 matrix: the talent shows a style field. */
  showStyle: boolean('show_style').notNull(),
  /** Spec section 3 matrix: the talent shows a tools field (CMP has an instruments field instead). */
  showTools: boolean('show_tools').notNull(),
  /** What the talent's ListOfTool holds: VOICE, INSTRUMENTS, DANCE_TYPES, GEAR; null: no tools at all. */
  toolField: text('tool_field'),
  /** Input placeholder kind of the tools field: VOICE for SNG, INSTRUMENTS for every other talent. */
  toolPlaceholder: text('tool_placeholder').notNull(),
});

export const tools = pgTable(
  'tools',
  {
    code: text('code').primaryKey(),
    typeCode: text('type_code').notNull(),
    sort: integer('sort').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    keyRu: text('key_ru').notNull(),
    keyEn: text('key_en').notNull(),
  },
  (t) => [index('tools_type_code_idx').on(t.typeCode)],
);

export const talentTools = pgTable(
  'talent_tools',
  {
    talentCode: text('talent_code')
      .notNull()
      .references(() => talents.code),
    toolCode: text('tool_code')
      .notNull()
      .references(() => tools.code),
  },
  (t) => [
    primaryKey({ columns: [t.talentCode, t.toolCode] }),
    index('talent_tools_tool_code_idx').on(t.toolCode),
  ],
);

export const styles = pgTable(
  'styles',
  {
    code: text('code').primaryKey(),
    typeCode: text('type_code').notNull(),
    sort: integer('sort').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    keyRu: text('key_ru').notNull(),
    keyEn: text('key_en').notNull(),
  },
  (t) => [index('styles_type_code_idx').on(t.typeCode)],
);

/** Which talents a style applies to: only talents whose matrix shows a style. */
export const talentStyles = pgTable(
  'talent_styles',
  {
    talentCode: text('talent_code')
      .notNull()
      .references(() => talents.code),
    styleCode: text('style_code')
      .notNull()
      .references(() => styles.code),
  },
  (t) => [
    primaryKey({ columns: [t.talentCode, t.styleCode] }),
    index('talent_styles_style_code_idx').on(t.styleCode),
  ],
);

export const serviceKinds = pgTable(
  'service_kinds',
  {
    code: text('code').primaryKey(),
    typeCode: text('type_code').notNull(),
    sort: integer('sort').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    keyRu: text('key_ru').notNull(),
    keyEn: text('key_en').notNull(),
    /** The usual price unit (composition, day, hour, session); null: usually by agreement. */
    unit: text('unit'),
  },
  (t) => [index('service_kinds_type_code_idx').on(t.typeCode)],
);

export const talentServiceKinds = pgTable(
  'talent_service_kinds',
  {
    talentCode: text('talent_code')
      .notNull()
      .references(() => talents.code),
    serviceCode: text('service_code')
      .notNull()
      .references(() => serviceKinds.code),
  },
  (t) => [
    primaryKey({ columns: [t.talentCode, t.serviceCode] }),
    index('talent_service_kinds_service_code_idx').on(t.serviceCode),
  ],
);

export const schools = pgTable('schools', {
  code: text('code').primaryKey(),
  typeCode: text('type_code').notNull(),
  sort: integer('sort').notNull(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  keyRu: text('key_ru').notNull(),
  keyEn: text('key_en').notNull(),
});

export const attractionSources = pgTable('attraction_sources', {
  code: text('code').primaryKey(),
  typeCode: text('type_code').notNull(),
  sort: integer('sort').notNull(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  keyRu: text('key_ru').notNull(),
  keyEn: text('key_en').notNull(),
});

/** ISO 3166-1 alpha-2. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  keyRu: text('key_ru').notNull(),
  keyEn: text('key_en').notNull(),
});

/** ISO 3166-2 (`RU-MOW`). Loaded by the location loader. */
export const regions = pgTable(
  'regions',
  {
    code: text('code').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    keyRu: text('key_ru').notNull(),
    keyEn: text('key_en').notNull(),
  },
  (t) => [index('regions_country_code_idx').on(t.countryCode)],
);

/** Cities by GeoNames id. Loaded by the location loader; `name_ru` is null where only an English name is kept. */
export const cities = pgTable(
  'cities',
  {
    code: text('code').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    regionCode: text('region_code').references(() => regions.code),
    nameEn: text('name_en').notNull(),
    nameRu: text('name_ru'),
    keyEn: text('key_en').notNull(),
    keyRu: text('key_ru'),
    population: integer('population').notNull(),
    lat: real('lat').notNull(),
    lon: real('lon').notNull(),
  },
  (t) => [
    index('cities_country_population_idx').on(t.countryCode, t.population.desc()),
    index('cities_region_code_idx').on(t.regionCode),
    index('cities_population_idx').on(t.population.desc()),
    index('cities_key_en_prefix_idx').on(t.keyEn.op('text_pattern_ops')),
    index('cities_key_ru_prefix_idx').on(t.keyRu.op('text_pattern_ops')),
    index('cities_key_en_trgm_idx').using('gin', t.keyEn.op('gin_trgm_ops')),
    index('cities_key_ru_trgm_idx').using('gin', t.keyRu.op('gin_trgm_ops')),
  ],
);

/** Which version of each data file a loader has put into this database, so it runs once per version. */
export const referenceDataVersions = pgTable('reference_data_versions', {
  dataset: text('dataset').primaryKey(),
  version: text('version').notNull(),
  rows: integer('rows').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
