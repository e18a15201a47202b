import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildTestAppWithFactories, createUser, signedInUser } from '../../test/factories.ts';
import { planOf, type TestApp, type TestClient } from '../../test/helpers.ts';
import { birthdayQuery, birthdaysRepo } from './birthdays.repo.ts';
import { localToday } from './birthdays.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off' });
});
afterAll(() => t?.close());

const UNKNOWN = '0190a0b0-0000-7000-8000-000000000000';
const DAY = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** A birth date `years` ago whose birthday is `days` from today (UTC). */
function born(years: number, days = 0) {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return isoDay(d);
}

const follow = async (client: TestClient, nickName: string) =>
  expect((await client.post('/api/user/foolowAdd', { nickName })).statusCode).toBe(200);
const list = (client: TestClient, query = '') => client.get(`/api/user/getBirthdayList${query}`);
type Person = { NickName: string; Date: string; DaysLeft: number; Age: number | null };
const nicks = (people: Person[]) => people.map((p) => p.NickName);

/** Someone with this birth date and privacy whom `viewer` follows. */
async function followed(viewer: TestClient, birthDate: string | null, visibility?: string) {
  const person = await signedInUser(t, { birthDate });
  if (visibility) {
    const res = await person.client.post('/api/user/updateUserPrivacy', { BirthDateVisibility: visibility });
    expect(res.json().BirthDateVisibility).toBe(visibility);
  }
  await follow(viewer, person.user.nickName);
  return person;
}

