import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { loadLocations } from './glossary.loader.ts';
import { searchKey } from './search-key.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.client().get(url);
const post = (url: string, body?: unknown) => t.client().post(url, body);

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

describe('getTalantList', () => {
  it('lists the ten talents of the spec with Russian names by default', async () => {
    const res = await post('/api/glossary/getTalantList', {});
    expect(res.statusCode).toBe(200);
    const list = res.json().ListOfTalants as { Code: string; Name: string }[];
    expect(list.map((x) => x.Code)).toEqual([
      'SNG',
      'DNC',
      'MUS',
      'CMP',
      'SWR',
      'DJ',
      'MMK',
      'MST',
      'PRO',
      'SNM',
    ]);
    expect(list.find((x) => x.Code === 'SNG')?.Name).toBe('Вокалист');
    expect(list.find((x) => x.Code === 'MMK')?.Name).toBe('Звукорежиссёр');
  });

  it('answers in English for ENU and en, and with an empty body', async () => {
    for (const languageCode of ['ENU', 'en']) {
      const res = await post('/api/glossary/getTalantList', { languageCode });
      expect(res.json().ListOfTalants[0]).toMatchObject({
        Code: 'SNG',
        Name: 'Singer',
        ToolFieldLabel: 'Voice',
      });
    }
    const empty = await post('/api/glossary/getTalantList');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().ListOfTalants[0].Name).toBe('Вокалист');
  });

  it('carries the field matrix of spec section 3', async () => {
    const res = await post('/api/glossary/getTalantList', { languageCode: 'RUS' });
    const byCode = Object.fromEntries(
      (res.json().ListOfTalants as Record<string, string>[]).map((x) => [
        x.Code,
        [x.ShowStyleFlag, x.ShowToolsFlag, x.ToolFieldKind, x.ToolPlaceholder],
      ]),
    );
    expect(byCode).toEqual({
      CMP: ['Y', 'N', 'INSTRUMENTS', 'Инструменты'],
      SNG: ['Y', 'Y', 'VOICE', 'Голос'],
      SWR: ['Y', 'N', null, 'Инструменты'],
      DNC: ['N', 'Y', 'DANCE_TYPES', 'Инструменты'],
      DJ: ['Y', 'Y', 'GEAR', 'Инструменты'],
      MUS: ['Y', 'Y', 'INSTRUMENTS', 'Инструменты'],
      MMK: ['Y', 'Y', 'GEAR', 'Инструменты'],
      MST: ['Y', 'Y', 'GEAR', 'Инструменты'],
      PRO: ['N', 'N', null, 'Инструменты'],
      SNM: ['Y', 'Y', 'GEAR', 'Инструменты'],
    });
  });

  it('rejects a language it does not speak', async () => {
    const res = await post('/api/glossary/getTalantList', { languageCode: 'xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('getToolList', () => {
  it('lists at least 40 instruments across families for a musician, with the shape of spec section 3', async () => {
    const res = await get(
      '/api/glossary/getToolList?talantCode=MUS&languageCode=RUS&startRowNum=0&pageSize=1000',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const tools = body.ListOfTools as Item[];
    expect(tools.length).toBeGreaterThanOrEqual(40);
    expect(body).toMatchObject({ rowNum: 0, total: tools.length });
    const families = new Set(tools.map((x) => x.Type));
    for (const f of [
      'STRINGS_BOWED',
      'STRINGS_PLUCKED',
      'KEYS',
      'WOODWINDS',
      'BRASS',
      'PERCUSSION',
      'ELECTRONIC',
      'FOLK',
    ]) {
      expect(families).toContain(f);
    }
    expect(tools.find((x) => x.Code === 'BALALAIKA')).toEqual({
      Code: 'BALALAIKA',
      Name: 'Балалайка',
      Type: 'FOLK',
      TypeTranslate: 'Народные инструменты',
      TalantCode: 'MUS',
    });
    for (const code of ['DOMRA', 'BAYAN', 'GUSLI', 'VIOLIN', 'PIANO', 'TRUMPET', 'DRUM_KIT']) {
      expect(tools.map((x) => x.Code)).toContain(code);
    }
  });

  it('shares a tool between talents: the guitar belongs to musicians and composers', async () => {
    const cmp = await get('/api/glossary/getToolList?talantCode=CMP&languageCode=en');
    const guitar = (cmp.json().ListOfTools as Item[]).find((x) => x.Code === 'ELECTRIC_GUITAR');
    expect(guitar).toMatchObject({
      Name: 'Electric guitar',
      TalantCode: 'CMP',
      TypeTranslate: 'Guitars and plucked strings',
    });
  });

  it('gives voice types to singers, dance types to dancers, gear to DJs and engineers, nothing to poets', async () => {
    const codes = async (talant: string) =>
      ((await get(`/api/glossary/getToolList?talantCode=${talant}`)).json().ListOfTools as Item[]).map(
        (x) => x.Code,
      );
    expect(await codes('SNG')).toEqual(
      expect.arrayContaining([
        'SOPRANO',
        'MEZZO_SOPRANO',
        'CONTRALTO',
        'COUNTERTENOR',
        'TENOR',
        'BARITONE',
        'BASS',
      ]),
    );
    expect(await codes('DNC')).toEqual(
      expect.arrayContaining([
        'HIP_HOP_DANCE',
        'BREAKING',
        'HOUSE_DANCE',
        'POPPING',
        'LOCKING',
        'WAACKING',
        'VOGUE',
        'KRUMP',
        'CONTEMPORARY',
        'JAZZ_FUNK',
        'BALLET',
        'SALSA_DANCE',
        'CHA_CHA',
      ]),
    );
    expect(await codes('DJ')).toEqual(
      expect.arrayContaining([
        'TURNTABLES',
        'CDJ',
        'DJ_CONTROLLER',
        'TRAKTOR',
        'SERATO_DJ',
        'REKORDBOX',
        'ABLETON_LIVE',
      ]),
    );
    expect(await codes('MMK')).toEqual(
      expect.arrayContaining([
        'PRO_TOOLS',
        'LOGIC_PRO',
        'CUBASE',
        'ABLETON_LIVE',
        'FL_STUDIO',
        'REAPER',
        'STUDIO_ONE',
        'ANALOG_CONSOLE',
        'CONDENSER_MIC',
      ]),
    );
    expect(await codes('SNM')).toEqual(
      expect.arrayContaining(['FIELD_RECORDER', 'FOLEY_STAGE', 'SYNTHESIZER']),
    );
    expect(await codes('SNG')).not.toContain('PIANO');
    expect(await codes('SWR')).toEqual([]);
    expect(await codes('PRO')).toEqual([]);
  });

  it('filters by a case-insensitive name substring, Cyrillic included, and sorts a name-only filter by name', async () => {
    const res = await get(`/api/glossary/getToolList?talantCode=MUS&name=${encodeURIComponent('ГИТАР')}`);
    const names = (res.json().ListOfTools as Item[]).map((x) => x.Name);
    expect(names).toEqual([
      'Акустическая гитара',
      'Бас-гитара',
      'Классическая гитара',
      'Семиструнная гитара',
      'Электрогитара',
    ]);
    const en = await get('/api/glossary/getToolList?talantCode=MUS&languageCode=en&name=SAX');
    expect((en.json().ListOfTools as Item[]).map((x) => x.Name)).toEqual([
      'Alto saxophone',
      'Baritone saxophone',
      'Soprano saxophone',
      'Tenor saxophone',
    ]);
    const yo = await get(`/api/glossary/getToolList?talantCode=DNC&name=${encodeURIComponent('чечетка')}`);
    expect((yo.json().ListOfTools as Item[]).map((x) => x.Code)).toEqual(['TAP']);
  });

  it('filters by type, with the name filter too', async () => {
    const brass = await get('/api/glossary/getToolList?talantCode=MUS&type=BRASS');
    const list = brass.json().ListOfTools as Item[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(new Set(list.map((x) => x.Type))).toEqual(new Set(['BRASS']));
    const both = await get(
      `/api/glossary/getToolList?talantCode=MUS&type=folk&name=${encodeURIComponent('дом')}`,
    );
    expect((both.json().ListOfTools as Item[]).map((x) => x.Code).sort()).toEqual(['DOMBRA', 'DOMRA']);
  });

  it('pages with startRowNum and pageSize', async () => {
    const all = (await get('/api/glossary/getToolList?talantCode=MUS')).json();
    const page = (await get('/api/glossary/getToolList?talantCode=MUS&startRowNum=10&pageSize=5')).json();
    expect(page).toMatchObject({ rowNum: 10, total: all.total });
    expect(page.ListOfTools).toEqual(all.ListOfTools.slice(10, 15));
    const past = (await get('/api/glossary/getToolList?talantCode=MUS&startRowNum=5000')).json();
    expect(past).toEqual({ ListOfTools: [], rowNum: 5000, total: all.total });
  });

  it('answers an unknown talent with UNKNOWN_TALANT in the request language', async () => {
    const res = await get('/api/glossary/getToolList?talantCode=XYZ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'UNKNOWN_TALANT', message: 'Такого таланта нет' });
    const en = await get('/api/glossary/getToolList?talantCode=XYZ&languageCode=ENU');
    expect(en.json().message).toBe('There is no such talent');
  });

  it('rejects bad paging and languages with VALIDATION_ERROR and the offending fields', async () => {
    const cases: [string, string][] = [
      ['talantCode=MUS&pageSize=5000', 'querystring.pageSize'],
      ['talantCode=MUS&pageSize=0', 'querystring.pageSize'],
      ['talantCode=MUS&startRowNum=-1', 'querystring.startRowNum'],
      ['talantCode=MUS&startRowNum=abc', 'querystring.startRowNum'],
      ['talantCode=MUS&languageCode=xx', 'querystring.languageCode'],
      ['languageCode=ru', 'querystring.talantCode'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/glossary/getToolList?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().fields.map((f: { path: string }) => f.path)).toContain(field);
    }
  });
});

describe('getStyleList', () => {
  it('lists at least 60 music and dance styles, Russian song included', async () => {
    const res = await get('/api/glossary/getStyleList?languageCode=RUS&startRowNum=0&pageSize=1000');
    expect(res.statusCode).toBe(200);
    const styles = res.json().ListOfStyles as Item[];
    expect(styles.length).toBeGreaterThanOrEqual(60);
    expect(res.json().total).toBe(styles.length);
    const names = styles.map((x) => x.Name);
    for (const n of [
      'Рок',
      'Джаз',
      'Шансон',
      'Русский романс',
      'Авторская песня',
      'Эстрада',
      'Драм-н-бейс',
      'Вальс',
      'Сальса',
    ]) {
      expect(names).toContain(n);
    }
    expect(styles.find((x) => x.Code === 'ROMANCE')).toEqual({
      Code: 'ROMANCE',
      Name: 'Русский романс',
      Type: 'RUSSIAN_SONG',
      TypeTranslate: 'Русская песня',
    });
  });

  it('serves only talents that show a style; poetry forms only to poets', async () => {
    const codes = async (talant: string) =>
      ((await get(`/api/glossary/getStyleList?talantCode=${talant}`)).json().ListOfStyles as Item[]).map(
        (x) => x.Code,
      );
    expect(await codes('DNC')).toEqual([]);
    expect(await codes('PRO')).toEqual([]);
    expect(await codes('MUS')).toContain('JAZZ');
    expect(await codes('MUS')).not.toContain('FREE_VERSE');
    expect(await codes('SWR')).toEqual(expect.arrayContaining(['FREE_VERSE', 'CHANSON']));
  });

  it('filters and answers in English', async () => {
    const res = await get('/api/glossary/getStyleList?languageCode=en&name=house');
    expect((res.json().ListOfStyles as Item[]).map((x) => x.Name)).toEqual(['Deep house', 'House']);
    const byType = await get('/api/glossary/getStyleList?languageCode=en&type=JAZZ_BLUES');
    expect((byType.json().ListOfStyles as Item[]).map((x) => x.Name)).toContain('Blues');
    const ru = await get(`/api/glossary/getStyleList?name=${encodeURIComponent('РОК')}`);
    expect((ru.json().ListOfStyles as Item[]).map((x) => x.Name)).toEqual(
      expect.arrayContaining(['Рок', 'Русский рок', 'Хард-рок', 'Рок-н-ролл']),
    );
  });

  it('rejects an unknown talent and bad paging', async () => {
    expect((await get('/api/glossary/getStyleList?talantCode=NOPE')).json().code).toBe('UNKNOWN_TALANT');
    expect((await get('/api/glossary/getStyleList?pageSize=1001')).statusCode).toBe(400);
    expect((await get('/api/glossary/getStyleList?startRowNum=-1')).json().code).toBe('VALIDATION_ERROR');
  });
});

describe('getServiceList', () => {
  it("lists a talent's service kinds with their usual unit", async () => {
    const res = await post('/api/public/getServiceList', { languageCode: 'RUS', talantCode: 'MST' });
    expect(res.statusCode).toBe(200);
    const list = res.json().ListOfServices as (Item & { Unit: string | null })[];
    expect(list.find((x) => x.Code === 'STUDIO_RENT_HOURLY')).toEqual({
      Code: 'STUDIO_RENT_HOURLY',
      Name: 'Аренда студии (почасово)',
      Type: 'RENT',
      TypeTranslate: 'Аренда',
      TalantCode: 'MST',
      Unit: 'hour',
    });
    expect(list.map((x) => x.Code)).toEqual(expect.arrayContaining(['MIXING', 'MASTERING', 'RECORDING']));
  });

  it('has services for every talent, in English too', async () => {
    for (const talantCode of ['SNG', 'DNC', 'MUS', 'CMP', 'SWR', 'DJ', 'MMK', 'MST', 'PRO', 'SNM']) {
      const res = await post('/api/public/getServiceList', { languageCode: 'ENU', talantCode });
      expect(res.json().ListOfServices.length, talantCode).toBeGreaterThan(0);
    }
    const dj = await post('/api/public/getServiceList', { languageCode: 'en', talantCode: 'dj' });
    expect((dj.json().ListOfServices as Item[]).map((x) => x.Name)).toContain('DJ set');
    const dnc = await post('/api/public/getServiceList', { talantCode: 'DNC', name: 'ПОСТАНОВ' });
    expect((dnc.json().ListOfServices as Item[]).map((x) => x.Code)).toEqual([
      'WEDDING_DANCE',
      'CHOREOGRAPHY',
    ]);
  });

  it('rejects an unknown or missing talent', async () => {
    const res = await post('/api/public/getServiceList', { languageCode: 'en', talantCode: 'ZZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_TALANT', message: 'There is no such talent' });
    const missing = await post('/api/public/getServiceList', { languageCode: 'ru' });
    expect(missing.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('getSchoolList and getAttractionSourceList', () => {
  it('lists real schools with "Other school" last, in both languages', async () => {
    const ru = (await post('/api/glossary/getSchoolList')).json().ListOfSchools as Item[];
    expect(ru.map((x) => x.Name)).toContain('Академия русского балета им. А. Я. Вагановой');
    expect(ru.at(-1)).toMatchObject({ Code: 'OTHER_SCHOOL', Name: 'Другая школа' });
    const en = (await post('/api/glossary/getSchoolList', { languageCode: 'ENU' })).json()
      .ListOfSchools as Item[];
    expect(en.at(-1)?.Name).toBe('Other school');
    const gnesin = (await post('/api/glossary/getSchoolList', { name: 'гнесин' })).json()
      .ListOfSchools as Item[];
    expect(gnesin.map((x) => x.Code)).toEqual(['GNESSIN_ACADEMY']);
    const dance = (await post('/api/glossary/getSchoolList', { type: 'DANCE_ACADEMY' })).json()
      .ListOfSchools as Item[];
    expect(dance.length).toBe(2);
  });

  it('lists the attraction sources', async () => {
    const res = await post('/api/glossary/getAttractionSourceList', {});
    const list = res.json().ListOfAttractionSources as Item[];
    expect(list.map((x) => x.Code)).toEqual([
      'SEARCH_ENGINE',
      'VK',
      'TELEGRAM',
      'YOUTUBE',
      'FRIENDS',
      'SCHOOL_TEACHER',
      'EVENT',
      'OTHER',
    ]);
    expect(list[1]?.Name).toBe('ВКонтакте');
    const en = await post('/api/glossary/getAttractionSourceList', { languageCode: 'en' });
    expect(en.json().ListOfAttractionSources[4].Name).toBe('Friends or acquaintances');
    expect((await post('/api/glossary/getAttractionSourceList', { languageCode: 'xx' })).statusCode).toBe(
      400,
    );
  });
});

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
    expect(await t.app.glossary.talant('cmp')).toMatchObject({
      code: 'CMP',
      showStyle: true,
      showTools: false,
      toolField: 'INSTRUMENTS',
      acceptsTools: true,
      acceptsStyles: true,
    });
    expect(await t.app.glossary.talant('PRO')).toMatchObject({ acceptsTools: false, acceptsStyles: false });
    expect(await t.app.glossary.talant('DNC')).toMatchObject({ acceptsTools: true, acceptsStyles: false });
    expect(await t.app.glossary.talant('NOPE')).toBeUndefined();
    await rejectsWith(t.app.glossary.requireTalant('NOPE'), 'UNKNOWN_TALANT');
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
