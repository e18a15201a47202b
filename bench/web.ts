// `npm run bench:web`: Lighthouse (mobile, its default throttling) on the public pages of a production
// server: home, /search, a profile, a track's page and a post's page. Starts the server on a fresh
// temporary DATA_DIR seeded with demo profiles (like bench/run.ts), prints performance,
// accessibility, LCP, CLS, JavaScript bytes and requests per page, and writes them to a JSON file.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { and, asc, eq } from 'drizzle-orm';
import lighthouse from 'lighthouse';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { files, posts, users } from '../apps/server/src/db/schema/index.ts';
import { ensureWebBuild, webDistDir } from '../scripts/web-build.ts';
import { freePort, fullestDemoNick, run, waitForHealth } from './lib.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: process.env.BENCH_COUNT ?? '20' },
    out: { type: 'string', default: path.join(root, 'bench/web-results.json') },
    only: { type: 'string' },
    runs: { type: 'string', default: '1' },
    dist: { type: 'string' },
    reports: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(`Usage: npm run bench:web -- [--count N] [--out file.json] [--only home,search,...] [--runs N]

  --count N    demo profiles seeded first (20; BENCH_COUNT)
  --out FILE   where the numbers go (bench/web-results.json)
  --only a,b   only these pages (home, search, profile, media, post)
  --runs N     Lighthouse runs per page; the median performance run is kept (1)
  --dist DIR   serve this web build as it is (another commit's, to compare) instead of building
  --reports DIR  also write each run's whole Lighthouse report there (page-N.json): its long tasks,
               script boot-up and main-thread breakdown say where the blocking time goes

Each line ends with Lighthouse's CPU index of the machine (benchmarkIndex): the blocking time and
the score move with it, so compare runs of one machine only.

CHROME_PATH picks the browser (/usr/bin/chromium).`);
  process.exit(0);
}
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The pages: a demo person with the fullest profile, their first track, the newest published post. */
async function samplePaths(dataDir: string): Promise<Record<string, string>> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    const nick = await fullestDemoNick(database.db);
    const [track] = await database.db
      .select({ id: files.id })
      .from(files)
      .innerJoin(users, eq(users.id, files.ownerId))
      .where(and(eq(users.isDemo, true), eq(files.fileType, 'Audio'), eq(files.deleted, false)))
      .orderBy(asc(files.id))
      .limit(1);
    const [post] = await database.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.status, 'Published'), eq(posts.deleted, false)))
      .orderBy(asc(posts.id))
      .limit(1);
    if (!nick || !track || !post) throw new Error('the demo seed made no profile, track or post');
    return {
      home: '/',
      search: '/search',
      profile: `/@${nick}`,
      media: `/media/${track.id}`,
      post: `/post/${post.id}`,
    };
  } finally {
    await database.close();
  }
}

interface PageResult {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  jsBytes: number;
  requests: number;
  /** Accessibility audits that failed, by id: what to fix for 100. */
  a11yFailures: string[];
  /**
   * Lighthouse's measure of this machine's CPU (higher is faster): its throttling slows the real
   * CPU by 4x, so the blocking time, and the score with it, moves with the machine.
   */
  benchmarkIndex: number;
}

type Audits = Record<string, { score: number | null; numericValue?: number; details?: unknown }>;

function summarize(
  page: string,
  pagePath: string,
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Audits;
    environment?: { benchmarkIndex?: number };
  },
): PageResult {
  const audits = lhr.audits;
  const items = (id: string) =>
    ((audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) as Record<
      string,
      unknown
    >[];
  const requests = items('network-requests');
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
  const a11y = lhr.categories.accessibility;
  return {
    page,
    path: pagePath,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((a11y?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    jsBytes,
    requests: requests.length,
    a11yFailures: (a11y?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'talanty-bench-web-'));
let server: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const cleanup = () => {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  chrome?.kill();
  if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

try {
  if (!values.dist) ensureWebBuild((m) => console.log(m));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: values.dist ? path.resolve(values.dist) : webDistDir(),
    DATABASE_URL: '',
    RATE_LIMITS: 'off',
  };
  await run(['apps/server/src/db/seed/cli.ts', '--count', values.count], env);
  const paths = await samplePaths(dataDir);
  server = spawn(process.execPath, ['apps/server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
  await waitForHealth(base, server);

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const only = values.only?.split(',');
  const runs = Math.max(1, Number(values.runs));
  const chromePort = chrome.port;
  const results: PageResult[] = [];
  for (const [page, pagePath] of Object.entries(paths)) {
    if (only && !only.includes(page)) continue;
    const tries: PageResult[] = [];
    for (let i = 0; i < runs; i++) {
      // Lighthouse's defaults: a mid-range phone, simulated slow 4G and a 4x slower CPU.
      const audit = () =>
        lighthouse(`${base}${pagePath}`, {
          port: chromePort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
      let answer = await audit();
      // A run that failed to trace the load (NO_NAVSTART and the like) scores 0: once more.
      if (answer?.lhr.runtimeError) {
        console.log(`  ${page}: Lighthouse failed (${answer.lhr.runtimeError.code}), once more`);
        answer = await audit();
      }
      if (!answer) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      if (values.reports) {
        mkdirSync(values.reports, { recursive: true });
        writeFileSync(path.join(values.reports, `${page}-${i + 1}.json`), JSON.stringify(answer.lhr));
      }
      tries.push(summarize(page, pagePath, answer.lhr as unknown as Parameters<typeof summarize>[2]));
    }
    tries.sort((a, b) => a.performance - b.performance);
    const result = tries[Math.floor(tries.length / 2)] as PageResult;
    results.push(result);
    console.log(
      `${page.padEnd(8)} perf ${String(result.performance).padStart(3)}  a11y ${String(result.accessibility).padStart(3)}  ` +
        `LCP ${String(result.lcpMs).padStart(5)} ms  CLS ${result.cls.toFixed(3)}  FCP ${result.fcpMs} ms  TBT ${result.tbtMs} ms  ` +
        `JS ${(result.jsBytes / 1024).toFixed(1)} kB  ${result.requests} requests  CPU index ${result.benchmarkIndex}` +
        (result.a11yFailures.length ? `  a11y fails: ${result.a11yFailures.join(', ')}` : ''),
    );
  }
  writeFileSync(
    values.out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${path.relative(process.cwd(), values.out)}`);
  cleanup();
  process.exit(0);
} catch (error) {
  console.error(error);
  cleanup();
  process.exit(1);
}
