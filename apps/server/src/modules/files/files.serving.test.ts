import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, uploads, users } from '../../db/schema/index.ts';
import {
  addImage,
  buildTestAppWithFactories,
  createUser,
  keyOf,
  signedInUser,
  signIn,
  storageProbe,
  uploadFile,
} from '../../test/factories.ts';
import { png } from '../../test/fixtures/images.ts';
import type { TestApp, TestClient } from '../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestAppWithFactories();
});
afterAll(() => t.close());

const { mediaFiles } = storageProbe(() => t);

describe('serving /files/<key>', () => {
  let client: TestClient;
  let url: string;
  let bytes: Buffer;

  beforeAll(async () => {
    ({ client } = await signedInUser(t));
    const rec = await addImage(client, {}, await png(400, 300));
    url = keyOf(rec.FileFullURL);
    bytes = (await client.get(url)).rawPayload;
    expect(bytes.length).toBeGreaterThan(300);
  });

  it('sends the real type, nosniff, long caching and validators', async () => {
    const res = await t.client().get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(res.headers['last-modified']).toEqual(expect.any(String));
    expect(res.headers['content-encoding']).toBeUndefined();

    const etag = String(res.headers.etag);
    const cached = await t.client().get(url, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    const since = await t.client().get(url, { 'if-modified-since': String(res.headers['last-modified']) });
    expect(since.statusCode).toBe(304);
  });

  it('serves byte ranges: first bytes, suffix, open end, and 416 past the end', async () => {
    const size = bytes.length;
    const first = await t.client().get(url, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);

    const suffix = await t.client().get(url, { range: 'bytes=-50' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    expect(suffix.rawPayload.equals(bytes.subarray(size - 50))).toBe(true);

    const open = await t.client().get(url, { range: 'bytes=100-' });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(bytes.subarray(100))).toBe(true);

    const clamped = await t.client().get(url, { range: `bytes=10-${size + 1000}` });
    expect(clamped.headers['content-range']).toBe(`bytes 10-${size - 1}/${size}`);

    const past = await t.client().get(url, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.json().code).toBe('RANGE_NOT_SATISFIABLE');

    const several = await t.client().get(url, { range: 'bytes=0-1,5-6' });
    expect(several.statusCode).toBe(200);
    const stale = await t.client().get(url, { range: 'bytes=0-9', 'if-range': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 for unknown or malformed keys, never the web app', async () => {
    for (const bad of [
      '/files/0190a0b0-0000-7000-8000-000000000000.webp',
      '/files/..%2F..%2Fsession-secret',
      '/files/session-secret',
      `${url.replace('.webp', '-nope.webp')}`,
      '/files/',
    ]) {
      const res = await t.client().get(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.headers['content-type'], bad).toContain('application/json');
    }
  });
});

describe('cleanup', () => {
  it('purges uploads nobody added within a day, with their bytes', async () => {
    const { client } = await signedInUser(t);
    const stale = (await uploadFile(client, await png())).json();
    const fresh = (await uploadFile(client, await png())).json();
    const used = await addImage(client);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const id of [stale.uploadId, used.FileName.slice(0, 36)])
      await t.app.db.update(uploads).set({ createdAt: dayAgo }).where(eq(uploads.id, id));
    const stored = (key: string) => mediaFiles().some((f) => f.endsWith(key));
    expect(stored(stale.fileName)).toBe(true);

    expect(await t.app.files.uploads.purgeStale()).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.select({ id: uploads.id }).from(uploads);
    const ids = left.map((r) => r.id);
    expect(ids).not.toContain(stale.uploadId);
    expect(ids).toContain(fresh.uploadId);
    expect(ids).toContain(used.FileName.slice(0, 36));
    expect(stored(stale.fileName)).toBe(false);
    expect(mediaFiles().some((f) => f.includes(stale.uploadId))).toBe(false);
    expect(stored(used.FileName)).toBe(true);
  });

  it('purges files deleted more than 30 days ago with their bytes, and keeps recent ones', async () => {
    const { client } = await signedInUser(t);
    const old = await addImage(client);
    const recent = await addImage(client);
    for (const f of [old, recent]) await client.post('/api/user/deleteUserFile', { rowId: f.FileId });
    await t.app.db
      .update(files)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(files.id, old.FileId));

    expect(await t.app.files.purgeDeleted()).toBe(1);
    expect((await client.get(`/api/user/getUserFile?fileId=${old.FileId}`)).statusCode).toBe(404);
    expect((await client.get(`/api/user/getUserFile?fileId=${recent.FileId}`)).statusCode).toBe(200);
    expect(mediaFiles().some((f) => f.includes(old.FileName.slice(0, 36)))).toBe(false);
    expect(mediaFiles().some((f) => f.includes(recent.FileName.slice(0, 36)))).toBe(true);
  });
});

describe('account deletion', () => {
  it('purges a user’s files, uploads and bytes, and the user row can go', async () => {
    const { user, client } = await signedInUser(t);
    const rec = await addImage(client);
    const loose = (await uploadFile(client, await png())).json();
    const cover = (await uploadFile(client, await png())).json();
    await client.post('/api/user/syncFile', {
      InIO: {
        IntObjectName: 'UserFile',
        ListOfUserFile: { File: [{ FileId: rec.FileId, LogoId: cover.uploadId }] },
      },
    });
    const mine = (id: string) => mediaFiles().filter((f) => f.includes(id)).length;
    expect(mine(loose.uploadId) + mine(cover.uploadId) + mine(rec.FileName.slice(0, 36))).toBe(15);

    expect(await t.app.files.uploads.purgeOwner(user.id)).toBe(3);
    expect(mine(loose.uploadId) + mine(cover.uploadId) + mine(rec.FileName.slice(0, 36))).toBe(0);
    expect(await t.app.db.select().from(files).where(eq(files.ownerId, user.id))).toEqual([]);
    await t.app.db.delete(users).where(eq(users.id, user.id));
  });

  it('lets the database remove a user with files directly (cascade)', async () => {
    const { user, client } = await signedInUser(t);
    const rec = await addImage(client);
    await t.app.db.delete(users).where(eq(users.id, user.id));
    expect(await t.app.db.select().from(files).where(eq(files.id, rec.FileId))).toEqual([]);
  });
});

describe('for other modules', () => {
  it('hands out an own live image with its sizes, for avatars and headers', async () => {
    const a = await createUser(t);
    const client = t.client();
    await signIn(client, a.id);
    const rec = await addImage(client);
    const got = await t.app.files.getOwnImage(a.id, rec.FileId);
    expect(got).toEqual({
      fileId: rec.FileId,
      url: rec.FileFullURL,
      sizes: rec.Sizes,
      // What a profile stores: keys, never addresses.
      keys: {
        Square512: rec.Sizes.Square512.replace('/files/', ''),
        Square128: rec.Sizes.Square128.replace('/files/', ''),
        Wide: rec.Sizes.Wide.replace('/files/', ''),
      },
    });
    const b = await createUser(t);
    expect(await t.app.files.getOwnImage(b.id, rec.FileId)).toBeUndefined();
  });

  it('lets a registered public use (an avatar) show a private image to everyone', async () => {
    const { client } = await signedInUser(t);
    const rec = await addImage(client, { PublicFlag: 'N' });
    expect((await t.client().get(keyOf(rec.Sizes.Square128))).statusCode).toBe(404);
    t.app.files.registerPublicUse(async (ids) => ids.includes(rec.FileId));
    expect((await t.client().get(keyOf(rec.Sizes.Square128))).statusCode).toBe(200);
  });

  it('validates and names tags through the glossary hook', async () => {
    const { client } = await signedInUser(t);
    t.app.files.registerTagGlossary({
      unknownCodes: async (_kind, codes) => codes.filter((c) => c !== 'SNG'),
      names: async (_kind, codes, lang) => new Map(codes.map((c) => [c, lang === 'en' ? 'Singer' : 'Вокал'])),
    });
    const up = (await uploadFile(client, await png())).json();
    const bad = await client.post('/api/user/addUserFile', {
      FileType: 'Image',
      FileName: up.fileName,
      ListOfTalants: ['SNG', 'XYZ'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_TAG_CODE', fields: [{ path: 'body.ListOfTalants' }] });
    expect(bad.json().message).toContain('XYZ');
    const ok = await client.post('/api/user/addUserFile', {
      FileType: 'Image',
      FileName: up.fileName,
      ListOfTalants: ['SNG'],
    });
    expect(ok.json().ListOfTalants).toEqual([{ Code: 'SNG', Name: 'Вокал' }]);
    const en = await client.get(`/api/user/getUserFile?fileId=${ok.json().FileId}&languageCode=ENU`);
    expect(en.json().ListOfTalants).toEqual([{ Code: 'SNG', Name: 'Singer' }]);
  });

  it('documents every files route in the OpenAPI document', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json();
    for (const p of [
      '/api/storage',
      '/api/user/addUserFile',
      '/api/user/getUserFile',
      '/api/user/getUserFileList',
      '/api/user/deleteUserFile',
      '/api/user/syncFile',
      '/files/{key}',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
    expect(doc.paths['/api/user/getUserFileList'].get.responses['200']).toBeDefined();
    const form = doc.paths['/api/storage'].post.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(
      doc.paths['/api/storage'].post.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('fileName');
  });
});
