import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestAppWithFactories,
  keyOf,
  multipartBody,
  signedInUser,
  storageProbe,
  uploadFile,
} from '../../test/factories.ts';
import {
  avif,
  fakeHeic,
  gif,
  jpegWithGps,
  png,
  pngClaiming,
  pngHeadedJunk,
  webp,
} from '../../test/fixtures/images.ts';
import type { TestApp } from '../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestAppWithFactories();
});
afterAll(() => t.close());

const { mediaFiles, snapshot, expectNothingStored } = storageProbe(() => t);

describe('POST /api/storage', () => {
  it('re-encodes a JPEG to WebP without EXIF/GPS, auto-rotated, with its sizes', async () => {
    const { client } = await signedInUser(t);
    const original = await jpegWithGps(240, 120, 6);
    const inMeta = await sharp(original).metadata();
    expect(inMeta.exif?.toString('latin1')).toContain('TalantyCam');
    expect(inMeta.orientation).toBe(6);

    const before = mediaFiles().length;
    const res = await uploadFile(client, original, 'IMG_0001.JPG', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ext: 'webp',
      kind: 'image',
      mime: 'image/webp',
      width: 120,
      height: 240,
      orientation: 'Vertical',
      originName: 'IMG_0001.JPG',
      duration: null,
    });
    expect(body.fileName).toMatch(/^[0-9a-f-]{36}\.webp$/);
    // A same-origin path: the site works at whatever address it is opened.
    expect(body.url).toBe(`/files/${body.fileName}`);
    for (const url of Object.values(body.sizes)) expect(url).toMatch(/^\/files\/[0-9a-f-]{36}-\w+\.webp$/);
    expect(body.uploadId).toBe(body.fileName.slice(0, 36));
    expect(Object.keys(body.sizes).sort()).toEqual(['Square128', 'Square512', 'Thumbnail', 'Wide']);
    // main + thumbnail + two squares + wide
    expect(mediaFiles()).toHaveLength(before + 5);

    const served = await client.get(keyOf(body.url));
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(body.size);
    const outMeta = await sharp(served.rawPayload).metadata();
    expect(outMeta.format).toBe('webp');
    expect(outMeta.exif).toBeUndefined();
    expect(outMeta.xmp).toBeUndefined();
    expect(outMeta.icc).toBeUndefined();
    expect(outMeta.orientation).toBeUndefined();
    expect([outMeta.width, outMeta.height]).toEqual([120, 240]);
    expect(served.rawPayload.toString('latin1')).not.toContain('TalantyCam');

    const square = await client.get(keyOf(body.sizes.Square128));
    const sq = await sharp(square.rawPayload).metadata();
    expect([sq.width, sq.height]).toEqual([120, 120]);
    const wide = await sharp((await client.get(keyOf(body.sizes.Wide))).rawPayload).metadata();
    expect([wide.width, wide.height]).toEqual([120, 30]);
  });

  it('accepts PNG, WebP, GIF and AVIF and records width, height and orientation', async () => {
    const { client } = await signedInUser(t);
    const cases = [
      { data: await png(300, 200), name: 'a.png', type: 'image/png', w: 300, h: 200, o: 'Horizontal' },
      { data: await webp(160, 320), name: 'b.webp', type: 'image/webp', w: 160, h: 320, o: 'Vertical' },
      { data: await gif(64, 64), name: 'c.gif', type: 'image/gif', w: 64, h: 64, o: 'Horizontal' },
      { data: await avif(64, 48), name: 'd.avif', type: 'image/avif', w: 64, h: 48, o: 'Horizontal' },
      // No extension and a neutral declared type (a cropped blob from the browser).
      {
        data: await png(50, 80),
        name: 'blob',
        type: 'application/octet-stream',
        w: 50,
        h: 80,
        o: 'Vertical',
      },
    ];
    for (const c of cases) {
      const res = await uploadFile(client, c.data, c.name, c.type);
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(200);
      expect(res.json(), c.name).toMatchObject({
        mime: 'image/webp',
        width: c.w,
        height: c.h,
        orientation: c.o,
      });
    }
  });

  it('shrinks a large picture to 1600 px for display and 400 px for the thumbnail', async () => {
    const { client } = await signedInUser(t);
    const res = await uploadFile(client, await png(2400, 1200), 'wide.png', 'image/png');
    expect(res.json()).toMatchObject({ width: 1600, height: 800 });
    const thumb = await sharp((await client.get(keyOf(res.json().sizes.Thumbnail))).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 200]);
    const wide = await sharp((await client.get(keyOf(res.json().sizes.Wide))).rawPayload).metadata();
    expect([wide.width, wide.height]).toEqual([1920, 480]);
  });

  it('refuses a text file called .jpg with 415 and stores nothing', async () => {
    const { client } = await signedInUser(t);
    const before = await snapshot();
    const res = await uploadFile(
      client,
      'just some text, not a picture\n'.repeat(50),
      'photo.jpg',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, code: 'UNSUPPORTED_FORMAT' });
    expect(res.json().message).toContain('JPEG, PNG');
    await expectNothingStored(before);
  });

  it('refuses content that disagrees with its declared type or extension with 400', async () => {
    const { client } = await signedInUser(t);
    const before = await snapshot();
    const image = await png();
    const declared = await uploadFile(client, image, 'photo.png', 'image/jpeg');
    expect(declared.statusCode).toBe(400);
    expect(declared.json().code).toBe('FILE_TYPE_MISMATCH');
    expect(declared.json().message).toContain('image/jpeg');
    const named = await uploadFile(client, image, 'photo.jpg', 'application/octet-stream', {
      'accept-language': 'en',
    });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({
      code: 'INVALID_EXTENSION',
      message: 'Invalid extension ".jpg": the file content fits png',
    });
    await expectNothingStored(before);
  });

  it('answers 413 past the 20 MB image limit and stores nothing', async () => {
    const { client } = await signedInUser(t);
    const before = await snapshot();
    const res = await uploadFile(client, pngHeadedJunk(20 * 1024 * 1024 + 10), 'huge.png', 'image/png');
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(res.json().message).toContain('20');
    await expectNothingStored(before);
  });

  it('refuses a damaged image, a pixel bomb and an undecodable HEIC, storing nothing', async () => {
    const { client } = await signedInUser(t);
    const before = await snapshot();
    const broken = Buffer.concat([(await jpegWithGps()).subarray(0, 200), Buffer.alloc(3000, 1)]);
    const damaged = await uploadFile(client, broken, 'broken.jpg', 'image/jpeg');
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().code).toBe('FILE_UNREADABLE');
    const bomb = await uploadFile(client, pngClaiming(20_000), 'bomb.png', 'image/png');
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().code).toBe('IMAGE_TOO_MANY_PIXELS');
    const heic = await uploadFile(client, fakeHeic(), 'IMG_1.HEIC', 'image/heic');
    expect(heic.statusCode).toBe(415);
    expect(heic.json().code).toBe('UNSUPPORTED_FORMAT');
    await expectNothingStored(before);
  });

  it('removes what it stored when storage fails part-way, and writes no row', async () => {
    const { client } = await signedInUser(t);
    const before = await snapshot();
    const storage = t.app.storage;
    const put = storage.put;
    let calls = 0;
    storage.put = async (key, body, opts) => {
      if (++calls === 3) throw new Error('disk full');
      return put.call(storage, key, body, opts);
    };
    try {
      const res = await uploadFile(client, await png());
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        code: 'UPLOAD_FAILED',
        message: 'Ошибка загрузки файла, попробуйте ещё раз',
      });
      expect(res.body).not.toContain('disk full');
    } finally {
      storage.put = put;
    }
    expect(calls).toBe(3);
    await expectNothingStored(before);
  });

  it('asks for the file field', async () => {
    const { client } = await signedInUser(t);
    const other = multipartBody([
      { name: 'picture', data: await png(), filename: 'a.png', contentType: 'image/png' },
    ]);
    const wrongField = await client.request({ method: 'POST', url: '/api/storage', ...other });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe('FILE_REQUIRED');
    const json = await client.post('/api/storage', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('FILE_REQUIRED');
  });

  it('is for signed-in users only and needs the CSRF token', async () => {
    const before = await snapshot();
    const visitor = await uploadFile(t.client(), await png());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('NOT_LOGGED_IN');

    const { client } = await signedInUser(t);
    const body = multipartBody([
      { name: 'file', data: await png(), filename: 'a.png', contentType: 'image/png' },
    ]);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/storage',
      payload: body.payload,
      headers: body.headers,
      cookies: Object.fromEntries(client.cookies),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('CSRF_INVALID');
    await expectNothingStored(before);
  });
});

describe('POST /api/storage over a real connection', () => {
  it('answers an early refusal while the client is still sending, and the connection stays usable', async () => {
    const { client } = await signedInUser(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await snapshot();
    const headers = {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
    };
    const cases: [Buffer | string, number, string][] = [
      [pngHeadedJunk(30 * 1024 * 1024), 413, 'FILE_TOO_LARGE'],
      ['plain text, not an image\n'.repeat(400_000), 415, 'UNSUPPORTED_FORMAT'],
    ];
    for (const [data, status, code] of cases) {
      const body = multipartBody([{ name: 'file', data, filename: 'a.png', contentType: 'image/png' }]);
      const res = await fetch(`${address}/api/storage`, {
        method: 'POST',
        body: body.payload,
        headers: { ...headers, ...body.headers },
      });
      expect(res.status).toBe(status);
      expect(((await res.json()) as { code: string }).code).toBe(code);
    }
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
    await expectNothingStored(before);
  });
});
