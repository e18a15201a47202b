import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/index.ts';
import { buildTestApp, openSameDatabase, type TestApp } from '../test/helpers.ts';
import { countHit } from './rate-limit-store.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Limited routes (an hour's window: a slow machine never sees one end mid-test); the store is the one perUserPerMinute uses. */
async function limitedRoutes(app: FastifyInstance) {
  app.get('/api/test/limited', { config: { rateLimit: { max: 5, timeWindow: HOUR_MS } } }, async () => 'ok');
  app.get('/api/test/other', { config: { rateLimit: { max: 5, timeWindow: HOUR_MS } } }, async () => 'ok');
  app.get('/api/test/burst', { config: { rateLimit: { max: 10, timeWindow: HOUR_MS } } }, async () => 'ok');
}

const counterRows = async (t: TestApp) => (await t.app.db.select().from(rateLimitCounters)).length;

describe('rate limits: one allowance across processes on PostgreSQL, the process on PGlite', () => {
  let a: TestApp;
  let b: TestApp;
  let second: Awaited<ReturnType<typeof openSameDatabase>>;

  beforeAll(async () => {
    a = await buildTestApp({}, limitedRoutes);
    // A second server process on the same PostgreSQL database; on PGlite (one process) the same app.
    second = await openSameDatabase(a);
    b = second ? await buildTestApp({}, limitedRoutes, { database: second }) : a;
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await second?.close();
    await a?.close();
  });

  it('answers 429 at the limit summed over both processes, per route', async () => {
    const statuses: number[] = [];
    for (const t of [a, b, a, b, a]) statuses.push((await t.client().get('/api/test/limited')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    for (const t of [b, a]) {
      const over = await t.client().get('/api/test/limited');
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('RATE_LIMITED');
      const wait = Number(over.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(HOUR_MS / 1000);
    }
    // Another route counts apart.
    expect((await b.client().get('/api/test/other')).statusCode).toBe(200);
  });

  // The database's upsert under load. (Not on PGlite: @fastify/rate-limit 11.2's memory store hands
  // every caller the same mutable counter, so inject calls started in one tick all read the last count.)
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets exactly the limit through when both processes are hit at once',
    async () => {
      const res = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).client().get('/api/test/burst')),
      );
      const ok = res.filter((r) => r.statusCode === 200).length;
      expect(ok).toBe(10);
      expect(res.filter((r) => r.statusCode === 429)).toHaveLength(10);
    },
  );

  it('keeps the counters in the database on PostgreSQL only', async () => {
    if (a.app.dbKind === 'postgres') expect(await counterRows(a)).toBeGreaterThan(0);
    else expect(await counterRows(a)).toBe(0);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'starts a window at the first hit after one ended, and prunes ended ones',
    async () => {
      const first = await countHit(a.app.db, 'test|window', 60_000);
      const again = await countHit(b.app.db, 'test|window', 60_000);
      expect([first.current, again.current]).toEqual([1, 2]);
      expect(first.ttl).toBeGreaterThan(59_000);
      expect(first.ttl).toBeLessThanOrEqual(60_000);
      expect(again.ttl).toBeLessThanOrEqual(first.ttl);

      // A window that has ended: the next hit counts 1 in a new one.
      await a.app.db.insert(rateLimitCounters).values({
        key: 'test|ended',
        windowStart: new Date(Date.now() - 2 * HOUR_MS),
        expiresAt: new Date(Date.now() - HOUR_MS),
        n: 3,
      });
      const fresh = await countHit(b.app.db, 'test|ended', 60_000);
      expect(fresh.current).toBe(1);
      expect(fresh.ttl).toBeGreaterThan(59_000);

      await a.app.db
        .update(rateLimitCounters)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(sql`key = 'test|ended'`);
      expect(await a.app.jobs.runDue({ now: new Date(Date.now() + 2 * 60_000) })).toContain(
        'rate-limits.prune',
      );
      const keys = await a.app.db.execute(sql`select key from ${rateLimitCounters} order by key`);
      const names = (keys as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
      expect(names).not.toContain('test|ended');
      expect(names).toContain('test|window');
    },
  );
});
