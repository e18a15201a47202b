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

/**
 * One string that changes when any row a request may write changes: per table (all but the
 * reference data) its row count and an md5 of its rows. Tests compare it before and after a refused request.
 */
export async function databaseChecksum(db: Db): Promise<string> {
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
  const result = await db.execute(sql.join(parts, sql` union all `));
  return rowsOf<{ name: string; n: number; digest: string }>(result)
    .map((r) => `${r.name}:${r.n}:${r.digest}`)
    .sort()
    .join('\n');
}
