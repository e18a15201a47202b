import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { jobs, users } from './db/schema/index.ts';
import { hashPassword } from './lib/passwords.ts';
import { multipartBody } from './test/factories.ts';
import { jpegWithGps } from './test/fixtures/images.ts';
import { openTestDatabase, TEST_INDEX_HTML } from './test/helpers.ts';

/**
 * Two real server processes (src/main.ts, as `npm start` runs it) on one PostgreSQL database and
 * one S3 stand-in (s3rver), behind no proxy: what one process does, the other must see
 * (docs/SCALING.md). PostgreSQL only: PGlite is one process's database.
 */

const MAIN = path.join(import.meta.dirname, 'main.ts');
const PASSWORD = 'several-processes-password-1';
/** Jobs that run hourly or daily: made due at once, each must run exactly once across both processes. */
const SLOW_JOBS = ['sessions.purge', 'auth.purge', 'account.purge', 'events.prune'];

/** A port nobody listens on now (the OS picks it; the server binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

type Server = { url: string; child: ChildProcess; log: () => Record<string, unknown>[] };

/** Starts src/main.ts with `env`; resolves once it serves. Its JSON log lines are kept for the test. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test run that ends early (a failed hook, Ctrl-C) leaves no server behind.
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  child.once('exit', () => process.off('exit', reap));
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      rest += d;
      const parts = rest.split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          lines.push(entry);
          if (String(entry.msg).startsWith('Talanty is serving')) resolve();
        } catch {
          // not a log line
        }
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before serving: ${stderr}`)));
  });
  return { url, child, log: () => lines };
}

async function stopServer(s: Server | undefined) {
  if (!s || s.child.exitCode !== null) return;
  const exited = new Promise((resolve) => s.child.once('exit', resolve));
  s.child.kill('SIGTERM');
  const kill = setTimeout(() => s.child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(kill);
}

/** A browser-like client of one server: keeps cookies, echoes the XSRF token on writes. */
class Client {
  readonly server: Server;
  readonly cookies: Map<string, string>;

  constructor(server: Server, cookies = new Map<string, string>()) {
    this.server = server;
    this.cookies = cookies;
  }

  /** The same person (the same cookies) talking to another process. */
  on(server: Server) {
    return new Client(server, this.cookies);
  }

  async request(
    method: string,
    url: string,
    body?: { json?: unknown; raw?: Buffer; headers?: Record<string, string> },
  ) {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/health');
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...body?.headers,
    };
    if (this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    let payload: string | Uint8Array | undefined;
    if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body?.raw) payload = new Uint8Array(body.raw);
    const res = await fetch(`${this.server.url}${url}`, { method, headers, body: payload });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, json?: unknown) => this.request('POST', url, { json: json ?? {} });
}

