import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  attractionSources,
  cities,
  countries,
  referenceTypes,
  regions,
  schools,
  serviceKinds,
  styles,
  talentServiceKinds,
  talentStyles,
  talents,
  talentTools,
  tools,
} from '../../db/schema/glossary.ts';
import { likeEscape } from '../../lib/search-key.ts';

export type Lang = 'ru' | 'en';
export type TalentRow = typeof talents.$inferSelect;

/** Filters shared by the reference lists; `name` is already a search key. */
export type ListFilter = { lang: Lang; name?: string; type?: string; offset?: number; limit?: number };

type Named = { keyRu: AnyPgColumn; keyEn: AnyPgColumn };

const nameMatches = (t: Named, key: string) =>
  or(sql`strpos(${t.keyRu}, ${key}) > 0`, sql`strpos(${t.keyEn}, ${key}) > 0`);

const total = sql<number>`count(*) over()`.mapWith(Number);

/** A name-only filter sorts by name (spec section 3); otherwise the curated order by family. */
function listOrder(f: ListFilter, t: Named & { code: AnyPgColumn }, curated: SQL[]) {
  if (f.name && !f.type) return [asc(f.lang === 'en' ? t.keyEn : t.keyRu), asc(t.code)];
  return curated;
}

export async function allTalents(db: Db): Promise<TalentRow[]> {
  return db.select().from(talents).orderBy(asc(talents.sort));
}

export type TypeName = { code: string; nameRu: string; nameEn: string };

export async function typesOf(db: Db, domain: string): Promise<TypeName[]> {
  return db
    .select({ code: referenceTypes.code, nameRu: referenceTypes.nameRu, nameEn: referenceTypes.nameEn })
    .from(referenceTypes)
    .where(eq(referenceTypes.domain, domain));
}

const itemColumns = <T extends typeof tools | typeof styles | typeof serviceKinds | typeof schools>(
  t: T,
) => ({
  code: t.code,
  nameRu: t.nameRu,
  nameEn: t.nameEn,
  typeCode: t.typeCode,
  typeRu: referenceTypes.nameRu,
  typeEn: referenceTypes.nameEn,
  total,
});

export type ItemRow = {
  code: string;
  nameRu: string;
  nameEn: string;
  typeCode: string;
  typeRu: string;
  typeEn: string;
  total: number;
};

export async function listTools(db: Db, talentCode: string, f: ListFilter): Promise<ItemRow[]> {
  return db
    .select(itemColumns(tools))
    .from(talentTools)
    .innerJoin(tools, eq(tools.code, talentTools.toolCode))
    .innerJoin(
      referenceTypes,
      and(eq(referenceTypes.domain, 'TOOL'), eq(referenceTypes.code, tools.typeCode)),
    )
    .where(
      and(
        eq(talentTools.talentCode, talentCode),
        f.type ? eq(tools.typeCode, f.type) : undefined,
        f.name ? nameMatches(tools, f.name) : undefined,
      ),
    )
    .orderBy(...listOrder(f, tools, [asc(referenceTypes.sort), asc(tools.sort)]))
    .limit(f.limit ?? 1000)
    .offset(f.offset ?? 0);
}

/** Styles of one talent, or of any talent when `talentCode` is absent. */
export async function listStyles(db: Db, talentCode: string | undefined, f: ListFilter): Promise<ItemRow[]> {
  const ofTalent = talentCode
    ? sql`exists (select 1 from ${talentStyles} where ${talentStyles.styleCode} = ${styles.code} and ${talentStyles.talentCode} = ${talentCode})`
    : undefined;
  return db
    .select(itemColumns(styles))
    .from(styles)
    .innerJoin(
      referenceTypes,
      and(eq(referenceTypes.domain, 'STYLE'), eq(referenceTypes.code, styles.typeCode)),
    )
    .where(
      and(
        ofTalent,
        f.type ? eq(styles.typeCode, f.type) : undefined,
        f.name ? nameMatches(styles, f.name) : undefined,
      ),
    )
    .orderBy(...listOrder(f, styles, [asc(referenceTypes.sort), asc(styles.sort)]))
    .limit(f.limit ?? 1000)
    .offset(f.offset ?? 0);
}

