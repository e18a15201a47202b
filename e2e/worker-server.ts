import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * The journeys' servers. The global setup builds the web client once and prepares one migrated data
 * directory (the template); each Vitest worker slot (`VITEST_POOL_ID`, 1…maxWorkers) copies it and
 * starts its own server the first time one of its files needs it, then keeps it for the slot's next
 * files. A record per slot in the run directory lets the next file (a new worker process) find it,
 * and the global teardown stop it.
 */

export type WorkerServer = { baseURL: string; dataDir: string; pid: number };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function healthy(baseURL: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** The first start migrates and loads ~31 k places: on two busy cores that can take minutes. */
const START_LIMIT_MS = 240_000;

async function waitForHealth(baseURL: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    if (await healthy(baseURL)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`The server did not become healthy in ${START_LIMIT_MS / 1000} s:\n${log()}`);
}

export type ServerOptions = {
  dataDir: string;
  oembedURL: string;
  /** The Vitest process: the server stops by itself when it is gone. */
  ownerPid: number;
  /** Where its output goes (kept for a failing run to show). */
  logFile: string;
  /** Detached: outlives the worker process that started it (the next file of the slot reuses it). */
  detached?: boolean;
};

/** Starts a server on `dataDir` (embedded database) on a free port; resolves once it is healthy. */
export async function startServer(opts: ServerOptions): Promise<{ baseURL: string; child: ChildProcess }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const out = openSync(opts.logFile, 'a');
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, 'server-process.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: opts.dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      VIDEO_YOUTUBE_OEMBED_URL: opts.oembedURL,
      E2E_OWNER_PID: String(opts.ownerPid),
    },
    stdio: ['ignore', out, out],
    detached: Boolean(opts.detached),
  });
  if (opts.detached) child.unref();
  const log = () => (existsSync(opts.logFile) ? readFileSync(opts.logFile, 'utf8').slice(-4000) : '');
  await waitForHealth(baseURL, child, log);
  return { baseURL, child };
}

export type RunInfo = { runDir: string; templateDir: string; oembedURL: string; ownerPid: number };

const recordOf = (runDir: string, slot: string) => path.join(runDir, `worker-${slot}.json`);

/** This worker slot's server: the one an earlier file of the slot started, or a new one on a copy of the template. */
export async function workerServer(run: RunInfo): Promise<WorkerServer> {
  const slot = process.env.VITEST_POOL_ID || '1';
  const record = recordOf(run.runDir, slot);
  if (existsSync(record)) {
    const known = JSON.parse(readFileSync(record, 'utf8')) as WorkerServer;
    if (await healthy(known.baseURL)) return known;
  }
  const dataDir = path.join(run.runDir, `data-${slot}-${Date.now().toString(36)}`);
  cpSync(run.templateDir, dataDir, { recursive: true });
  const { baseURL, child } = await startServer({
    dataDir,
    oembedURL: run.oembedURL,
    ownerPid: run.ownerPid,
    logFile: path.join(run.runDir, `server-${slot}.log`),
    detached: true,
  });
  const server: WorkerServer = { baseURL, dataDir, pid: child.pid ?? 0 };
  writeFileSync(record, JSON.stringify(server));
  return server;
}
