import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeCounts, users } from '../../db/schema/index.ts';
import { addImage, addTrack, buildTestAppWithFactories, signedInUser } from '../../test/factories.ts';
import { audioFixture, withId3 } from '../../test/fixtures/audio.ts';
import { jpegWithGps } from '../../test/fixtures/images.ts';
import type { TestApp, TestClient } from '../../test/helpers.ts';
import { type FakePlatforms, startFakeVideoPlatforms } from '../../test/video-platforms.ts';

let t: TestApp;
let fake: FakePlatforms;

beforeAll(async () => {
  fake = await startFakeVideoPlatforms();
  t = await buildTestAppWithFactories(fake.env);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const like = (client: TestClient, fileId: string, likeFlag: 'Y' | 'N') =>
  client.post('/api/user/setUserMediaLike', { fileId, likeFlag });

describe('POST /api/user/setUserMediaLike', () => {
  it('likes and unlikes idempotently: twice counts once', async () => {
    const owner = await signedInUser(t);
    const fan = await signedInUser(t);
    const other = await signedInUser(t);
    const rec = await addTrack(owner.client);

    expect((await like(fan.client, rec.FileId, 'Y')).json()).toEqual({ likeFlag: 'Y', likeNum: 1 });
    expect((await like(fan.client, rec.FileId, 'Y')).json()).toEqual({ likeFlag: 'Y', likeNum: 1 });
    expect((await like(other.client, rec.FileId, 'Y')).json()).toEqual({ likeFlag: 'Y', likeNum: 2 });
    // The owner may like their own work too.
    expect((await like(owner.client, rec.FileId, 'Y')).json()).toEqual({ likeFlag: 'Y', likeNum: 3 });
    expect((await like(fan.client, rec.FileId, 'N')).json()).toEqual({ likeFlag: 'N', likeNum: 2 });
    expect((await like(fan.client, rec.FileId, 'N')).json()).toEqual({ likeFlag: 'N', likeNum: 2 });

    const seen = (c: TestClient) => c.get(`/api/user/getUserFile?fileId=${rec.FileId}`).then((r) => r.json());
    expect(await seen(fan.client)).toMatchObject({ Likes: 2, LikeFlag: 'N' });
    expect(await seen(other.client)).toMatchObject({ Likes: 2, LikeFlag: 'Y' });
    expect(await seen(t.client())).toMatchObject({ Likes: 2, LikeFlag: 'N' });
  });

  it('counts a burst of the same like once', async () => {
    const owner = await signedInUser(t);
    const fan = await signedInUser(t);
    const rec = await addImage(owner.client);
    const answers = await Promise.all(Array.from({ length: 8 }, () => like(fan.client, rec.FileId, 'Y')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const [row] = await t.app.db
      .select({ n: likeCounts.count })
      .from(likeCounts)
      .where(and(eq(likeCounts.objectType, 'file'), eq(likeCounts.objectId, rec.FileId)));
    expect(row!.n).toBe(1);
  });

  it('shows each viewer their own LikeFlag in lists', async () => {
    const owner = await signedInUser(t);
    const fan = await signedInUser(t);
    const a = await addTrack(owner.client, { Name: 'a' });
    const b = await addImage(owner.client, { Name: 'b' });
    const c = await addTrack(owner.client, { Name: 'c' });
    await like(fan.client, a.FileId, 'Y');
    await like(fan.client, c.FileId, 'Y');
    await like(owner.client, c.FileId, 'Y');
    const list = async (client: TestClient) =>
      (await client.get(`/api/user/getUserFileList?nickName=${owner.user.nickName}`))
        .json()
        .outIO.ListOfUserFileList.File.map((f: { Name: string; Likes: number; LikeFlag: string }) => [
          f.Name,
          f.Likes,
          f.LikeFlag,
        ]);
    expect(await list(fan.client)).toEqual([
      ['c', 2, 'Y'],
      ['b', 0, 'N'],
      ['a', 1, 'Y'],
    ]);
    expect(await list(owner.client)).toEqual([
      ['c', 2, 'Y'],
      ['b', 0, 'N'],
      ['a', 1, 'N'],
    ]);
    expect(await list(t.client())).toEqual([
      ['c', 2, 'N'],
      ['b', 0, 'N'],
      ['a', 1, 'N'],
    ]);
    // Other modules' lists (a post's attachments) carry them too.
    const records = await t.app.files.getFileRecords({ id: fan.user.id }, [a.FileId, b.FileId], 'ru');
    expect(records.map((r) => r.LikeFlag)).toEqual(['Y', 'N']);
  });

  it('answers 404 for files the viewer may not see, and changes nothing', async () => {
    const owner = await signedInUser(t);
    const fan = await signedInUser(t);
    const priv = await addTrack(owner.client, { PublicFlag: 'N' });
    const gone = await addImage(owner.client);
    await owner.client.post('/api/user/deleteUserFile', { rowId: gone.FileId });
    for (const id of [priv.FileId, gone.FileId, '0190a0b0-0000-7000-8000-000000000000']) {
      const res = await like(fan.client, id, 'Y');
      expect([res.statusCode, res.json().code], id).toEqual([404, 'FILE_NOT_FOUND']);
    }
    expect((await owner.client.get(`/api/user/getUserFile?fileId=${priv.FileId}`)).json().Likes).toBe(0);
    // The owner sees and may like their own private file.
    expect((await like(owner.client, priv.FileId, 'Y')).json()).toEqual({ likeFlag: 'Y', likeNum: 1 });

    const visitor = await like(t.client(), priv.FileId, 'Y');
    expect(visitor.statusCode).toBe(401);
    for (const body of [{ fileId: 'nope', likeFlag: 'Y' }, { fileId: priv.FileId, likeFlag: 'yes' }, {}]) {
      const res = await fan.client.post('/api/user/setUserMediaLike', body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it('takes a deleted account’s likes off the counts', async () => {
    const owner = await signedInUser(t);
    const fan = await signedInUser(t);
    const rec = await addImage(owner.client);
    const other = await addTrack(owner.client);
    await like(fan.client, rec.FileId, 'Y');
    await like(fan.client, other.FileId, 'Y');
    await like(owner.client, rec.FileId, 'Y');
    // Account deletion purges the user's media first, then removes the user row.
    await t.app.files.uploads.purgeOwner(fan.user.id);
    await t.app.db.delete(users).where(eq(users.id, fan.user.id));
    const seen = (id: string) => owner.client.get(`/api/user/getUserFile?fileId=${id}`).then((r) => r.json());
    expect(await seen(rec.FileId)).toMatchObject({ Likes: 1, LikeFlag: 'Y' });
    expect(await seen(other.FileId)).toMatchObject({ Likes: 0, LikeFlag: 'N' });
  });
});

describe('/media/:id page meta', () => {
  const page = async (path: string, lang = 'ru') => {
    const res = await t.client().get(path, { 'accept-language': lang });
    const meta = (p: string) =>
      new RegExp(`<meta property="${p}" content="([^"]*)">`).exec(res.body)?.[1]?.replaceAll('&quot;', '"');
    const title = /<title>([^<]*)<\/title>/.exec(res.body)?.[1];
    return { res, meta, title };
  };

  it('fills a track’s title, owner, og:audio and cover', async () => {
    const { user, client } = await signedInUser(t, { firstName: 'Анна', lastName: 'Ветрова' });
    const tagged = withId3(audioFixture('mp3'), {
      cover: { mime: 'image/jpeg', data: await jpegWithGps(200, 200) },
    });
    const rec = await addTrack(client, { Name: 'Колыбельная', Description: 'Акустика, один дубль.' }, tagged);
    const { res, meta, title } = await page(`/media/${rec.FileId}`);
    expect(res.statusCode).toBe(200);
    expect(title).toBe(`Колыбельная — Анна Ветрова (@${user.nickName}) — Таланты`);
    expect(meta('og:type')).toBe('music.song');
    // Records carry same-origin paths; crawlers get them absolute, from PUBLIC_URL.
    expect(rec.FileFullURL).toMatch(/^\/files\//);
    expect(meta('og:audio')).toBe(`http://localhost:3000${rec.FileFullURL}`);
    expect(meta('og:audio:type')).toBe('audio/mpeg');
    expect(meta('og:image')).toBe(`http://localhost:3000${rec.CoverSizes.Full}`);
    expect(meta('og:description')).toBe('Акустика, один дубль.');
    expect(meta('music:duration')).toBe('2');
    expect(meta('music:musician')).toBe(`http://localhost:3000/@${user.nickName}`);
    // The cover is public with the track, so crawlers can fetch it.
    expect((await t.client().get(rec.CoverSizes.Full)).statusCode).toBe(200);

    const en = await page(`/media/${rec.FileId}`, 'en');
    expect(en.title).toBe(`Колыбельная — Анна Ветрова (@${user.nickName}) — Talanty`);
  });

  it('fills a video’s og:video with the embed and its thumbnail', async () => {
    const { user, client } = await signedInUser(t);
    const rec = (
      await client.post('/api/user/addUserFile', {
        FileType: 'Video',
        externalFlag: 'Y',
        FileFullURL: 'https://youtu.be/JJJJJJJJJJJ',
      })
    ).json();
    const { meta, title } = await page(`/media/${rec.FileId}`, 'en');
    expect(title).toBe(`Видео JJJJJJJJJJJ — @${user.nickName} — Talanty`);
    expect(meta('og:type')).toBe('video.other');
    expect(meta('og:video')).toBe('https://www.youtube-nocookie.com/embed/JJJJJJJJJJJ');
    expect(meta('og:video:type')).toBe('text/html');
    expect(meta('og:image')).toBe('https://i.ytimg.com/vi/JJJJJJJJJJJ/hqdefault.jpg');
    expect(meta('og:description')).toBe(
      `A video by @${user.nickName}. Listen to and watch musicians’ work on Talanty.`,
    );
  });

  it('gives private, deleted and unknown files the generic media tags', async () => {
    const { client } = await signedInUser(t);
    const priv = await addTrack(client, { Name: 'Секретный трек', PublicFlag: 'N' });
    const gone = await addImage(client, { Name: 'Удалённое фото' });
    await client.post('/api/user/deleteUserFile', { rowId: gone.FileId });
    for (const path of [
      `/media/${priv.FileId}`,
      `/media/${gone.FileId}`,
      '/media/0190a0b0-0000-7000-8000-000000000000',
      '/media/not-an-id',
    ]) {
      const { res, meta, title } = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(title, path).toBe('Медиа — Таланты');
      expect(meta('og:audio'), path).toBeUndefined();
      expect(res.body).not.toContain('Секретный');
      expect(res.body).not.toContain('Удалённое');
    }
  });

  it('documents the media routes in the OpenAPI document', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json();
    expect(doc.paths['/api/media/getVideoInfo'].post).toBeDefined();
    expect(doc.paths['/api/user/setUserMediaLike'].post).toBeDefined();
    const record = doc.paths['/api/user/getUserFile'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(record)).toContain('Peaks');
  });
});
