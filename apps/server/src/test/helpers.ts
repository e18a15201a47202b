import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect, inject, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import type { LogStream } from '../lib/logger.ts';
import { createDatabase, databaseUrl, dropDatabase, uniqueName } from './databases.ts';

export const TEST_INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8">
    <title>Таланты</title>
    <meta
      name="description"
      content="placeholder"
    />
    <meta property="og:title" content="placeholder" />
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * The run's migrated PGlite database with the places loaded (test/global-setup.ts), as
 * `openDatabase`'s `loadDataDir` takes it; undefined when the run made none.
 */
export function pgliteSnapshot(): Blob | undefined {
  const snapshot = inject('pgliteSnapshot');
  return snapshot ? new Blob([readFileSync(snapshot)]) : undefined;
}

/**
 * A real database per test file: PGlite in memory by default, or a fresh database on the server
 * named by TEST_DATABASE_URL (dropped afterwards), so files run in parallel without sharing rows.
 * Both start from the migrated and loaded snapshot that test/global-setup.ts builds once per run.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir: 'memory://', loadDataDir: pgliteSnapshot() });
  const name = uniqueName('t');
  await createDatabase(adminUrl, name, inject('postgresTemplate'));
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ url });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  dataDir: string;
  database: Database;
  /** The PostgreSQL database's URL (TEST_DATABASE_URL runs); unset on PGlite. */
  databaseUrl?: string;
  /** A browser-like client: keeps cookies and echoes the XSRF token on writes. */
  client: () => TestClient;
  close: () => Promise<void>;
};

export async function buildTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => Promise<void>,
  /** `database`: build on this one (a restart, a second process) and leave it open at close. */
  opts: { logStream?: LogStream; database?: Database & { url?: string } } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talanty-test-'));
  const webDist = path.join(dataDir, 'web-dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("talanty");\n'.repeat(100));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // TEST_LOG_LEVEL=error prints the server's errors while debugging a test.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST_DIR: webDist,
    APP_VERSION: 'test-build',
    PUBLIC_URL: 'http://localhost:3000',
    // No background jobs: a test runs them with app.jobs.runDue() when it means to.
    JOBS_POLL_MS: '0',
    ...env,
  });
  const database = opts.database ?? (await openTestDatabase());
  const app = await buildApp({ config, database, logStream: opts.logStream });
  if (extend) await extend(app);
  await app.ready();
  return {
    app,
    dataDir,
    database,
    databaseUrl: database.url,
    client: () => new TestClient(app),
    async close() {
      await app.close();
      if (!opts.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another connection pool to a test app's PostgreSQL database, as a second server process would
 * have; undefined on PGlite, which one process owns. Its close ends the pool only.
 */
export async function openSameDatabase(t: TestApp): Promise<(Database & { url: string }) | undefined> {
  if (!t.databaseUrl) return undefined;
  const database = await openDatabase({ url: t.databaseUrl });
  return { ...database, url: t.databaseUrl };
}

type Request = Omit<InjectOptions, 'cookies'> & { form?: Record<string, string> };

export class TestClient {
  readonly cookies = new Map<string, string>();
  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  async request(opts: Request) {
    const method = (opts.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) {
      if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/health');
      headers['x-xsrf-token'] ??= this.cookies.get('XSRF-TOKEN')!;
    } else if (this.cookies.has('XSRF-TOKEN')) {
      // As the web client does: the header goes on every call it has a token for.
      headers['x-xsrf-token'] ??= this.cookies.get('XSRF-TOKEN')!;
    }
    let payload = opts.payload;
    if (opts.form) {
      payload = new URLSearchParams(opts.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const res = await this.app.inject({
      ...opts,
      method: method as never,
      headers,
      payload,
      cookies: Object.fromEntries(this.cookies),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const gone = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
  }
}

/**
 * The plan of a statement when the planner may neither scan a whole table nor sort (the test tables
 * are tiny, so it would): what the indexes can serve. For the EXPLAIN tests of list pages. `off`
 * names the planner's methods turned off (`indexscan` too: a condition shows the index that can
 * look it up rather than an ordered walk).
 */
export async function planOf(
  t: TestApp,
  query: SQLWrapper,
  off: readonly ('seqscan' | 'sort' | 'indexscan' | 'hashjoin' | 'mergejoin')[] = ['seqscan', 'sort'],
): Promise<string> {
  return t.app.db.transaction(async (tx) => {
    for (const method of off) await tx.execute(sql.raw(`set local enable_${method} = off`));
    const res = await tx.execute(sql`explain ${query}`);
    return (res as unknown as { rows: Record<string, string>[] }).rows
      .map((r) => Object.values(r)[0])
      .join('\n');
  });
}

/** Marks the async work of the `run` that statementsDuring counts (a request and what it awaits). */
const counting = new AsyncLocalStorage<true>();

/**
 * How many statements `run` sends through the app's pool: only those sent from `run`'s own async
 * context, so a background task's statement (the event dispatcher, a warm-up, the health probe's
 * timer) never counts, however loaded the machine. Left out too: the rate-limit counters' upserts
 * (PostgreSQL's shared limits). SHOW_STATEMENTS=1 prints the counted ones.
 */
export async function statementsDuring(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  const client = (t.app.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  const query = client.query;
  const counted: string[] = [];
  const textOf = (q: unknown) => (typeof q === 'string' ? q : ((q as { text?: string })?.text ?? ''));
  const spy = vi.spyOn(client, 'query').mockImplementation(function (this: unknown, ...args: unknown[]) {
    const text = textOf(args[0]);
    if (counting.getStore() && !text.includes('rate_limit_counters')) counted.push(text);
    return query.apply(this, args);
  });
  try {
    await counting.run(true, run);
    if (process.env.SHOW_STATEMENTS) console.log(counted);
    return counted.length;
  } finally {
    spy.mockRestore();
  }
}

/**
 * Waits until `check` passes: for what another process (or a NOTIFY) brings about in milliseconds.
 * One second by default; `timeout` for what a loaded machine (CI's) has been seen to take longer on.
 */
export const eventually = (check: () => Promise<void>, timeout = 1000) =>
  vi.waitFor(check, { timeout, interval: 20 });

/**
 * Waits until `run` is answered from the public cache (no statement of its own). A read that
 * overlapped the NOTIFYs of a write made just before (a test's own setup, written straight into the
 * database) is not stored, by design (the race guard), so on a loaded machine the first reads may
 * miss: up to 5 s.
 */
export const servedFromCache = (t: TestApp, run: () => Promise<unknown>) =>
  eventually(async () => expect(await statementsDuring(t, run)).toBe(0), 5000);