export async function listServiceKinds(db: Db, talentCode: string, f: ListFilter) {
  return db
    .select({ ...itemColumns(serviceKinds), unit: serviceKinds.unit })
    .from(talentServiceKinds)
    .innerJoin(serviceKinds, eq(serviceKinds.code, talentServiceKinds.serviceCode))
    .innerJoin(
      referenceTypes,
      and(eq(referenceTypes.domain, 'SERVICE'), eq(referenceTypes.code, serviceKinds.typeCode)),
    )
    .where(
      and(
        eq(talentServiceKinds.talentCode, talentCode),
        f.type ? eq(serviceKinds.typeCode, f.type) : undefined,
        f.name ? nameMatches(serviceKinds, f.name) : undefined,
      ),
    )
    .orderBy(...listOrder(f, serviceKinds, [asc(referenceTypes.sort), asc(serviceKinds.sort)]));
}

export async function listSchools(db: Db, f: ListFilter): Promise<ItemRow[]> {
  return db
    .select(itemColumns(schools))
    .from(schools)
    .innerJoin(
      referenceTypes,
      and(eq(referenceTypes.domain, 'SCHOOL'), eq(referenceTypes.code, schools.typeCode)),
    )
    .where(
      and(
        f.type ? eq(schools.typeCode, f.type) : undefined,
        f.name ? nameMatches(schools, f.name) : undefined,
      ),
    )
    .orderBy(...listOrder(f, schools, [asc(schools.sort)]));
}

export async function listAttractionSources(db: Db, f: ListFilter): Promise<ItemRow[]> {
  const t = attractionSources;
  return db
    .select({
      code: t.code,
      nameRu: t.nameRu,
      nameEn: t.nameEn,
      typeCode: t.typeCode,
      typeRu: referenceTypes.nameRu,
      typeEn: referenceTypes.nameEn,
      total,
    })
    .from(t)
    .innerJoin(
      referenceTypes,
      and(eq(referenceTypes.domain, 'ATTRACTION_SOURCE'), eq(referenceTypes.code, t.typeCode)),
    )
    .where(and(f.type ? eq(t.typeCode, f.type) : undefined, f.name ? nameMatches(t, f.name) : undefined))
    .orderBy(...listOrder(f, t, [asc(t.sort)]));
}

// ---------------------------------------------------------------- look-ups by code (for other modules)

export async function toolsOf(db: Db, talentCode: string, codes: string[]) {
  if (!codes.length) return [];
  return db
    .select({ code: tools.code })
    .from(talentTools)
    .innerJoin(tools, eq(tools.code, talentTools.toolCode))
    .where(and(eq(talentTools.talentCode, talentCode), inArray(tools.code, codes)));
}

export async function stylesOf(db: Db, talentCode: string | undefined, codes: string[]) {
  if (!codes.length) return [];
  if (!talentCode) return db.select({ code: styles.code }).from(styles).where(inArray(styles.code, codes));
  return db
    .select({ code: talentStyles.styleCode })
    .from(talentStyles)
    .where(and(eq(talentStyles.talentCode, talentCode), inArray(talentStyles.styleCode, codes)));
}

export async function serviceOf(db: Db, talentCode: string, code: string) {
  const [row] = await db
    .select({ code: talentServiceKinds.serviceCode })
    .from(talentServiceKinds)
    .where(and(eq(talentServiceKinds.talentCode, talentCode), eq(talentServiceKinds.serviceCode, code)))
    .limit(1);
  return row;
}

/** Every tool, style or service kind with its family's names (a few hundred rows, read once per instance). */
export async function itemsOfKind(db: Db, kind: 'TOOL' | 'STYLE' | 'SERVICE') {
  const t = kind === 'TOOL' ? tools : kind === 'STYLE' ? styles : serviceKinds;
  return db
    .select({
      code: t.code,
      nameRu: t.nameRu,
      nameEn: t.nameEn,
      typeCode: t.typeCode,
      typeRu: referenceTypes.nameRu,
      typeEn: referenceTypes.nameEn,
    })
    .from(t)
    .innerJoin(referenceTypes, and(eq(referenceTypes.domain, kind), eq(referenceTypes.code, t.typeCode)));
}

