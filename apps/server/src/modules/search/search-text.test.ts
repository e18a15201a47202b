import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cities,
  fileDoc,
  files,
  searchDocQuery,
  talentDoc,
  userDoc,
  userNameKey,
  users,
  userTalents,
} from '../../db/schema/index.ts';
import { addTrack, buildTestAppWithFactories, signedInUser } from '../../test/factories.ts';
import { planOf, type TestApp, type TestClient } from '../../test/helpers.ts';
import { searchMessages } from './search.messages.ts';
import { searchQueries, searchRepo } from './search.repo.ts';
import { toFilter } from './search.service.ts';
import { SYNONYMS } from './search.synonyms.ts';
import { buildVocabulary, understand, type Vocabulary } from './search.vocabulary.ts';

/**
 * The search box understands a sentence: the words in ru and en, their forms, synonyms,
 * what the answer says it understood, the orders with paging, suggestions, bad input, the plans.
 * Every person here is made by this file (its own database), so a bare word's answer is exact.
 */

let t: TestApp;
let vocabulary: Vocabulary;

const USERS = '/api/search/executeUserSearch';
const AUDIO = '/api/search/executeAudioSearch';
const SUGGEST = '/api/search/getSuggestions';
const MOSCOW = '524901';
const ST_PETERSBURG = '498817';

type Json = Record<string, unknown>;
type Understood = { kind: string; codes: string[]; name: string; text: string; sex: string | null };
type Answer = {
  rowNum: number;
  nextCursor: string | null;
  understood: Understood[];
  text: string | null;
  sort: string;
  ListOfUsers: { NickName: string; PriceFrom: { Cost: number } | null; CityName: string | null }[];
};

async function search(body: Json, client: TestClient = t.client()): Promise<Answer> {
  const res = await client.post(USERS, body);
  expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(200);
  return res.json() as Answer;
}
const nicks = async (q: string, body: Json = {}) =>
  (await search({ q, pageSize: 50, ...body })).ListOfUsers.map((u) => u.NickName).sort();

const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
};

type Talent = { code: string; creativeName?: string; about?: string; tools?: string[]; styles?: string[] };
type Person = {
  nickName: string;
  firstName?: string;
  lastName?: string;
  sex?: 'M' | 'F';
  aboutMe?: string;
  talents: Talent[];
  services?: { talantCode: string; serviceCode: string; cost?: number; unit?: string }[];
  cityCode?: string;
};

async function person(o: Person) {
  const { user, client } = await signedInUser(t, {
    nickName: o.nickName,
    firstName: o.firstName ?? null,
    lastName: o.lastName ?? null,
    sex: o.sex ?? null,
  });
  for (const talent of o.talents) {
    await ok(client.post('/api/user/addUserTalant', { talantCode: talent.code }));
    await ok(
      client.post('/api/user/syncTalant', {
        Code: talent.code,
        CreativeName: talent.creativeName ?? null,
        About: talent.about ?? null,
        ListOfTool: (talent.tools ?? []).map((Code) => ({ Code })),
        ListOfStyle: (talent.styles ?? []).map((Code) => ({ Code })),
      }),
    );
  }
  for (const service of o.services ?? []) await ok(client.post('/api/user/addUserTalantService', service));
  if (o.cityCode || o.aboutMe)
    await ok(
      client.post('/api/user/updateUserInfo', { CityCode: o.cityCode ?? null, AboutMe: o.aboutMe ?? null }),
    );
  return { user, client };
}

let KAZAN = '';
let NIZHNY = '';
let ivanovoClient: TestClient;

