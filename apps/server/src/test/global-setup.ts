import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { loadLocations } from '../modules/glossary/glossary.loader.ts';
import { createDatabase, databaseUrl, dropDatabase, uniqueName, waitUntilUnused } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dumpDataDir() tarball of a migrated database with the locations loaded. */
    pgliteSnapshot?: string;
    /** PostgreSQL: the same as a database on the TEST_DATABASE_URL server, to copy as a template. */
    postgresTemplate?: string;
  }
}

const SNAPSHOT_PREFIX = 'talanty-test-db';

/** A run killed before its teardown leaves its tarball (~70 MB) behind: older ones go; running ones are minutes old. */
function sweepOldSnapshots() {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(`${SNAPSHOT_PREFIX}_`) || !name.endsWith('.tar')) continue;
    const file = path.join(tmpdir(), name);
    try {
      if (statSync(file).mtimeMs < dayAgo) rmSync(file, { force: true });
    } catch {
      // Gone meanwhile: another run swept it.
    }
  }
}

/**
 * Builds the database every server test file starts from, once per run: migrated, with the ~31 k
 * regions and cities loaded (seconds of work that every file repeated). Each file then gets its
 * own copy (test/helpers.ts); the app's start-up still runs the migrations and the loader on it,
 * as in production, and they find nothing left to do.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = uniqueName('t_template');
    await createDatabase(adminUrl, name);
    try {
      const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
      await loadLocations(database.db, database.kind);
      await database.close();
      // CREATE DATABASE … TEMPLATE refuses a template someone is connected to.
      await waitUntilUnused(adminUrl, name);
    } catch (err) {
      await dropDatabase(adminUrl, name);
      throw err;
    }
    project.provide('postgresTemplate', name);
    return () => dropDatabase(adminUrl, name);
  }

  sweepOldSnapshots();
  const database = await openDatabase({ dataDir: 'memory://' });
  await loadLocations(database.db, database.kind);
  // Uncompressed: loading it is faster than gunzipping it, and it lives only for this run.
  const tarball = await database.dumpDataDir!();
  await database.close();
  const file = path.join(tmpdir(), `${uniqueName(SNAPSHOT_PREFIX)}.tar`);
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(file, { force: true });
}
