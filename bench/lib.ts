// What the bench's scripts share: a free port, running a script, waiting for the server, loads side by side, percentiles.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon, { type Options as AutocannonOptions } from 'autocannon';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { userProfiles, users, userTalents } from '../apps/server/src/db/schema/index.ts';

const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a script of the repository with this Node; rejects when it exits non-zero. */
export function run(cmd: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, cmd, { cwd: root, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd.join(' ')} exited ${code}`)),
    );
  });
}

export async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

/** CPU seconds (user + system) a process has used so far (Linux: /proc/<pid>/stat, in clock ticks). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the process is idle: less than 5 % of a core over a whole second (three minutes at
 * most). A server started after a seed delivers the seed's thousands of events first (notifications);
 * a scenario measured meanwhile shares the cores with that work. Answers the seconds waited.
 */
export async function waitUntilIdle(pid: number): Promise<number> {
  const started = Date.now();
  let before = cpuSeconds(pid);
  while (Date.now() - started < 180_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pid);
    if (now - before < 0.05) break;
    before = now;
  }
  return (Date.now() - started) / 1000;
}

/** Autocannon loads side by side: what each answered (req/s, and errors, time-outs and non-2xx together). */
export async function loadsSideBySide(
  loads: AutocannonOptions[],
): Promise<{ rps: number; errors: number }[]> {
  const results = await Promise.all(loads.map((load) => autocannon(load)));
  return results.map((r) => ({ rps: r.requests.average, errors: r.errors + r.timeouts + r.non2xx }));
}

/** The p-th percentile (nearest rank) of a list of numbers. */
export const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? 0;

/** A demo person with the fullest profile (most talents, an avatar): the page people actually open. */
export async function fullestDemoNick(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ nick: users.nickName })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .innerJoin(userTalents, eq(userTalents.userId, users.id))
    .where(and(eq(users.isDemo, true), sql`${userProfiles.avatarUrl} is not null`))
    .groupBy(users.id, users.nickName)
    .orderBy(sql`count(*) desc`, asc(users.nickName))
    .limit(1);
  return row?.nick;
}
