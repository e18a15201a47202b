// Large generated data for load and plan measurements (`npm run bench:data`): people, talents with
// styles and tools, posts, follows, tracks and likes written in set-based SQL (INSERT ... SELECT
// generate_series), so 100k people / 1M posts / 5M follows / 1M tracks take minutes, not hours.
// Unlike the demo seed (seed/demo.ts) nothing goes through the services: it is volume, not a showcase.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { EN_NAMES, FIRST_NAMES, LAST_NAMES, STAGE_WORDS } from './data.ts';
import { PRIMARY_TALENTS } from './genres.ts';
import { trackTitle } from './media-texts.ts';

/** Every generated account's e-mail ends so; `--reset` deletes them (and, by cascade, all they own). */
export const LARGE_EMAIL_DOMAIN = 'gen.talanty.invalid';

export type LargeSizes = { people: number; posts: number; follows: number; files: number; likes: number };

/** `--small`: what the tests generate on PGlite (seconds), enough for the planner to prefer indexes. */
export const SMALL_SIZES: LargeSizes = {
  people: 2000,
  posts: 20000,
  follows: 40000,
  files: 5000,
  likes: 10000,
};

/** The feed's readers: the last READERS people follow exactly `readerFollows` others each. */
export const READERS = 20;
export const READER_FOLLOWS = 500;

/** Where generated people live: the seed's name regions (post-Soviet states), the biggest cities most. */
const CITY_COUNTRIES = `'RU', 'BY', 'KZ', 'KG', 'UZ', 'GE', 'AM'`;

/** Deterministic ids: person n is md5('gen-u' || n)::uuid (posts 'gen-p', tracks 'gen-f'), so rows refer to each other without a lookup table. */
export const personId = (n: number) => sql`md5(${`gen-u${n}`})::uuid`;

type Log = (line: string) => void;

/**
 * The words About texts and posts are made of, commonest first: the Russian and English words of
 * the demo seed's text templates ordered by how often they occur there. Texts draw word k with a
 * probability about 1/k (a Zipf law, as real text has), so the first word is in most documents.
 */
export function vocabulary(): string[] {
  const source = ['texts.ts', 'media-texts.ts']
    .map((f) => readFileSync(new URL(f, import.meta.url), 'utf8'))
    .join('\n');
  const counts = new Map<string, number>();
  for (const m of source.matchAll(/[А-Яа-яЁё]{4,}/g)) {
    const w = m[0].toLowerCase();
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
}

/**
 * TEXTS texts of 4 to 44 words, word k drawn with probability ~1/k (floor(V^u) for a uniform u is
 * log-uniform over 1..V): the pool About texts and posts pick from. Made here rather than in SQL,
 * where indexing a large array detoasts it on every access.
 */
const TEXTS = 20_000;
function texts(words: string[]): string[] {
  let state = 0x7e47;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: TEXTS }, (_, i) =>
    Array.from({ length: 4 + (i % 41) }, () => words[Math.floor(words.length ** next()) - 1]!).join(' '),
  );
}

/** A few thousand track titles from the demo seed's title maker (seeded, so runs agree). */
function titles(count: number): string[] {
  let state = 0x5eed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const out = new Set<string>();
  for (let i = 0; out.size < count && i < count * 20; i++)
    out.add(trackTitle(next() < 0.7 ? 'ru' : 'en', pick, (p) => next() < p));
  return [...out];
}

const names = () => {
  const women = [...FIRST_NAMES.RU.F, ...EN_NAMES.F.slice(0, 10)];
  const men = [...FIRST_NAMES.RU.M, ...EN_NAMES.M.slice(0, 10)];
  const lastM: string[] = [];
  const lastF: string[] = [];
  for (const list of Object.values(LAST_NAMES))
    for (const n of list ?? []) {
      lastM.push(Array.isArray(n) ? n[0] : n);
      lastF.push(Array.isArray(n) ? n[1] : n);
    }
  return { women, men, lastM, lastF };
};

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * Removes every generated account and all it owns. The big child tables go first in set-based
 * deletes (a cascade from users deletes row by row through triggers: 30 s for the small mode on
 * PGlite, and nothing at all when the loader turned triggers off); the cascade takes the rest.
 */
