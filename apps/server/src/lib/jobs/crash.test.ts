import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

declare module '../events/outbox.ts' {
  interface EventMap {
    'test.happened': { n: number };
  }
}

const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);
const dyingProcess = path.join(import.meta.dirname, '../../test/dying-process.ts');

/** Starts test/dying-process.ts on the database and kills it (SIGKILL) once its job is running. */
async function runAndKill(url: string) {
  const child = spawn(process.execPath, [dyingProcess, url], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_, signal) => resolve(signal)),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('running') && resolve());
    child.on('exit', () => reject(new Error(`the child ended before its job ran: ${stderr}`)));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

// PGlite is one process's database: a second real process needs PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a real server process killed mid-work (PostgreSQL)', () => {
  let t: TestApp;
  const delivered: { n: number; attempts: number }[] = [];
  let runs = 0;

  beforeAll(async () => {
    t = await buildTestApp({}, async (app) => {
      app.events.on('test.happened', (e) => {
        delivered.push({ n: e.payload.n, attempts: e.attempts });
      });
      app.jobs.register({ name: 'test.crash', everyMs: HOUR, leaseMs: 60_000, run: async () => void runs++ });
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('its event is delivered by another process, and its job is run there once the lease ends', async () => {
    await runAndKill(t.databaseUrl!);

    await t.app.events.dispatch();
    expect(delivered).toEqual([{ n: 1, attempts: 1 }]);

    const [held] = await t.app.db.select().from(jobs).where(eq(jobs.name, 'test.crash'));
    expect(held?.lockedUntil).toBeInstanceOf(Date);
    expect(await t.app.jobs.runDue({ now: later(HOUR + 30_000) })).not.toContain('test.crash');
    expect(runs).toBe(0);
    expect(await t.app.jobs.runDue({ now: later(HOUR + 2 * 60_000) })).toContain('test.crash');
    expect(runs).toBe(1);
  });
});
