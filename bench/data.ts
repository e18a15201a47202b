// `npm run bench:data`: fills a database with large generated data (apps/server/src/db/seed/large.ts)
// for `npm run bench:large` and plan checks. PostgreSQL with BENCH_DATABASE_URL (use a scratch
// database), or PGlite in DATA_DIR/db. Every generated account is marked demo, with an e-mail on
// gen.talanty.invalid; `--reset` removes them and all they own.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { generateLarge, type LargeSizes, resetLarge, SMALL_SIZES } from '../apps/server/src/db/seed/large.ts';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '100000' },
    posts: { type: 'string', default: '1000000' },
    follows: { type: 'string', default: '5000000' },
    files: { type: 'string', default: '1000000' },
    likes: { type: 'string' },
    small: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(`Usage: npm run bench:data -- [--people N] [--posts N] [--follows N] [--files N] [--likes N] [--small] [--reset]

  --people N   generated people (100000)        --posts N   posts (1000000)
  --follows N  follows, about (5000000)         --files N   tracks (1000000)
  --likes N    likes of posts (as many as posts)
  --small      ${SMALL_SIZES.people} people, ${SMALL_SIZES.posts} posts, ${SMALL_SIZES.follows} follows, ${SMALL_SIZES.files} tracks (the tests' size)
  --reset      only remove the generated rows

BENCH_DATABASE_URL=postgres://… writes to that PostgreSQL database (a scratch one: create it first);
without it PGlite in DATA_DIR/db (DATA_DIR is required then). An earlier generation is replaced.`);
  process.exit(0);
}
const num = (v: string | undefined, name: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, not "${v}"`);
    process.exit(2);
  }
  return n;
};
const sizes: LargeSizes = values.small
  ? SMALL_SIZES
  : {
      people: num(values.people, 'people'),
      posts: num(values.posts, 'posts'),
      follows: num(values.follows, 'follows'),
      files: num(values.files, 'files'),
      likes: num(values.likes ?? values.posts, 'likes'),
    };

const url = process.env.BENCH_DATABASE_URL || undefined;
if (!url && !process.env.DATA_DIR) {
  console.error('Set BENCH_DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite in DATA_DIR/db).');
  process.exit(2);
}
const config = loadConfig({ ...process.env, LOG_LEVEL: 'error', DATABASE_URL: url ?? '' });
const log = (m: string) => console.log(`  ${m}`);
const start = performance.now();
console.log(`Generated data → ${url ? 'PostgreSQL (BENCH_DATABASE_URL)' : `PGlite in ${config.dataDir}/db`}`);

// Migrated, with the reference data (talents, styles, cities) loaded, through the app's own start.
const database = await openDatabase({ url, dataDir: path.join(config.dataDir, 'db') });
const app = await buildApp({ config, database });
await app.ready();
await app.close();

let db: Db = database.db;
let client: pg.Client | undefined;
if (url) {
  // One connection without the app's statement timeout; for the load (after the reset, whose
  // cascades are triggers) triggers off: the foreign keys' checks, as the rows are consistent by
  // construction and the checks double the load's time. Needs a superuser; without, they stay on.
  await database.close();
  client = new pg.Client({ connectionString: url });
  await client.connect();
  db = drizzle({ client }) as unknown as Db;
  await db.execute(sql`set jit = off`);
}
await db.execute(sql`set statement_timeout = 0`);
if (!url) await db.execute(sql`set synchronous_commit = off`);
try {
  await resetLarge(db, log);
  if (!values.reset) {
    if (url)
      await db
        .execute(sql`set session_replication_role = replica`)
        .catch(() => log('(foreign key checks stay on)'));
    await generateLarge(db, sizes, log);
  }
  console.log(`done in ${((performance.now() - start) / 1000).toFixed(1)} s`);
} finally {
  if (client) await client.end();
  else await database.close();
}