describe('getBirthdayList', () => {
  it('lists whom I follow by range, soonest first, respecting their privacy', async () => {
    const me = await signedInUser(t);
    const today = await followed(me.client, born(30));
    const hiddenYear = await followed(me.client, born(25, 3), 'HIDE_YEAR');
    const later = await followed(me.client, born(40, 20));
    await followed(me.client, born(22), 'HIDE');
    await followed(me.client, null);
    await followed(me.client, born(50, 40));
    const gone = await followed(me.client, born(33));
    await t.app.db.update(users).set({ status: 'DELETED' }).where(eq(users.id, gone.user.id));
    await createUser(t, { birthDate: born(20) }); // not followed

    const day = (await list(me.client, '?range=today')).json().ListOfUsers;
    expect(day).toEqual([
      expect.objectContaining({
        NickName: today.user.nickName,
        Age: 30,
        DaysLeft: 0,
        Date: isoDay(new Date()),
      }),
    ]);
    expect(day[0]).toMatchObject({ UserId: today.user.id, MeFlag: 'N', DemoFlag: 'N' });
    const week = (await list(me.client)).json().ListOfUsers;
    expect(nicks(week)).toEqual([today.user.nickName, hiddenYear.user.nickName]);
    expect(week[1]).toMatchObject({ DaysLeft: 3, Age: null });
    const month = (await list(me.client, '?range=month')).json().ListOfUsers;
    expect(nicks(month)).toEqual([today.user.nickName, hiddenYear.user.nickName, later.user.nickName]);
    expect(month[2]).toMatchObject({ DaysLeft: 20, Age: 40 });
  });

  it('wraps the year and keeps 29 February on the 28th in other years', async () => {
    const me = await signedInUser(t);
    const leap = await followed(me.client, '2000-02-29');
    const newYear = await followed(me.client, '1990-01-02');
    const march = await followed(me.client, '1985-03-01');
    const repo = birthdaysRepo(t.app.db);
    const at = async (today: string, days: number) =>
      (await repo.list({ viewerId: me.user.id, today, days, limit: 500 })).map((r) => [
        r.user_id,
        r.next_date,
        Number(r.days_left),
        Number(r.age),
      ]);
    expect(await at('2027-02-27', 7)).toEqual([
      [leap.user.id, '2027-02-28', 1, 27],
      [march.user.id, '2027-03-01', 2, 42],
    ]);
    expect(await at('2028-02-29', 1)).toEqual([[leap.user.id, '2028-02-29', 0, 28]]);
    expect(await at('2027-03-01', 1)).toEqual([[march.user.id, '2027-03-01', 0, 42]]);
    expect(await at('2026-12-30', 7)).toEqual([[newYear.user.id, '2027-01-02', 3, 37]]);
    expect(await at('2026-12-31', 31)).toEqual([[newYear.user.id, '2027-01-02', 2, 37]]);
    expect(await at('2027-02-01', 28)).toEqual([[leap.user.id, '2027-02-28', 27, 27]]);
  });

  it('counts today in the caller’s time zone', () => {
    const now = new Date('2026-12-31T22:30:00Z');
    expect(localToday(now)).toBe('2026-12-31');
    expect(localToday(now, 180)).toBe('2027-01-01');
    expect(localToday(new Date('2027-01-01T01:00:00Z'), -120)).toBe('2026-12-31');
  });

  it('refuses visitors and bad input with a clear 4xx', async () => {
    const me = await signedInUser(t);
    expect((await list(t.client())).statusCode).toBe(401);
    const cases: [string, string][] = [
      ['?range=year', 'BIRTHDAY_RANGE_INVALID'],
      ['?range=', 'BIRTHDAY_RANGE_INVALID'],
      ['?tz=abc', 'BIRTHDAY_TZ_INVALID'],
      ['?tz=1.5', 'BIRTHDAY_TZ_INVALID'],
      ['?tz=9999', 'BIRTHDAY_TZ_INVALID'],
    ];
    for (const [query, code] of cases) {
      const res = await list(me.client, query);
      expect([res.statusCode, res.json().code], query).toEqual([400, code]);
      expect(res.json().message).not.toBe(code);
    }
    const en = await list(me.client, '?range=year');
    expect(en.statusCode).toBe(400);
    expect((await list(me.client, '?range=week&tz=-720')).statusCode).toBe(200);
    expect((await list(me.client, '?tz=840')).json()).toEqual({ ListOfUsers: [] });
  });

  it('is documented in OpenAPI with its ranges', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json();
    const call = doc.paths['/api/user/getBirthdayList']?.get;
    expect(call).toBeDefined();
    const range = call.parameters.find((p: { name: string }) => p.name === 'range');
    expect(range.schema.enum).toEqual(['today', 'week', 'month']);
  });

  it('walks the follow index and probes each person by primary key (EXPLAIN)', async () => {
    const plan = await planOf(
      t,
      birthdayQuery({ viewerId: UNKNOWN, today: '2026-06-01', days: 7, limit: 500 }),
    );
    expect(plan).toMatch(/follows_follower_idx|follows_pkey/);
    expect(plan).toMatch(/users_pkey/);
    expect(plan).toMatch(/user_profiles_pkey/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe('the birth-date privacy setting', () => {
  it('is read and written with the other privacy settings; profiles and search follow it', async () => {
    const me = await signedInUser(t, { birthDate: born(31, 5), lastName: `Днерожденко${Date.now()}` });
    expect((await me.client.post('/api/user/addUserTalant', { talantCode: 'SNG' })).statusCode).toBe(200);
    const reader = await signedInUser(t);
    const privacy = (body?: Record<string, unknown>) =>
      body ? me.client.post('/api/user/updateUserPrivacy', body) : me.client.get('/api/user/getUserPrivacy');
    expect((await privacy()).json().BirthDateVisibility).toBe('SHOW');
    const profile = async (client: TestClient) =>
      (await client.get(`/api/user/getProfile/${me.user.nickName}`)).json();
    const searchAge = async (ageMin?: number) => {
      const res = await t.client().post('/api/search/executeUserSearch', { q: me.user.lastName, ageMin });
      const hit = res.json().ListOfUsers.find((u: { NickName: string }) => u.NickName === me.user.nickName);
      return hit ? hit.Age : 'absent';
    };
    const monthDay = born(31, 5).slice(5);

    expect(await profile(reader.client)).toMatchObject({ Age: 30, BirthDay: monthDay, BirthDate: null });
    expect(await searchAge()).toBe(30);
    expect(await searchAge(25)).toBe(30);

    expect((await privacy({ BirthDateVisibility: 'HIDE_YEAR' })).json().BirthDateVisibility).toBe(
      'HIDE_YEAR',
    );
    expect(await profile(reader.client)).toMatchObject({ Age: null, BirthDay: monthDay, BirthDate: null });
    expect(await profile(t.client())).toMatchObject({ Age: null, BirthDay: monthDay });
    expect(await searchAge()).toBeNull();
    expect(await searchAge(25)).toBe('absent');

    expect((await privacy({ BirthDateVisibility: 'HIDE' })).statusCode).toBe(200);
    expect(await profile(reader.client)).toMatchObject({ Age: null, BirthDay: null, BirthDate: null });
    // I always see my own.
    expect(await profile(me.client)).toMatchObject({ Age: 30, BirthDay: monthDay, BirthDate: born(31, 5) });

    const bad = await privacy({ BirthDateVisibility: 'FRIENDS' });
    expect(bad.statusCode).toBe(400);
    expect((await privacy()).json()).toMatchObject({
      BirthDateVisibility: 'HIDE',
      ContactsVisibility: 'REGISTERED',
      SearchableFlag: 'Y',
    });
  });
});
