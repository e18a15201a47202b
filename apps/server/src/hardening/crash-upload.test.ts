import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { filesUnder, multipartBody } from '../test/factories.ts';
import { png } from '../test/fixtures/images.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';

/**
 * Issue 14: a real server process killed (SIGKILL) while an upload is arriving; the restart on the
 * same DATA_DIR takes over the dead process's lock and leaves nothing of the upload behind.
 */
const uploadingProcess = path.join(import.meta.dirname, '../test/uploading-process.ts');
let dataDir: string;
let restarted: TestApp | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

// PGlite's data directory is what is under test, whatever TEST_DATABASE_URL names: the PostgreSQL run skips it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('kill -9 during an upload', () => {
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'talanty-crash-'));
  });
  afterAll(async () => {
    await restarted?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no partial file and no stored object after a restart', async () => {
    const port = await freePort();
    // The run's migrated PGlite snapshot with the places loaded (global-setup.ts), so the child skips building them.
    const snapshot = inject('pgliteSnapshot');
    const args = [uploadingProcess, dataDir, String(port), ...(snapshot ? [snapshot] : [])];
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_, signal) => resolve(signal)),
    );
    const userId = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d) => {
        const m = /ready (\S+)/.exec(String(d));
        if (m) resolve(m[1]!);
      });
      child.on('exit', () => reject(new Error(`the server ended before it was ready: ${stderr}`)));
    });
    const base = `http://127.0.0.1:${port}`;

    // Sign in, then send half of an upload and stop there.
    const signIn = await fetch(`${base}/api/health`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')![1]!;
    const session = await fetch(`${base}/api/test/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      body: JSON.stringify({ userId }),
    });
    const cookies = session.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const token = /XSRF-TOKEN=([^;]+)/.exec(cookies)![1]!;
    const { payload, headers } = multipartBody([
      { name: 'file', data: await png(1200, 900), filename: 'gig.png', contentType: 'image/png' },
    ]);
    const req = http.request(`${base}/api/storage`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-length': String(payload.length),
        cookie: cookies,
        'x-xsrf-token': token,
      },
    });
    req.on('error', () => {});
    req.write(payload.subarray(0, Math.floor(payload.length / 2)));
    const tmpUploads = path.join(dataDir, 'tmp', 'uploads');
    for (let i = 0; i < 200 && filesUnder(tmpUploads).length === 0; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(filesUnder(tmpUploads)).toHaveLength(1);

    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // The dead process's lock is still there, naming it.
    const lockFile = path.join(dataDir, 'db.lock');
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(child.pid);

    // The restart on the same data directory.
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    restarted = await buildTestApp({ DATA_DIR: dataDir }, undefined, { database });
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    expect(filesUnder(tmpUploads)).toEqual([]);
    expect(filesUnder(path.join(dataDir, 'media'))).toEqual([]);
    const rows = await restarted.app.db.execute(sql`select count(*)::int as n from uploads`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    await restarted.close();
    await database.close();
    restarted = undefined;
    expect(existsSync(lockFile)).toBe(false);
  }, 90_000);
});
