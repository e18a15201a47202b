import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** The embedded database's directory is open in another live process. */
export class DataDirLockedError extends Error {}

type Holder = { pid: number; host: string; startedAt: string };

function readHolder(file: string): Holder | undefined {
  try {
    const h = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof h.pid === 'number' && typeof h.host === 'string' ? (h as Holder) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process with this id runs on this machine (EPERM: it does, as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates the lock file holding our pid; false when it exists. */
function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    const holder: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
    writeSync(fd, JSON.stringify(holder));
    closeSync(fd);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * PGlite is one process's database: a second process on the same directory would run beside the
 * first, each seeing only its own writes, and acknowledged writes would be lost. `file` (beside the
 * directory) names the owner's pid; a lock whose process is gone (a crash, `kill -9`) is stale and
 * taken over. Answers the release, which removes the file if it is still ours.
 */
export function lockDataDir(file: string, dataDir: string): () => void {
  if (!tryCreate(file)) {
    const holder = readHolder(file);
    const local = holder?.host === hostname();
    if (holder && (!local || alive(holder.pid))) {
      const who = local ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.host}`;
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is already open in ${who} (since ${holder.startedAt}).\n` +
          'PGlite allows one process per data directory: stop that server first, or give this one its own\n' +
          'DATA_DIR. To run several processes, use PostgreSQL (DATABASE_URL; README, "Several processes").\n' +
          `If no Talanty process is running there, delete ${file}.`,
      );
    }
    // Stale (its process is gone, or the file is unreadable): take it over. If another process
    // starting at the same moment wins the new file, we lose and refuse.
    rmSync(file, { force: true });
    if (!tryCreate(file)) return lockDataDir(file, dataDir);
  }
  const release = () => {
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return () => {
    process.removeListener('exit', release);
    release();
  };
}
