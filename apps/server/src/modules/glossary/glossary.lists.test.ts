import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.client().get(url);
const post = (url: string, body?: unknown) => t.client().post(url, body);

type Item = { Code: string; Name: string; Type: string; TypeTranslate: string; TalantCode?: string };

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
