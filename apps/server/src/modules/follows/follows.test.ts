import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, followCounts, follows } from '../../db/schema/index.ts';
import { buildTestAppWithFactories, createUser, signedInUser } from '../../test/factories.ts';
import { planOf, type TestApp, type TestClient } from '../../test/helpers.ts';
import { followListQuery } from './follows.repo.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off' });
});
afterAll(() => t?.close());

const add = (c: TestClient, nickName: unknown) => c.post('/api/user/foolowAdd', { nickName });
const remove = (c: TestClient, nickName: unknown) => c.post('/api/user/foolowRemove', { nickName });
type Person = { NickName: string; FollowFlag: string; FollowsYouFlag: string; MeFlag: string };
type Page = { ListOfUsers: Person[]; nextCursor: string | null };
const list = async (c: TestClient, path: string, query: Record<string, string> = {}) => {
  const res = await c.get(`/api/user/${path}?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const nicks = (page: Page) => page.ListOfUsers.map((p) => p.NickName);

const rowsOf = (userId: string) =>
  t.app.db
    .select()
    .from(follows)
    .where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));
const countsOf = async (userId: string) => {
  const [row] = await t.app.db.select().from(followCounts).where(eq(followCounts.userId, userId));
  return { following: row?.following ?? 0, followers: row?.followers ?? 0 };
};
const eventsAbout = async (userId: string) =>
  (await t.app.db.select().from(events))
    .filter((e) => JSON.stringify(e.payload).includes(userId))
    .map((e) => e.type);

describe('foolowAdd and foolowRemove', () => {
  it('follow and unfollow idempotently, with both counts and one event per real change', async () => {
    const fan = await signedInUser(t);
    const star = await createUser(t);
    expect((await add(fan.client, star.nickName)).json()).toEqual({ isFollow: 'Y', followNum: 1 });
    // Twice, in another case and with @: still one follow.
    expect((await add(fan.client, `@${star.nickName.toUpperCase()}`)).json()).toEqual({
      isFollow: 'Y',
      followNum: 1,
    });
    expect(await rowsOf(star.id)).toHaveLength(1);
    expect(await countsOf(fan.user.id)).toEqual({ following: 1, followers: 0 });
    expect(await countsOf(star.id)).toEqual({ following: 0, followers: 1 });
    expect((await fan.client.get('/api/user/getUserStatistic')).json()).toEqual({
      status: 'LOGGED_IN',
      Follows: 1,
      Followers: 0,
      UnreadNotifications: 0,
    });

    expect((await remove(fan.client, star.nickName)).json()).toEqual({ isFollow: 'N', followNum: 0 });
    expect((await remove(fan.client, star.nickName)).json()).toEqual({ isFollow: 'N', followNum: 0 });
    expect(await rowsOf(star.id)).toEqual([]);
    expect(await countsOf(fan.user.id)).toEqual({ following: 0, followers: 0 });
    expect(await countsOf(star.id)).toEqual({ following: 0, followers: 0 });
    expect(await eventsAbout(star.id)).toEqual(['follow.created', 'follow.removed']);
  });

  it('refuses yourself, an unknown or deleted person and a missing name with a clear 4xx, writing nothing', async () => {
    const fan = await signedInUser(t);
    const gone = await createUser(t, { status: 'DELETED' });
    const cases: [unknown, number, string][] = [
      [fan.user.nickName, 400, 'FOLLOW_SELF'],
      [`@${fan.user.nickName.toUpperCase()}`, 400, 'FOLLOW_SELF'],
      ['nobody-has-this-nick', 404, 'FOLLOW_USER_NOT_FOUND'],
      [gone.nickName, 404, 'FOLLOW_USER_NOT_FOUND'],
      ['', 400, 'FOLLOW_NICKNAME_REQUIRED'],
      ['   ', 400, 'FOLLOW_NICKNAME_REQUIRED'],
      [undefined, 400, 'FOLLOW_NICKNAME_REQUIRED'],
      [42, 400, 'FOLLOW_NICKNAME_REQUIRED'],
      ['x'.repeat(65), 400, 'FOLLOW_USER_NOT_FOUND'],
    ];
    for (const [nick, status, code] of cases) {
      for (const call of [add, remove]) {
        const res = await call(fan.client, nick);
        expect([res.statusCode, res.json().code], String(nick)).toEqual([status, code]);
        expect(res.json().message).toEqual(expect.any(String));
      }
    }
    const goneList = await fan.client.get(`/api/user/getUserFollowerList?nickName=${gone.nickName}`);
    expect([goneList.statusCode, goneList.json().code]).toEqual([404, 'FOLLOW_USER_NOT_FOUND']);
    const en = await fan.client.post('/api/user/foolowAdd?languageCode=en', { nickName: fan.user.nickName });
    expect(en.json().message).toBe('You cannot follow yourself');
    expect(await rowsOf(fan.user.id)).toEqual([]);
    expect(await countsOf(fan.user.id)).toEqual({ following: 0, followers: 0 });
    expect(await eventsAbout(fan.user.id)).toEqual([]);
  });

  it('needs a session and the XSRF token', async () => {
    const star = await createUser(t);
    expect((await add(t.client(), star.nickName)).statusCode).toBe(401);
    const fan = await signedInUser(t);
    const res = await fan.client.request({
      method: 'POST',
      url: '/api/user/foolowAdd',
      payload: { nickName: star.nickName },
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(res.statusCode).toBe(403);
    expect(await rowsOf(star.id)).toEqual([]);
  });

  it('keeps the counts right when many follow at once, and two people following each other at once', async () => {
    const star = await createUser(t);
    const fans = await Promise.all(Array.from({ length: 10 }, () => signedInUser(t)));
    const answers = await Promise.all(fans.map((f) => add(f.client, star.nickName)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.json().followNum).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
    expect(await countsOf(star.id)).toEqual({ following: 0, followers: 10 });
    // Pairs following each other in both directions at the same moment: no deadlock, right counts.
    const [a, b] = fans;
    const both = await Promise.all([
      add(a!.client, b!.user.nickName),
      add(b!.client, a!.user.nickName),
      remove(a!.client, star.nickName),
      add(a!.client, star.nickName),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await countsOf(a!.user.id)).toMatchObject({ followers: 1 });
    expect(await countsOf(b!.user.id)).toEqual({ following: 2, followers: 1 });
  });

  it('a removed account leaves everyone’s counts right, and is then unknown', async () => {
    const leaver = await signedInUser(t);
    const fan = await signedInUser(t);
    const star = await createUser(t);
    await add(leaver.client, star.nickName);
    await add(fan.client, leaver.user.nickName);
    await add(leaver.client, fan.user.nickName);
    await t.app.db.transaction((tx) => t.app.users.remove(leaver.user.id, tx));
    expect(await rowsOf(leaver.user.id)).toEqual([]);
    expect(await countsOf(star.id)).toEqual({ following: 0, followers: 0 });
    expect(await countsOf(fan.user.id)).toEqual({ following: 0, followers: 0 });
    const res = await add(fan.client, leaver.user.nickName);
    expect([res.statusCode, res.json().code]).toEqual([404, 'FOLLOW_USER_NOT_FOUND']);
    const listed = await t.client().get(`/api/user/getUserFollowerList?nickName=${leaver.user.nickName}`);
    expect(listed.statusCode).toBe(404);
  });

  it('two accounts that follow each other removed at once: neither waits forever', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const third = await createUser(t);
    await add(a.client, b.user.nickName);
    await add(b.client, a.user.nickName);
    await add(a.client, third.nickName);
    await add(b.client, third.nickName);
    await Promise.all([a, b].map((p) => t.app.db.transaction((tx) => t.app.users.remove(p.user.id, tx))));
    expect(await countsOf(third.id)).toEqual({ following: 0, followers: 0 });
  });
});

describe('the follow lists', () => {
  it('list whom someone follows and who follows them, newest first, with the viewer’s flags per row', async () => {
    const owner = await signedInUser(t, { firstName: 'Ольга', lastName: 'Ёлкина' });
    const viewer = await signedInUser(t);
    const people = await Promise.all(
      ['Борис', 'Вера', 'Глеб'].map((firstName) => signedInUser(t, { firstName })),
    );
    for (const p of people) await add(owner.client, p.user.nickName);
    await add(viewer.client, people[0]!.user.nickName);
    await add(people[1]!.client, viewer.user.nickName);
    await add(people[2]!.client, owner.user.nickName);
    await add(viewer.client, owner.user.nickName);

    const following = await list(viewer.client, 'getUserFollowingList', { nickName: owner.user.nickName });
    expect(nicks(following)).toEqual(people.map((p) => p.user.nickName).reverse());
    expect(following.ListOfUsers.map((p) => [p.FollowFlag, p.FollowsYouFlag])).toEqual([
      ['N', 'N'],
      ['N', 'Y'],
      ['Y', 'N'],
    ]);
    expect(following.nextCursor).toBeNull();
    expect(following.ListOfUsers[0]).toMatchObject({
      UserId: people[2]!.user.id,
      FirstName: 'Глеб',
      Photo: null,
      DemoFlag: 'N',
      MeFlag: 'N',
      FollowedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const followers = await list(viewer.client, 'getUserFollowerList', { nickName: owner.user.nickName });
    expect(nicks(followers)).toEqual([viewer.user.nickName, people[2]!.user.nickName]);
    expect(followers.ListOfUsers[0]).toMatchObject({ MeFlag: 'Y', FollowFlag: 'N' });

    // A visitor sees the same people, with no flags set.
    const seen = await list(t.client(), 'getUserFollowingList', { nickName: owner.user.nickName });
    expect(nicks(seen)).toEqual(nicks(following));
    expect(seen.ListOfUsers.every((p) => p.FollowFlag === 'N' && p.FollowsYouFlag === 'N')).toBe(true);

    // Without a nickname: my own lists.
    expect(nicks(await list(owner.client, 'getUserFollowingList'))).toEqual(nicks(following));
    expect(nicks(await list(owner.client, 'getUserFollowerList'))).toEqual(nicks(followers));
    expect((await t.client().get('/api/user/getUserFollowingList')).statusCode).toBe(401);

    // Followers I do not follow back yet.
    await add(owner.client, viewer.user.nickName);
    const fresh = await list(owner.client, 'getUserFollowerList', { notFollowedBack: 'Y' });
    expect(nicks(fresh)).toEqual([]);
    await remove(owner.client, people[2]!.user.nickName);
    expect(nicks(await list(owner.client, 'getUserFollowerList', { notFollowedBack: 'Y' }))).toEqual([
      people[2]!.user.nickName,
    ]);
    const visitorNew = await t
      .client()
      .get(`/api/user/getUserFollowerList?nickName=${owner.user.nickName}&notFollowedBack=Y`);
    expect(visitorNew.statusCode).toBe(401);
  });

  it('filter by a part of a name, in any case and with ё as е', async () => {
    const owner = await signedInUser(t);
    const names = [
      { firstName: 'Алёна', lastName: 'Громова' },
      { firstName: 'Алексей', lastName: 'Тихий' },
      { firstName: 'Мария', lastName: 'Алексеева' },
      { firstName: 'Percent', lastName: '100%' },
    ];
    const people = await Promise.all(names.map((n) => createUser(t, n)));
    for (const p of people) await add(owner.client, p.nickName);
    const find = async (q: string) => nicks(await list(owner.client, 'getUserFollowingList', { q })).sort();
    expect(await find('АЛЕ')).toEqual([people[0]!.nickName, people[1]!.nickName, people[2]!.nickName].sort());
    expect(await find('алён')).toEqual([people[0]!.nickName]);
    expect(await find('громов')).toEqual([people[0]!.nickName]);
    expect(await find('100')).toEqual([people[3]!.nickName]);
    // LIKE wildcards match themselves.
    expect(await find('%')).toEqual([people[3]!.nickName]);
    expect(await find('_')).toEqual([]);
    expect(await find('  ')).toHaveLength(4);
    const long = await owner.client.get(`/api/user/getUserFollowingList?q=${'я'.repeat(61)}`);
    expect([long.statusCode, long.json().code]).toEqual([400, 'FOLLOW_FILTER_TOO_LONG']);
  });

  it('page by cursor through someone else’s list, and refuse a forged or foreign cursor', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const viewer = await signedInUser(t);
    const people = await Promise.all(Array.from({ length: 5 }, () => signedInUser(t)));
    for (const p of people) {
      await add(p.client, owner.user.nickName);
      await add(p.client, other.user.nickName);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { nickName: owner.user.nickName, pageSize: '2' };
      if (cursor) query.cursor = cursor;
      const page = await list(viewer.client, 'getUserFollowerList', query);
      seen.push(...nicks(page));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(people.map((p) => p.user.nickName).reverse());

    const first = await list(viewer.client, 'getUserFollowerList', {
      nickName: owner.user.nickName,
      pageSize: '2',
    });
    const good = first.nextCursor!;
    const [payload, mac] = good.split('.');
    const forged = [
      'garbage',
      `${payload}.${'A'.repeat(mac!.length)}`,
      `${Buffer.from(
        Buffer.from(payload!, 'base64url')
          .toString()
          .replace(/\|[^|]+$/, `|${people[0]!.user.id}`),
      ).toString('base64url')}.${mac}`,
    ];
    const bad = async (path: string, query: Record<string, string>) => {
      const res = await viewer.client.get(`/api/user/${path}?${new URLSearchParams(query)}`);
      expect([res.statusCode, res.json().code], JSON.stringify(query)).toEqual([
        400,
        'FOLLOW_CURSOR_INVALID',
      ]);
    };
    for (const c of forged) await bad('getUserFollowerList', { nickName: owner.user.nickName, cursor: c });
    // A cursor of one list is refused on another person's list, the other direction and the other filter.
    await bad('getUserFollowerList', { nickName: other.user.nickName, cursor: good });
    await bad('getUserFollowingList', { nickName: owner.user.nickName, cursor: good });
    await bad('getUserFollowerList', { nickName: owner.user.nickName, cursor: good, notFollowedBack: 'Y' });
    for (const pageSize of ['0', '51', 'x']) {
      const res = await viewer.client.get(
        `/api/user/getUserFollowerList?nickName=${owner.user.nickName}&pageSize=${pageSize}`,
      );
      expect(res.statusCode).toBe(400);
    }
    const unknown = await viewer.client.get('/api/user/getUserFollowerList?nickName=nobody-at-all');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'FOLLOW_USER_NOT_FOUND']);
  });
});

describe('profiles and the statistic', () => {
  it('a profile carries both counts and how the reader and its owner are linked', async () => {
    const owner = await signedInUser(t);
    const reader = await signedInUser(t);
    const fan = await createUser(t);
    await add(reader.client, owner.user.nickName);
    await add(owner.client, reader.user.nickName);
    await add(owner.client, fan.nickName);
    const profile = (c: TestClient) => c.get(`/api/user/getProfile/${owner.user.nickName}`);
    expect((await profile(reader.client)).json()).toMatchObject({
      Followers: 1,
      Follows: 2,
      FollowFlag: 'Y',
      FollowsYouFlag: 'Y',
    });
    expect((await profile(t.client())).json()).toMatchObject({
      Followers: 1,
      Follows: 2,
      FollowFlag: 'N',
      FollowsYouFlag: 'N',
    });
    expect((await profile(owner.client)).json()).toMatchObject({ FollowFlag: 'N', OwnerFlag: 'Y' });
    expect((await t.client().get('/api/user/getUserStatistic')).json()).toEqual({
      status: 'NOT_LOGGED_IN',
      Follows: 0,
      Followers: 0,
      UnreadNotifications: 0,
    });
    expect((await owner.client.get('/api/user/getUserStatistic')).json()).toEqual({
      status: 'LOGGED_IN',
      Follows: 2,
      Followers: 1,
      UnreadNotifications: 0,
    });
  });
});

describe('indexes', () => {
  const id = '01900000-0000-7000-8000-000000000000';
  const viewerId = '01900000-0000-7000-8000-000000000001';
  const after = { sortKey: '2026-01-01T00:00:00.000000Z', id };

  it('walks each list in its index order (no sort), the viewer’s flags through indexes', async () => {
    for (const [kind, index] of [
      ['following', 'follows_follower_idx'],
      ['followers', 'follows_followee_idx'],
    ] as const) {
      for (const f of [
        { kind, ownerId: id, viewerId, limit: 21 },
        { kind, ownerId: id, viewerId, after, limit: 21 },
        { kind, ownerId: id, viewerId, text: 'ann', notFollowedByViewer: true, after, limit: 21 },
      ]) {
        const text = await planOf(t, followListQuery(t.app.db, f) as never);
        expect(text, kind).toMatch(new RegExp(index));
        expect(text).not.toMatch(/Sort Key/);
        // The flags read an index led by the viewer's id: a probe per row, or the viewer's own
        // (bounded, FOLLOW_LIMIT) list hashed once.
        expect(text).toMatch(new RegExp(`Index Cond: \\(+follower_id = '${viewerId}'`));
        expect(text).toMatch(new RegExp(`Index Cond: \\(.*followee_id = '${viewerId}'`));
        expect(text).not.toMatch(/Seq Scan/);
      }
    }
  });
});
