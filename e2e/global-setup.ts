import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { startFakeOEmbed } from './fake-oembed.ts';
import { type RunInfo, startServer, type WorkerServer } from './worker-server.ts';

export const CHROMIUM = '/usr/bin/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    chromium: string;
    /** Where the template data dir, the workers' data dirs, their records and logs live for this run. */
    e2eRun: RunInfo | null;
  }
}

const RUN_PREFIX = 'talanty-e2e-';

/** A run killed before its teardown leaves its directory behind: older than a day, it goes. */
function sweepOldRuns() {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(RUN_PREFIX)) continue;
    const dir = path.join(tmpdir(), name);
    try {
      if (statSync(dir).mtimeMs < dayAgo) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Gone meanwhile.
    }
  }
}

async function stopPid(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {}
}

/**
 * Builds the client if stale, and prepares the data dir every worker's server starts from: a server
 * run once on a fresh data dir applies the migrations and loads the locations, then stops. Each
 * worker slot copies it and starts its own server lazily (worker-server.ts, worker-setup.ts).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    if (process.env.CI)
      throw new Error(`${CHROMIUM} is missing: .ci/run installs it (apt-get install -y chromium)`);
    console.warn(
      `\n[e2e] ${CHROMIUM} not found: journeys are skipped. Install it with: apt-get install -y chromium\n`,
    );
    project.provide('chromium', '');
    project.provide('e2eRun', null);
    return;
  }
  sweepOldRuns();
  ensureWebBuild();
  const runDir = mkdtempSync(path.join(tmpdir(), RUN_PREFIX));
  const templateDir = path.join(runDir, 'template');
  // YouTube's oEmbed, faked locally: the journeys have no internet.
  const oembed = await startFakeOEmbed();
  try {
    const template = await startServer({
      dataDir: templateDir,
      oembedURL: oembed.url,
      ownerPid: process.pid,
      logFile: path.join(runDir, 'server-template.log'),
    });
    if (template.child.pid) await stopPid(template.child.pid);
  } catch (err) {
    await oembed.close();
    rmSync(runDir, { recursive: true, force: true });
    throw err;
  }

  project.provide('chromium', CHROMIUM);
  project.provide('e2eRun', { runDir, templateDir, oembedURL: oembed.url, ownerPid: process.pid });

  return async () => {
    const records = readdirSync(runDir).filter((name) => /^worker-.+\.json$/.test(name));
    await Promise.all(
      records.map((name) => {
        const { pid } = JSON.parse(readFileSync(path.join(runDir, name), 'utf8')) as WorkerServer;
        return stopPid(pid);
      }),
    );
    await oembed.close();
    rmSync(runDir, { recursive: true, force: true });
  };
}
