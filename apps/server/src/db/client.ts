import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import type { FromPgliteWorker, PgliteWorkerInput, ToPgliteWorker } from './pglite-worker.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';
/** The database or an open transaction: services pass one so a write across modules stays one transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Stops a `listen`. */
export type Unlisten = () => Promise<void>;
/**
 * LISTEN on a channel: `onMessage` gets each NOTIFY's payload (sent by any process on the same
 * database, once its transaction commits). On PostgreSQL a dedicated connection, re-opened after a
 * loss; `onReconnect` then runs, since NOTIFYs sent meanwhile are lost (a listener re-reads state).
 */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<Unlisten>;

export type Database = {
  db: Db;
  kind: DbKind;
  listen: Listen;
  close: () => Promise<void>;
  /** PGlite: a tarball of its data directory (`loadDataDir` takes it back; the tests' snapshot). */
  dumpDataDir?: () => Promise<Blob>;
  /** PGlite: the thread it runs in (a test ends it to check what a crash does). */
  worker?: Worker;
};

const RELISTEN_DELAY_MS = 1000;

/** LISTEN through its own client (a pool's connections are shared and come and go). */
function pgListen(url: string): Listen {
  return async (channel, onMessage, onReconnect) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const open = async (again: boolean) => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (n) => {
        if (n.channel === channel) onMessage(n.payload ?? '');
      });
      c.on('error', () => {
        if (stopped || client !== c) return;
        client = undefined;
        void c.end().catch(() => {});
        timer = setTimeout(() => void open(true).catch(retry), RELISTEN_DELAY_MS);
      });
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped) {
        await c.end();
        return;
      }
      client = c;
      if (again) onReconnect?.();
    };
    const retry = () => {
      if (!stopped) timer = setTimeout(() => void open(true).catch(retry), RELISTEN_DELAY_MS);
    };
    await open(false);
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
      client = undefined;
    };
  };
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Bounds every statement on PostgreSQL; PGlite accepts it but cannot enforce it (docs/DATABASE.md). */
const STATEMENT_TIMEOUT_MS = 5000;

