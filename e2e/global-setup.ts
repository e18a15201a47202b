import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { startFakeOEmbed } from './fake-oembed.ts';

export const CHROMIUM = '/usr/bin/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    chromium: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy in 60 s:\n${log()}`);
}

/** Builds the client if stale and starts the real server on a fresh data dir (embedded database). */
export default async function setup(project: TestProject) {
  const hasChromium = existsSync(CHROMIUM);
  if (!hasChromium) {
    if (process.env.CI)
      throw new Error(`${CHROMIUM} is missing: .ci/run installs it (apt-get install -y chromium)`);
    console.warn(
      `\n[e2e] ${CHROMIUM} not found: journeys are skipped. Install it with: apt-get install -y chromium\n`,
    );
    project.provide('chromium', '');
    project.provide('baseURL', '');
    project.provide('dataDir', '');
    return;
  }
  ensureWebBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talanty-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // YouTube's oEmbed, faked locally: the journeys have no internet.
  const oembed = await startFakeOEmbed();
  let output = '';
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../apps/server/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      VIDEO_YOUTUBE_OEMBED_URL: oembed.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await waitForHealth(baseURL, child, () => output);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('chromium', CHROMIUM);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await oembed.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