export async function resetLarge(db: Db, log: Log = () => {}): Promise<void> {
  const start = performance.now();
  const gen = sql.raw(`(select id from users where email like '%@${LARGE_EMAIL_DOMAIN}')`);
  // One transaction (all or nothing), not bound by the app's 5 s per statement: at 100k people a
  // delete takes longer, and a loaded machine took longer than that for the small mode.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    // Counts of objects have no foreign key (likes of any object): go first, while the objects are known.
    await tx.execute(
      sql`delete from like_counts where object_type = 'post' and object_id in (select id from posts where author_id in ${gen})`,
    );
    await tx.execute(
      sql`delete from like_counts where object_type = 'file' and object_id in (select id from files where owner_id in ${gen})`,
    );
    await tx.execute(sql`delete from likes where user_id in ${gen}`);
    await tx.execute(sql`delete from follows where follower_id in ${gen}`);
    await tx.execute(sql`delete from follows where followee_id in ${gen}`);
    await tx.execute(sql`delete from follow_counts where user_id in ${gen}`);
    await tx.execute(sql`delete from posts where author_id in ${gen}`);
    await tx.execute(sql`delete from files where owner_id in ${gen}`);
    await tx.execute(sql`delete from user_talent_styles where user_id in ${gen}`);
    await tx.execute(sql`delete from user_talent_tools where user_id in ${gen}`);
    await tx.execute(sql`delete from user_talents where user_id in ${gen}`);
    await tx.execute(sql`delete from user_profiles where user_id in ${gen}`);
    await tx.execute(sql.raw(`delete from users where email like '%@${LARGE_EMAIL_DOMAIN}'`));
  });
  log(`removed the generated rows in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

/**
 * Fills the database with generated rows (after removing an earlier generation). Person numbers
 * run 1..people; person 1 is the most followed and the most prolific (authors, followees and liked
 * posts are drawn as floor(n * random()^3): a power law), the last READERS people are the feed's
 * readers following exactly READER_FOLLOWS people. Statements go in chunks, for progress and so
 * that no single statement outlives a timeout on PGlite.
 */
export async function generateLarge(db: Db, sizes: LargeSizes, log: Log = () => {}): Promise<void> {
  const { people: P, posts: N, follows: F, files: M, likes: L } = sizes;
  if (P < READERS * 2) throw new Error(`at least ${READERS * 2} people`);
  await resetLarge(db, log);
  const timed = async (
    label: string,
    total: number,
    chunk: number,
    q: (lo: number, hi: number) => string,
  ) => {
    const start = performance.now();
    for (let lo = 1; lo <= total; lo += chunk)
      await db.execute(sql.raw(q(lo, Math.min(total, lo + chunk - 1))));
    log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  };
  const chunk = 100_000;

  // The word lists and the text pool, as tables the statements read: plain tables, not temporary
  // ones (through a pool the next statement may run on another connection), dropped at the end.
  const words = vocabulary();
  const { women, men, lastM, lastF } = names();
  const lit = (xs: string[]) => `array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]::text[]`;
  await db.execute(sql`drop table if exists gen_lists`);
  await db.execute(sql`drop table if exists gen_texts`);
  await db.execute(sql`create table gen_texts (n int primary key, body text not null)`);
  const pool = texts(words);
  for (let i = 0; i < pool.length; i += 5000)
    await db.execute(sql`insert into gen_texts (n, body)
      select ${i} + ordinality::int, value from json_array_elements_text(${JSON.stringify(pool.slice(i, i + 5000))}::json) with ordinality`);
  await db.execute(
    sql.raw(`create table gen_lists as select
      ${lit(women)} as women, ${lit(men)} as men, ${lit(lastM)} as last_m,
      ${lit(lastF)} as last_f, ${lit(STAGE_WORDS)} as stage, ${lit(titles(4000))} as titles,
      ${lit(Object.entries(PRIMARY_TALENTS).flatMap(([code, w]) => Array(w).fill(code)))} as talents,
      (select array_agg(code order by population desc, code) from
        (select code, population from cities where country_code in (${CITY_COUNTRIES})
         order by population desc, code limit 300) c) as cities`),
  );
  // A pool text, by its number (drawn in a subquery: the join then matches a plain column).
  const textNo = `1 + floor(random() * ${TEXTS})::int`;
  const pick = (arr: string) => `${arr}[1 + floor(random() * cardinality(${arr}))::int]`;

  await timed(
    `${P} people`,
    P,
    chunk,
    (
      lo,
      hi,
    ) => `insert into users (id, email, nick_name, password_hash, first_name, last_name, birth_date, sex,
        about_me, is_demo, created_at, updated_at)
      select md5('gen-u' || i)::uuid, 'gen-' || i || '@${LARGE_EMAIL_DOMAIN}', 'gen' || i,
        '!generated-account-without-password',
        case when i % 2 = 0 then ${pick('l.women')} else ${pick('l.men')} end,
        case when i % 2 = 0 then ${pick('l.last_f')} else ${pick('l.last_m')} end,
        date '1965-01-01' + floor(random() * 16000)::int, case when i % 2 = 0 then 'F' else 'M' end,
        tx.body, true, t, t
      from (select i, case when i % 5 < 3 then ${textNo} end as k, now() - random() * interval '1000 days' as t
            from generate_series(${lo}, ${hi}) i) x
      cross join gen_lists l left join gen_texts tx on tx.n = x.k`,
  );
  await timed(
    'profiles',
    P,
    chunk,
    (lo, hi) => `insert into user_profiles (user_id, country_code, region_code, city_code)
      select md5('gen-u' || x.i)::uuid, c.country_code, c.region_code, c.code
      from (select i, l.cities[floor(power(cardinality(l.cities), random()))::int] as city
            from generate_series(${lo}, ${hi}) i cross join gen_lists l) x
      join cities c on c.code = x.city`,
  );
  // A main talent by the seed's weights, a second one for a third of the people; a creative name
  // for 40% of talents and an About text for half.
  await timed(
    'talents',
    P,
    chunk,
    (lo, hi) => `insert into user_talents (user_id, talant_code, creative_name, about, position)
      select md5('gen-u' || x.i)::uuid, x.code, x.creative, tx.body, x.pos
      from (select i, 0 as pos, ${pick('l.talents')} as code,
              case when random() < 0.4 then ${pick('l.stage')} || ' ' || ${pick('l.stage')} end as creative,
              case when random() < 0.5 then ${textNo} end as k
            from generate_series(${lo}, ${hi}) i cross join gen_lists l
            union all
            select i, 1, ${pick('l.talents')}, null, case when random() < 0.5 then ${textNo} end
            from generate_series(${lo}, ${hi}) i cross join gen_lists l where i % 3 = 0) x
      left join gen_texts tx on tx.n = x.k
      on conflict do nothing`,
  );
  // One to three of each talent's styles and tools (from the glossary's talent_styles / talent_tools).
  for (const [table, link, col, flag] of [
    ['user_talent_styles', 'talent_styles', 'style_code', 'show_style'],
    ['user_talent_tools', 'talent_tools', 'tool_code', 'show_tools'],
  ] as const)
    await timed(
      table.replace('user_talent_', ''),
      P,
      chunk,
      (lo, hi) => `insert into ${table} (user_id, talant_code, ${col})
        select ut.user_id, ut.talant_code, s.${col}
        from generate_series(${lo}, ${hi}) i
        join user_talents ut on ut.user_id = md5('gen-u' || i)::uuid
        join talents t on t.code = ut.talant_code and t.${flag}
        cross join lateral (select g.${col} from ${link} g where g.talent_code = ut.talant_code
          order by random() limit 1 + (i + ut.position) % 3) s`,
    );
  await timed(
    `${N} posts`,
    N,
    chunk,
    (
      lo,
      hi,
    ) => `insert into posts (id, author_id, body, type, status, created_at, published_at, display_at, updated_at)
      select md5('gen-p' || i)::uuid, md5('gen-u' || (1 + floor(${P} * power(random(), 3)))::int)::uuid,
        tx.body, case when i % 10 = 0 then 'Followers' when i % 50 = 1 then 'Private' else 'Public' end,
        'Published', t, t, t, t
      from (select i, ${textNo} as k, now() - random() * interval '365 days' as t
            from generate_series(${lo}, ${hi}) i) x
      join gen_texts tx on tx.n = x.k`,
  );
  // Everyone but the readers follows about F/P people drawn by the power law (person 1 is followed by
  // a large share); the readers follow READER_FOLLOWS people spread evenly over the numbers.
  const followers = P - READERS;
  const each = Math.max(1, Math.round(F / followers));
  const followChunk = Math.max(1, Math.floor(chunk / each) * 5);
  await timed(
    `~${F} follows`,
    followers,
    followChunk,
    (lo, hi) => `insert into follows (follower_id, followee_id, created_at)
      select md5('gen-u' || f)::uuid, md5('gen-u' || e)::uuid, now() - random() * interval '700 days'
      from generate_series(${lo}, ${hi}) f
      cross join lateral (select 1 + floor(${P} * power(random(), 3))::int + 0 * f as e
                          from generate_series(1, ${each})) pick
      where e <> f
      on conflict do nothing`,
  );
  const readerFollows = Math.min(READER_FOLLOWS, P - 1);
  const stride = Math.max(1, Math.floor((P - READERS) / readerFollows));
  await db.execute(
    sql.raw(`insert into follows (follower_id, followee_id, created_at)
      select md5('gen-u' || r)::uuid, md5('gen-u' || (1 + (r + j * ${stride}) % ${P - READERS}))::uuid,
        now() - j * interval '1 hour'
      from generate_series(${P - READERS + 1}, ${P}) r cross join generate_series(1, ${readerFollows}) j
      on conflict do nothing`),
  );
  await timed(
    'follow counts',
    P,
    chunk,
    (lo, hi) => `insert into follow_counts (user_id, following, followers)
      select u, (select count(*) from follows where follower_id = u), (select count(*) from follows where followee_id = u)
      from (select md5('gen-u' || i)::uuid as u from generate_series(${lo}, ${hi}) i) x`,
  );
  // Tracks with titles (owners by the power law too), a few private.
  await timed(
    `${M} tracks`,
    M,
    chunk,
    (
      lo,
      hi,
    ) => `insert into files (id, owner_id, file_type, file_name, file_ext, origin_name, name, file_size,
        duration, public, added_at, created_at, updated_at)
      select md5('gen-f' || i)::uuid, md5('gen-u' || (1 + floor(${P} * power(random(), 3)))::int)::uuid, 'Audio',
        'gen/' || i || '.mp3', 'mp3', 'track-' || i || '.mp3', ${pick('l.titles')}, 3000000 + i % 5000000,
        60 + i % 240, i % 20 <> 0, t, t, t
      from (select i, now() - random() * interval '900 days' as t from generate_series(${lo}, ${hi}) i) x
      cross join gen_lists l`,
  );
  // Likes of posts: anyone, of posts drawn by the power law (a few posts get most of them).
  await timed(
    `~${L} likes`,
    L,
    chunk,
    (lo, hi) => `insert into likes (object_type, object_id, user_id, created_at)
      select 'post', md5('gen-p' || (1 + floor(${N} * power(random(), 3)))::int)::uuid,
        md5('gen-u' || (1 + floor(random() * ${P}))::int)::uuid, now() - random() * interval '300 days' + i * interval '0 s'
      from generate_series(${lo}, ${hi}) i
      on conflict do nothing`,
  );
  // Statistics first: the counts join the new rows, and without them the planner guesses one row.
  await timed('analyze', 1, 1, () => 'analyze users, likes, posts, follows');
  await timed(
    'like counts',
    1,
    1,
    () => `insert into like_counts (object_type, object_id, count)
      select 'post', l.object_id, count(*) from likes l
      where l.object_type = 'post' and l.object_id in (select id from posts where author_id in
        (select id from users where email like '%@${LARGE_EMAIL_DOMAIN}'))
      group by l.object_id
      on conflict (object_type, object_id) do update set count = excluded.count`,
  );
  await db.execute(sql`drop table if exists gen_lists`);
  await db.execute(sql`drop table if exists gen_texts`);
  // VACUUM too: the visibility map, without which an index-only scan (the feed's) visits the heap for
  // every entry until autovacuum gets there (off on the bench machine's PostgreSQL).
  await timed('vacuum and analyze', 1, 1, () => 'vacuum (analyze)');
  const [c] = rowsOf<Record<string, number>>(
    await db.execute(
      sql.raw(`select (select count(*) from users where email like '%@${LARGE_EMAIL_DOMAIN}')::int as people,
        (select count(*) from posts)::int as posts, (select count(*) from follows)::int as follows,
        (select count(*) from files)::int as files, (select count(*) from likes)::int as likes`),
    ),
  );
  log(`rows now: ${JSON.stringify(c)}; the commonest text word: «${words[0]}»`);
}

/** A generated reader (following READER_FOLLOWS people), by its place among the readers (0..READERS-1). */
export const readerNumber = (people: number, k: number) => people - READERS + 1 + (k % READERS);