// ---------------------------------------------------------------- locations

export async function listCountries(db: Db, f: ListFilter) {
  return db
    .select({ code: countries.code, nameRu: countries.nameRu, nameEn: countries.nameEn })
    .from(countries)
    .where(f.name ? nameMatches(countries, f.name) : undefined)
    .orderBy(asc(f.lang === 'en' ? countries.keyEn : countries.keyRu), asc(countries.code));
}

export async function findCountry(db: Db, code: string) {
  const [row] = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
  return row;
}

export async function listRegions(db: Db, countryCode: string, f: ListFilter) {
  return db
    .select({
      code: regions.code,
      nameRu: regions.nameRu,
      nameEn: regions.nameEn,
      countryCode: regions.countryCode,
    })
    .from(regions)
    .where(and(eq(regions.countryCode, countryCode), f.name ? nameMatches(regions, f.name) : undefined))
    .orderBy(asc(f.lang === 'en' ? regions.keyEn : regions.keyRu), asc(regions.code));
}

export async function findRegion(db: Db, code: string) {
  const [row] = await db.select().from(regions).where(eq(regions.code, code)).limit(1);
  return row;
}

const cityColumns = {
  code: cities.code,
  nameRu: cities.nameRu,
  nameEn: cities.nameEn,
  countryCode: cities.countryCode,
  regionCode: cities.regionCode,
  countryRu: countries.nameRu,
  countryEn: countries.nameEn,
  regionRu: regions.nameRu,
  regionEn: regions.nameEn,
};
export type CityRow = {
  code: string;
  nameRu: string | null;
  nameEn: string;
  countryCode: string;
  regionCode: string | null;
  countryRu: string;
  countryEn: string;
  regionRu: string | null;
  regionEn: string | null;
};

export type CitySearch = {
  name?: string;
  countryCode?: string;
  regionCode?: string;
  offset: number;
  limit: number;
};

/**
 * City autocomplete. Queries shorter than three characters match name prefixes (btree
 * text_pattern_ops), longer ones also substrings (trigram GIN); ranked exact, prefix, word
 * prefix, substring, then by population.
 */
export function citySearchQuery(db: Db, s: CitySearch) {
  let match: SQL | undefined;
  const order: SQL[] = [];
  if (s.name) {
    const q = likeEscape(s.name);
    const pattern = s.name.length < 3 ? `${q}%` : `%${q}%`;
    match = or(sql`${cities.keyRu} like ${pattern}`, sql`${cities.keyEn} like ${pattern}`);
    const prefix = `${q}%`;
    const wordPrefix = `% ${q}%`;
    order.push(sql`case
      when ${cities.keyRu} = ${s.name} or ${cities.keyEn} = ${s.name} then 0
      when ${cities.keyRu} like ${prefix} or ${cities.keyEn} like ${prefix} then 1
      when ${cities.keyRu} like ${wordPrefix} or ${cities.keyEn} like ${wordPrefix} then 2
      else 3 end`);
  }
  return db
    .select({ ...cityColumns, total })
    .from(cities)
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .leftJoin(regions, eq(regions.code, cities.regionCode))
    .where(
      and(
        match,
        s.countryCode ? eq(cities.countryCode, s.countryCode) : undefined,
        s.regionCode ? eq(cities.regionCode, s.regionCode) : undefined,
      ),
    )
    .orderBy(...order, desc(cities.population), asc(cities.code))
    .limit(s.limit)
    .offset(s.offset);
}

export async function citiesByCodes(db: Db, codes: string[]): Promise<CityRow[]> {
  if (!codes.length) return [];
  return db
    .select(cityColumns)
    .from(cities)
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .leftJoin(regions, eq(regions.code, cities.regionCode))
    .where(inArray(cities.code, codes));
}