beforeAll(async () => {
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off' });
  const cityCode = async (name: string) =>
    (
      (await t.app.db.execute(
        sql`select code from ${cities} where name_ru = ${name} order by population desc limit 1`,
      )) as unknown as { rows: { code: string }[] }
    ).rows[0]!.code;
  KAZAN = await cityCode('Казань');
  NIZHNY = await cityCode('Нижний Новгород');
  vocabulary = buildVocabulary(await searchRepo(t.app.db).vocabularySource());

  await person({
    nickName: 'djmax',
    firstName: 'Максим',
    talents: [{ code: 'DJ', styles: ['HOUSE'] }],
    services: [{ talantCode: 'DJ', serviceCode: 'DJ_SET', cost: 8000, unit: 'hour' }],
    cityCode: MOSCOW,
  });
  await person({
    nickName: 'rockguitar',
    firstName: 'Пётр',
    lastName: 'Струнов',
    sex: 'M',
    talents: [{ code: 'MUS', tools: ['ELECTRIC_GUITAR'], styles: ['ROCK'] }],
    services: [{ talantCode: 'MUS', serviceCode: 'INSTRUMENT_LESSONS', cost: 1500, unit: 'hour' }],
    cityCode: ST_PETERSBURG,
  });
  await person({
    nickName: 'kazansinger',
    firstName: 'Алия',
    sex: 'F',
    talents: [{ code: 'SNG', tools: ['SOPRANO'], styles: ['POP'] }],
    cityCode: KAZAN,
  });
  await person({
    nickName: 'kazantenor',
    firstName: 'Ильдар',
    sex: 'M',
    talents: [{ code: 'SNG', tools: ['TENOR'], styles: ['HARD_ROCK'] }],
    cityCode: KAZAN,
  });
  await person({
    nickName: 'beatsmith',
    firstName: 'Артём',
    talents: [{ code: 'PRO' }],
    services: [{ talantCode: 'PRO', serviceCode: 'BEAT_MAKING', cost: 5000, unit: 'composition' }],
    cityCode: MOSCOW,
  });
  await person({
    nickName: 'nnpiano',
    firstName: 'Константин',
    lastName: 'Клавиров',
    aboutMe: 'Пишу музыку к компьютерным играм и преподаю',
    talents: [{ code: 'MUS', tools: ['PIANO'], about: 'Играю на свадьбах и корпоративах' }],
    services: [{ talantCode: 'MUS', serviceCode: 'INSTRUMENT_LESSONS', cost: 1000, unit: 'hour' }],
    cityCode: NIZHNY,
  });
  // A surname that is also a town's name (Иваново): a name, not a place.
  const ivanov = await person({
    nickName: 'ivanovpoet',
    firstName: 'Сергей',
    lastName: 'Иванов',
    talents: [{ code: 'SWR', creativeName: 'Сергей Ночной' }],
  });
  ivanovoClient = ivanov.client;
  await addTrack(ivanov.client, { Name: 'Огни ночного города', PublicFlag: 'Y' });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('the issue’s words find what they name', () => {
  it('«диджей», «DJ», «диджеи»: the DJ talent', async () => {
    for (const q of ['диджей', 'DJ', 'диджеи', 'Диджея', 'deejay'])
      expect(await nicks(q), q).toEqual(['djmax']);
    const answer = await search({ q: 'диджей' });
    expect(answer.understood).toEqual([
      { kind: 'talent', codes: ['DJ'], name: 'Диджей', text: 'диджей', sex: null },
    ]);
    expect(answer.text).toBeNull();
    expect(answer.sort).toBe('newest');
  }, 120_000);

  it('«гитарист», «гитаристы», «guitarist», «гитара»: anyone who plays a guitar', async () => {
    for (const q of [
      'гитарист',
      'гитаристы',
      'гитаристов',
      'guitarist',
      'guitar',
      'гитара',
      'Электрогитара',
      'electric guitar',
    ])
      expect(await nicks(q), q).toEqual(['rockguitar']);
  });

  it('«вокалистка из Казани»: a woman who sings, in Kazan; «singer from Kazan»: both singers there', async () => {
    expect(await nicks('вокалистка из Казани')).toEqual(['kazansinger']);
    const answer = await search({ q: 'вокалистка из Казани' });
    expect(answer.understood).toEqual([
      { kind: 'talent', codes: ['SNG'], name: 'Вокалистка', text: 'вокалистка', sex: 'F' },
      { kind: 'city', codes: [KAZAN], name: 'Казань', text: 'Казани', sex: null },
    ]);
    expect(answer.text).toBeNull();
    expect(await nicks('singer from Kazan')).toEqual(['kazansinger', 'kazantenor']);
    expect(await nicks('певцы в Казани')).toEqual(['kazansinger', 'kazantenor']);
    expect(await nicks('певица')).toEqual(['kazansinger']);
    expect(await nicks('вокалист')).toEqual(['kazansinger', 'kazantenor']);
    const en = await search({ q: 'вокалистка из Казани', languageCode: 'en' });
    expect(en.understood.map((u) => u.name)).toEqual(['Singer (woman)', 'Kazan']);
  });

  it('«рок», «rock»: the rock styles, hard rock among them', async () => {
    for (const q of ['рок', 'rock', 'Рока']) expect(await nicks(q), q).toEqual(['kazantenor', 'rockguitar']);
    expect(await nicks('хард-рок')).toEqual(['kazantenor']);
  });

  it('«Москва», «в Москве», «Moscow», «из москвы»: the city', async () => {
    for (const q of ['Москва', 'в Москве', 'Moscow', 'из москвы', 'in Moscow'])
      expect(await nicks(q), q).toEqual(['beatsmith', 'djmax']);
    expect(await nicks('диджей из Москвы')).toEqual(['djmax']);
    expect(await nicks('в Нижнем Новгороде')).toEqual(['nnpiano']);
    expect(await nicks('Нижний Новгород')).toEqual(['nnpiano']);
    expect(await nicks('Россия')).toEqual([
      'beatsmith',
      'djmax',
      'kazansinger',
      'kazantenor',
      'nnpiano',
      'rockguitar',
    ]);
  });

  it('«guitar teacher», «преподаватель гитары»: a guitarist who gives lessons; «teacher» any teacher', async () => {
    expect(await nicks('guitar teacher')).toEqual(['rockguitar']);
    expect(await nicks('преподаватель гитары')).toEqual(['rockguitar']);
    expect(await nicks('teacher')).toEqual(['nnpiano', 'rockguitar']);
    expect(await nicks('уроки фортепиано')).toEqual(['nnpiano']);
    const answer = await search({ q: 'guitar teacher', languageCode: 'en' });
    expect(answer.understood.map((u) => [u.kind, u.name, u.text])).toEqual([
      ['tool', 'Guitar', 'guitar'],
      ['service', 'Lessons', 'teacher'],
    ]);
  });

  it('«битмейкер», «beatmaker», «биты»: whoever makes beats to order', async () => {
    for (const q of ['битмейкер', 'битмейкеры', 'beatmaker', 'beat maker', 'биты на заказ'])
      expect(await nicks(q), q).toEqual(['beatsmith']);
  });

  it('a surname that is also a town stays a name: «Иванов» is not Ivanovo; «в Иваново» is', async () => {
    const answer = await search({ q: 'Иванов' });
    expect(answer.understood).toEqual([]);
    expect(answer.ListOfUsers.map((u) => u.NickName)).toEqual(['ivanovpoet']);
    // Nobody lives in Ivanovo: the names are read literally next, typos forgiven, and the answer says so.
    const fallback = await search({ q: 'в Иваново' });
    expect(fallback.understood).toEqual([]);
    expect(fallback.text).toBe('в Иваново');
  });
});

describe('the rest of the text', () => {
  it('searches names, creative names, About texts and track titles, in any form, ranked', async () => {
    expect(await nicks('Клавиров')).toEqual(['nnpiano']);
    expect(await nicks('компьютерная игра')).toEqual(['nnpiano']);
    expect(await nicks('играм')).toEqual(['nnpiano']);
    expect(await nicks('Ночной')).toEqual(['ivanovpoet']);
    expect(await nicks('ночные огни города')).toEqual(['ivanovpoet']);
    const answer = await search({ q: 'пианист Клавиров' });
    expect(answer.understood.map((u) => u.kind)).toEqual(['tool']);
    expect(answer.text).toBe('Клавиров');
    expect(answer.sort).toBe('relevance');
    expect(answer.ListOfUsers.map((u) => u.NickName)).toEqual(['nnpiano']);
  });

  it('forgives a typo in a name (trigram similarity)', async () => {
    expect(await nicks('Константн')).toEqual(['nnpiano']);
    expect(await nicks('Клавиров Константин')).toEqual(['nnpiano']);
  });

  it('drops stop words and keeps the rest of a sentence', async () => {
    const answer = await search({ q: 'нужен пианист из Нижнего Новгорода' });
    expect(answer.understood.map((u) => u.kind)).toEqual(['tool', 'city']);
    expect(answer.text).toBeNull();
    expect(answer.ListOfUsers.map((u) => u.NickName)).toEqual(['nnpiano']);
  });

  it('applies the understood words to tracks too (owner’s place, file tags)', async () => {
    const res = await t.client().post(AUDIO, { q: 'огни' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ListOfFiles.map((f: { Name: string }) => f.Name)).toEqual(['Огни ночного города']);
    const none = await t.client().post(AUDIO, { q: 'огни в Москве' });
    expect(none.json().ListOfFiles).toEqual([]);
    expect(none.json().understood.map((u: Understood) => u.kind)).toEqual(['city']);
  });
});

describe('orders', () => {
  const walk = async (body: Json) => {
    const seen: Answer['ListOfUsers'] = [];
    let cursor: string | null = null;
    do {
      const page: Answer = await search({ ...body, pageSize: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.ListOfUsers);
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };

  it('price: people with a priced service, lowest first, paged by cursor', async () => {
    const seen = await walk({ sort: 'price' });
    expect(seen.map((u) => [u.NickName, u.PriceFrom?.Cost])).toEqual([
      ['nnpiano', 1000],
      ['rockguitar', 1500],
      ['beatsmith', 5000],
      ['djmax', 8000],
    ]);
  });

  it('distance: from a chosen city, or the signed-in person’s profile city; without either a 400', async () => {
    const fromMoscow = (await walk({ sort: 'distance', nearCityCode: MOSCOW, q: 'Россия' })).map(
      (u) => u.NickName,
    );
    expect(fromMoscow.slice(0, 2).sort()).toEqual(['beatsmith', 'djmax']);
    expect(fromMoscow[2]).toBe('nnpiano');
    // Nizhny Novgorod (~400 km) before St Petersburg (~630 km) and Kazan (~720 km).
    expect(fromMoscow.indexOf('nnpiano')).toBeLessThan(fromMoscow.indexOf('rockguitar'));
    expect(fromMoscow.indexOf('rockguitar')).toBeLessThan(fromMoscow.indexOf('kazansinger'));

    const { client } = await signedInUser(t, { nickName: 'kazanlistener' });
    await ok(client.post('/api/user/updateUserInfo', { CityCode: KAZAN }));
    const near = await search({ sort: 'distance', q: 'вокалист' }, client);
    expect(near.ListOfUsers.map((u) => u.CityName)).toEqual(['Казань', 'Казань']);
    const fromMe = (await search({ sort: 'distance', pageSize: 50 }, client)).ListOfUsers.map(
      (u) => u.NickName,
    );
    expect(fromMe.slice(0, 2).sort()).toEqual(['kazansinger', 'kazantenor']);

    const visitor = await t.client().post(USERS, { sort: 'distance' });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().code).toBe('SEARCH_NEAR_CITY_REQUIRED');
    expect(visitor.json().message).toBe(searchMessages.ru.SEARCH_NEAR_CITY_REQUIRED);
    const noCity = await ivanovoClient.post(USERS, { sort: 'distance' });
    expect(noCity.json().code).toBe('SEARCH_NEAR_CITY_REQUIRED');
    const unknown = await t.client().post(USERS, { sort: 'distance', nearCityCode: '999999999' });
    expect(unknown.json().code).toBe('SEARCH_NEAR_CITY_REQUIRED');
  });

  it('relevance (the default with text) pages once through everyone it ranks; newest by default without', async () => {
    const seen = await walk({ q: 'Сергей' });
    expect(seen.map((u) => u.NickName)).toEqual(['ivanovpoet']);
    const all = await walk({ q: 'а' });
    expect(new Set(all.map((u) => u.NickName)).size).toBe(all.length);
    expect((await search({})).sort).toBe('newest');
    expect((await search({ q: 'Клавиров' })).sort).toBe('relevance');
    expect((await search({ q: 'Клавиров', sort: 'newest' })).sort).toBe('newest');
    // Relevance without any text left is the newest order.
    expect((await search({ q: 'диджей', sort: 'relevance' })).sort).toBe('newest');
  });

  it('refuses a cursor of one order on another', async () => {
    const first = await search({ sort: 'price', pageSize: 1 });
    expect(first.nextCursor).toBeTruthy();
    const res = await t.client().post(USERS, { cursor: first.nextCursor, pageSize: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SEARCH_CURSOR_INVALID');
  });
});

describe('bad input', () => {
  it('answers an over-long or control-character text, an unknown sort, an order files lack with a 400', async () => {
    const cases: [string, Json, string][] = [
      [USERS, { q: 'г'.repeat(101) }, 'SEARCH_TEXT_TOO_LONG'],
      [USERS, { q: 'гитарист\u0000' }, 'SEARCH_TEXT_INVALID'],
      [USERS, { q: 'bell\u0007' }, 'SEARCH_TEXT_INVALID'],
      [USERS, { sort: 'cheapest' }, 'SEARCH_SORT_INVALID'],
      [USERS, { sort: 5 }, 'SEARCH_SORT_INVALID'],
      [AUDIO, { sort: 'price' }, 'SEARCH_SORT_NOT_AVAILABLE'],
      [SUGGEST, { q: 'x'.repeat(101) }, 'SEARCH_TEXT_TOO_LONG'],
      [SUGGEST, { q: '\u001b[31m' }, 'SEARCH_TEXT_INVALID'],
    ];
    for (const [path, body, code] of cases) {
      const res = await t.client().post(path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toBe(searchMessages.ru[code as keyof typeof searchMessages.ru]);
      const en = await t.client().post(path, body, { 'accept-language': 'en' });
      expect(en.json().message).toBe(searchMessages.en[code as keyof typeof searchMessages.en]);
    }
  });

  it('never fails on odd text: quotes, operators, only stop words, emoji', async () => {
    for (const q of ['"', "'", '!', '& | !', 'в из на', '🎸', 'a:*', '(((', 'рок & ролл', '\\', '%_']) {
      const res = await t.client().post(USERS, { q });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
  });
});

describe('suggestions', () => {
  const suggest = async (q: string, headers = {}) => {
    const res = await t.client().post(SUGGEST, { q }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as {
      kind: string;
      label: string;
      code: string | null;
      nickName: string | null;
      query: string;
    }[];
  };

  it('offers glossary words, cities and people as the person types, at most eight', async () => {
    const guitar = await suggest('гитар');
    expect(guitar.some((i) => i.kind === 'tool' && i.label === 'Гитара' && i.query === 'гитара')).toBe(true);
    const kazan = await suggest('вокалистка из каз');
    expect(kazan.find((i) => i.kind === 'city' && i.code === KAZAN)?.query).toBe('вокалистка из Казань');
    expect((await search({ q: 'вокалистка из Казань' })).ListOfUsers.map((u) => u.NickName)).toEqual([
      'kazansinger',
    ]);
    const people = await suggest('Констан');
    expect(people[0]).toMatchObject({ kind: 'person', nickName: 'nnpiano', label: 'Константин Клавиров' });
    expect((await suggest('диджей'))[0]).toMatchObject({ kind: 'talent', code: 'DJ', label: 'Диджей' });
    expect((await suggest('Макс'))[0]).toMatchObject({ kind: 'person', nickName: 'djmax' });
    expect((await suggest('ди')).length).toBeLessThanOrEqual(8);
    expect(await suggest(' ')).toEqual([]);
    const en = await suggest('guita', { 'accept-language': 'en' });
    expect(en.some((i) => i.label === 'Guitar')).toBe(true);
  });
});

describe('the vocabulary', () => {
  it('knows every synonym it lists (their codes are in the glossary)', () => {
    for (const s of SYNONYMS)
      for (const word of s.words) {
        const read = understand(vocabulary, word);
        expect(read.understood.length, word).toBeGreaterThan(0);
        expect(read.understood[0]!.concept.kind, word).toBe(s.kind);
      }
  });

  it('takes a place only by its exact name or after a preposition', () => {
    const kinds = (q: string) => understand(vocabulary, q).understood.map((u) => u.concept.kind);
    expect(kinds('Иванов')).toEqual([]);
    expect(kinds('в Иваново')).toEqual(['city']);
    expect(kinds('Иваново')).toEqual(['city']);
    expect(kinds('Москве')).toEqual([]);
    expect(kinds('в Москве')).toEqual(['city']);
  });

  it('reads the longest phrase first and leaves what it does not know', () => {
    const read = understand(vocabulary, 'бас-гитарист Вася из Санкт-Петербурга');
    expect(read.understood.map((u) => [u.concept.kind, u.text])).toEqual([
      ['tool', 'бас-гитарист'],
      ['city', 'Санкт-Петербурга'],
    ]);
    expect(read.rest).toBe('Вася');
  });
});

describe('indexes', () => {
  const plan = (query: SQL) => planOf(t, query, ['seqscan', 'indexscan']);
  const filterOf = (q: string, sort?: string) =>
    toFilter({ pageSize: 20, q, sort } as never, understand(vocabulary, q));

  it('reads the text path through the full-text and trigram indexes (each branch’s condition, as the search builds it)', async () => {
    const q = searchDocQuery('ночные огни');
    for (const [query, index] of [
      [sql`select ${users.id} from ${users} where ${userDoc(users)} @@ ${q}`, 'users_search_doc_idx'],
      [
        sql`select ${userTalents.userId} from ${userTalents} where ${talentDoc(userTalents)} @@ ${q}`,
        'user_talents_search_doc_idx',
      ],
      [sql`select ${files.id} from ${files} where ${fileDoc(files)} @@ ${q}`, 'files_search_doc_idx'],
      [
        sql`select ${users.id} from ${users} where ${'клавиров'} <% ${userNameKey(users)}`,
        'users_search_name_trgm_idx',
      ],
    ] as const)
      expect(await plan(query), index).toMatch(index);
    // And the statements use those very columns and expressions (the stored documents, never rebuilt).
    const people = await plan(
      searchQueries.people({ ...filterOf('Клавиров'), sort: 'relevance' }, undefined, 21),
    );
    for (const part of ['search_doc @@', '::tsquery', 'word_similarity']) expect(people).toContain(part);
    expect(people).not.toContain('to_tsvector');
  });
});
