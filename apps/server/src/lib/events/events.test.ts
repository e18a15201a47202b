import { setImmediate as tick } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { buildTestApp, openSameDatabase, openTestDatabase, type TestApp } from '../../test/helpers.ts';
import { eventsRepo } from './events.repo.ts';
import { backoffMs, type OutboxEvent } from './outbox.ts';

declare module './outbox.ts' {
  interface EventMap {
    'test.happened': { n: number };
    'test.flaky': { n: number };
  }
}

const DAY = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);

/** What each consumer received, by consumer; `flaky` throws while `flakyFails` is set. */
const seen = { first: [] as number[], second: [] as number[], flaky: [] as number[] };
const attemptsSeen: number[] = [];
let flakyFails = true;
const reset = () => {
  seen.first = [];
  seen.second = [];
  seen.flaky = [];
  attemptsSeen.length = 0;
};

async function consumers(app: FastifyInstance) {
  app.events.on('test.happened', async (e: OutboxEvent<'test.happened'>) => {
    await tick(); // lets concurrent dispatchers interleave
    seen.first.push(e.payload.n);
    attemptsSeen.push(e.attempts);
  });
  app.events.on('test.happened', (e) => {
    seen.second.push(e.payload.n);
  });
  app.events.on('test.flaky', (e) => {
    seen.flaky.push(e.payload.n);
    if (flakyFails) throw new Error('the mail server is down');
  });
}

