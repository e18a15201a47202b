import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creativeNameKey,
  fileNameKey,
  files,
  userNameKey,
  users,
  userTalents,
} from '../../db/schema/index.ts';
import { addImage, addTrack, buildTestAppWithFactories, signedInUser } from '../../test/factories.ts';
import { planOf, type TestApp, type TestClient } from '../../test/helpers.ts';
import { type FakePlatforms, startFakeVideoPlatforms } from '../../test/video-platforms.ts';
import { searchMessages } from './search.messages.ts';
import { searchQueries } from './search.repo.ts';
import { toFilter } from './search.service.ts';

let t: TestApp;
let fake: FakePlatforms;

beforeAll(async () => {
  fake = await startFakeVideoPlatforms();
  // Limits off here (one address sends every request); the limit has its own test below.
  t = await buildTestAppWithFactories({ ...fake.env, RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const USERS = '/api/search/executeUserSearch';
const AUDIO = '/api/search/executeAudioSearch';
const MEDIA = '/api/search/executeMediaSearchV2';
const MOSCOW = '524901';
const ST_PETERSBURG = '498817';
const BERLIN = '2950159';

type Json = Record<string, unknown>;
type UserHit = Json & { NickName: string; Age: number | null; ListOfTools: { Code: string }[] };
type FileHit = Json & { FileId: string; Name: string; FileType: string };

/** Searches as a visitor (or as `client`) and expects a 200. */
async function search(path: string, body: Json, client: TestClient = t.client(), headers = {}) {
  const res = await client.post(path, body, headers);
  expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body}`).toBe(200);
  return res.json() as {
    rowNum: number;
    nextCursor: string | null;
    ListOfUsers: UserHit[];
    ListOfFiles: FileHit[];
  };
}
const nicks = async (body: Json) => (await search(USERS, body)).ListOfUsers.map((u) => u.NickName);
const titles = async (path: string, body: Json, client?: TestClient) =>
  (await search(path, body, client)).ListOfFiles.map((f) => f.Name);

let seq = 0;
/** A word no one else in this file has: tests put it in names and search for it, to see only their own rows. */
const marker = () => `mk${(++seq).toString(36).padStart(3, '0')}${Math.random().toString(36).slice(2, 6)}x`;
const nick = (base: string) => `${base}${++seq}`;

const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
};

type Talent = { code: string; creativeName?: string; tools?: string[]; styles?: string[] };
type Service = {
  talantCode: string;
  serviceCode: string;
  cost?: number;
  unit?: string;
  costByAgreeFlag?: 'Y';
};

/** A member as the HTTP API makes them: talents (one singer talent unless given), services, place, privacy. */
async function person(
  o: {
    nickName?: string;
    firstName?: string;
    lastName?: string;
    birthDate?: string | null;
    sex?: 'M' | 'F';
    talents?: Talent[];
    services?: Service[];
    cityCode?: string;
    searchable?: boolean;
  } = {},
) {
  const { user, client } = await signedInUser(t, {
    nickName: o.nickName ?? nick('member'),
    firstName: o.firstName ?? null,
    lastName: o.lastName ?? null,
    birthDate: o.birthDate ?? null,
    sex: o.sex ?? null,
  });
  for (const talent of o.talents ?? [{ code: 'SNG' }]) {
    await ok(client.post('/api/user/addUserTalant', { talantCode: talent.code }));
    await ok(
      client.post('/api/user/syncTalant', {
        Code: talent.code,
        CreativeName: talent.creativeName ?? null,
        ListOfTool: (talent.tools ?? []).map((Code) => ({ Code })),
        ListOfStyle: (talent.styles ?? []).map((Code) => ({ Code })),
      }),
    );
  }
  for (const service of o.services ?? []) await ok(client.post('/api/user/addUserTalantService', service));
  if (o.cityCode) await ok(client.post('/api/user/updateUserInfo', { CityCode: o.cityCode }));
  if (o.searchable === false) await ok(client.post('/api/user/updateUserPrivacy', { SearchableFlag: 'N' }));
  return { user, client };
}

const block = (userId: string) =>
  t.app.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, userId));

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
/** The birth date of someone who turns `age` today (UTC), or `days` days from today. */
function bornAgo(age: number, days = 0) {
  const now = new Date();
  return isoDate(new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate() + days)));
}

describe('who is listed', () => {
  it('lists active, searchable members with a talent; never hidden, blocked or talentless ones', async () => {
    const m = marker();
    const shown = await person({ lastName: m });
    await person({ lastName: m, searchable: false });
    const blocked = await person({ lastName: m });
    await block(blocked.user.id);
    await person({ lastName: m, talents: [] });
    const answer = await search(USERS, { q: m });
    expect(answer.ListOfUsers.map((u) => u.NickName)).toEqual([shown.user.nickName]);
    expect(answer.rowNum).toBe(1);
    expect(answer.nextCursor).toBeNull();
  });

  it('lets a visitor search without signing in; the XSRF token is still required', async () => {
    const m = marker();
    const { user } = await person({ lastName: m });
    const visitor = t.client();
    expect((await search(USERS, { q: m }, visitor)).ListOfUsers.map((u) => u.NickName)).toEqual([
      user.nickName,
    ]);
    expect(visitor.cookies.has('sid')).toBe(false);
    const bare = await t.app.inject({ method: 'POST', url: USERS, payload: { q: m } });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('CSRF_INVALID');
  });

  it('lists newest members first, with no filter at all', async () => {
    const older = await person();
    const newer = await person();
    const first = (await search(USERS, {})).ListOfUsers.slice(0, 2).map((u) => u.NickName);
    expect(first).toEqual([newer.user.nickName, older.user.nickName]);
  });

  it('shows what a card needs and never contacts, e-mail or the birth date', async () => {
    const m = marker();
    const { client } = await person({
      nickName: nick('Card'),
      firstName: 'Вера',
      lastName: m,
      birthDate: bornAgo(33),
      sex: 'F',
      cityCode: MOSCOW,
      talents: [
        { code: 'SNG', creativeName: 'Вера Голос', tools: ['SOPRANO'], styles: ['JAZZ'] },
        { code: 'MUS', tools: ['VIOLIN'], styles: ['ROCK'] },
      ],
      services: [
        { talantCode: 'MUS', serviceCode: 'INSTRUMENT_LESSONS', cost: 2000, unit: 'hour' },
        { talantCode: 'SNG', serviceCode: 'WEDDING', cost: 1500, unit: 'session' },
        { talantCode: 'SNG', serviceCode: 'CONCERT', costByAgreeFlag: 'Y' },
      ],
    });
    await ok(
      client.post('/api/user/updateUserContactInfo', { Phone: '+7 912 345 67 89', Telegram: '@vera_sings' }),
    );
    await ok(client.post('/api/user/updateUserInfo', { TripFlag: 'Y' }));
    await addTrack(client, { Name: 'Раз' });
    await addTrack(client, { Name: 'Два' });
    const hidden = await addTrack(client, { Name: 'Три', PublicFlag: 'N' });
    const gone = await addTrack(client, { Name: 'Четыре' });
    await ok(client.post('/api/user/deleteUserFile', { rowId: gone.FileId }));
    expect(hidden.PublicFlag).toBe('N');

    const res = await t.client().post(USERS, { q: m });
    const [card] = res.json().ListOfUsers;
    expect(card).toEqual({
      NickName: expect.stringMatching(/^Card/),
      FirstName: 'Вера',
      LastName: m,
      Age: 33,
      Sex: 'F',
      AvatarThumb: null,
      CityName: 'Москва',
      CountryName: 'Россия',
      TripFlag: 'Y',
      RemoteFlag: 'N',
      ListOfTalants: [
        { Code: 'SNG', Name: 'Вокалист', CreativeName: 'Вера Голос' },
        { Code: 'MUS', Name: expect.any(String), CreativeName: null },
      ],
      ListOfTools: [
        { Code: 'SOPRANO', Name: 'Сопрано' },
        { Code: 'VIOLIN', Name: 'Скрипка' },
      ],
      ListOfStyles: [
        { Code: 'JAZZ', Name: expect.any(String) },
        { Code: 'ROCK', Name: 'Рок' },
      ],
      PriceFrom: { Cost: 1500, Unit: 'session' },
      AudioNum: 2,
      DemoFlag: 'N',
    });
    for (const secret of ['912345', 'vera_sings', '@example.test', 'BirthDate', 'Email', 'Contact'])
      expect(res.body).not.toContain(secret);

    const english = (
      await search(USERS, { q: m, languageCode: 'ENU', toolCode: 'VIOLIN', styleCode: 'ROCK' })
    ).ListOfUsers[0]!;
    expect(english).toMatchObject({
      CityName: 'Moscow',
      CountryName: 'Russia',
      ListOfTalants: [{ Code: 'SNG', Name: 'Singer' }, { Code: 'MUS' }],
      // The searched tool and style come first.
      ListOfTools: [
        { Code: 'VIOLIN', Name: 'Violin' },
        { Code: 'SOPRANO', Name: 'Soprano' },
      ],
      ListOfStyles: [{ Code: 'ROCK', Name: 'Rock' }, { Code: 'JAZZ' }],
    });
  });

  it('shows at most six tools (the searched one among them) and no price when all are by agreement', async () => {
    const m = marker();
    const tools = [
      'VIOLIN',
      'VIOLA',
      'CELLO',
      'DOUBLE_BASS',
      'ACOUSTIC_GUITAR',
      'CLASSICAL_GUITAR',
      'BANJO',
      'UKULELE',
    ];
    await person({
      lastName: m,
      talents: [{ code: 'MUS', tools }],
      services: [{ talantCode: 'MUS', serviceCode: 'CONCERT', costByAgreeFlag: 'Y' }],
    });
    const plain = (await search(USERS, { q: m })).ListOfUsers[0]!;
    expect(plain.ListOfTools).toHaveLength(6);
    expect(plain.PriceFrom).toBeNull();
    expect(plain.AudioNum).toBe(0);
    const searched = (await search(USERS, { q: m, toolCode: 'UKULELE' })).ListOfUsers[0]!;
    expect(searched.ListOfTools).toHaveLength(6);
    expect(searched.ListOfTools[0]!.Code).toBe('UKULELE');
  });
});

describe('people filters', () => {
  it('narrows by talent, tool and style, a tool or style within the searched talent', async () => {
    const m = marker();
    const both = await person({
      lastName: m,
      talents: [
        { code: 'SNG', tools: ['TENOR'], styles: ['JAZZ'] },
        { code: 'MUS', tools: ['VIOLIN'], styles: ['ROCK'] },
      ],
    });
    const violinist = await person({ lastName: m, talents: [{ code: 'MUS', tools: ['VIOLIN'] }] });
    const singer = await person({ lastName: m, talents: [{ code: 'SNG' }] });
    const dj = await person({ lastName: m, talents: [{ code: 'DJ' }] });
    const [b, v, s, d] = [both, violinist, singer, dj].map((p) => p.user.nickName);
    const found = async (filters: Json) => (await nicks({ q: m, ...filters })).sort();

    expect(await found({})).toEqual([b, v, s, d].sort());
    expect(await found({ talantCode: 'SNG' })).toEqual([b, s].sort());
    expect(await found({ talantCode: 'sng' })).toEqual([b, s].sort());
    expect(await found({ talantCode: 'DJ' })).toEqual([d]);
    expect(await found({ toolCode: 'VIOLIN' })).toEqual([b, v].sort());
    expect(await found({ talantCode: 'MUS', toolCode: 'VIOLIN' })).toEqual([b, v].sort());
    expect(await found({ talantCode: 'SNG', toolCode: 'VIOLIN' })).toEqual([]);
    expect(await found({ styleCode: 'JAZZ' })).toEqual([b]);
    expect(await found({ talantCode: 'SNG', styleCode: 'JAZZ' })).toEqual([b]);
    expect(await found({ talantCode: 'MUS', styleCode: 'JAZZ' })).toEqual([]);
    // Unknown codes (an old link) match nobody; they are not an error.
    expect(await found({ talantCode: 'XYZ' })).toEqual([]);
    expect(await found({ toolCode: 'NO_SUCH_TOOL' })).toEqual([]);
    expect(await found({ styleCode: 'NO_SUCH_STYLE' })).toEqual([]);
    // Empty values (an unset select, an empty query parameter) count as absent.
    expect(await found({ talantCode: '', toolCode: null, sex: '', ageMin: '', cursor: '' })).toEqual(
      [b, v, s, d].sort(),
    );
  });

  it('narrows by sex', async () => {
    const m = marker();
    const he = await person({ lastName: m, sex: 'M' });
    const she = await person({ lastName: m, sex: 'F' });
    await person({ lastName: m });
    expect(await nicks({ q: m, sex: 'M' })).toEqual([he.user.nickName]);
    expect(await nicks({ q: m, sex: 'F' })).toEqual([she.user.nickName]);
    expect(await nicks({ q: m })).toHaveLength(3);
  });

  it('narrows by age at its edges: someone turning 28 today is 28, the day before their birthday 27', async () => {
    const m = marker();
    const today28 = await person({ lastName: m, birthDate: bornAgo(28) });
    const tomorrow28 = await person({ lastName: m, birthDate: bornAgo(28, 1) });
    const today40 = await person({ lastName: m, birthDate: bornAgo(40) });
    const tomorrow41 = await person({ lastName: m, birthDate: bornAgo(41, 1) });
    await person({ lastName: m, birthDate: null });
    const [a, b, c, d] = [today28, tomorrow28, today40, tomorrow41].map((p) => p.user.nickName) as [
      string,
      string,
      string,
      string,
    ];
    const found = async (filters: Json) => (await nicks({ q: m, ...filters })).sort();

    expect(await found({ ageMin: 28 })).toEqual([a, c, d].sort());
    expect(await found({ ageMax: 27 })).toEqual([b]);
    expect(await found({ ageMin: 28, ageMax: 28 })).toEqual([a]);
    expect(await found({ ageMin: '27', ageMax: '27' })).toEqual([b]);
    expect(await found({ ageMax: 40 })).toEqual([a, b, c, d].sort());
    expect(await found({ ageMin: 40 })).toEqual([c, d].sort());
    expect(await found({ ageMin: 41 })).toEqual([]);
    const ages = (await search(USERS, { q: m })).ListOfUsers.map((u) => [u.NickName, u.Age]);
    expect(Object.fromEntries(ages)).toMatchObject({ [a]: 28, [b]: 27, [c]: 40, [d]: 40 });
  });

  it('narrows by country, region and city code, and by a typed city name in Russian or English', async () => {
    const m = marker();
    const moscow = await person({ lastName: m, cityCode: MOSCOW });
    const spb = await person({ lastName: m, cityCode: ST_PETERSBURG });
    const berlin = await person({ lastName: m, cityCode: BERLIN });
    await person({ lastName: m });
    const [mo, sp, be] = [moscow, spb, berlin].map((p) => p.user.nickName);
    const found = async (filters: Json) => (await nicks({ q: m, ...filters })).sort();

    expect(await found({ cityCode: MOSCOW })).toEqual([mo]);
    expect(await found({ countryCode: 'RU' })).toEqual([mo, sp].sort());
    expect(await found({ countryCode: 'de' })).toEqual([be]);
    expect(await found({ regionCode: 'RU-MOW' })).toEqual([mo]);
    expect(await found({ regionCode: 'ru-spe' })).toEqual([sp]);
    expect(await found({ location: 'мос' })).toEqual([mo]);
    expect(await found({ location: 'МОСКВА' })).toEqual([mo]);
    expect(await found({ location: 'Mosc' })).toEqual([mo]);
    expect(await found({ location: 'Санкт-Пет' })).toEqual([sp]);
    expect(await found({ location: 'берл' })).toEqual([be]);
    expect(await found({ location: 'Berlin' })).toEqual([be]);
    // From the start of the name only, and wildcards are plain characters.
    expect(await found({ location: 'осква' })).toEqual([]);
    expect(await found({ location: '%' })).toEqual([]);
    expect(await found({ cityCode: '999999999' })).toEqual([]);
    expect(await found({ countryCode: 'RU', location: 'berl' })).toEqual([]);
  });

  it('finds by any part of a nickname, first, last or creative name, ignoring case and ё/е', async () => {
    const m = marker();
    const byNick = await person({ nickName: nick(`Quiet${m}Storm`) });
    const alyona = await person({ firstName: 'Алёна', lastName: `Пёстрая ${m}` });
    const semyon = await person({ firstName: 'Семен', lastName: m });
    const creative = await person({ talents: [{ code: 'DJ', creativeName: `Ночной Ёж ${m}` }] });

    expect(await nicks({ q: `QUIET${m}` })).toEqual([byNick.user.nickName]);
    expect(await nicks({ q: `${m}sto` })).toEqual([byNick.user.nickName]);
    for (const q of ['алена пестрая', 'АЛЁНА ПЁСТРАЯ', 'Алена Пёстрая'])
      expect(await nicks({ q: `${q} ${m}` }), q).toEqual([alyona.user.nickName]);
    expect(await nicks({ q: `Семён ${m}` })).toEqual([semyon.user.nickName]);
    expect(await nicks({ q: `ночной еж ${m}` })).toEqual([creative.user.nickName]);
    expect(await nicks({ q: `ЁЖ ${m}` })).toEqual([creative.user.nickName]);
    // One or two characters (too short for the trigram index) match the start of a word only.
    expect(await nicks({ q: 'ёж' })).toContain(creative.user.nickName);
    expect(await nicks({ q: 'Еж' })).toContain(creative.user.nickName);
    expect(await nicks({ q: 'оч' })).not.toContain(creative.user.nickName);
    // LIKE wildcards match themselves only.
    expect((await search(USERS, { q: '%' })).rowNum).toBe(0);
    expect((await search(USERS, { q: '_' })).rowNum).toBe(0);
    expect((await search(USERS, { q: 'a%b_c' })).rowNum).toBe(0);
  });
});

describe('paging', () => {
  it('walks every person once, newest first, with rowNum on each page and no cursor after the last', async () => {
    const m = marker();
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await person({ lastName: m })).user.nickName);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await search(USERS, { q: m, pageSize: 3, cursor });
      expect(answer.rowNum).toBe(7);
      seen.push(...answer.ListOfUsers.map((u) => u.NickName));
      cursor = answer.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());
    expect(new Set(seen).size).toBe(7);
    // A page that ends exactly at the last row has no next cursor.
    const exact = await search(USERS, { q: m, pageSize: 7 });
    expect(exact.ListOfUsers).toHaveLength(7);
    expect(exact.nextCursor).toBeNull();
    expect((await search(USERS, { q: m })).ListOfUsers).toHaveLength(7);
  });

  it('refuses a cursor that is garbage, edited, or made for another list', async () => {
    const m = marker();
    for (let i = 0; i < 3; i++) await person({ lastName: m });
    const { nextCursor } = await search(USERS, { q: m, pageSize: 1, sort: 'newest' });
    expect(nextCursor).toEqual(expect.any(String));
    const cursor = nextCursor!;
    const [payload, mac] = cursor.split('.') as [string, string];
    const decoded = Buffer.from(payload, 'base64url').toString();
    const edited = `${Buffer.from(decoded.replace(/\d{6}Z/, '999999Z')).toString('base64url')}.${mac}`;
    const flipped = `${payload.slice(0, -1)}${payload.endsWith('A') ? 'B' : 'A'}.${mac}`;
    for (const [path, bad] of [
      [USERS, 'garbage'],
      [USERS, edited],
      [USERS, flipped],
      [USERS, `${cursor}.x`],
      [USERS, payload],
      [AUDIO, cursor],
      [MEDIA, cursor],
    ] as const) {
      const res = await t.client().post(path, { q: m, cursor: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'SEARCH_CURSOR_INVALID',
        message: searchMessages.ru.SEARCH_CURSOR_INVALID,
      });
    }
  });
});

describe('bad input', () => {
  const cases: [Json, string, string][] = [
    [{ ageMin: 40, ageMax: 30 }, 'SEARCH_AGE_RANGE', 'body.ageMax'],
    [{ ageMin: 'abc' }, 'SEARCH_AGE_INVALID', 'body.ageMin'],
    [{ ageMin: 5 }, 'SEARCH_AGE_INVALID', 'body.ageMin'],
    [{ ageMax: 101 }, 'SEARCH_AGE_INVALID', 'body.ageMax'],
    [{ ageMin: 20.5 }, 'SEARCH_AGE_INVALID', 'body.ageMin'],
    [{ q: 'я'.repeat(101) }, 'SEARCH_TEXT_TOO_LONG', 'body.q'],
    [{ location: 'м'.repeat(101) }, 'SEARCH_TEXT_TOO_LONG', 'body.location'],
    [{ q: 5 }, 'SEARCH_FILTER_INVALID', 'body.q'],
    [{ sex: 'X' }, 'SEARCH_FILTER_INVALID', 'body.sex'],
    [{ pageSize: 0 }, 'SEARCH_FILTER_INVALID', 'body.pageSize'],
    [{ pageSize: 51 }, 'SEARCH_FILTER_INVALID', 'body.pageSize'],
    [{ pageSize: 'many' }, 'SEARCH_FILTER_INVALID', 'body.pageSize'],
    [{ talantCode: 5 }, 'SEARCH_FILTER_INVALID', 'body.talantCode'],
    [{ talantCode: ['SNG'] }, 'SEARCH_FILTER_INVALID', 'body.talantCode'],
    [{ toolCode: 'ELECTRIC GUITAR' }, 'SEARCH_FILTER_INVALID', 'body.toolCode'],
    [{ cityCode: { code: MOSCOW } }, 'SEARCH_FILTER_INVALID', 'body.cityCode'],
    [{ countryCode: 'R'.repeat(41) }, 'SEARCH_FILTER_INVALID', 'body.countryCode'],
    [{ cursor: 5 }, 'SEARCH_CURSOR_INVALID', 'body.cursor'],
    [{ cursor: 'garbage' }, 'SEARCH_CURSOR_INVALID', ''],
  ];

  it('answers each bad filter with 400, its code and its message, on every endpoint', async () => {
    for (const path of [USERS, AUDIO, MEDIA])
      for (const [body, code, field] of cases) {
        const res = await t.client().post(path, body);
        const label = `${path} ${JSON.stringify(body)}`;
        expect(res.statusCode, label).toBe(400);
        const answer = res.json();
        expect(answer, label).toMatchObject({
          status: 400,
          code,
          message: searchMessages.ru[code as keyof typeof searchMessages.ru],
        });
        if (field) expect(answer.fields[0].path, label).toBe(field);
      }
  });

  it('words the errors in English when asked', async () => {
    const res = await t.client().post(USERS, { ageMin: 50, ageMax: 20 }, { 'accept-language': 'en' });
    expect(res.json()).toMatchObject({
      code: 'SEARCH_AGE_RANGE',
      message: 'The minimum age cannot be greater than the maximum age',
      fields: [{ path: 'body.ageMax', message: 'The minimum age cannot be greater than the maximum age' }],
    });
    const cursor = await t.client().post(AUDIO, { cursor: 'x' }, { 'accept-language': 'en' });
    expect(cursor.json().message).toBe(searchMessages.en.SEARCH_CURSOR_INVALID);
  });

  it('refuses a fileType other than Video or Image on the media search, an unknown language, a body that is not an object', async () => {
    const audio = await t.client().post(MEDIA, { fileType: 'Audio' });
    expect(audio.statusCode).toBe(400);
    expect(audio.json().code).toBe('SEARCH_FILTER_INVALID');
    for (const body of [['SNG'], { languageCode: 'xx' }]) {
      const res = await t.client().post(USERS, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('files', () => {
  let m: string;
  let owner: Awaited<ReturnType<typeof person>>;
  const tracks: Record<string, FileHit> = {};

  beforeAll(async () => {
    m = marker();
    owner = await person({
      firstName: 'Лада',
      lastName: `Звонкая ${m}`,
      sex: 'F',
      birthDate: bornAgo(25),
      cityCode: MOSCOW,
      talents: [{ code: 'SNG' }, { code: 'MUS' }],
    });
    const c = owner.client;
    tracks.waltz = await addTrack(c, {
      Name: 'Ёлочный вальс',
      ListOfTalants: ['SNG'],
      ListOfTools: ['TENOR'],
      ListOfStyles: ['JAZZ'],
    });
    tracks.solo = await addTrack(c, {
      Name: 'Соло',
      ListOfTalants: ['MUS'],
      ListOfTools: ['VIOLIN'],
      ListOfStyles: ['ROCK'],
    });
    tracks.secret = await addTrack(c, { Name: 'Черновик', PublicFlag: 'N' });
    tracks.gone = await addTrack(c, { Name: 'Удалённый' });
    await ok(c.post('/api/user/deleteUserFile', { rowId: tracks.gone!.FileId }));
  });

  it('lists public, live tracks of listed owners, newest first, as File records with the owner', async () => {
    const answer = await search(AUDIO, { q: m });
    expect(answer.ListOfFiles.map((f) => f.Name)).toEqual(['Соло', 'Ёлочный вальс']);
    expect(answer.rowNum).toBe(2);
    const [solo] = answer.ListOfFiles;
    expect(solo).toMatchObject({
      FileId: tracks.solo!.FileId,
      FileType: 'Audio',
      NickName: owner.user.nickName,
      OwnerName: `Лада Звонкая ${m}`,
      OwnerAvatarThumb: null,
      PublicFlag: 'Y',
      DeletedFlag: 'N',
      OwnerFlag: 'N',
      ListOfTalants: [{ Code: 'MUS', Name: expect.any(String) }],
      ListOfTools: [{ Code: 'VIOLIN', Name: 'Скрипка' }],
    });
    // The owner sees their own record as theirs, but the search still lists public files only.
    const own = await search(AUDIO, { q: m }, owner.client);
    expect(own.ListOfFiles.map((f) => [f.Name, f.OwnerFlag])).toEqual([
      ['Соло', 'Y'],
      ['Ёлочный вальс', 'Y'],
    ]);
    expect(JSON.stringify(own)).not.toContain('Черновик');
  });

  it("never lists someone else's private file, nor files of hidden or blocked owners", async () => {
    const other = marker();
    const author = await person({ lastName: other });
    await addTrack(author.client, { Name: `Тайна ${other}`, PublicFlag: 'N' });
    const hidden = await person({ lastName: other, searchable: false });
    await addTrack(hidden.client, { Name: `Скрытый ${other}` });
    const blocked = await person({ lastName: other });
    await addTrack(blocked.client, { Name: `Заблокированный ${other}` });
    await block(blocked.user.id);
    expect(await titles(AUDIO, { q: other }, owner.client)).toEqual([]);
    expect(await titles(AUDIO, { q: other }, author.client)).toEqual([]);
    expect(await titles(AUDIO, { q: other })).toEqual([]);
    expect((await search(AUDIO, { q: other })).rowNum).toBe(0);
  });

  it('narrows by the file tags and by the owner', async () => {
    const found = (filters: Json) => titles(AUDIO, { q: m, ...filters });
    expect(await found({ talantCode: 'SNG' })).toEqual(['Ёлочный вальс']);
    expect(await found({ toolCode: 'VIOLIN' })).toEqual(['Соло']);
    expect(await found({ styleCode: 'JAZZ' })).toEqual(['Ёлочный вальс']);
    expect(await found({ talantCode: 'SNG', styleCode: 'ROCK' })).toEqual([]);
    expect(await found({ talantCode: 'XYZ' })).toEqual([]);
    expect(await found({ sex: 'F', cityCode: MOSCOW, countryCode: 'RU', location: 'моск' })).toHaveLength(2);
    expect(await found({ sex: 'M' })).toEqual([]);
    expect(await found({ ageMin: 25, ageMax: 25 })).toHaveLength(2);
    expect(await found({ ageMin: 26 })).toEqual([]);
    expect(await found({ location: 'berl' })).toEqual([]);
  });

  it("finds by the title or the owner's names, ignoring case and ё/е", async () => {
    expect(await titles(AUDIO, { q: 'ЕЛОЧНЫЙ ВАЛЬС' })).toEqual(['Ёлочный вальс']);
    expect(await titles(AUDIO, { q: 'ёлочный' })).toEqual(['Ёлочный вальс']);
    expect(await titles(AUDIO, { q: `звонкая ${m}` })).toHaveLength(2);
    expect(await titles(AUDIO, { q: `${owner.user.nickName.toUpperCase()} лада` })).toHaveLength(2);
    expect(await titles(AUDIO, { q: 'Черновик' })).toEqual([]);
    expect(await titles(AUDIO, { q: 'Удалённый' })).toEqual([]);
  });

  it('pages through tracks once each', async () => {
    const p = marker();
    const { client } = await person({ lastName: p });
    const made: string[] = [];
    for (let i = 1; i <= 5; i++) made.push((await addTrack(client, { Name: `Трек ${i}` })).FileId);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const answer = await search(AUDIO, { q: p, pageSize: 2, cursor });
      expect(answer.rowNum).toBe(5);
      seen.push(...answer.ListOfFiles.map((f) => f.FileId));
      cursor = answer.nextCursor;
      if (!cursor) break;
    }
    expect(cursor).toBeNull();
    expect(seen).toEqual([...made].reverse());
    const audioCursor = (await search(AUDIO, { q: p, pageSize: 2 })).nextCursor;
    for (const path of [USERS, MEDIA]) {
      const res = await t.client().post(path, { q: p, cursor: audioCursor });
      expect(res.json().code, path).toBe('SEARCH_CURSOR_INVALID');
    }
  });

  it('lists videos and photos (not covers, profile pictures or headers, not private or deleted ones), one kind with fileType', async () => {
    const v = marker();
    const { client } = await person({ lastName: v, talents: [{ code: 'DNC' }] });
    const photo = await addImage(client, { Name: 'Сцена', ListOfTalants: ['DNC'] });
    await addImage(client, { Name: 'Обложка', FileSubType: 'Cover' });
    await addImage(client, { Name: 'Личное', PublicFlag: 'N' });
    const avatar = await addImage(client, { Name: 'Фото профиля' });
    const header = await addImage(client, { Name: 'Шапка профиля' });
    await ok(client.post('/api/user/setUserAvatar', { photoId: avatar.FileId }));
    await ok(client.post('/api/user/setUserHeader', { imgId: header.FileId }));
    const video = await client.post('/api/user/addUserFile', {
      FileType: 'Video',
      externalFlag: 'Y',
      FileFullURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      Name: 'Танец',
    });
    expect(video.statusCode, video.body).toBe(200);
    const removed = await client.post('/api/user/addUserFile', {
      FileType: 'Video',
      externalFlag: 'Y',
      FileFullURL: 'https://youtu.be/abcdefghijk',
      Name: 'Старое видео',
    });
    await ok(client.post('/api/user/deleteUserFile', { rowId: removed.json().FileId }));
    await addTrack(client, { Name: 'Музыка к танцу' });

    const both = await search(MEDIA, { q: v });
    expect(both.ListOfFiles.map((f) => [f.Name, f.FileType])).toEqual([
      ['Танец', 'Video'],
      ['Сцена', 'Image'],
    ]);
    expect(both.rowNum).toBe(2);
    expect(await titles(MEDIA, { q: v, fileType: 'Video' })).toEqual(['Танец']);
    expect(await titles(MEDIA, { q: v, fileType: 'Image' })).toEqual(['Сцена']);
    expect(await titles(MEDIA, { q: v, talantCode: 'DNC' })).toEqual(['Сцена']);
    expect(await titles(AUDIO, { q: v })).toEqual(['Музыка к танцу']);
    expect(both.ListOfFiles[1]).toMatchObject({
      FileId: photo.FileId,
      Sizes: { Thumbnail: expect.any(String) },
    });
  });

  it("shows the owner's avatar on people and file results", async () => {
    const a = marker();
    const { client } = await person({ lastName: a });
    const picture = await addImage(client, { Name: `Аватар ${a}`, PublicFlag: 'N' });
    await ok(client.post('/api/user/setUserAvatar', { photoId: picture.FileId }));
    await addTrack(client, { Name: `Песня ${a}` });
    const thumb = (await search(USERS, { q: a })).ListOfUsers[0]!.AvatarThumb;
    expect(thumb).toEqual(expect.stringContaining('/files/'));
    expect((await search(AUDIO, { q: a })).ListOfFiles[0]!.OwnerAvatarThumb).toBe(thumb);
  });
});

describe('indexes', () => {
  /**
   * The plan of a statement when the planner may not scan a whole table or sort (the test tables are
   * tiny, so it would): what an index can serve. `lookups`: no ordered walks either, so a condition
   * shows the index that can look it up.
   */
  const plan = (query: SQL, lookups = false) =>
    planOf(t, query, lookups ? ['seqscan', 'sort', 'indexscan'] : undefined);
  const filter = (body: Json) => toFilter({ pageSize: 20, ...body } as never);

  it('reads the file lists in index order (no sort), each kind and video with photo together', async () => {
    const audio = await plan(searchQueries.files({ ...filter({}), kind: 'Audio' }, undefined, 21));
    expect(audio).toMatch(/files_search_list_idx/);
    expect(audio).not.toMatch(/Sort Key: files\.added_at/);
    const media = await plan(searchQueries.files({ ...filter({}), kind: 'VideoOrImage' }, undefined, 21));
    expect(media).toMatch(/files_search_media_idx/);
    expect(media).not.toMatch(/Sort Key: files\.added_at/);
    const next = await plan(
      searchQueries.files(
        { ...filter({}), kind: 'Video' },
        { sortKey: '2026-01-01T00:00:00.000000Z', id: '01900000-0000-7000-8000-000000000000' },
        21,
      ),
    );
    expect(next).toMatch(/files_search_list_idx/);
  });

  it('reads people in index order', async () => {
    const people = await plan(searchQueries.people(filter({}), undefined, 21));
    expect(people).toMatch(/users_search_order_idx/);
    // The order comes from the index; only the final page (at most pageSize rows) may be sorted again.
    expect(people.match(/Sort Key: users(_\d+)?\.created_at/g) ?? []).toHaveLength(0);
  });

  it('looks names up through the trigram indexes (the search builds its conditions from these expressions)', async () => {
    for (const [query, index] of [
      [
        sql`select ${users.id} from ${users} where ${userNameKey(users)} like '%анна%'`,
        'users_search_name_trgm_idx',
      ],
      [
        sql`select ${users.id} from ${users} where ${userNameKey(users)} like '% ан%'`,
        'users_search_name_trgm_idx',
      ],
      [
        sql`select ${userTalents.userId} from ${userTalents} where ${creativeNameKey(userTalents.creativeName)} like '%ёж%'`,
        'user_talents_creative_name_trgm_idx',
      ],
      [
        sql`select ${files.id} from ${files} where ${files.nameKey} like '%вальс%'`,
        'files_search_name_trgm_idx',
      ],
    ] as const)
      expect(await plan(query, true)).toMatch(index);
    // The stored title key (what the trigram index and the title walk compare) is the title as the
    // search compares it, for every file (ё as е, lower case).
    const differ = await t.app.db.execute(
      sql`select count(*)::int as n from ${files} where ${files.nameKey} is distinct from ${fileNameKey(files.name)}`,
    );
    expect((differ as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('limits and documentation', () => {
  it('lists the three searches in the OpenAPI document', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json();
    for (const path of [USERS, AUDIO, MEDIA]) expect(doc.paths[path]?.post, path).toBeDefined();
  });

  it('limits searches per address for visitors (429 with Retry-After)', async () => {
    const limited = await buildTestAppWithFactories();
    try {
      const client = limited.client();
      let last = 0;
      // Refused filters answer fast and still count.
      for (let i = 0; i < 301; i++) last = (await client.post(USERS, { sex: 'X' })).statusCode;
      expect(last).toBe(429);
      const res = await client.post(USERS, {});
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
