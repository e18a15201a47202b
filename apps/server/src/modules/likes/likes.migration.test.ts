import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase, uniqueName } from '../../test/databases.ts';

/**
 * The move of file likes into the likes module's tables, on a real database: migrated up to the
 * migration before `likes` (found by name: the integrator may renumber), given likes the old way
 * (`file_likes` rows and `files.likes_count`), then migrated to the end.
 */
const migrations = path.resolve(import.meta.dirname, '../../db/migrations');
type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder that stops before the likes migration. */
function migrationsBeforeLikes(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'talanty-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  const at = journal.entries.findIndex((e) => /^\d+_likes$/.test(e.tag));
  if (at < 0) throw new Error('the likes migration is missing');
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(file, JSON.stringify(journal));
  return dir;
}

type Target = {
  run: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

async function openTarget(): Promise<Target> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
    const db = drizzlePglite({ client });
    return {
      run: (q) => db.execute(q) as never,
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const name = uniqueName('t_likes_move');
  await createDatabase(adminUrl, name);
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 2 });
  const db = drizzlePg({ client: pool });
  return {
    run: (q) => db.execute(q) as never,
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await dropDatabase(adminUrl, name);
    },
  };
}

let target: Target;
let before: string;

beforeAll(async () => {
  before = migrationsBeforeLikes();
  target = await openTarget();
}, 120_000);
afterAll(async () => {
  await target?.close();
  rmSync(before, { recursive: true, force: true });
});

describe('the migration moving file likes to the likes module', () => {
  it('keeps every like with its time, and every count', async () => {
    await target.migrate(before);
    const people = Array.from({ length: 4 }, () => uuidv7());
    for (const [i, id] of people.entries())
      await target.run(
        sql`insert into users (id, email, nick_name, password_hash) values (${id}::uuid, ${`m${i}@example.test`}, ${`mover${i}`}, 'x')`,
      );
    const fileIds = Array.from({ length: 3 }, () => uuidv7());
    for (const id of fileIds)
      await target.run(
        sql`insert into files (id, owner_id, file_type, file_name) values (${id}::uuid, ${people[0]}::uuid, 'Audio', ${`${id}.mp3`})`,
      );
    // File 0: liked by all four; file 1: by two; file 2: by nobody.
    const given = [
      ...people.map((u, i) => ({ file: fileIds[0]!, user: u, at: `2026-01-0${i + 1}T10:00:00.123456Z` })),
      ...people.slice(1, 3).map((u) => ({ file: fileIds[1]!, user: u, at: '2026-02-01T00:00:00Z' })),
    ];
    for (const l of given)
      await target.run(
        sql`insert into file_likes (file_id, user_id, created_at) values (${l.file}::uuid, ${l.user}::uuid, ${l.at}::timestamptz)`,
      );
    for (const id of fileIds)
      await target.run(
        sql`update files set likes_count = (select count(*) from file_likes where file_id = files.id) where id = ${id}::uuid`,
      );

    await target.migrate(migrations);

    const moved = await target.run(
      sql`select object_type, object_id::text as object_id, user_id::text as user_id, created_at from likes order by created_at, user_id`,
    );
    expect(moved.rows.map((r) => [r.object_type, r.object_id, r.user_id])).toEqual(
      [...given]
        .sort((a, b) => a.at.localeCompare(b.at) || a.user.localeCompare(b.user))
        .map((l) => ['file', l.file, l.user]),
    );
    const times = moved.rows.map((r) => new Date(r.created_at as string).toISOString());
    expect(times).toContain('2026-01-01T10:00:00.123Z');
    const counts = await target.run(
      sql`select object_id::text as object_id, count from like_counts where object_type = 'file' order by count desc`,
    );
    expect(counts.rows).toEqual([
      { object_id: fileIds[0], count: 4 },
      { object_id: fileIds[1], count: 2 },
    ]);
    // The old places are gone.
    const old = await target.run(
      sql`select (to_regclass('file_likes') is null) as no_table, not exists (select 1 from information_schema.columns where table_name = 'files' and column_name = 'likes_count') as no_column`,
    );
    expect(old.rows[0]).toEqual({ no_table: true, no_column: true });
  }, 120_000);
});
