import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { buildTestApp, openSameDatabase, openTestDatabase, type TestApp } from '../../test/helpers.ts';
import { jobsRepo } from './jobs.repo.ts';

const HOUR = 60 * 60 * 1000;
const LEASE = 60 * 1000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const later = (ms: number) => new Date(Date.now() + ms);
/** The test's own jobs among those that ran (the events dispatcher is due every few seconds). */
const mine = (ran: string[]) => ran.filter((name) => name.startsWith('test.')).sort();

/** Counts the runs of the test's jobs; `test.fails` throws while `failing` is set. */
const runs = new Map<string, number>();
let failing = true;
const count = (name: string) => runs.set(name, (runs.get(name) ?? 0) + 1);

async function testJobs(app: FastifyInstance) {
  app.jobs.register({
    name: 'test.tick',
    everyMs: HOUR,
    leaseMs: LEASE,
    run: async () => {
      count('test.tick');
      await sleep(20); // long enough for concurrent claims to overlap it
    },
  });
  app.jobs.register({
    name: 'test.fails',
    everyMs: HOUR,
    run: async () => {
      count('test.fails');
      if (failing) throw new Error('the disk is full');
    },
  });
}

describe('jobs', () => {
  let database: Database & { url?: string };
  let t: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase();
    t = await buildTestApp({}, testJobs, { database });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const row = async (name: string) => (await t.app.db.select().from(jobs).where(eq(jobs.name, name)))[0]!;

  it('runs a job once when it is due and not before; the hourly cleanups and the post publisher are jobs', async () => {
    runs.clear();
    expect(mine(await t.app.jobs.runDue())).toEqual([]);
    expect(mine(await t.app.jobs.runDue({ now: later(HOUR - 60_000) }))).toEqual([]);
    expect(runs.get('test.tick')).toBeUndefined();

    const ran = await t.app.jobs.runDue({ now: later(HOUR + 1000) });
    expect(ran.sort()).toEqual(
      [
        'account.purge',
        'auth.purge',
        'files.cleanup',
        'posts.publish',
        'posts.purge',
        'sessions.purge',
        'test.fails',
        'test.tick',
        'events.dispatch',
        // The rate limits' counters are in the database on PostgreSQL only (in memory on PGlite).
        ...(t.app.dbKind === 'postgres' ? ['rate-limits.prune'] : []),
      ].sort(),
    );
    expect(runs.get('test.tick')).toBe(1);
    // Due again one interval after that run, not before.
    expect(mine(await t.app.jobs.runDue({ now: later(HOUR + 2000) }))).toEqual([]);
    expect(await t.app.jobs.runDue({ now: later(2 * HOUR - 60_000) })).not.toContain('test.tick');
    expect(runs.get('test.tick')).toBe(1);
  });

  it('a failing job logs its error, does not stop the others, and runs again at its next time', async () => {
    runs.clear();
    const failed = await row('test.fails');
    expect(failed.lastError).toBe('the disk is full');
    expect(failed.lockedUntil).toBeNull();
    failing = false;
    const ran = await t.app.jobs.runDue({ now: later(2 * HOUR + 5000) });
    expect(ran).toContain('test.fails');
    expect(ran).toContain('test.tick');
    expect((await row('test.fails')).lastError).toBeNull();
  });

  it('runAt and wake bring a job forward', async () => {
    runs.clear();
    expect(mine(await t.app.jobs.runDue({ now: later(60_000) }))).toEqual([]);
    await t.app.jobs.runAt('test.tick', later(30 * 60_000));
    expect(await t.app.jobs.runDue({ now: later(30 * 60_000 + 1000) })).toContain('test.tick');
    // Never later than planned: a far runAt leaves the hourly run where it was.
    await t.app.jobs.runAt('test.tick', later(100 * HOUR));
    expect((await row('test.tick')).nextRunAt.getTime()).toBeLessThan(later(2 * HOUR).getTime());

    await t.app.jobs.wake('test.tick');
    expect(mine(await t.app.jobs.runDue())).toEqual(['test.tick']);
    expect(runs.get('test.tick')).toBe(2);
  });

  it('a job whose process died mid-run waits for its lease, then another process runs it', async () => {
    runs.clear();
    await t.app.jobs.wake('test.tick');
    // What a process leaves behind when it is killed after claiming the job: the lease, no finish.
    const claimed = await jobsRepo(t.app.db).claim('test.tick', 'dead-process', {
      now: new Date(),
      next: later(HOUR),
      leaseUntil: later(LEASE),
    });
    expect(claimed).toBe(true);
    expect(await t.app.jobs.runDue({ now: later(LEASE - 1000) })).not.toContain('test.tick');
    expect(await t.app.jobs.runDue({ now: later(LEASE + 1000) })).toContain('test.tick');
    expect(runs.get('test.tick')).toBe(1);
    const after = await row('test.tick');
    expect(after.lockedUntil).toBeNull();
    expect(after.lockedBy).toBeNull();
  });

  it('after a restart (a new app on the same database) an overdue job runs once, not once per missed hour', async () => {
    runs.clear();
    await t.close();
    t = await buildTestApp({}, testJobs, { database });
    const overdue = later(10 * HOUR);
    expect(await t.app.jobs.runDue({ now: overdue })).toContain('test.tick');
    expect(await t.app.jobs.runDue({ now: overdue })).not.toContain('test.tick');
    expect(await t.app.jobs.runDue({ now: later(10 * HOUR + 60_000) })).not.toContain('test.tick');
    expect(runs.get('test.tick')).toBe(1);
  });

  it.skipIf(!onPostgres)(
    'two processes on one PostgreSQL database run a due job once per period (PGlite: one process only, skipped)',
    async () => {
      runs.clear();
      const second = (await openSameDatabase(t))!;
      const other = await buildTestApp({}, testJobs, { database: second });
      try {
        const start = Date.now() + 20 * HOUR;
        const periods = 5;
        const ranBy = { first: 0, second: 0 };
        for (let p = 0; p < periods; p++) {
          const now = new Date(start + p * (HOUR + 1000));
          const results = await Promise.all(
            Array.from({ length: 8 }, (_, i) =>
              (i % 2 ? other : t).app.jobs.runDue({ now }).then((ran) => ({ i, ran })),
            ),
          );
          const winners = results.filter((r) => r.ran.includes('test.tick'));
          expect(winners).toHaveLength(1);
          ranBy[winners[0]!.i % 2 ? 'second' : 'first']++;
        }
        expect(runs.get('test.tick')).toBe(periods);
        expect(ranBy.first + ranBy.second).toBe(periods);
      } finally {
        await other.close();
        await second.close();
      }
    },
  );
});
