import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { uuidv7 } from 'uuidv7';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { addImage, filesUnder, registerTestRoutes, signedInUser } from '../test/factories.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '../test/helpers.ts';

/**
 * Issue 14: `kill -9` during an upload left a 95 MB object in media/ with no row and partial files
 * in DATA_DIR/tmp/uploads that survived restarts. Each stage's leftover is made as a crash leaves
 * it, then the server restarts on the same data directory and database.
 */
const HOURS = 60 * 60 * 1000;
let database: Database & { url?: string };
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
  await database?.close();
});

const age = (file: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  utimesSync(file, then, then);
};

describe('what a crash leaves of an upload', () => {
  it('is gone after a restart and the cleanup, while finished uploads and young ones stay', async () => {
    database = await openTestDatabase();
    const first = await buildTestApp({ RATE_LIMITS: 'off' }, registerTestRoutes, { database });
    apps.push(first);
    const dataDir = first.dataDir;
    const { client } = await signedInUser(first);
    const kept = await addImage(client);
    const media = path.join(dataDir, 'media');

    // Killed while receiving: a partial temporary upload.
    const tmpUploads = path.join(dataDir, 'tmp', 'uploads');
    mkdirSync(tmpUploads, { recursive: true });
    writeFileSync(path.join(tmpUploads, 'dead.upload'), Buffer.alloc(4096, 1));
    writeFileSync(path.join(tmpUploads, 'just-died.upload'), Buffer.alloc(4096, 1));
    age(path.join(tmpUploads, 'dead.upload'), 2 * HOURS);
    // Killed while storing: the local store's interrupted write.
    mkdirSync(path.join(media, '.tmp'), { recursive: true });
    writeFileSync(path.join(media, '.tmp', 'partial'), Buffer.alloc(4096, 2));
    age(path.join(media, '.tmp', 'partial'), 2 * HOURS);
    // The finished upload's objects are as old: its row keeps them.
    for (const file of filesUnder(media)) age(file, 2 * HOURS);
    // Killed after storing, before the row: objects nobody owns, one old, one just written.
    const orphan = `${uuidv7()}.webp`;
    const orphanVariant = orphan.replace('.webp', '-thumb.webp');
    const young = `${uuidv7()}.mp3`;
    for (const key of [orphan, orphanVariant, young])
      await first.app.storage.put(key, Readable.from([Buffer.alloc(2048, 3)]), { contentType: 'x/y' });
    for (const key of [orphan, orphanVariant]) age(path.join(media, key.slice(0, 6), key), 2 * HOURS);
    await first.app.close();

    // The restart, on the same DATA_DIR and database.
    const second = await buildTestApp({ RATE_LIMITS: 'off', DATA_DIR: dataDir }, registerTestRoutes, {
      database,
    });
    apps.push(second);
    // On the embedded database no other process can be writing there (its lock): all of it goes at once.
    if (second.app.dbKind === 'pglite') expect(filesUnder(tmpUploads)).toEqual([]);
    await second.app.jobs.runDue({ now: new Date(Date.now() + 2 * HOURS) });
    expect(filesUnder(tmpUploads).map((f) => path.basename(f))).toEqual(
      second.app.dbKind === 'pglite' ? [] : ['just-died.upload'],
    );
    expect(filesUnder(path.join(media, '.tmp'))).toEqual([]);

    const stored = filesUnder(media).map((f) => path.basename(f));
    expect(stored).not.toContain(orphan);
    expect(stored).not.toContain(orphanVariant);
    // Younger than any upload could be: it may be a live process's, so it stays until it is old.
    expect(stored).toContain(young);
    const served = await second.client().get(new URL(kept.FileFullURL, 'http://x').pathname);
    expect(served.statusCode).toBe(200);
  }, 60_000);
});
