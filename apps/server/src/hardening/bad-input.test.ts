import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addImage,
  buildTestAppWithFactories,
  multipartBody,
  signedInUser,
  storageProbe,
} from '../test/factories.ts';
import { png } from '../test/fixtures/images.ts';
import type { TestApp, TestClient } from '../test/helpers.ts';
import { databaseChecksum } from './checksum.ts';

/** Issue 14: the requests that answered 500 now answer 400 with a clear code and write nothing. */
let t: TestApp;
let owner: { client: TestClient };
let image: { FileId: string };
const storage = storageProbe(() => t);

beforeAll(async () => {
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off' });
  owner = await signedInUser(t);
  image = await addImage(owner.client);
  expect((await owner.client.post('/api/user/addUserTalant', { talantCode: 'SNG' })).statusCode).toBe(200);
});
afterAll(() => t?.close());

/** Sends the request and expects a 400 with `code`, with the database exactly as it was. */
type Answer = Awaited<ReturnType<TestClient['get']>>;

async function refused(send: () => Promise<Answer>, code: string) {
  const before = await databaseChecksum(t.app.db);
  const res = await send();
  const body = res.json();
  if (code === 'CONTROL_CHARACTERS' && body.code === 'VALIDATION_ERROR') {
    // The route's schema spoke first (a text field's builder, or a key it does not know), naming the field.
    expect(res.statusCode).toBe(400);
    expect(body.fields?.length).toBeGreaterThan(0);
  } else {
    expect([res.statusCode, body.code]).toEqual([400, code]);
  }
  expect(await databaseChecksum(t.app.db)).toBe(before);
  return res;
}

/** addUserFile with a YouTube link and `extra`, as the owner. */
const addVideo = (extra: Record<string, unknown>) =>
  owner.client.post('/api/user/addUserFile', {
    FileType: 'Video',
    externalFlag: 'Y',
    FileFullURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ...extra,
  });

const syncFile = (client: TestClient, record: Record<string, unknown>) =>
  client.post('/api/user/syncFile', {
    InIO: { IntObjectName: 'UserFile', ListOfUserFile: { File: [{ FileId: image.FileId, ...record }] } },
  });

describe('a NUL character in text', () => {
  it('POST /login with username=a%00b (form fields, no account)', async () => {
    const res = await refused(
      () =>
        t.client().request({ method: 'POST', url: '/login', form: { username: 'a\u0000b', password: 'x' } }),
      'CONTROL_CHARACTERS',
    );
    expect(res.json().message).toMatch(/управляющие символы/);
  });

  it('GET /api/user/getProfile/a%00b (no account), in the request’s language', async () => {
    const res = await refused(
      () => t.client().get('/api/user/getProfile/a%00b?languageCode=en'),
      'CONTROL_CHARACTERS',
    );
    expect(res.json()).toMatchObject({
      message: 'The text contains control characters that are not allowed',
      fields: [{ path: 'params.nickname' }],
    });
  });

  it('updateUserInfo FirstName, syncTalant About, addUserFile and syncFile Name: the field’s own rule says so', async () => {
    const CONTROL = 'Текст содержит недопустимые управляющие символы';
    const cases: [() => Promise<Answer>, string][] = [
      [() => owner.client.post('/api/user/updateUserInfo', { FirstName: 'a\u0000b' }), 'body.FirstName'],
      [() => owner.client.post('/api/user/syncTalant', { Code: 'SNG', About: 'a\u0000b' }), 'body.About'],
      [() => addVideo({ Name: 'a\u0000b' }), 'body.Name'],
      [() => syncFile(owner.client, { Name: 'a\u0000b' }), 'body.InIO.ListOfUserFile.File.0.Name'],
    ];
    for (const [send, path] of cases) {
      const res = await refused(send, 'VALIDATION_ERROR');
      expect(res.json().fields).toEqual([{ path, message: CONTROL }]);
    }
  });

  it('in a query, or another control character (ESC, DEL, a C1 control)', async () => {
    await refused(() => t.client().get('/api/user/getUserFileList?nickName=a%00'), 'CONTROL_CHARACTERS');
    for (const c of ['\u001b', '\u007f', '\u0085']) {
      await refused(
        () => owner.client.post('/api/user/updateUserInfo', { LastName: `a${c}b` }),
        'VALIDATION_ERROR',
      );
      await refused(
        () =>
          t.client().request({ method: 'POST', url: '/login', form: { username: `a${c}b`, password: 'x' } }),
        'CONTROL_CHARACTERS',
      );
    }
  });

  it('a lone half of a surrogate pair (the fuzz suite’s 500 on setUserCFGParameter)', async () => {
    const body =
      '{"ListOfUserCFGParams":{"MasterLastSetStep":"AVATAR","MasterLastAddedTalentCode":"\\udfff\\ud800"}}';
    await refused(
      () =>
        owner.client.request({
          method: 'POST',
          url: '/api/user/setUserCFGParameter',
          headers: { 'content-type': 'application/json' },
          payload: body,
        }),
      'CONTROL_CHARACTERS',
    );
    await refused(
      () => owner.client.post('/api/user/updateUserInfo', { LastName: 'a\ud83c' }),
      'CONTROL_CHARACTERS',
    );
  });
});

