import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, DbKind } from '../../db/client.ts';
import { referenceDataVersions } from '../../db/schema/glossary.ts';
import { searchKey } from '../../lib/search-key.ts';

/** Regions and cities: too many rows for a SQL migration, so a compact file loaded once per version. */
export const LOCATIONS_FILE = path.join(import.meta.dirname, '../../db/seed-data/locations.json.gz');
const DATASET = 'locations';
/** Serialises concurrent start-ups of several server processes on one PostgreSQL database. */
const LOCK_KEY = 7_420_113;

type LocationsFile = {
  version: string;
  regions: [code: string, country: string, nameEn: string, nameRu: string][];
  cities: [
    code: string,
    country: string,
    region: string | null,
    nameEn: string,
    nameRu: string | null,
    population: number,
    lat: number,
    lon: number,
  ][];
};

export type LoadResult = { loaded: boolean; version: string; rows: number; ms: number };

export function readLocationsFile(file = LOCATIONS_FILE): LocationsFile {
  return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as LocationsFile;
}

type Value = string | number | null;
type Runner = { query: (text: string, params?: Value[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** One transaction on the raw client (a pg.Pool on both kinds): rows go in as one JSON parameter. */
async function inTransaction<T>(db: Db, fn: (r: Runner) => Promise<T>): Promise<T> {
  const conn = await (db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    await conn.query('begin');
    const result = await fn({ query: (text, params) => conn.query(text, params) });
    await conn.query('commit');
    return result;
  } catch (err) {
    await conn.query('rollback');
    throw err;
  } finally {
    conn.release();
  }
}

type Table = { name: string; columns: string[]; types: string[]; conflictUpdate: string[] };

const REGIONS: Table = {
  name: 'regions',
  columns: ['code', 'country_code', 'name_en', 'name_ru', 'key_en', 'key_ru'],
  types: ['text', 'text', 'text', 'text', 'text', 'text'],
  conflictUpdate: ['country_code', 'name_en', 'name_ru', 'key_en', 'key_ru'],
};
const CITIES: Table = {
  name: 'cities',
  columns: [
    'code',
    'country_code',
    'region_code',
    'name_en',
    'name_ru',
    'key_en',
    'key_ru',
    'population',
    'lat',
    'lon',
  ],
  types: ['text', 'text', 'text', 'text', 'text', 'text', 'text', 'integer', 'real', 'real'],
  conflictUpdate: [
    'country_code',
    'region_code',
    'name_en',
    'name_ru',
    'key_en',
    'key_ru',
    'population',
    'lat',
    'lon',
  ],
};

/**
 * Fills a table. Into an empty table (a new database) its secondary indexes and foreign keys are
 * dropped and re-created from their own definitions around the load: building a trigram index
 * once is several times faster than maintaining it row by row. Otherwise rows are upserted.
 */
async function fill(r: Runner, t: Table, rows: Value[][]) {
  const { rows: empty } = await r.query(`select not exists (select 1 from ${t.name}) as empty`);
  const fresh = empty[0]?.empty === true;
  let restore: string[] = [];
  if (fresh) {
    const { rows: idx } = await r.query(
      `select indexname as name, indexdef as def from pg_indexes
       where schemaname = current_schema() and tablename = $1 and indexname <> $1 || '_pkey'`,
      [t.name],
    );
    const { rows: fks } = await r.query(
      `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
       where conrelid = $1::regclass and contype = 'f'`,
      [t.name],
    );
    for (const f of fks) await r.query(`alter table ${t.name} drop constraint "${f.name}"`);
    for (const i of idx) await r.query(`drop index "${i.name}"`);
    restore = [
      ...idx.map((i) => String(i.def)),
      ...fks.map((f) => `alter table ${t.name} add constraint "${f.name}" ${f.def}`),
    ];
  }
  const cols = t.columns.join(', ');
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(t.columns.map((c, i) => [c, row[i]]))));
  const record = t.columns.map((c, i) => `${c} ${t.types[i]}`).join(', ');
  const update = t.conflictUpdate.map((c) => `${c} = excluded.${c}`).join(', ');
  await r.query(
    `insert into ${t.name} (${cols}) select ${cols} from json_to_recordset($1::json) as x(${record})
     on conflict (code) do update set ${update}`,
    [json],
  );
  for (const statement of restore) await r.query(statement);
}

async function loadedVersion(r: Runner): Promise<string | undefined> {
  const { rows } = await r.query('select version from reference_data_versions where dataset = $1', [DATASET]);
  return rows[0]?.version as string | undefined;
}

/**
 * Idempotent, run at start-up after the migrations: loads regions and cities when the file's
 * version differs from the one recorded in `reference_data_versions`. Rows are never deleted, so
 * codes that profiles refer to stay valid across data updates.
 */
export async function loadLocations(db: Db, kind: DbKind, file = LOCATIONS_FILE): Promise<LoadResult> {
  const started = performance.now();
  const data = readLocationsFile(file);
  const current = await db
    .select({ version: referenceDataVersions.version })
    .from(referenceDataVersions)
    .where(eq(referenceDataVersions.dataset, DATASET));
  if (current[0]?.version === data.version) {
    return { loaded: false, version: data.version, rows: 0, ms: performance.now() - started };
  }
  const rows = data.regions.length + data.cities.length;
  const loaded = await inTransaction(db, async (r) => {
    if (kind === 'postgres') await r.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    if ((await loadedVersion(r)) === data.version) return false;
    await fill(
      r,
      REGIONS,
      data.regions.map(([code, country, nameEn, nameRu]) => [
        code,
        country,
        nameEn,
        nameRu,
        searchKey(nameEn),
        searchKey(nameRu),
      ]),
    );
    await fill(
      r,
      CITIES,
      data.cities.map(([code, country, region, nameEn, nameRu, population, lat, lon]) => [
        code,
        country,
        region,
        nameEn,
        nameRu,
        searchKey(nameEn),
        nameRu === null ? null : searchKey(nameRu),
        population,
        lat,
        lon,
      ]),
    );
    await r.query(
      `insert into reference_data_versions (dataset, version, rows) values ($1, $2, $3)
       on conflict (dataset) do update set version = excluded.version, rows = excluded.rows, loaded_at = now()`,
      [DATASET, data.version, rows],
    );
    return true;
  });
  return { loaded, version: data.version, rows: loaded ? rows : 0, ms: performance.now() - started };
}
