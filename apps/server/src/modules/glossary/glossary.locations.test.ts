import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { searchKey } from '../../lib/search-key.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { loadLocations } from './glossary.loader.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.client().get(url);

type Item = { Code: string; Name: string; Type: string; TypeTranslate: string; TalantCode?: string };

async function rejectsWith(promise: Promise<unknown>, code: string) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  expect((err as AppError).status).toBe(400);
}

describe('locations', () => {
  it('lists countries with ISO codes, sorted by name in the language', async () => {
    const ru = (await get('/api/glossary/getCountryList')).json().ListOfCountries as Item[];
    expect(ru.length).toBeGreaterThanOrEqual(240);
    expect(ru.find((x) => x.Code === 'RU')?.Name).toBe('Россия');
    expect(ru[0]?.Name).toBe('Австралия');
    const en = (await get('/api/glossary/getCountryList?languageCode=en&name=KAZ')).json().ListOfCountries;
    expect(en).toEqual([{ Code: 'KZ', Name: 'Kazakhstan' }]);
  });

  it("lists a country's ISO 3166-2 regions", async () => {
    const res = await get(`/api/glossary/getRegionList?countryCode=ru&name=${encodeURIComponent('моск')}`);
    expect(res.json().ListOfRegions).toEqual([
      { Code: 'RU-MOW', Name: 'Москва', CountryCode: 'RU' },
      { Code: 'RU-MOS', Name: 'Московская область', CountryCode: 'RU' },
    ]);
    const all = (await get('/api/glossary/getRegionList?countryCode=RU&languageCode=en')).json()
      .ListOfRegions;
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect((await get('/api/glossary/getRegionList?countryCode=ZZ')).json().code).toBe('UNKNOWN_COUNTRY');
    expect((await get('/api/glossary/getRegionList?countryCode=RUS')).json().code).toBe('VALIDATION_ERROR');
  });

  it("finds Moscow first for 'мос' and names the country and region", async () => {
    const res = await get(`/api/glossary/getCityList?name=${encodeURIComponent('мос')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ListOfCities[0]).toEqual({
      Code: '524901',
      Name: 'Москва',
      CountryCode: 'RU',
      CountryName: 'Россия',
      RegionCode: 'RU-MOW',
      RegionName: 'Москва',
    });
    expect(body.ListOfCities.length).toBeLessThanOrEqual(20);
    expect(body.rowNum).toBe(0);
    expect(body.total).toBeGreaterThanOrEqual(body.ListOfCities.length);
    expect(body.ListOfCities.map((c: { Name: string }) => c.Name)).toContain('Новомосковск');
  });

  it("finds Saint Petersburg for 'sain' in English and 'санкт' or 'ПИТЕР'-less 'петербург' in Russian", async () => {
    const en = (await get('/api/glossary/getCityList?name=sain&languageCode=en')).json().ListOfCities;
    expect(en[0]).toMatchObject({ Code: '498817', Name: 'Saint Petersburg', CountryName: 'Russia' });
    const ru = (await get('/api/glossary/getCityList?name=sain')).json().ListOfCities;
    expect(ru[0]).toMatchObject({ Name: 'Санкт-Петербург' });
    const word = (await get(`/api/glossary/getCityList?name=${encodeURIComponent('петербург')}`)).json();
    expect(word.ListOfCities[0].Code).toBe('498817');
    const spaced = (
      await get(`/api/glossary/getCityList?name=${encodeURIComponent('САНКТ ПЕТЕРБУРГ')}`)
    ).json();
    expect(spaced.ListOfCities[0].Code).toBe('498817');
  });

  it('matches short prefixes, ё as е, and filters by country and region', async () => {
    const two = (
      await get(`/api/glossary/getCityList?name=${encodeURIComponent('ка')}&countryCode=RU`)
    ).json();
    expect(two.ListOfCities[0].Name).toBe('Казань');
    const yo = (await get(`/api/glossary/getCityList?name=${encodeURIComponent('королев')}`)).json();
    expect(yo.ListOfCities[0].Name).toBe('Королёв');
    const region = (await get('/api/glossary/getCityList?regionCode=RU-MOS&pageSize=5')).json();
    expect(region.ListOfCities).toHaveLength(5);
    expect(new Set(region.ListOfCities.map((c: { RegionCode: string }) => c.RegionCode))).toEqual(
      new Set(['RU-MOS']),
    );
    const world = (await get('/api/glossary/getCityList?name=berl&languageCode=en')).json();
    expect(world.ListOfCities[0]).toMatchObject({ Name: 'Berlin', CountryCode: 'DE' });
    const worldRu = (await get('/api/glossary/getCityList?name=berl')).json();
    expect(worldRu.ListOfCities[0]).toMatchObject({ Name: 'Берлин', CountryName: 'Германия' });
    const kyiv = (await get(`/api/glossary/getCityList?name=${encodeURIComponent('киев')}`)).json();
    expect(kyiv.ListOfCities[0]).toMatchObject({ Code: '703448', CountryCode: 'UA' });
  });

  it('pages the autocomplete within bounds and rejects bad input', async () => {
    const first = (await get('/api/glossary/getCityList?countryCode=RU&pageSize=10')).json();
    const second = (await get('/api/glossary/getCityList?countryCode=RU&pageSize=10&startRowNum=10')).json();
    expect(second.rowNum).toBe(10);
    expect(second.ListOfCities[0].Code).not.toBe(first.ListOfCities[0].Code);
    expect(first.total).toBeGreaterThan(1000);
    for (const query of [
      'pageSize=101',
      'pageSize=0',
      'startRowNum=-1',
      'startRowNum=1001',
      'languageCode=xx',
      'countryCode=R',
    ]) {
      const res = await get(`/api/glossary/getCityList?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await get('/api/glossary/getCityList?countryCode=ZZ')).json().code).toBe('UNKNOWN_COUNTRY');
    expect((await get('/api/glossary/getCityList?regionCode=RU-ZZZ')).json().code).toBe('UNKNOWN_REGION');
    expect((await get('/api/glossary/getCityList?countryCode=DE&regionCode=RU-MOW')).json().code).toBe(
      'LOCATION_MISMATCH',
    );
    const wildcard = (await get(`/api/glossary/getCityList?name=${encodeURIComponent('%_%')}`)).json();
    expect(wildcard).toMatchObject({ ListOfCities: [], total: 0 });
  });

  it('searches cities through the indexes', async () => {
    const plan = async (name: string) => {
      const key = searchKey(name);
      const pattern = key.length < 3 ? `${key}%` : `%${key}%`;
      const res = await t.app.db.execute(
        sql`explain select code from cities where key_ru like ${pattern} or key_en like ${pattern}`,
      );
      return (res as unknown as { rows: Record<string, string>[] }).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
    };
    await t.app.db.execute(sql`analyze cities`);
    expect(await plan('мос')).toMatch(/cities_key_(ru|en)_trgm_idx/);
    expect(await plan('мо')).toMatch(/cities_key_(ru|en)_prefix_idx/);
  });
});