describe('text the product keeps as people mean it', () => {
  it('long texts keep line breaks and tabs; names turn them into spaces and drop bidi overrides', async () => {
    const res = await owner.client.post('/api/user/updateUserInfo', {
      FirstName: 'Ann\ta\u202Egpj.exe',
      LastName: '\u2067Ли\nна\u2069',
      AboutMe: 'Строка 1\r\n\tСтрока 2',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      FirstName: 'Ann agpj.exe',
      LastName: 'Ли на',
      AboutMe: 'Строка 1\n\tСтрока 2',
    });
  });

  it('a stored file name loses bidi controls (upload and record)', async () => {
    const up = await owner.client.request({
      method: 'POST',
      url: '/api/storage',
      ...multipartBody([
        { name: 'file', data: await png(), filename: 'photo\u202Eexe.png', contentType: 'image/png' },
      ]),
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().originName).toBe('photoexe.png');
    const rec = await syncFile(owner.client, { Name: 'Концерт\u202E3102' });
    expect(rec.json().outIO.ListOfUserFile.File[0].Name).toBe('Концерт3102');
  });
});

describe('ids that are not ids, dates outside what the database takes', () => {
  it('setUserAvatar {"photoId":"abc"}, setUserHeader {"imgId":"abc"}', async () => {
    await refused(() => owner.client.post('/api/user/setUserAvatar', { photoId: 'abc' }), 'VALIDATION_ERROR');
    const res = await refused(
      () => owner.client.post('/api/user/setUserHeader', { imgId: 'abc' }),
      'VALIDATION_ERROR',
    );
    expect(res.json().fields).toEqual([{ path: 'body.imgId', message: 'Некорректный идентификатор' }]);
  });

  it('FileDate "0000-01-01" in addUserFile and syncFile; a date in range is kept', async () => {
    await refused(() => syncFile(owner.client, { FileDate: '0000-01-01' }), 'VALIDATION_ERROR');
    await refused(() => syncFile(owner.client, { FileDate: '2101-01-01T00:00:00Z' }), 'VALIDATION_ERROR');
    await refused(() => addVideo({ FileDate: '0000-01-01' }), 'VALIDATION_ERROR');
    const ok = await syncFile(owner.client, { FileDate: '1877-12-06' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('broken multipart to POST /api/storage', () => {
  const BAD: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', 'abc'],
    [
      'a wrong boundary',
      'multipart/form-data; boundary=zzz',
      '--yyy\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc\r\n--yyy--\r\n',
    ],
    [
      'a cut-off body',
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG\r\n',
    ],
    ['garbage part headers', 'multipart/form-data; boundary=zzz', '--zzz\r\n: : :\r\n\r\nabc\r\n--zzz--\r\n'],
  ];
  for (const [what, type, payload] of BAD) {
    it(`${what}: 400 with a message, nothing stored`, async () => {
      const before = await storage.snapshot();
      const res = await owner.client.request({
        method: 'POST',
        url: '/api/storage',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(['MULTIPART_INVALID', 'FILE_REQUIRED']).toContain(res.json().code);
      expect(res.json().message.length).toBeGreaterThan(10);
      await storage.expectNothingStored(before);
    });
  }
});

describe('the checksum these tests compare', () => {
  it('keeps its answer while nothing is written, and sees a write, a committed transaction, and a rollback', async () => {
    const first = await databaseChecksum(t.app.db);
    // Read from its cache (no transaction ended since): the same answer.
    expect(await databaseChecksum(t.app.db)).toBe(first);
    await t.app.db.execute(
      sql`update users set first_name = 'Контрольная' where id = (select id from users order by id limit 1)`,
    );
    const written = await databaseChecksum(t.app.db);
    expect(written).not.toBe(first);
    await t.app.db.transaction(async (tx) => {
      await tx.execute(
        sql`update users set first_name = 'Вторая' where id = (select id from users order by id limit 1)`,
      );
    });
    const committed = await databaseChecksum(t.app.db);
    expect(committed).not.toBe(written);
    // A rolled-back write ends a transaction too: recounted, and the rows are the same as before it.
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.execute(
          sql`update users set first_name = 'Третья' where id = (select id from users order by id limit 1)`,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await databaseChecksum(t.app.db)).toBe(committed);
  });
});
