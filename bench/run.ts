// `npm run bench`: the project's load scenario. Starts the server on a fresh temporary DATA_DIR
// (PGlite, or BENCH_DATABASE_URL), seeds demo profiles, then loads each endpoint in turn over
// loopback with autocannon and prints req/s and latency percentiles. Stops by itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { and, asc, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  commentCounts,
  files,
  posts,
  userProfiles,
  users,
  userTalents,
} from '../apps/server/src/db/schema/index.ts';
import { randomToken, sha256 } from '../apps/server/src/lib/tokens.ts';
import { ensureWebBuild, webDistDir } from '../scripts/web-build.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '10' },
    count: { type: 'string', default: process.env.BENCH_COUNT ?? '300' },
    only: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(`Usage: npm run bench -- [--duration S] [--connections N] [--count N] [--only name,name]

  --duration S     seconds per endpoint (10; BENCH_DURATION)
  --connections N  concurrent connections (10; BENCH_CONNECTIONS)
  --count N        demo profiles seeded first (300; BENCH_COUNT)
  --only a,b       run only these scenarios (health, profile, cities, page, tracks, media, talents,
                   search, search-text, search-audio, posts, post-page, thread, feed, birthdays,
                   search-words)

BENCH_DATABASE_URL=postgres://… runs against that PostgreSQL database (seeded idempotently)
instead of a fresh embedded PGlite.`);
  process.exit(0);
}
const duration = Number(values.duration);
const connections = Number(values.connections);
const count = Number(values.count);
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;

function freePort(): Promise<number> {
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

function run(cmd: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, cmd, { cwd: root, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd.join(' ')} exited ${code}`)),
    );
  });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
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

/** A demo person with the fullest profile (most talents, an avatar): the page people actually open. */
async function sampleNick(env: { dataDir: string }): Promise<string> {
  const database = await openDatabase({ url: databaseUrl, dataDir: path.join(env.dataDir, 'db') });
  try {
    const [row] = await database.db
      .select({ nick: users.nickName })
      .from(users)
      .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
      .innerJoin(userTalents, eq(userTalents.userId, users.id))
      .where(and(eq(users.isDemo, true), sql`${userProfiles.avatarUrl} is not null`))
      .groupBy(users.id, users.nickName)
      .orderBy(sql`count(*) desc`, asc(users.nickName))
      .limit(1);
    if (!row) throw new Error('no demo profile found after seeding');
    return row.nick;
  } finally {
    await database.close();
  }
}

/** A demo person's public track (the seed gives music makers 1-3): their nick and the track's id. */
async function sampleTrack(env: { dataDir: string }): Promise<{ nick: string; fileId: string }> {
  const database = await openDatabase({ url: databaseUrl, dataDir: path.join(env.dataDir, 'db') });
  try {
    const [row] = await database.db
      .select({ nick: users.nickName, fileId: files.id })
      .from(files)
      .innerJoin(users, eq(users.id, files.ownerId))
      .where(and(eq(users.isDemo, true), eq(files.fileType, 'Audio'), eq(files.deleted, false)))
      .orderBy(asc(users.nickName), asc(files.id))
      .limit(1);
    if (!row) throw new Error('no demo track found after seeding');
    return row;
  } finally {
    await database.close();
  }
}

/** The demo author with the most published posts, and the demo post with the most comments. */
async function samplePosts(env: { dataDir: string }): Promise<{ nick: string; postId: string }> {
  const database = await openDatabase({ url: databaseUrl, dataDir: path.join(env.dataDir, 'db') });
  try {
    const [author] = await database.db
      .select({ nick: users.nickName })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(and(eq(posts.status, 'Published'), eq(posts.deleted, false)))
      .groupBy(users.id, users.nickName)
      .orderBy(sql`count(*) desc`, asc(users.nickName))
      .limit(1);
    const [thread] = await database.db
      .select({ postId: commentCounts.objectId })
      .from(commentCounts)
      .where(eq(commentCounts.objectType, 'post'))
      .orderBy(sql`${commentCounts.count} desc`, asc(commentCounts.objectId))
      .limit(1);
    if (!author || !thread) throw new Error('no demo posts or comments found after seeding');
    return { nick: author.nick, postId: thread.postId };
  } finally {
    await database.close();
  }
}

/** People the feed's reader follows, and posts each of them has (spread over the last 60 days). */
const FEED_FOLLOWS = Number(process.env.BENCH_FEED_FOLLOWS ?? 500);
const FEED_POSTS_EACH = Number(process.env.BENCH_FEED_POSTS ?? 20);

/**
 * The feed's reader: a person who follows FEED_FOLLOWS authors with FEED_POSTS_EACH published
 * posts each (some followers-only), written straight into the database before the server starts
 * (PGlite has one writer), with a session whose cookie the scenario sends. Rows of an earlier run
 * (PostgreSQL) go first: every `bench_` account, with its posts, follows and sessions.
 */
async function seedFeedReader(env: { dataDir: string }): Promise<{ cookie: string }> {
  const database = await openDatabase({ url: databaseUrl, dataDir: path.join(env.dataDir, 'db') });
  try {
    const db = database.db;
    const token = randomToken();
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from users where left(nick_name, 6) = 'bench_'`);
      // Birthdays spread over the year (and ages over twenty years), for the birthdays scenario.
      await tx.execute(sql`insert into users (id, email, nick_name, password_hash, is_demo, first_name, birth_date)
        select gen_random_uuid(), 'bench-' || i || '@example.test', 'bench_' || i, 'bench-no-password', true,
          'Автор ' || i, (date '1980-01-01' + (i * 37 % 365) + (i % 20) * 365)
        from generate_series(0, ${FEED_FOLLOWS}) i`);
      await tx.execute(sql`insert into follows (follower_id, followee_id)
        select r.id, a.id from users r join users a on left(a.nick_name, 6) = 'bench_' and a.id <> r.id
        where r.nick_name = 'bench_0'`);
      await tx.execute(sql`insert into follow_counts (user_id, following, followers)
        select id, case when nick_name = 'bench_0' then ${FEED_FOLLOWS}::int else 0 end,
          case when nick_name = 'bench_0' then 0 else 1 end
        from users where left(nick_name, 6) = 'bench_'`);
      await tx.execute(sql`insert into posts (id, author_id, body, type, status, created_at, published_at, display_at, updated_at)
        select gen_random_uuid(), x.author_id, 'Пост ' || x.n || ' автора ' || x.nick,
          case when x.n % 5 = 0 then 'Followers' else 'Public' end, 'Published', x.at, x.at, x.at, x.at
        from (
          select a.id as author_id, a.nick_name as nick, n, now() - random() * interval '60 days' as at
          from users a cross join generate_series(1, ${FEED_POSTS_EACH}) n
          where left(a.nick_name, 6) = 'bench_' and a.nick_name <> 'bench_0'
        ) x`);
      await tx.execute(sql`insert into sessions (id_hash, user_id, expires_at)
        select ${sha256(token)}, id, now() + interval '1 day' from users where nick_name = 'bench_0'`);
    });
    await db.execute(sql`analyze`);
    return { cookie: `sid=${token}` };
  } finally {
    await database.close();
  }
}

