import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { pgliteSnapshot } from '../test/helpers.ts';

/** Issue 14: two servers on one PGlite DATA_DIR both ran, each seeing only its own writes. */
let dataDir: string;
let dbDir: string;
let lockFile: string;

/** A process id that is not running: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
  return child.pid!;
}

// PGlite only, whatever TEST_DATABASE_URL names: the PostgreSQL run would repeat the PGlite run's work.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('one owner per PGlite data directory', () => {
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'talanty-lock-'));
    dbDir = path.join(dataDir, 'db');
    lockFile = `${dbDir}.lock`;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second opening with a clear message while the first is open; the lock goes with the close', async () => {
    // From the run's snapshot when there is one: the lock is the point here, not initdb and the
    // migrations on an empty directory (db/client.test.ts and the journeys' first start do those).
    const first: Database = await openDatabase({ dataDir: dbDir, loadDataDir: pgliteSnapshot() });
    try {
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({
        pid: process.pid,
        host: hostname(),
      });
      // The lock is checked before PGlite opens anything.
      const otherProcess = { pid: 1, host: hostname(), startedAt: 'then' };
      writeFileSync(lockFile, JSON.stringify(otherProcess));
      await expect(openDatabase({ dataDir: dbDir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ dataDir: dbDir })).rejects.toThrow(
        /already open in process 1 .*\n.*one process per data directory[\s\S]*DATABASE_URL/,
      );
      writeFileSync(lockFile, JSON.stringify({ pid: process.pid, host: hostname(), startedAt: 'now' }));
      // Not even twice in one process: that would be two databases on one directory too.
      await expect(openDatabase({ dataDir: dbDir })).rejects.toThrow(
        `already open in process ${process.pid}`,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);

  it('takes over a stale lock (its process died: a crash, kill -9)', () => {
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: deadPid(), host: hostname(), startedAt: 'before the crash' }),
    );
    const release = lockDataDir(lockFile, dataDir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    release();
    writeFileSync(lockFile, 'not json');
    lockDataDir(lockFile, dataDir)();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('a second `npm start` on the same DATA_DIR exits with the message, not a stack', () => {
    const release = lockDataDir(lockFile, dataDir);
    try {
      const main = path.join(import.meta.dirname, '..', 'main.ts');
      const { DATABASE_URL: _unused, ...env } = process.env;
      const run = spawnSync(process.execPath, [main], {
        env: { ...env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', JOBS_POLL_MS: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toContain(
        `Talanty cannot start: The embedded database in ${dataDir} is already open in process ${process.pid}`,
      );
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      release();
    }
  }, 60_000);
});