describe('openapi', () => {
  it('documents every glossary call with its parameters', async () => {
    const doc = (await get('/api/openapi.json')).json();
    for (const path of [
      '/api/glossary/getTalantList',
      '/api/glossary/getToolList',
      '/api/glossary/getStyleList',
      '/api/glossary/getSchoolList',
      '/api/glossary/getAttractionSourceList',
      '/api/public/getServiceList',
      '/api/glossary/getCountryList',
      '/api/glossary/getRegionList',
      '/api/glossary/getCityList',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const params = doc.paths['/api/glossary/getCityList'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining(['name', 'countryCode', 'regionCode', 'pageSize', 'startRowNum']),
    );
  });
});

describe('the location loader', () => {
  it('runs once per data version and keeps cities with their regions', async () => {
    const again = await loadLocations(t.app.db, t.app.dbKind);
    expect(again.loaded).toBe(false);
    const res = await t.app.db.execute(sql`
      select (select count(*) from cities)::int as cities, (select count(*) from regions)::int as regions,
             (select count(*) from countries)::int as countries,
             (select count(*) from cities where name_ru is not null and country_code = 'RU')::int as ru_named,
             (select count(*) from cities c where region_code is not null
                and not exists (select 1 from regions r where r.code = c.region_code))::int as orphans,
             (select rows from reference_data_versions where dataset = 'locations') as recorded`);
    const row = (res as unknown as { rows: Record<string, number>[] }).rows[0]!;
    expect(row.cities).toBeGreaterThan(20_000);
    expect(row.regions).toBeGreaterThan(3000);
    expect(row.countries).toBeGreaterThanOrEqual(240);
    expect(row.ru_named).toBeGreaterThan(2000);
    expect(row.orphans).toBe(0);
    expect(row.recorded).toBe(Number(row.cities) + Number(row.regions));
  });
});

describe('app.glossary, the service other modules call', () => {
  it('tells the field matrix of a talent', async () => {
    expect(await t.app.glossary.talent('cmp')).toMatchObject({
      code: 'CMP',
      showStyle: true,
      showTools: false,
      toolField: 'INSTRUMENTS',
      acceptsTools: true,
      acceptsStyles: true,
    });
    expect(await t.app.glossary.talent('PRO')).toMatchObject({ acceptsTools: false, acceptsStyles: false });
    expect(await t.app.glossary.talent('DNC')).toMatchObject({ acceptsTools: true, acceptsStyles: false });
    expect(await t.app.glossary.talent('NOPE')).toBeUndefined();
    await rejectsWith(t.app.glossary.requireTalent('NOPE'), 'UNKNOWN_TALANT');
  });

  it('validates tool codes against the talent', async () => {
    await t.app.glossary.validateToolCodes('MUS', ['VIOLIN', 'BALALAIKA', 'VIOLIN']);
    await t.app.glossary.validateToolCodes('CMP', ['PIANO']);
    await t.app.glossary.validateToolCodes('PRO', []);
    await rejectsWith(t.app.glossary.validateToolCodes('SNG', ['PIANO']), 'UNKNOWN_TOOL');
    await rejectsWith(t.app.glossary.validateToolCodes('MUS', ['NO_SUCH_TOOL']), 'UNKNOWN_TOOL');
    await rejectsWith(t.app.glossary.validateToolCodes('SWR', ['PIANO']), 'TOOLS_NOT_ALLOWED');
    await rejectsWith(t.app.glossary.validateToolCodes('XXX', ['PIANO']), 'UNKNOWN_TALANT');
  });

  it('validates style codes, for a talent or in general', async () => {
    await t.app.glossary.validateStyleCodes(['JAZZ', 'CHANSON']);
    await t.app.glossary.validateStyleCodes(['FREE_VERSE'], 'SWR');
    await rejectsWith(t.app.glossary.validateStyleCodes(['FREE_VERSE'], 'MUS'), 'UNKNOWN_STYLE');
    await rejectsWith(t.app.glossary.validateStyleCodes(['JAZZ'], 'DNC'), 'STYLES_NOT_ALLOWED');
    await rejectsWith(t.app.glossary.validateStyleCodes(['NOT_A_STYLE']), 'UNKNOWN_STYLE');
  });

  it('knows which services a talent offers', async () => {
    expect(await t.app.glossary.serviceExists('MST', 'STUDIO_RENT_HOURLY')).toBe(true);
    expect(await t.app.glossary.serviceExists('SNG', 'STUDIO_RENT_HOURLY')).toBe(false);
    expect(await t.app.glossary.serviceExists('NOPE', 'MIXING')).toBe(false);
    await rejectsWith(t.app.glossary.requireService('SNG', 'MIXING'), 'UNKNOWN_SERVICE');
  });

  it('names codes in one call per list and resolves places', async () => {
    const tools = await t.app.glossary.tools(['VIOLIN', 'TENOR', 'NOPE'], 'en');
    expect([...tools.keys()].sort()).toEqual(['TENOR', 'VIOLIN']);
    expect(tools.get('VIOLIN')).toEqual({
      Code: 'VIOLIN',
      Name: 'Violin',
      Type: 'STRINGS_BOWED',
      TypeTranslate: 'Bowed strings',
    });
    expect((await t.app.glossary.styles(['JAZZ'], 'ru')).get('JAZZ')?.Name).toBe('Джаз');
    expect((await t.app.glossary.services(['MIXING'], 'ru')).get('MIXING')?.Name).toBe('Сведение');
    expect(await t.app.glossary.city('524901', 'en')).toMatchObject({
      Name: 'Moscow',
      CountryName: 'Russia',
    });
    expect(await t.app.glossary.city('0', 'en')).toBeUndefined();
    expect(await t.app.glossary.country('ru', 'ru')).toEqual({ Code: 'RU', Name: 'Россия' });
    expect(await t.app.glossary.region('RU-SPE', 'ru')).toMatchObject({ Name: 'Санкт-Петербург' });
    expect(await t.app.glossary.validateLocation({ cityCode: '498817' })).toEqual({
      countryCode: 'RU',
      regionCode: 'RU-SPE',
      cityCode: '498817',
    });
    expect(await t.app.glossary.validateLocation({})).toEqual({
      countryCode: null,
      regionCode: null,
      cityCode: null,
    });
    await rejectsWith(
      t.app.glossary.validateLocation({ countryCode: 'DE', cityCode: '524901' }),
      'LOCATION_MISMATCH',
    );
    await rejectsWith(t.app.glossary.validateLocation({ cityCode: '1' }), 'UNKNOWN_CITY');
    await rejectsWith(t.app.glossary.validateLocation({ countryCode: 'QQ' }), 'UNKNOWN_COUNTRY');
  });
});
