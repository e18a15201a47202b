import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Reference data no request writes (the glossary and locations): left out, as they are large. */
const REFERENCE_TABLES = new Set([
  'reference_types',
  'talents',
  'tools',
  'talent_tools',
  'styles',
  'talent_styles',
  'service_kinds',
  'talent_service_kinds',
  'schools',
  'attraction_sources',
  'countries',
  'regions',
  'cities',
  'reference_data_versions',
]);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const tableLists = new WeakMap<Db, Promise<string[]>>();
/** The last checksum of each database, with the transaction snapshot it was taken in. */
const lastChecksums = new WeakMap<Db, { snapshot: string; checksum: string }>();

/**
 * `pg_current_snapshot()` as text (xmin:xmax:running ids). A committed row can change only when a
 * transaction that was given an id ends, and that moves xmax (one past the highest ended id) or
 * takes an id out of the running list; reads get no id. So an unchanged snapshot means unchanged
 * rows, and the full checksum (~10 ms over ~50 tables, most of the fuzz test's time) can be skipped.
 * On a PostgreSQL server the ids are the cluster's: other databases' writes only make it recount.
 */
const SNAPSHOT = sql`pg_current_snapshot()::text`;

/**
 * One string that changes when any row a request may write changes: per table (all but the
 * reference data) its row count and an md5 of its rows. Tests compare it before and after a refused request.
 */
export async function databaseChecksum(db: Db): Promise<string> {
  const last = lastChecksums.get(db);
  if (last) {
    const [now] = rowsOf<{ snapshot: string }>(await db.execute(sql`select ${SNAPSHOT} as snapshot`));
    if (now?.snapshot === last.snapshot) return last.checksum;
  }
  let tables = tableLists.get(db);
  if (!tables) {
    tables = db
      .execute(
        sql`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
      )
      .then((r) =>
        rowsOf<{ name: string }>(r)
          .map((row) => row.name)
          .filter((n) => !n.startsWith('__') && !REFERENCE_TABLES.has(n)),
      );
    tableLists.set(db, tables);
  }
  const parts = (await tables).map((name) => {
    const table = sql.identifier(name);
    const digest = sql`md5(coalesce(string_agg(x::text, '|' order by x::text), ''))`;
    return sql`select ${name} as name, count(*)::int as n, ${digest} as digest from ${table} x`;
  });
  // The snapshot is read in the same statement as the rows, so it names exactly the state summed up.
  const snapshot = sql`select '' as name, 0 as n, ${SNAPSHOT} as digest`;
  const result = await db.execute(sql.join([snapshot, ...parts], sql` union all `));
  const rows = rowsOf<{ name: string; n: number; digest: string }>(result);
  const checksum = rows
    .filter((r) => r.name !== '')
    .map((r) => `${r.name}:${r.n}:${r.digest}`)
    .sort()
    .join('\n');
  lastChecksums.set(db, { snapshot: rows.find((r) => r.name === '')!.digest, checksum });
  return checksum;
}
