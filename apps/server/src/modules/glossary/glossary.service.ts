import type {
  City,
  CityListQuery,
  Country,
  ReferenceItem,
  ReferenceListBody,
  Region,
  ServiceListBody,
  StyleListQuery,
  Talent,
  ToolFieldKind,
  ToolListQuery,
} from '@talanty/contract';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { searchKey } from '../../lib/search-key.ts';
import { toCity, toCountry, toItem, toRegion, toServiceKind, toTalent, toTool } from './glossary.mapper.ts';
import type { ItemRow, Lang, ListFilter, TalentRow } from './glossary.repo.ts';
import * as repo from './glossary.repo.ts';

/** What another module needs to know about a talent to enforce the field matrix of spec section 3. */
export type TalentRules = {
  code: string;
  nameRu: string;
  nameEn: string;
  showStyle: boolean;
  showTools: boolean;
  /** What ListOfTool holds; null: the talent keeps no tools (SWR, PRO). */
  toolField: ToolFieldKind | null;
  /** The talent may keep tool codes (tools, voice, instruments or dance types). */
  acceptsTools: boolean;
  /** The talent may keep style codes. */
  acceptsStyles: boolean;
};

type Paged<T> = { items: T[]; rowNum: number; total: number };

const filterOf = (
  lang: Lang,
  f: { name?: string; type?: string },
  offset?: number,
  limit?: number,
): ListFilter => {
  const name = f.name ? searchKey(f.name) : '';
  return { lang, name: name || undefined, type: f.type, offset, limit };
};

/** Total from the window count; an empty page past the end asks once more for it. */
async function paged<R extends { total: number }, T>(
  fetch: (offset: number, limit: number) => Promise<R[]>,
  offset: number,
  limit: number,
  map: (row: R) => T,
): Promise<Paged<T>> {
  const rows = await fetch(offset, limit);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && offset > 0) total = (await fetch(0, 1))[0]?.total ?? 0;
  return { items: rows.map(map), rowNum: offset, total };
}

/**
 * Reference data for the routes and for other modules (`app.glossary`): talents and their field
 * matrix, code validation, names by code, locations. Talents are read once per instance.
 */
export class GlossaryService {
  private readonly db: Db;
  private talentsCache: Promise<{ rows: TalentRow[]; labels: Map<string, repo.TypeName> }> | undefined;
  private readonly itemsCache = new Map<'TOOL' | 'STYLE' | 'SERVICE', Promise<Map<string, ItemRow>>>();

  constructor(db: Db) {
    this.db = db;
  }

  private talentData() {
    this.talentsCache ??= Promise.all([repo.allTalents(this.db), repo.typesOf(this.db, 'TOOL_FIELD')])
      .then(([rows, labels]) => ({ rows, labels: new Map(labels.map((l) => [l.code, l])) }))
      .catch((err) => {
        this.talentsCache = undefined;
        throw err;
      });
    return this.talentsCache;
  }

  // ------------------------------------------------------------ talents

  async talentList(lang: Lang): Promise<Talent[]> {
    const { rows, labels } = await this.talentData();
    return rows.map((r) => toTalent(r, lang, labels));
  }

  /** The talent's rules, or undefined for an unknown code (case-insensitive). */
  async talent(code: string): Promise<TalentRules | undefined> {
    const { rows } = await this.talentData();
    const row = rows.find((r) => r.code === code.trim().toUpperCase());
    if (!row) return undefined;
    const toolField = row.toolField as ToolFieldKind | null;
    return {
      code: row.code,
      nameRu: row.nameRu,
      nameEn: row.nameEn,
      showStyle: row.showStyle,
      showTools: row.showTools,
      toolField,
      acceptsTools: toolField !== null,
      acceptsStyles: row.showStyle,
    };
  }

  /** 400 UNKNOWN_TALANT unless the code is one of the ten talents. */
  async requireTalent(code: string): Promise<TalentRules> {
    const talent = await this.talent(code);
    if (!talent) throw badRequest('UNKNOWN_TALANT', { params: { code } });
    return talent;
  }

  // ------------------------------------------------------------ lists for the routes

  async toolList(q: ToolListQuery, lang: Lang): Promise<Paged<ReturnType<typeof toTool>>> {
    const talent = await this.requireTalent(q.talantCode);
    return paged(
      (offset, limit) => repo.listTools(this.db, talent.code, filterOf(lang, q, offset, limit)),
      q.startRowNum,
      q.pageSize,
      (row) => toTool(row, lang, talent.code),
    );
  }

