import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.ts';
import {
  addImage,
  buildTestAppWithFactories,
  keyOf,
  signedInUser,
  uploadFile,
} from '../../test/factories.ts';
import { jpegWithGps, png } from '../../test/fixtures/images.ts';
import type { TestApp } from '../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestAppWithFactories();
});
afterAll(() => t.close());

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
