import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.ts';
import { parseRange } from './range.ts';
import { createS3Storage } from './s3.ts';
import { type Storage, StorageNotFoundError } from './storage.ts';

const KEY = '0190a0b0-0000-7000-8000-000000000001.bin';
const BIG = '0190a0b0-0000-7000-8000-000000000002.bin';
const FAIL = '0190a0b0-0000-7000-8000-000000000003.bin';

/** A stream that sends some bytes and then breaks, like a client that hangs up mid-upload. */
function breakingStream(): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent++ < 3) this.push(Buffer.alloc(64 * 1024, 1));
      else this.destroy(new Error('client went away'));
    },
  });
}

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'talanty-storage-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

let s3server: S3rver | undefined;
let s3endpoint = '';
beforeAll(async () => {
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: tempDir(),
    configureBuckets: [{ name: 'talanty' }],
  });
  const { port } = await s3server.run();
  s3endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => s3server?.close());

const localRoot = tempDir();
const adapters: [string, () => Storage][] = [
  ['local disk', () => createLocalStorage(localRoot)],
  [
    'S3 (s3rver)',
    () =>
      createS3Storage({
        endpoint: s3endpoint,
        bucket: 'talanty',
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        region: 'us-east-1',
      }),
  ],
];

describe.each(adapters)('%s storage', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(async () => storage.close?.());

  it('stores a stream and reads it back whole, by range, and by stat', async () => {
    const body = 'Таланты: 0123456789abcdefghij';
    const { size } = await storage.put(KEY, Readable.from([Buffer.from(body)]), {
      contentType: 'text/plain',
    });
    expect(size).toBe(Buffer.byteLength(body));
    expect(await storage.exists(KEY)).toBe(true);
    const info = await storage.stat(KEY);
    expect(info?.size).toBe(size);
    expect(info?.lastModified).toBeInstanceOf(Date);
    expect(await text(await storage.get(KEY))).toBe(body);
    const bytes = Buffer.from(body);
    const part = Buffer.from(
      await (await storage.get(KEY, { start: 3, end: 9 })).toArray().then(Buffer.concat),
    );
    expect(part.equals(bytes.subarray(3, 10))).toBe(true);
  });

  it('streams a file larger than one multipart part', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 9; i++) yield chunk;
      })(),
    );
    const { size } = await storage.put(BIG, source, { contentType: 'application/octet-stream' });
    expect(size).toBe(9 * 1024 * 1024);
    expect((await storage.stat(BIG))?.size).toBe(size);
    const tail = await (await storage.get(BIG, { start: size - 10, end: size - 1 })).toArray();
    expect(Buffer.concat(tail)).toEqual(Buffer.alloc(10, 7));
    await storage.delete(BIG);
  });

  it('leaves nothing behind when the source stream breaks', async () => {
    await expect(
      storage.put(FAIL, breakingStream(), { contentType: 'application/octet-stream' }),
    ).rejects.toThrow();
    expect(await storage.exists(FAIL)).toBe(false);
    if (storage.kind === 'local') {
      expect(
        readdirSync(localRoot, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name),
      ).not.toContain(FAIL);
      expect(readdirSync(path.join(localRoot, '.tmp'))).toEqual([]);
    }
  });

  it('deletes idempotently and reports missing objects', async () => {
    await storage.delete(KEY);
    await storage.delete(KEY);
    expect(await storage.exists(KEY)).toBe(false);
    expect(await storage.stat(KEY)).toBeUndefined();
    await expect(storage.get(KEY)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('refuses keys that could name a path', async () => {
    for (const key of ['../secret', 'a/b.webp', '', '.hidden', 'UPPER.webp']) {
      await expect(storage.stat(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('parseRange', () => {
  it('reads single ranges, suffixes and open ends, clamped to the size', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', range: { start: 0, end: 99 } });
    expect(parseRange('bytes=-100', 1000)).toEqual({ kind: 'partial', range: { start: 900, end: 999 } });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', range: { start: 0, end: 999 } });
    expect(parseRange('bytes=500-', 1000)).toEqual({ kind: 'partial', range: { start: 500, end: 999 } });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ kind: 'partial', range: { start: 990, end: 999 } });
  });

  it('is 416 past the end and ignores what it cannot read', () => {
    expect(parseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=1000-1001', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-0', 0)).toEqual({ kind: 'unsatisfiable' });
    for (const h of [undefined, '', 'bytes=5-1', 'items=0-1', 'bytes=0-1,3-4', 'bytes=-', 'bytes=a-b']) {
      expect(parseRange(h, 1000), String(h)).toEqual({ kind: 'full' });
    }
  });
});