  async styleList(q: StyleListQuery, lang: Lang): Promise<Paged<ReferenceItem>> {
    const talent = q.talantCode ? await this.requireTalent(q.talantCode) : undefined;
    return paged(
      (offset, limit) => repo.listStyles(this.db, talent?.code, filterOf(lang, q, offset, limit)),
      q.startRowNum,
      q.pageSize,
      (row) => toItem(row, lang),
    );
  }

  async serviceList(body: ServiceListBody, lang: Lang) {
    const talent = await this.requireTalent(body.talantCode);
    const rows = await repo.listServiceKinds(this.db, talent.code, filterOf(lang, body));
    return rows.map((row) => toServiceKind(row, lang, talent.code));
  }

  async schoolList(body: ReferenceListBody, lang: Lang): Promise<ReferenceItem[]> {
    return (await repo.listSchools(this.db, filterOf(lang, body))).map((row) => toItem(row, lang));
  }

  async attractionSourceList(body: ReferenceListBody, lang: Lang): Promise<ReferenceItem[]> {
    return (await repo.listAttractionSources(this.db, filterOf(lang, body))).map((row) => toItem(row, lang));
  }

  async countryList(name: string | undefined, lang: Lang): Promise<Country[]> {
    return (await repo.listCountries(this.db, filterOf(lang, { name }))).map((row) => toCountry(row, lang));
  }

  async regionList(countryCode: string, name: string | undefined, lang: Lang): Promise<Region[]> {
    await this.requireCountry(countryCode);
    return (await repo.listRegions(this.db, countryCode, filterOf(lang, { name }))).map((row) =>
      toRegion(row, lang),
    );
  }

  async cityList(q: CityListQuery, lang: Lang): Promise<Paged<City>> {
    if (q.countryCode) await this.requireCountry(q.countryCode);
    if (q.regionCode) {
      const region = await repo.findRegion(this.db, q.regionCode);
      if (!region) throw badRequest('UNKNOWN_REGION', { params: { code: q.regionCode } });
      if (q.countryCode && region.countryCode !== q.countryCode) throw badRequest('LOCATION_MISMATCH');
    }
    const name = q.name ? searchKey(q.name) || undefined : undefined;
    return paged(
      (offset, limit) =>
        repo.citySearchQuery(this.db, {
          name,
          countryCode: q.countryCode,
          regionCode: q.regionCode,
          offset,
          limit,
        }),
      q.startRowNum,
      q.pageSize,
      (row) => toCity(row, lang),
    );
  }

  // ------------------------------------------------------------ checks for other modules

  /**
   * 400 unless every code is a tool of this talent: TOOLS_NOT_ALLOWED for a talent that keeps no
   * tools (SWR, PRO), UNKNOWN_TOOL naming the codes that do not fit. Duplicates are fine.
   */
  async validateToolCodes(talantCode: string, codes: string[]): Promise<void> {
    const talent = await this.requireTalent(talantCode);
    const wanted = [...new Set(codes)];
    if (!wanted.length) return;
    if (!talent.acceptsTools) throw badRequest('TOOLS_NOT_ALLOWED', { params: { code: talent.code } });
    const found = new Set((await repo.toolsOf(this.db, talent.code, wanted)).map((r) => r.code));
    const bad = wanted.filter((c) => !found.has(c));
    if (bad.length) throw badRequest('UNKNOWN_TOOL', { params: { codes: bad.join(', ') } });
  }

  /**
   * 400 unless every code is a style (of this talent, when given): STYLES_NOT_ALLOWED for a talent
   * that shows no style (DNC, PRO), UNKNOWN_STYLE naming the codes that do not fit.
   */
  async validateStyleCodes(codes: string[], talantCode?: string): Promise<void> {
    const talent = talantCode ? await this.requireTalent(talantCode) : undefined;
    const wanted = [...new Set(codes)];
    if (!wanted.length) return;
    if (talent && !talent.acceptsStyles)
      throw badRequest('STYLES_NOT_ALLOWED', { params: { code: talent.code } });
    const found = new Set((await repo.stylesOf(this.db, talent?.code, wanted)).map((r) => r.code));
    const bad = wanted.filter((c) => !found.has(c));
    if (bad.length) throw badRequest('UNKNOWN_STYLE', { params: { codes: bad.join(', ') } });
  }

  /** Whether the service kind is offered by this talent (false for an unknown talent too). */
  async serviceExists(talantCode: string, code: string): Promise<boolean> {
    const talent = await this.talent(talantCode);
    if (!talent) return false;
    return (await repo.serviceOf(this.db, talent.code, code)) !== undefined;
  }