/**
 * `url` set: a PostgreSQL server through a pool; unset: embedded PGlite in `dataDir` (`memory://` for
 * tests), started from `loadDataDir` when given (a `dumpDataDir()` tarball: tests' migrated snapshot).
 * PGlite runs in a worker thread behind a wire-protocol socket (db/pglite-worker.ts, docs/DATABASE.md),
 * and both kinds are queried through the same pg.Pool and drizzle driver.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  /** PGlite: its thread died unexpectedly. By default the process logs it and exits non-zero. */
  onLost?: (err: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      // A new backend plans its first statements slowly while it fills its catalog caches (a
      // people search's page: 12–22 ms of planning on a fresh connection, 2–8 ms after), and
      // opening one costs a fork and a login: idle connections stay 5 minutes, not pg's 10 s.
      idleTimeoutMillis: 300_000,
      // No JIT: short OLTP statements never repay its compile time (measured: 60 ms of JIT on a
      // 140 ms feed page of a person following 5000; docs/FEED.md). No parallel workers either:
      // they start processes for what an index answers in milliseconds, and take the cores the
      // other requests need (a capped search count over 100k people: 66 ms with them, 31 without).
      options: `-c statement_timeout=${STATEMENT_TIMEOUT_MS} -c jit=off -c max_parallel_workers_per_gather=0`,
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', listen: pgListen(opts.url), close: () => pool.end() };
  }
  const dir = opts.dataDir ?? 'memory://';
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true });
    // One process per data directory (db/data-dir-lock.ts): the second refuses to start.
    unlock = lockDataDir(`${path.resolve(dir)}.lock`, path.dirname(path.resolve(dir)));
  }
  try {
    return await openPglite(dir, opts.loadDataDir, opts.onLost ?? exitOnLost, unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

/** The server without its database is half alive: it exits, and its supervisor starts it again. */
function exitOnLost(err: Error) {
  console.error(`Talanty: the embedded database stopped (${err.message}); exiting`);
  process.exit(1);
}

/**
 * Pool size on PGlite: one connection. PGlite has one backend, so more connections add no parallelism
 * (measured: 2000 concurrent selects take the same time with 1 or 4), while pglite-socket's
 * multiplexer would then be what keeps a transaction's statements together and a connection's
 * extended-protocol messages (Parse, Bind, Execute) unsplit: it does, but by its event-loop timing.
 * With one connection the pool's queue does it (docs/DATABASE.md).
 */
const PGLITE_POOL_SIZE = 1;

/**
 * PGlite's WebAssembly, compiled once per process (off the event loop) and shared with each worker:
 * a worker compiling its own copy took seconds per database opened (a test file opens one).
 */
/** The global (the server's TypeScript libs, ES2024 and node, do not declare it). */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteWorkerInput['pgliteWasmModule']> };
let wasmModules: Promise<Pick<PgliteWorkerInput, 'pgliteWasmModule' | 'initdbWasmModule'>> | undefined;
function compiledWasm() {
  wasmModules ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (name: string) => WebAssembly.compile(await readFile(path.join(dist, name)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return wasmModules;
}

const SOCKET_DIR_PREFIX = 'talanty-pglite-';
let socketDirsSwept = false;

/**
 * A process killed before its close (kill -9, a test runner ending its workers) leaves its socket's
 * directory behind; the next process removes those whose process (the pid in the name) is gone.
 */
function sweepStaleSocketDirs() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(SOCKET_DIR_PREFIX)) continue;
    const pid = Number(name.slice(SOCKET_DIR_PREFIX.length).split('-')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || isRunning(pid)) continue;
    rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPglite(
  dataDir: string,
  loadDataDir: Blob | undefined,
  onLost: (err: Error) => void,
  unlock: () => void,
): Promise<Database> {
  if (!socketDirsSwept) {
    socketDirsSwept = true;
    sweepStaleSocketDirs();
  }
  const socketDir = mkdtempSync(path.join(tmpdir(), `${SOCKET_DIR_PREFIX}${process.pid}-`));
  const input: PgliteWorkerInput = {
    ...(await compiledWasm()),
    dataDir,
    loadDataDir: loadDataDir ? new Uint8Array(await loadDataDir.arrayBuffer()) : undefined,
    // The name pg looks for under `host` when that is a directory: `.s.PGSQL.<port>`.
    socketPath: path.join(socketDir, '.s.PGSQL.5432'),
    // Spares: pg.Pool ends a connection whose query failed (pool.query releases it with the error)
    // and opens a new one, while the old one's slot frees a moment after its socket closes.
    maxConnections: PGLITE_POOL_SIZE + 8,
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
  };
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: input,
    transferList: input.loadDataDir ? [input.loadDataDir.buffer as ArrayBuffer] : [],
  });
  let closing = false;
  let dead = false;
  let lostError: Error | undefined;
  let nextId = 0;
  const pending = new Map<number, (r: Extract<FromPgliteWorker, { type: 'reply' }>) => void>();
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: FromPgliteWorker) => {
      if (m.type === 'ready') resolve();
      else if (m.type === 'fatal') lostError = new Error(`PGlite failed: ${m.message}`);
      else pending.get(m.id)?.(m);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`the PGlite thread exited (code ${code}) while starting`)));
  });
  const removeSocketDir = () => {
    process.removeListener('exit', removeSocketDir);
    rmSync(socketDir, { recursive: true, force: true });
  };
  // A process that exits without close() (a test run, a script) leaves no directory behind either.
  process.once('exit', removeSocketDir);
  try {
    await ready;
  } catch (err) {
    await worker.terminate();
    removeSocketDir();
    throw err;
  }
  // From here on, a thread that ends without close() is a crash.
  worker.removeAllListeners('error').removeAllListeners('exit');
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  worker.on('error', (err) => {
    lostError = err;
  });
  worker.on('exit', (code) => {
    dead = true;
    if (closing) return;
    removeSocketDir();
    // Queries fail from now on instead of waiting for a connection that cannot come.
    void pool.end().catch(() => {});
    for (const answer of pending.values()) answer({ type: 'reply', id: -1, error: 'the PGlite thread died' });
    onLost(lostError ?? new Error(`the PGlite thread exited with code ${code}`));
  });
  const ask = (type: ToPgliteWorker['type']) =>
    new Promise<Extract<FromPgliteWorker, { type: 'reply' }>>((resolve, reject) => {
      if (dead) return reject(new Error('the PGlite thread died'));
      const id = nextId++;
      pending.set(id, (r) => {
        pending.delete(id);
        if (r.error) reject(new Error(r.error));
        else resolve(r);
      });
      worker.postMessage({ type, id } satisfies ToPgliteWorker);
    });

  const pool = new pg.Pool({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: PGLITE_POOL_SIZE,
    // Kept open: the worker's connection slots free asynchronously, so churn could meet a full server.
    idleTimeoutMillis: 0,
  });
  // A connection's error (the thread died) is handled by the exit above; unhandled it would throw.
  pool.on('error', () => {});
  // Before the first connection (the migrations'), so that every connection is heard.
  const listen = poolListen(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const close = async () => {
    if (closing) return;
    closing = true;
    try {
      if (dead) return;
      await pool.end();
      await ask('close');
      await exited;
    } finally {
      removeSocketDir();
      unlock();
    }
  };
  try {
    await migratePg(db as never, { migrationsFolder });
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  return {
    db,
    kind: 'pglite',
    listen,
    close,
    dumpDataDir: async () => new Blob([(await ask('dump')).tarball as ArrayBuffer]),
    worker,
  };
}

/**
 * LISTEN on PGlite. Its one backend sends a NOTIFY's message, once the transaction commits, to the
 * connection that committed it (pglite-socket passes a statement's output to its sender), so the
 * messages of every pool connection are heard here. Each channel is LISTENed once and stays so
 * (the few channels are fixed names; an unheard message is dropped here).
 */
function poolListen(pool: pg.Pool): Listen {
  const channels = new Map<string, { listeners: Set<(payload: string) => void>; ready: Promise<unknown> }>();
  pool.on('connect', (client) => {
    client.on('notification', (n) => {
      for (const onMessage of channels.get(n.channel)?.listeners ?? []) onMessage(n.payload ?? '');
    });
  });
  return async (channel, onMessage) => {
    let c = channels.get(channel);
    if (!c) {
      c = { listeners: new Set(), ready: pool.query(`LISTEN ${pg.escapeIdentifier(channel)}`) };
      channels.set(channel, c);
      c.ready.catch(() => channels.delete(channel));
    }
    await c.ready;
    const listener = (payload: string) => onMessage(payload);
    c.listeners.add(listener);
    return async () => {
      c.listeners.delete(listener);
    };
  };
}
