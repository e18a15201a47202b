import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFactories, signedInUser, uploadFile } from '../../test/factories.ts';
import { jpegWithGps } from '../../test/fixtures/images.ts';
import type { TestApp } from '../../test/helpers.ts';

/** The same upload and serving paths with media in an S3-compatible bucket (s3rver, a local fake). */
let t: TestApp;
let server: S3rver;
let s3: S3Client;
const dir = mkdtempSync(path.join(tmpdir(), 'talanty-s3-'));

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'media' }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  t = await buildTestAppWithFactories({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'media',
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
  });
  s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await t?.close();
  s3?.destroy();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const bucketKeys = async () =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: 'media' }))).Contents ?? []).map((o) => o.Key!);

describe('files on S3-compatible storage', () => {
  it('uploads to the bucket, serves with ranges, and keeps nothing of a refused upload', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const { client } = await signedInUser(t);
    const up = await uploadFile(client, await jpegWithGps(320, 240), 'gig.jpg', 'image/jpeg');
    expect(up.statusCode, up.body).toBe(200);
    const { fileName, size } = up.json();
    const keys = await bucketKeys();
    expect(keys).toContain(fileName);
    expect(keys.filter((k) => k.startsWith(fileName.slice(0, 36)))).toHaveLength(5);
    expect(existsSync(path.join(t.dataDir, 'media'))).toBe(false);

    const rec = await client.post('/api/user/addUserFile', { FileType: 'Image', FileName: fileName });
    expect(rec.statusCode).toBe(200);
    const url = `/files/${fileName}`;
    const whole = await t.client().get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/webp');
    expect(whole.rawPayload.length).toBe(size);
    expect((await sharp(whole.rawPayload).metadata()).exif).toBeUndefined();
    const part = await t.client().get(url, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const suffix = await t.client().get(url, { range: 'bytes=-10' });
    expect(suffix.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);
    expect((await t.client().get(url, { range: `bytes=${size}-` })).statusCode).toBe(416);

    const before = await bucketKeys();
    const refused = await uploadFile(client, 'not an image at all', 'x.png', 'image/png');
    expect(refused.statusCode).toBe(415);
    expect(await bucketKeys()).toEqual(before);
  });

  it('removes objects a crash left without an upload row, listing the bucket (issue 14)', async () => {
    const { client } = await signedInUser(t);
    const up = await uploadFile(client, await jpegWithGps(64, 64), 'kept.jpg', 'image/jpeg');
    const orphan = `${uuidv7()}.mp3`;
    await t.app.storage.put(orphan, Readable.from([Buffer.alloc(1024, 1)]), { contentType: 'audio/mpeg' });
    expect(await bucketKeys()).toContain(orphan);
    // Young objects are left alone (an upload may be recording its row); two hours on, it is a leftover.
    expect(await t.app.files.uploads.removeOrphans()).toBe(0);
    expect(await t.app.files.uploads.removeOrphans(new Date(Date.now() + 2 * 60 * 60 * 1000))).toBe(1);
    const keys = await bucketKeys();
    expect(keys).not.toContain(orphan);
    expect(keys).toContain(up.json().fileName);
  });
});
