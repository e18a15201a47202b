import pg from 'pg';

/** Test databases on the PostgreSQL server of TEST_DATABASE_URL (the URL names a database to connect to for admin work). */

export const uniqueName = (prefix: string) =>
  `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;

/** The admin URL pointing at another database of the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** A new database, a copy of `template` when given (CREATE DATABASE … TEMPLATE copies files: no migrations to run). */
export function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  return withAdmin(adminUrl, async (admin) => {
    const sql = template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`;
    // Two copies of one template at the same moment: PostgreSQL refuses the second (55006); it waits and tries again.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(sql);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
}

/** Waits until nobody is connected to the database: pool.end() resolves before its sockets are closed. */
export function waitUntilUnused(adminUrl: string, name: string): Promise<void> {
  return withAdmin(adminUrl, async (admin) => {
    for (let i = 0; i < 40; i++) {
      const { rows } = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  });
}

/** Drops the database once its connections are gone, so FORCE kills nobody still talking. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await waitUntilUnused(adminUrl, name);
  await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