  /** 400 UNKNOWN_TALANT or UNKNOWN_SERVICE unless the talent offers this service kind. */
  async requireService(talantCode: string, code: string): Promise<void> {
    await this.requireTalent(talantCode);
    if (!(await this.serviceExists(talantCode, code)))
      throw badRequest('UNKNOWN_SERVICE', { params: { code } });
  }

  // ------------------------------------------------------------ names by code (one query per list)

  /** Reference names change only with a migration (applied at start): each list is read once, not per profile view. */
  private itemsOf(kind: 'TOOL' | 'STYLE' | 'SERVICE') {
    let cached = this.itemsCache.get(kind);
    if (!cached) {
      cached = repo
        .itemsOfKind(this.db, kind)
        .then((rows) => new Map(rows.map((r) => [r.code, r as ItemRow])))
        .catch((err) => {
          this.itemsCache.delete(kind);
          throw err;
        });
      this.itemsCache.set(kind, cached);
    }
    return cached;
  }

  private async itemsByCodes(kind: 'TOOL' | 'STYLE' | 'SERVICE', codes: string[], lang: Lang) {
    const all = await this.itemsOf(kind);
    const found = new Map<string, ReferenceItem>();
    for (const code of new Set(codes)) {
      const row = all.get(code);
      if (row) found.set(code, toItem(row, lang));
    }
    return found;
  }

  /** Tools by code as `{Code, Name, Type, TypeTranslate}`; unknown codes are absent from the map. */
  tools(codes: string[], lang: Lang) {
    return this.itemsByCodes('TOOL', codes, lang);
  }

  styles(codes: string[], lang: Lang) {
    return this.itemsByCodes('STYLE', codes, lang);
  }

  services(codes: string[], lang: Lang) {
    return this.itemsByCodes('SERVICE', codes, lang);
  }

  async country(code: string, lang: Lang): Promise<Country | undefined> {
    const row = await repo.findCountry(this.db, code.toUpperCase());
    return row ? toCountry(row, lang) : undefined;
  }

  async region(code: string, lang: Lang): Promise<Region | undefined> {
    const row = await repo.findRegion(this.db, code.toUpperCase());
    return row ? toRegion(row, lang) : undefined;
  }

  async city(code: string, lang: Lang): Promise<City | undefined> {
    return (await this.cities([code], lang)).get(code);
  }

  /** Cities by code with their country and region names, in one query. */
  async cities(codes: string[], lang: Lang): Promise<Map<string, City>> {
    const rows = await repo.citiesByCodes(this.db, [...new Set(codes)]);
    return new Map(rows.map((r) => [r.code, toCity(r, lang)]));
  }

  /**
   * Checks a place a user picked and completes it: a city brings its region and country. 400
   * UNKNOWN_COUNTRY / UNKNOWN_REGION / UNKNOWN_CITY for unknown codes, LOCATION_MISMATCH when they
   * disagree. Absent codes stay null.
   */
  async validateLocation(loc: {
    countryCode?: string | null;
    regionCode?: string | null;
    cityCode?: string | null;
  }) {
    let countryCode = loc.countryCode?.toUpperCase() || null;
    let regionCode = loc.regionCode?.toUpperCase() || null;
    const cityCode = loc.cityCode || null;
    if (countryCode) await this.requireCountry(countryCode);
    if (regionCode) {
      const region = await repo.findRegion(this.db, regionCode);
      if (!region) throw badRequest('UNKNOWN_REGION', { params: { code: regionCode } });
      if (countryCode && region.countryCode !== countryCode) throw badRequest('LOCATION_MISMATCH');
      countryCode = region.countryCode;
    }
    if (cityCode) {
      const [city] = await repo.citiesByCodes(this.db, [cityCode]);
      if (!city) throw badRequest('UNKNOWN_CITY', { params: { code: cityCode } });
      if (
        (countryCode && city.countryCode !== countryCode) ||
        (regionCode && city.regionCode !== regionCode)
      ) {
        throw badRequest('LOCATION_MISMATCH');
      }
      countryCode = city.countryCode;
      regionCode = city.regionCode;
    }
    return { countryCode, regionCode, cityCode };
  }

  private async requireCountry(code: string) {
    const row = await repo.findCountry(this.db, code);
    if (!row) throw badRequest('UNKNOWN_COUNTRY', { params: { code } });
    return row;
  }
}