type Scenario = {
  name: string;
  label: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Sent as the reader's session (signed-in calls). */
  signedIn?: boolean;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'talanty-bench-'));
let server: ChildProcess | undefined;
const cleanup = () => {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});
process.on('exit', () => {
  if (server && server.exitCode === null) server.kill('SIGTERM');
});

try {
  ensureWebBuild((m) => console.log(m));
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
    WEB_DIST_DIR: webDistDir(),
    DATABASE_URL: databaseUrl ?? '',
    // One client sends every request: the per-address limits (search: 300 a minute) would answer 429.
    RATE_LIMITS: 'off',
  };
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `Talanty bench: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'}, ${availableParallelism()} cores (${cpu}), ` +
      `${connections} connections, ${duration} s per endpoint\n`,
  );
  // On a PostgreSQL database the demo rows outlive this run's temporary media folder: make them anew.
  const seedArgs = ['--count', String(count), ...(databaseUrl ? ['--reset'] : [])];
  await run(['apps/server/src/db/seed/cli.ts', ...seedArgs], env);
  const nick = await sampleNick({ dataDir });
  const track = await sampleTrack({ dataDir });
  const social = await samplePosts({ dataDir });
  const reader = await seedFeedReader({ dataDir });

  server = spawn(process.execPath, ['apps/server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
  await waitForHealth(base, server);
  // A returning browser: it holds the XSRF cookie the server handed out (bound to its session, if
  // any), and echoes it on writes.
  const browser = async (session?: string) => {
    const first = await fetch(`${base}/api/health`, { headers: session ? { cookie: session } : {} });
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const cookie = [`XSRF-TOKEN=${xsrf}`, ...(session ? [session] : [])].join('; ');
    return { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
  };
  const headers = await browser();
  const readerHeaders = await browser(reader.cookie);

  const scenarios: Scenario[] = [
    { name: 'health', label: 'GET /api/health', path: '/api/health' },
    { name: 'profile', label: `GET /api/user/getProfile/${nick}`, path: `/api/user/getProfile/${nick}` },
    {
      name: 'cities',
      label: 'GET /api/glossary/getCityList?name=мос',
      path: `/api/glossary/getCityList?name=${encodeURIComponent('мос')}`,
    },
    { name: 'page', label: `GET /@${nick} (page with meta)`, path: `/@${nick}` },
    {
      name: 'tracks',
      label: `GET /api/user/getUserFileList?type=Audio&nickName=${track.nick}`,
      path: `/api/user/getUserFileList?type=Audio&nickName=${track.nick}`,
    },
    { name: 'media', label: 'GET /media/{track} (page with meta)', path: `/media/${track.fileId}` },
    {
      name: 'talents',
      label: 'POST /api/glossary/getTalantList',
      method: 'POST',
      path: '/api/glossary/getTalantList',
      body: JSON.stringify({ languageCode: 'RUS' }),
    },
    {
      name: 'search',
      label: 'POST /api/search/executeUserSearch {talantCode:MUS}',
      method: 'POST',
      path: '/api/search/executeUserSearch',
      body: JSON.stringify({ talantCode: 'MUS' }),
    },
    {
      name: 'search-text',
      label: 'POST /api/search/executeUserSearch {q:ан, ageMin:20}',
      method: 'POST',
      path: '/api/search/executeUserSearch',
      body: JSON.stringify({ q: 'ан', ageMin: 20 }),
    },
    {
      name: 'search-audio',
      label: 'POST /api/search/executeAudioSearch {}',
      method: 'POST',
      path: '/api/search/executeAudioSearch',
      body: JSON.stringify({}),
    },
    {
      name: 'posts',
      label: `POST /api/user/post/getUserPostList {nickName:${social.nick}}`,
      method: 'POST',
      path: '/api/user/post/getUserPostList',
      body: JSON.stringify({ nickName: social.nick }),
    },
    { name: 'post-page', label: 'GET /post/{id} (page with meta)', path: `/post/${social.postId}` },
    {
      name: 'thread',
      label: 'POST /api/glossary/getCommentList {post}',
      method: 'POST',
      path: '/api/glossary/getCommentList',
      body: JSON.stringify({ objectId: social.postId, objectType: 'post' }),
    },
    {
      name: 'feed',
      label: `POST /api/user/post/getFeed (follows ${FEED_FOLLOWS}, ${FEED_FOLLOWS * FEED_POSTS_EACH} posts)`,
      method: 'POST',
      path: '/api/user/post/getFeed',
      body: JSON.stringify({}),
      signedIn: true,
    },
    {
      name: 'birthdays',
      label: `GET /api/user/getBirthdayList?range=month (follows ${FEED_FOLLOWS})`,
      path: '/api/user/getBirthdayList?range=month',
      signedIn: true,
    },
  ].filter((s) => !values.only || values.only.split(',').includes(s.name)) as Scenario[];

  const rows: { label: string; rps: number; p50: number; p99: number; errors: number }[] = [];
  for (const s of scenarios) {
    const sent = s.signedIn ? readerHeaders : headers;
    const check = await fetch(base + s.path, { method: s.method ?? 'GET', headers: sent, body: s.body });
    if (!check.ok) throw new Error(`${s.label} answered ${check.status}: ${await check.text()}`);
    // Warm-up: JIT, caches, the database's buffers.
    await autocannon({
      url: base + s.path,
      method: s.method ?? 'GET',
      headers: sent,
      body: s.body,
      connections,
      amount: 200,
    });
    const r = await autocannon({
      url: base + s.path,
      method: s.method ?? 'GET',
      headers: sent,
      body: s.body,
      connections,
      duration,
    });
    rows.push({
      label: s.label,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
    });
    console.log(`  ${s.label}: ${Math.round(r.requests.average)} req/s`);
  }

  // One person typing single words, one request at a time: the latency a search box feels (p95 per
  // word over BENCH_WORD_ROUNDS requests, and over all of them). Aim: p95 <= 30 ms.
  if (!values.only || values.only.split(',').includes('search-words')) {
    const words = [
      'музыкант',
      'вокалист',
      'диджей',
      'гитарист',
      'рок',
      'Москва',
      'битмейкер',
      'teacher',
      'анна',
      'ночной',
    ];
    const rounds = Number(process.env.BENCH_WORD_ROUNDS ?? 40);
    const pct = (xs: number[], p: number) =>
      [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? 0;
    const all: number[] = [];
    console.log(
      `\nsingle-word searches (POST /api/search/executeUserSearch {q}), ${rounds} each, one at a time:`,
    );
    console.log('| word | found | p50 ms | p95 ms |\n|------|------:|-------:|-------:|');
    for (const word of words) {
      const body = JSON.stringify({ q: word });
      const url = `${base}/api/search/executeUserSearch`;
      const first = (await (await fetch(url, { method: 'POST', headers, body })).json()) as {
        rowNum: number;
      };
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const start = performance.now();
        const res = await fetch(url, { method: 'POST', headers, body });
        await res.arrayBuffer();
        times.push(performance.now() - start);
        if (!res.ok) process.exitCode = 1;
      }
      all.push(...times);
      console.log(
        `| ${word} | ${first.rowNum} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} |`,
      );
    }
    console.log(`| all words | | ${pct(all, 50).toFixed(1)} | ${pct(all, 95).toFixed(1)} |`);
  }

  const w = Math.max(8, ...rows.map((r) => r.label.length));
  if (rows.length) console.log(`\n| ${'endpoint'.padEnd(w)} |   req/s | p50 ms | p99 ms | errors |`);
  if (rows.length) console.log(`|${'-'.repeat(w + 2)}|--------:|-------:|-------:|-------:|`);
  for (const r of rows) {
    console.log(
      `| ${r.label.padEnd(w)} | ${Math.round(r.rps).toString().padStart(7)} | ${r.p50.toString().padStart(6)} | ${r.p99.toString().padStart(6)} | ${r.errors.toString().padStart(6)} |`,
    );
  }
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  cleanup();
}