/** Reads a Server-Sent Events stream as it comes; `next(event)` waits for a message of that event (10 s at most). */
function sseReader(res: Response) {
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  void (async () => {
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  let seen = 0;
  return async function next(event: string): Promise<string> {
    const started = Date.now();
    for (;;) {
      const blocks = text.split('\n\n');
      const at = blocks.findIndex((b, i) => i >= seen && b.split('\n').includes(`event: ${event}`));
      if (at >= 0 && at < blocks.length - 1) {
        seen = at + 1;
        return blocks[at]!;
      }
      if (ended || Date.now() - started > 10_000)
        throw new Error(`no ${event} event; the stream said: ${text}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one database and one bucket', () => {
  let database: Database & { url?: string };
  let s3: S3rver;
  let a: Server | undefined;
  let b: Server | undefined;
  const dirs: string[] = [];

  const user = async (nick: string) => {
    const id = uuidv7();
    const nickName = `${nick}${id.slice(-6)}`;
    await database.db.insert(users).values({
      id,
      email: `${nickName}@example.test`,
      nickName,
      passwordHash: await hashPassword(PASSWORD),
    });
    return { id, nickName };
  };
  /** Signs in through the process `on` (the real sign-in form), answers the person's client there. */
  const signedIn = async (nickName: string, on: Server) => {
    const client = new Client(on);
    const res = await client.post('/login', { username: nickName, password: PASSWORD });
    expect(res.status, await res.clone().text()).toBe(200);
    return client;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    const bucketDir = mkdtempSync(path.join(tmpdir(), 'talanty-s3-'));
    dirs.push(bucketDir);
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: 'media' }],
    });
    const { port } = await s3.run();
    const web = mkdtempSync(path.join(tmpdir(), 'talanty-web-'));
    dirs.push(web);
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), TEST_INDEX_HTML);
    const shared = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url!,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'media',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      // Every process signs and checks the same tokens (docs/SCALING.md).
      SESSION_SECRET: 'several-processes-secret-0123456789abcdef',
      WEB_DIST_DIR: web,
      APP_VERSION: 'test-build',
      RATE_LIMITS: 'on',
      JOBS_POLL_MS: '100',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      SHUTDOWN_GRACE_S: '0',
    };
    const dataDir = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'talanty-proc-'));
      dirs.push(dir);
      return dir;
    };
    // At once: the copy is migrated, so neither has a migration to apply (with a new one, start one
    // process first: docs/SCALING.md).
    [a, b] = await Promise.all([
      startServer({ ...shared, DATA_DIR: dataDir() }),
      startServer({ ...shared, DATA_DIR: dataDir() }),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await s3?.close();
    await database?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a session made on A works on B, and ends on both when signed out on B', async () => {
    const { nickName } = await user('anna');
    const onA = await signedIn(nickName, a!);
    const onB = onA.on(b!);
    const me = await onB.get('/api/user/getNotificationSettings');
    expect(me.status).toBe(200);
    expect((await onB.post('/logout')).status).toBe(200);
    expect((await onB.get('/api/user/getNotificationSettings')).status).toBe(401);
  });

  it('a rate limit is one allowance across both (30 video lookups a minute, not 30 each)', async () => {
    const onA = await signedIn((await user('boris')).nickName, a!);
    const clients = [onA, onA.on(b!)];
    // Count the requests of the current window by the limit's own header: per-process counting
    // would answer 29, 29, 28, 28 …; a window that ends mid-test (a minute after its first request,
    // on a very slow machine) starts the count again (remaining back to 29), which the loop follows.
    let inWindow = 0;
    let last: Response | undefined;
    const servedBy = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const client = clients[i % 2]!;
      last = await client.post('/api/media/getVideoInfo', { url: 'https://example.com/not-a-video' });
      if (last.status === 429) break;
      expect(last.status).toBe(400);
      const remaining = Number(last.headers.get('x-ratelimit-remaining'));
      if (remaining === 29) {
        inWindow = 0;
        servedBy.clear();
      }
      inWindow++;
      servedBy.add(client.server.url);
      expect(remaining).toBe(30 - inWindow);
    }
    expect(last?.status).toBe(429);
    expect(inWindow).toBe(30);
    expect(servedBy.size).toBe(2);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a job made due runs once, on one of them', async () => {
    const marks = [a!.log().length, b!.log().length];
    const since = await database.db.execute(sql`select clock_timestamp() as t`);
    const t = new Date((since as unknown as { rows: { t: string }[] }).rows[0]!.t);
    await database.db.update(jobs).set({ nextRunAt: t }).where(inArray(jobs.name, SLOW_JOBS));
    for (let i = 0; ; i++) {
      const rows = await database.db.select().from(jobs).where(inArray(jobs.name, SLOW_JOBS));
      const done = rows.filter((r) => r.lastFinishedAt && r.lastFinishedAt >= t && !r.lockedUntil);
      if (done.length === SLOW_JOBS.length) break;
      if (i > 100) throw new Error(`jobs not run: ${JSON.stringify(rows)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Both poll every 100 ms: a second run would have been logged by now.
    await new Promise((r) => setTimeout(r, 500));
    const runs = [...a!.log().slice(marks[0]), ...b!.log().slice(marks[1])].filter(
      (l) => l.msg === 'job done' && SLOW_JOBS.includes(String(l.job)),
    );
    expect(runs.map((l) => l.job).sort()).toEqual([...SLOW_JOBS].sort());
  });

  it('a notification caused on A reaches a stream open on B', async () => {
    const star = await user('vera');
    const fan = await user('gleb');
    const starOnB = await signedIn(star.nickName, b!);
    const abort = new AbortController();
    const stream = await fetch(`${b!.url}/api/user/notificationStream`, {
      headers: { cookie: [...starOnB.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    const next = sseReader(stream);
    await next('hello');
    const fanOnA = await signedIn(fan.nickName, a!);
    expect((await fanOnA.post('/api/user/foolowAdd', { nickName: star.nickName })).status).toBe(200);
    const block = await next('notification');
    abort.abort();
    expect(block).toContain(fan.nickName);
  });

  it('a file uploaded through A is served by B', async () => {
    const onA = await signedIn((await user('dina')).nickName, a!);
    const body = multipartBody([
      { name: 'file', data: await jpegWithGps(320, 240), filename: 'gig.jpg', contentType: 'image/jpeg' },
    ]);
    const up = await onA.request('POST', '/api/storage', { raw: body.payload, headers: body.headers });
    expect(up.status, await up.clone().text()).toBe(200);
    const { fileName, size } = (await up.json()) as { fileName: string; size: number };
    const onB = onA.on(b!);
    expect((await onB.post('/api/user/addUserFile', { FileType: 'Image', FileName: fileName })).status).toBe(
      200,
    );
    const served = await new Client(b!).get(`/files/${fileName}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await served.arrayBuffer()).byteLength).toBe(size);
  });
});
