import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';
/** The database or an open transaction: services pass one so a write across modules stays one transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Bounds every statement: PGlite shares the event loop, so a runaway query would stall all requests. */
const STATEMENT_TIMEOUT_MS = 5000;

/**
 * `url` set: a PostgreSQL server through a pool; unset: embedded PGlite in `dataDir` (`memory://` for
 * tests), started from `loadDataDir` when given (a `dumpDataDir()` tarball: tests' migrated snapshot).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      // No JIT: short OLTP statements never repay its compile time (measured: 60 ms of JIT on a
      // 140 ms feed page of a person following 5000; docs/FEED.md).
      options: `-c statement_timeout=${STATEMENT_TIMEOUT_MS} -c jit=off`,
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = opts.dataDir ?? 'memory://';
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true });
    // One process per data directory (db/data-dir-lock.ts): the second refuses to start.
    unlock = lockDataDir(`${path.resolve(dir)}.lock`, path.dirname(path.resolve(dir)));
  }
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
    await client.exec(`SET statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    const close = async () => {
      await client.close();
      unlock();
    };
    return { db, kind: 'pglite', close };
  } catch (err) {
    unlock();
    throw err;
  }
}
