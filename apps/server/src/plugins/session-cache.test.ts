import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestAppWithFactories, registerTestRoutes, signedInUser, signIn } from '../test/factories.ts';
import {
  buildTestApp,
  eventually,
  openSameDatabase,
  statementsDuring,
  type TestApp,
  type TestClient,
} from '../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestAppWithFactories();
});
afterAll(() => t.close());

/** A signed-in read that needs the session and nothing else of the database once cached. */
const settingsOf = (c: TestClient) => c.get('/api/user/getNotificationSettings');

/** Waits for a condition a NOTIFY from elsewhere makes true (another process, a write outside a request). */

describe('the session cache', () => {
  it('a signed-in request reads its session once, then from memory', async () => {
    const { client } = await signedInUser(t);
    expect((await settingsOf(client)).statusCode).toBe(200);
    const statements = await statementsDuring(t, () => settingsOf(client));
    const uncached = await buildTestAppWithFactories({ SESSION_CACHE_MAX: '0' });
    try {
      const { client: other } = await signedInUser(uncached);
      await settingsOf(other);
      // Without the cache the same request also reads the session row.
      expect(await statementsDuring(uncached, () => settingsOf(other))).toBe(statements + 1);
    } finally {
      await uncached.close();
    }
  });

  it('signing out, or out of the other sessions, ends them at once', async () => {
    const { client } = await signedInUser(t);
    const laptop = t.client();
    for (const [k, v] of client.cookies) laptop.cookies.set(k, v);
    expect((await settingsOf(laptop)).statusCode).toBe(200);
    expect((await client.post('/logout')).statusCode).toBe(200);
    expect((await settingsOf(laptop)).statusCode).toBe(401);

    // Two devices of one person: "sign out of the other sessions" on the desk ends the tablet's.
    const { user: same, client: desk } = await signedInUser(t);
    const tablet = t.client();
    await signIn(tablet, same.id);
    expect((await settingsOf(tablet)).statusCode).toBe(200);
    const ended = await desk.post('/api/user/logoutOtherSessions', {});
    expect(ended.json()).toMatchObject({ ended: 1 });
    expect((await settingsOf(tablet)).statusCode).toBe(401);
    expect((await settingsOf(desk)).statusCode).toBe(200);
  });

  it('a session removed outside a request (the purge, another process) is over within a second', async () => {
    const { client } = await signedInUser(t);
    expect((await settingsOf(client)).statusCode).toBe(200);
    await t.app.db.execute(sql`delete from sessions where id_hash in (select id_hash from sessions)`);
    await eventually(async () => expect((await settingsOf(client)).statusCode).toBe(401));
  });

  it('a renamed person’s next request carries the new nickname', async () => {
    const { user, client } = await signedInUser(t);
    expect((await settingsOf(client)).statusCode).toBe(200);
    const nickName = `${user.nickName.slice(0, 20)}new`;
    const renamed = await client.post('/api/user/updateUserInfo', { NickName: nickName });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Without NickName the answer is the profile of the session's person, by its (new) nickname.
    const again = await client.post('/api/user/updateUserInfo', { FirstName: 'Renamed' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().NickName).toBe(nickName);
  });
});

describe('the session cache with two processes on one PostgreSQL database', () => {
  it('signing out through one ends the session in the other', async () => {
    const second = await openSameDatabase(t);
    if (!second) return; // PGlite: one process owns the database
    const other = await buildTestApp({}, registerTestRoutes, { database: second });
    try {
      const { client } = await signedInUser(t);
      const onB = other.client();
      for (const [k, v] of client.cookies) onB.cookies.set(k, v);
      expect((await settingsOf(onB)).statusCode).toBe(200);
      expect(await statementsDuring(other, () => settingsOf(onB))).toBeLessThan(
        await statementsDuring(t, async () => {
          const fresh = (await signedInUser(t)).client;
          await settingsOf(fresh);
        }),
      );
      expect((await client.post('/logout')).statusCode).toBe(200);
      // Milliseconds on a quiet machine; the window allows for CI's load.
      await vi.waitFor(async () => expect((await settingsOf(onB)).statusCode).toBe(401), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      await other.close();
      await second.close();
    }
  });
});