describe('events', () => {
  let database: Database & { url?: string };
  let t: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase();
    t = await buildTestApp({}, consumers, { database });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const emit = (n: number, type: 'test.happened' | 'test.flaky' = 'test.happened') =>
    t.app.events.emit(t.app.db, { type, payload: { n } });
  const row = async (id: string) => (await t.app.db.select().from(events).where(eq(events.id, id)))[0];

  it('an event emitted in a rolled-back transaction is never delivered; a committed one is, once to each consumer', async () => {
    reset();
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.events.emit(tx, { type: 'test.happened', payload: { n: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const id = await t.app.db.transaction((tx) =>
      t.app.events.emit(tx, { type: 'test.happened', payload: { n: 2 } }),
    );
    await emit(3);
    expect(seen.first).toEqual([]); // nothing on the request path

    // The dispatcher job delivers them.
    expect(await t.app.jobs.runDue({ now: later(10_000) })).toContain('events.dispatch');
    expect(seen.first).toEqual([2, 3]);
    expect(seen.second).toEqual([2, 3]);
    expect(attemptsSeen).toEqual([1, 1]);
    expect((await row(id))?.deliveredAt).toBeInstanceOf(Date);

    expect(await t.app.events.dispatch()).toEqual({ delivered: 0, retried: 0, parked: 0 });
    expect(seen.first).toEqual([2, 3]);
  });

  it('a throwing consumer is retried with backoff, then parked, while other events still flow', async () => {
    reset();
    const id = await emit(10, 'test.flaky');
    await emit(11);
    expect(await t.app.events.dispatch()).toEqual({ delivered: 1, retried: 1, parked: 0 });
    expect(seen.first).toEqual([11]);
    expect(await row(id)).toMatchObject({
      attempts: 1,
      lastError: 'the mail server is down',
      deliveredAt: null,
    });

    // Not before its backoff.
    let now = Date.now();
    expect((await t.app.events.dispatch({ now: new Date(now + backoffMs(1) - 1000) })).retried).toBe(0);
    for (let attempt = 2; attempt <= 10; attempt++) {
      now += backoffMs(attempt - 1) + 1000;
      await emit(100 + attempt);
      const result = await t.app.events.dispatch({ now: new Date(now) });
      expect(result).toEqual({ delivered: 1, retried: attempt < 10 ? 1 : 0, parked: attempt < 10 ? 0 : 1 });
    }
    expect(seen.flaky).toHaveLength(10);
    expect(seen.first).toEqual([11, 102, 103, 104, 105, 106, 107, 108, 109, 110]);
    const parked = await row(id);
    expect(parked).toMatchObject({ attempts: 10, deliveredAt: null, lastError: 'the mail server is down' });
    expect(parked?.failedAt).toBeInstanceOf(Date);

    // Parked is final: kept, never handed out again.
    flakyFails = false;
    await t.app.events.dispatch({ now: later(30 * DAY) });
    expect(seen.flaky).toHaveLength(10);
  });

  it('a consumer that recovers gets the event on its retry', async () => {
    reset();
    flakyFails = true;
    const id = await emit(20, 'test.flaky');
    await t.app.events.dispatch();
    flakyFails = false;
    await t.app.events.dispatch({ now: later(backoffMs(1) + 1000) });
    expect(seen.flaky).toEqual([20, 20]);
    expect(await row(id)).toMatchObject({ attempts: 2, lastError: null });
    expect((await row(id))?.deliveredAt).toBeInstanceOf(Date);
  });

  it('delivered events are pruned after a week; parked ones are kept', async () => {
    const before = await t.app.db.select().from(events);
    expect(before.some((e) => e.failedAt)).toBe(true);
    expect(await t.app.events.prune({ now: later(6 * DAY) })).toBe(0);
    const pruned = await t.app.events.prune({ now: later(8 * DAY) });
    expect(pruned).toBe(before.filter((e) => e.deliveredAt).length);
    const left = await t.app.db.select().from(events);
    expect(left.map((e) => e.id).sort()).toEqual(
      before
        .filter((e) => !e.deliveredAt)
        .map((e) => e.id)
        .sort(),
    );
  });

  it('an event survives a crash between its write and its delivery', async () => {
    reset();
    // One a dispatcher had claimed when its process died: hidden until the claim's lease ends.
    const claimedId = await emit(30);
    const claimed = await eventsRepo(t.app.db).claim(new Date(), later(5 * 60_000), 10);
    expect(claimed.map((e) => e.id)).toEqual([claimedId]);
    // And one written, then the process went away before any dispatcher ran.
    const written = await emit(31);
    await t.close();

    t = await buildTestApp({}, consumers, { database });
    await t.app.events.dispatch();
    expect(seen.first).toEqual([31]);
    await t.app.events.dispatch({ now: later(5 * 60_000 + 1000) });
    expect(seen.first).toEqual([31, 30]);
    expect(attemptsSeen).toEqual([1, 2]);
    expect((await row(claimedId))?.deliveredAt).toBeInstanceOf(Date);
    expect((await row(written))?.deliveredAt).toBeInstanceOf(Date);
  });

  it('concurrent dispatchers (two processes on PostgreSQL, two calls on PGlite) deliver each event once', async () => {
    reset();
    const second = await openSameDatabase(t);
    const other = second ? await buildTestApp({}, consumers, { database: second }) : t;
    try {
      const count = 130; // more than two batches
      await t.app.db.transaction(async (tx) => {
        for (let n = 0; n < count; n++)
          await t.app.events.emit(tx, { type: 'test.happened', payload: { n } });
      });
      const results = await Promise.all([
        t.app.events.dispatch(),
        other.app.events.dispatch(),
        t.app.events.dispatch(),
        other.app.events.dispatch(),
      ]);
      expect(results.reduce((sum, r) => sum + r.delivered, 0)).toBe(count);
      expect(seen.first.sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, n) => n));
      expect(seen.second).toHaveLength(count);
    } finally {
      if (second) {
        await other.close();
        await second.close();
      }
    }
  });

  it('a dispatch told to stop ends between two events; what it claimed goes once its lease ends', async () => {
    await t.app.events.dispatch();
    const before = seen.first.length;
    for (let n = 0; n < 5; n++) await emit(500 + n);
    let calls = 0;
    const early = await t.app.events.dispatch({ stop: () => ++calls > 2 });
    expect(early.delivered).toBe(2);
    expect(seen.first.length - before).toBe(2);
    // The other three are claimed until their lease ends; then the next run delivers them.
    expect((await t.app.events.dispatch()).delivered).toBe(0);
    const later = await t.app.events.dispatch({ now: new Date(Date.now() + 6 * 60 * 1000) });
    expect(later.delivered).toBe(3);
    expect(seen.first.slice(before)).toEqual([500, 501, 502, 503, 504]);
  });

  it('with polling on, an emit wakes the dispatcher at once instead of waiting for the next poll', async () => {
    reset();
    await t.close();
    // A poll every 10 minutes: only the wake can deliver within the test.
    t = await buildTestApp({ JOBS_POLL_MS: '600000' }, consumers, { database });
    await t.app.db.transaction((tx) => t.app.events.emit(tx, { type: 'test.happened', payload: { n: 40 } }));
    // Normally within a second; the bound is loose for a busy test machine (the new app is still warming up).
    const started = Date.now();
    while (seen.first.length === 0 && Date.now() - started < 20_000)
      await new Promise((r) => setTimeout(r, 20));
    expect(seen.first).toEqual([40]);
  });
});
