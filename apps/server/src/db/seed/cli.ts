// `npm run seed:demo [-- --count N] [-- --reset] [-- --force]`: fills the database the app is
// configured with (DATABASE_URL, or PGlite in DATA_DIR/db) with demo profiles.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createImageProcessor } from '../../lib/media/index.ts';
import { openDatabase } from '../client.ts';
import { DEFAULT_DEMO_COUNT, seedDemo } from './demo.ts';

const HELP = `Usage: npm run seed:demo -- [--count N] [--reset] [--force]

Fills the configured database with realistic demo profiles (marked is_demo, e-mail on
demo.talanty.invalid, no password: nobody can sign in as them). The first 60 get demo tracks
and photos, generated on the spot (synthesised music, drawn stage light; no downloads); a fifth
of everybody gets demo video links (saved without asking YouTube or VK), and demo people like
each other's media.

  --count N   how many demo profiles the database should hold (default ${DEFAULT_DEMO_COUNT})
  --reset     remove every demo account and its files first, then create them anew
  --force     run even though a server answers on PORT (see below)

Running again adds nothing once the demo set exists. The embedded database (PGlite, used when
DATABASE_URL is unset) can be opened by one process only: stop the server first.`;

const { values } = parseArgs({
  options: {
    count: { type: 'string' },
    reset: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const count = values.count === undefined ? DEFAULT_DEMO_COUNT : Number(values.count);
if (!Number.isInteger(count) || count < 0 || count > 100_000) {
  console.error(`--count must be a whole number from 0 to 100000, not "${values.count}"`);
  process.exit(2);
}

const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });

/** A server on the same embedded database would corrupt it: PGlite has no locking between processes. */
async function embeddedServerRunning(): Promise<string | undefined> {
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}/api/health`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    const body = (await res.json()) as { db?: string };
    return body.db === 'pglite' ? url : undefined;
  } catch {
    return undefined;
  }
}

if (!config.databaseUrl && !values.force) {
  const running = await embeddedServerRunning();
  if (running) {
    console.error(
      `A Talanty server on the embedded database answers at ${running}.\n` +
        'PGlite can be opened by one process only: stop the server, then run the seed again\n' +
        '(or pass --force if that server uses another DATA_DIR).',
    );
    process.exit(1);
  }
}

const dbDir = path.join(config.dataDir, 'db');
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dbDir}`;
console.log(`Demo data → ${where}`);
const database = await openDatabase({ url: config.databaseUrl, dataDir: dbDir });
const app = await buildApp({ config, database });
try {
  await app.ready();
  // This process serves no requests, so it may use every core for images (the server keeps one for its event loop),
  app.media.register(createImageProcessor({ concurrency: availableParallelism() }));
  // and the embedded database need not wait for the disk at each commit: an interrupted run is found and redone.
  if (database.kind === 'pglite') await app.db.execute(sql`SET synchronous_commit = off`);
  const cpu = process.cpuUsage();
  const r = await seedDemo(app, { count, reset: values.reset, log: (m) => console.log(m) });
  // Statistics for the planner: PGlite runs no autovacuum, so a freshly filled database has none, and
  // without them the search's text branches filter every row instead of reading their GIN indexes.
  if (r.created > 0) await app.db.execute(sql`ANALYZE`);
  const used = process.cpuUsage(cpu);
  const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(1);
  const seconds = (r.ms / 1000).toFixed(1);
  if (r.created === 0) {
    console.log(
      `The demo set is in place: ${r.existing} demo profiles (asked for ${count}); nothing added. ` +
        'Use --reset to create it anew.',
    );
  } else {
    console.log(
      `Created ${r.created} demo profiles (${r.avatars} with avatars, ${r.tracks} tracks, ${r.photos} photos, ` +
        `${r.videos} video links, ${r.likes} likes, ${r.posts} posts, ${r.comments} comments, ` +
        `${r.follows} follows) ` +
        `in ${seconds} s (${cpuSeconds} s of CPU); ` +
        `${r.existing + r.created} in the database.`,
    );
  }
} finally {
  await app.close();
  await database.close();
}
