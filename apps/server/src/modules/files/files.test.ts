import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, uploads, users } from '../../db/schema/index.ts';
import {
  addImage,
  buildTestAppWithFactories,
  createUser,
  keyOf,
  multipartBody,
  signedInUser,
  signIn,
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
import type { TestApp, TestClient } from '../../test/helpers.ts';

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

describe('File records', () => {
  it('adds an Image record for your own upload', async () => {
    const { user, client } = await signedInUser(t);
    const up = (await uploadFile(client, await jpegWithGps(300, 200), 'Концерт в клубе.jpg')).json();
    const res = await client.post('/api/user/addUserFile', {
      FileType: 'Image',
      FileName: up.fileName,
      FileFullURL: up.url,
      Description: 'Сольный концерт',
      ListOfTalants: [{ Code: 'SNG' }, 'MUS'],
      ListOfStyles: ['JAZZ'],
      FileDate: '2024-05-01',
      // Server-managed fields a client may echo back are ignored.
      OwnerFlag: 'N',
      Likes: 99,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rec = res.json();
    expect(rec).toMatchObject({
      FileType: 'Image',
      FileSubType: null,
      FileName: up.fileName,
      FileExt: 'webp',
      FileFullURL: up.url,
      Name: 'Концерт в клубе',
      OriginName: 'Концерт в клубе.jpg',
      Description: 'Сольный концерт',
      Comment: '',
      FileSize: up.size,
      Width: 300,
      Height: 200,
      Orientation: 'Horizontal',
      Duration: null,
      AvailableFlag: 'Y',
      DeletedFlag: 'N',
      PublicFlag: 'Y',
      OwnerFlag: 'Y',
      DigestFlag: 'N',
      externalFlag: 'N',
      NickName: user.nickName,
      FileDate: '2024-05-01T00:00:00.000Z',
      ListOfTalants: [{ Code: 'SNG' }, { Code: 'MUS' }],
      ListOfTools: [],
      ListOfStyles: [{ Code: 'JAZZ' }],
      Likes: 0,
      LikeFlag: 'N',
      LogoId: null,
      LogoURL: up.sizes.Thumbnail,
      Sizes: up.sizes,
    });
    expect(rec.FileId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(Date.parse(rec.AddedDT)).toBeGreaterThan(Date.now() - 60_000);

    const again = await client.post('/api/user/addUserFile', { FileType: 'Image', uploadId: up.uploadId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('UPLOAD_ALREADY_USED');
  });

  it('refuses someone else’s upload with 404 and writes nothing', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const up = (await uploadFile(a.client, await png())).json();
    const before = (await t.app.db.select().from(files)).length;
    for (const ref of [{ FileName: up.fileName }, { FileFullURL: up.url }, { uploadId: up.uploadId }]) {
      const res = await b.client.post('/api/user/addUserFile', { FileType: 'Image', ...ref });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('UPLOAD_NOT_FOUND');
    }
    expect(await t.app.db.select().from(files)).toHaveLength(before);
  });

  it('checks the record: reference, type, subtype, cover, tags and lengths', async () => {
    const { client } = await signedInUser(t);
    const up = (await uploadFile(client, await png())).json();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ FileType: 'Image' }, 400, 'UPLOAD_REFERENCE_REQUIRED'],
      [{ FileType: 'Audio', FileName: up.fileName }, 400, 'UPLOAD_KIND_MISMATCH'],
      [
        { FileType: 'Image', FileName: up.fileName, FileSubType: 'YouTubeVideo' },
        400,
        'INVALID_FILE_SUB_TYPE',
      ],
      [
        { FileType: 'Image', FileName: up.fileName, LogoId: '0190a0b0-0000-7000-8000-000000000000' },
        404,
        'LOGO_NOT_FOUND',
      ],
      [{ FileType: 'Image', FileName: up.fileName, ListOfTools: ['bad code!'] }, 400, 'INVALID_TAG_CODE'],
      [{ FileType: 'Image', FileName: up.fileName, Name: 'x'.repeat(201) }, 400, 'VALIDATION_ERROR'],
      [{ FileType: 'Picture', FileName: up.fileName }, 400, 'VALIDATION_ERROR'],
      // Only videos come by link (the media tests cover video links).
      [
        { FileType: 'Image', FileName: 'https://youtu.be/dQw4w9WgXcQ', externalFlag: 'Y' },
        400,
        'EXTERNAL_FILES_UNSUPPORTED',
      ],
      [{ FileType: 'Image', FileName: 'ffffffff-ffff-7fff-bfff-ffffffffffff.webp' }, 404, 'UPLOAD_NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const res = await client.post('/api/user/addUserFile', body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    const list = await client.get('/api/user/getUserFileList');
    expect(list.json().outIO.ListOfUserFileList.File).toEqual([]);
  });

  it('takes a cover (LogoId) from your own image uploads', async () => {
    const { client } = await signedInUser(t);
    const cover = (await uploadFile(client, await png(100, 100), 'cover.png', 'image/png')).json();
    const rec = await addImage(client, { LogoId: cover.uploadId, FileSubType: 'Cover' });
    expect(rec.LogoId).toBe(cover.uploadId);
    expect(rec.LogoURL).toBe(cover.sizes.Thumbnail);
    expect(rec.FileSubType).toBe('Cover');
    const other = await signedInUser(t);
    const theirs = await other.client.post('/api/user/addUserFile', {
      FileType: 'Image',
      FileName: (await uploadFile(other.client, await png())).json().fileName,
      LogoId: cover.uploadId,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('shows a public file to everyone and a private one only to its owner (record and bytes)', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const visitor = t.client();
    const pub = await addImage(owner.client);
    const priv = await addImage(owner.client, { PublicFlag: 'N' });

    const seen = await visitor.get(`/api/user/getUserFile?fileId=${pub.FileId}&languageCode=ENU`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ FileId: pub.FileId, OwnerFlag: 'N', PublicFlag: 'Y' });
    expect((await other.client.get(`/api/user/getUserFile?fileId=${pub.FileId}`)).json().OwnerFlag).toBe('N');

    for (const c of [visitor, other.client]) {
      const res = await c.get(`/api/user/getUserFile?fileId=${priv.FileId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('FILE_NOT_FOUND');
      for (const url of [priv.FileFullURL, ...Object.values(priv.Sizes as Record<string, string>)]) {
        expect((await c.get(keyOf(url))).statusCode, url).toBe(404);
      }
      expect((await c.get(keyOf(pub.FileFullURL))).statusCode).toBe(200);
    }
    const mine = await owner.client.get(`/api/user/getUserFile?fileId=${priv.FileId}`);
    expect(mine.json()).toMatchObject({ OwnerFlag: 'Y', PublicFlag: 'N' });
    const bytes = await owner.client.get(keyOf(priv.FileFullURL));
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['cache-control']).toContain('private');

    const bad = await visitor.get('/api/user/getUserFile?fileId=not-a-uuid');
    expect(bad.statusCode).toBe(400);
  });

  it('serves an upload not yet added as a file to its owner only', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const up = (await uploadFile(a.client, await png())).json();
    expect((await a.client.get(keyOf(up.url))).statusCode).toBe(200);
    expect((await b.client.get(keyOf(up.url))).statusCode).toBe(404);
    expect((await t.client().get(keyOf(up.sizes.Thumbnail))).statusCode).toBe(404);
  });

  it('lists your files, and someone’s public files by nickName, with keyset paging', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const first = await addImage(owner.client, { Name: 'first' });
    const hidden = await addImage(owner.client, { Name: 'hidden', PublicFlag: 'N' });
    const third = await addImage(owner.client, { Name: 'third' });
    await addImage(other.client, { Name: 'someone else' });

    const own = await owner.client.get('/api/user/getUserFileList?type=Image&includeDeleted=N&onlyDeleted=N');
    expect(own.statusCode).toBe(200);
    const ownNames = own.json().outIO.ListOfUserFileList.File.map((f: { Name: string }) => f.Name);
    expect(ownNames).toEqual(['third', 'hidden', 'first']);
    expect(own.json().outIO.nextCursor).toBeNull();

    const nick = owner.user.nickName.toUpperCase();
    for (const c of [other.client, t.client()]) {
      const theirs = await c.get(`/api/user/getUserFileList?nickName=${nick}&includeDeleted=Y`);
      expect(theirs.statusCode).toBe(200);
      const list = theirs.json().outIO.ListOfUserFileList.File;
      expect(list.map((f: { FileId: string }) => f.FileId)).toEqual([third.FileId, first.FileId]);
      expect(list.every((f: { OwnerFlag: string }) => f.OwnerFlag === 'N')).toBe(true);
    }
    const ownByNick = await owner.client.get(`/api/user/getUserFileList?nickName=${owner.user.nickName}`);
    expect(ownByNick.json().outIO.ListOfUserFileList.File.map((f: { FileId: string }) => f.FileId)).toContain(
      hidden.FileId,
    );

    const page1 = (await owner.client.get('/api/user/getUserFileList?pageSize=2')).json().outIO;
    expect(page1.ListOfUserFileList.File.map((f: { Name: string }) => f.Name)).toEqual(['third', 'hidden']);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (
      await owner.client.get(`/api/user/getUserFileList?pageSize=2&cursor=${page1.nextCursor}`)
    ).json().outIO;
    expect(page2.ListOfUserFileList.File.map((f: { Name: string }) => f.Name)).toEqual(['first']);
    expect(page2.nextCursor).toBeNull();

    expect(
      (await owner.client.get('/api/user/getUserFileList?type=Audio')).json().outIO.ListOfUserFileList.File,
    ).toEqual([]);
    expect(
      (await owner.client.get('/api/user/getUserFileList?type=Photo')).json().outIO.ListOfUserFileList.File,
    ).toHaveLength(3);
    const visitor = await t.client().get('/api/user/getUserFileList');
    expect(visitor.statusCode).toBe(401);
    const unknown = await t.client().get('/api/user/getUserFileList?nickName=nobody-here-at-all');
    expect(unknown.statusCode).toBe(404);
    const badCursor = await owner.client.get('/api/user/getUserFileList?cursor=garbage');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().code).toBe('INVALID_CURSOR');
  });

  it('soft-deletes and restores through syncFile', async () => {
    const owner = await signedInUser(t);
    const rec = await addImage(owner.client, { Name: 'to delete' });
    const del = await owner.client.post('/api/user/deleteUserFile', { rowId: rec.FileId });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ status: 'OK', data: { FileId: rec.FileId, DeletedFlag: 'Y' } });
    const deletedAt = del.json().data.DeletedDT;
    expect(deletedAt).toEqual(expect.any(String));
    // Deleting again is fine and keeps the first deletion time.
    const again = await owner.client.post('/api/user/deleteUserFile', { rowId: rec.FileId });
    expect(again.json().data.DeletedDT).toBe(deletedAt);

    const names = async (q: string) =>
      (await owner.client.get(`/api/user/getUserFileList${q}`))
        .json()
        .outIO.ListOfUserFileList.File.map((f: { FileId: string }) => f.FileId);
    expect(await names('')).not.toContain(rec.FileId);
    expect(await names('?includeDeleted=Y')).toContain(rec.FileId);
    expect(await names('?onlyDeleted=Y')).toEqual([rec.FileId]);
    expect((await t.client().get(`/api/user/getUserFile?fileId=${rec.FileId}`)).statusCode).toBe(404);
    expect((await t.client().get(keyOf(rec.FileFullURL))).statusCode).toBe(404);
    expect((await owner.client.get(`/api/user/getUserFile?fileId=${rec.FileId}`)).json().DeletedFlag).toBe(
      'Y',
    );

    const restore = await owner.client.post('/api/user/syncFile', {
      InIO: {
        IntObjectName: 'UserFile',
        ListOfUserFile: { File: [{ FileId: rec.FileId, DeletedFlag: 'N' }] },
      },
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(restore.json().outIO.ListOfUserFile.File[0]).toMatchObject({ DeletedFlag: 'N', DeletedDT: null });
    expect((await t.client().get(`/api/user/getUserFile?fileId=${rec.FileId}`)).statusCode).toBe(200);
  });

  it('updates name, description, comment, flags and tags through syncFile', async () => {
    const owner = await signedInUser(t);
    const rec = await addImage(owner.client, { Name: 'old', ListOfTalants: ['SNG'], ListOfTools: ['PIANO'] });
    const res = await owner.client.post('/api/user/syncFile', {
      InIO: {
        IntObjectName: 'UserFile',
        ListOfUserFile: {
          File: [
            {
              ...rec,
              Name: 'Новое имя',
              Description: 'Описание',
              Comment: 'Комментарий',
              PublicFlag: 'N',
              DigestFlag: 'Y',
              ListOfTalants: [{ Code: 'DNC' }],
              ListOfStyles: ['SALSA', 'TANGO'],
            },
          ],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = (await owner.client.get(`/api/user/getUserFile?fileId=${rec.FileId}`)).json();
    expect(got).toMatchObject({
      Name: 'Новое имя',
      Description: 'Описание',
      Comment: 'Комментарий',
      PublicFlag: 'N',
      DigestFlag: 'Y',
      ListOfTalants: [{ Code: 'DNC' }],
      ListOfTools: [{ Code: 'PIANO' }],
      ListOfStyles: [{ Code: 'SALSA' }, { Code: 'TANGO' }],
      FileName: rec.FileName,
      Width: rec.Width,
    });
    const bad = await owner.client.post('/api/user/syncFile', {
      InIO: { IntObjectName: 'Other', ListOfUserFile: { File: [{ FileId: rec.FileId }] } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for someone else’s file on delete and sync, and changes nothing', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const rec = await addImage(owner.client, { Name: 'mine' });
    const own = await addImage(other.client, { Name: 'theirs' });

    const del = await other.client.post('/api/user/deleteUserFile', { rowId: rec.FileId });
    expect(del.statusCode).toBe(404);
    expect(del.json().code).toBe('FILE_NOT_FOUND');
    const sync = await other.client.post('/api/user/syncFile', {
      InIO: {
        IntObjectName: 'UserFile',
        ListOfUserFile: {
          File: [
            { FileId: own.FileId, Name: 'changed' },
            { FileId: rec.FileId, Name: 'hijacked', DeletedFlag: 'Y' },
          ],
        },
      },
    });
    expect(sync.statusCode).toBe(404);
    const after = (await owner.client.get(`/api/user/getUserFile?fileId=${rec.FileId}`)).json();
    expect(after).toMatchObject({ Name: 'mine', DeletedFlag: 'N' });
    // All or nothing: the caller's own record in the same call is unchanged too.
    expect((await other.client.get(`/api/user/getUserFile?fileId=${own.FileId}`)).json().Name).toBe('theirs');
    expect((await t.client().post('/api/user/deleteUserFile', { rowId: rec.FileId })).statusCode).toBe(401);
  });
});

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
