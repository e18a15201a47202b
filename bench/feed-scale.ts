// `npm run bench:feed-scale`: the feed at the size it is designed for, on PostgreSQL only.
// Fills BENCH_DATABASE_URL (a scratch database: its tables are emptied first) with FEED_USERS people,
// FEED_POSTS published posts (authors drawn with a skew: a few write a lot) and FEED_FOLLOWS follows
// (each person follows a skewed sample), then EXPLAIN ANALYZEs the feed's statement (first page and a
// deep page) for readers following 50, 500 and 5000 people, and prints the times and buffers.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { feedQuery } from '../apps/server/src/modules/posts/posts.repo.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error('BENCH_DATABASE_URL=postgres://… (a scratch database: its tables are emptied) is required');
  process.exit(2);
}
const USERS = Number(process.env.FEED_USERS ?? 100_000);
const POSTS = Number(process.env.FEED_POSTS ?? 1_000_000);
const FOLLOWS = Number(process.env.FEED_FOLLOWS ?? 5_000_000);
const READERS = [50, 500, 5000];

// Migrated through the app's own path, then one connection without the app's statement timeout.
await (await openDatabase({ url })).close();
const client = new pg.Client({ connectionString: url });
await client.connect();
const db = drizzle({ client }) as unknown as Db;
await db.execute(sql`set statement_timeout = 0`);
await db.execute(sql`set jit = off`); // as the app's pool (db/client.ts)
const rowsOf = (res: unknown) => (res as { rows: Record<string, unknown>[] }).rows;
const timed = async (label: string, q: ReturnType<typeof sql>) => {
  const start = performance.now();
  await db.execute(q);
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
};

try {
  const [have] = rowsOf(
    await db.execute(
      sql`select (select count(*) from users)::int as users, (select count(*) from posts)::int as posts`,
    ),
  );
  // A second run on the same database reuses the rows (the load takes minutes); FEED_SCALE_RELOAD=1 makes them anew.
  const reuse = !process.env.FEED_SCALE_RELOAD && have!.users === USERS && have!.posts === POSTS;
  if (!reuse) {
    await timed('empty', sql`truncate users cascade`);
    await timed(
      `${USERS} people`,
      sql`insert into users (id, email, nick_name, password_hash)
        select gen_random_uuid(), 'scale-' || i || '@example.test', 'scale_' || i, 'x' from generate_series(1, ${USERS}) i`,
    );
  }
  await db.execute(sql`drop table if exists ids`);
  await db.execute(sql`create table ids as select row_number() over (order by id) as n, id from users`);
  await db.execute(sql`create index on ids (n)`);
  if (!reuse) {
    // Authors and followees are drawn as floor(USERS * random()^3): person 1 is far more popular than person 90 000.
    await timed(
      `${POSTS} posts`,
      sql`insert into posts (id, author_id, body, type, status, created_at, published_at, display_at, updated_at)
        select gen_random_uuid(), ids.id, 'post ' || x.i, case when x.i % 10 = 0 then 'Followers' else 'Public' end,
          'Published', x.at, x.at, x.at, x.at
        from (select i, 1 + floor(${USERS} * power(random(), 3))::int as n,
                now() - random() * interval '365 days' as at from generate_series(1, ${POSTS}) i) x
        join ids on ids.n = x.n`,
    );
    const perPerson = Math.round(FOLLOWS / USERS);
    await timed(
      `~${FOLLOWS} follows`,
      sql`insert into follows (follower_id, followee_id)
        select f.id, e.id from ids f
        cross join lateral (select 1 + floor(${USERS} * power(random(), 3))::int + 0 * f.n as n
                            from generate_series(1, ${perPerson})) pick
        join ids e on e.n = pick.n
        where e.id <> f.id
        on conflict do nothing`,
    );
  }
  // Three readers following exactly 50, 500 and 5000 people (drawn evenly, so most post rarely).
  for (const k of READERS) {
    await db.execute(sql`delete from follows where follower_id = (select id from ids where n = ${k + 7})`);
    await db.execute(sql`insert into follows (follower_id, followee_id)
      select (select id from ids where n = ${k + 7}), id from ids
      where n <> ${k + 7} and n % ${Math.floor(USERS / k)}::int = 0 limit ${k}`);
  }
  await timed('analyze', sql`analyze`);
  const [counts] = rowsOf(
    await db.execute(
      sql`select (select count(*) from users) as users, (select count(*) from posts) as posts, (select count(*) from follows) as follows`,
    ),
  );
  console.log('rows:', counts);

  for (const k of READERS) {
    const [reader] = rowsOf(await db.execute(sql`select id from ids where n = ${k + 7}`));
    const viewerId = String(reader!.id);
    const first = await db.execute(
      sql`explain (analyze, buffers, format text) ${feedQuery(db, { viewerId, limit: 11 })}`,
    );
    const lines = rowsOf(first).map((r) => String(Object.values(r)[0]));
    const time = lines.filter((l) => /Execution Time|Planning Time/.test(l)).join('; ');
    console.log(`\nfollows ${k}, first page: ${time}`);
    console.log(lines.slice(0, Number(process.env.FEED_PLAN_LINES ?? 12)).join('\n'));
    // A page deep in the past: the cursor 30 days back.
    const [deep] = rowsOf(
      await db.execute(
        sql`select to_char((now() - interval '30 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as k`,
      ),
    );
    const after = { sortKey: String(deep!.k), id: 'ffffffff-ffff-7fff-bfff-ffffffffffff' };
    const later = await db.execute(
      sql`explain (analyze, format text) ${feedQuery(db, { viewerId, after, limit: 11 })}`,
    );
    const t2 = rowsOf(later)
      .map((r) => String(Object.values(r)[0]))
      .filter((l) => /Execution Time/.test(l));
    console.log(`follows ${k}, a page 30 days back: ${t2.join('')}`);
  }
} finally {
  await db.execute(sql`drop table if exists ids`);
  await client.end();
}
