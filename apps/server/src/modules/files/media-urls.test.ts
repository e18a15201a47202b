import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../../db/schema/index.ts';
import { absoluteUrl, fileUrl, fileUrlOf, keyOfFileUrl } from '../../lib/storage/urls.ts';
import {
  addImage,
  addTrack,
  buildTestAppWithFactories,
  signedInUser,
  uploaded,
} from '../../test/factories.ts';
import { audioFixture, withId3 } from '../../test/fixtures/audio.ts';
import { jpegWithGps, png } from '../../test/fixtures/images.ts';
import type { TestApp, TestClient } from '../../test/helpers.ts';

/**
 * Media addresses: the database keeps storage keys, records carry same-origin paths (`/files/...`),
 * and only Open Graph tags get absolute addresses, from PUBLIC_URL. The app here is configured with
 * a PUBLIC_URL on another host and port than anyone opens it at, as a LAN address or a proxy would.
 */
const PUBLIC_URL = 'http://talanty.example:8080';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestAppWithFactories({ PUBLIC_URL, RATE_LIMITS: 'off' });
});
afterAll(() => t?.close());

const FILE_PATH = /^\/files\/[0-9a-z][0-9a-z-]*\.[0-9a-z]+$/;
const ok = async <R extends { statusCode: number; body: string }>(res: Promise<R>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r;
};
/** Every string in an answer that looks like a media address. */
const mediaAddresses = (value: unknown): string[] =>
  JSON.stringify(value)
    .match(/"[^"]*\/files\/[^"]*"/g)
    ?.map((s) => JSON.parse(s) as string) ?? [];

/** A member with a talent (so search lists them), an avatar and a header picture. */
async function pictured(client: TestClient) {
  await ok(client.post('/api/user/addUserTalant', { talantCode: 'SNG' }));
  const picture = await addImage(client, { Name: 'Портрет' }, await png(800, 400), 'me.png');
  await ok(client.post('/api/user/setUserAvatar', { photoId: picture.FileId }));
  await ok(client.post('/api/user/setUserHeader', { imgId: picture.FileId }));
  return picture;
}

const profileOf = async (nick: string) =>
  (await ok(t.client().get(`/api/user/getProfile/${encodeURIComponent(nick)}`))).json();

const searchPeople = async (q: string) =>
  (await ok(t.client().post('/api/search/executeUserSearch', { q }))).json().ListOfUsers;

describe('the helpers', () => {
  it('build paths from keys, and absolute addresses only from paths', () => {
    expect(fileUrl('0197a000-aaaa.webp')).toBe('/files/0197a000-aaaa.webp');
    expect(fileUrlOf(null)).toBeNull();
    expect(fileUrlOf('k.webp')).toBe('/files/k.webp');
    expect(absoluteUrl('http://x.example/', '/files/k.webp')).toBe('http://x.example/files/k.webp');
    expect(absoluteUrl('http://x.example', 'https://i.ytimg.com/vi/a/hq.jpg')).toBe(
      'https://i.ytimg.com/vi/a/hq.jpg',
    );
    expect(absoluteUrl('http://x.example', '//evil.example/x')).toBe('//evil.example/x');
    for (const v of ['k-sq128.webp', '/files/k-sq128.webp', 'http://localhost:3000/files/k-sq128.webp?x=1'])
      expect(keyOfFileUrl(v)).toBe('k-sq128.webp');
  });
});

describe('records carry same-origin paths, whatever PUBLIC_URL says', () => {
  it('uploads, images, tracks and covers', async () => {
    const { client } = await signedInUser(t);
    const up = await uploaded(client, await png(), 'stage.png', 'image/png');
    expect(up.url).toMatch(FILE_PATH);
    expect(Object.values(up.sizes)).toEqual(Array(4).fill(expect.stringMatching(FILE_PATH)));

    const photo = await addImage(client);
    const tagged = withId3(audioFixture('mp3'), {
      cover: { mime: 'image/jpeg', data: await jpegWithGps(200, 200) },
    });
    const track = await addTrack(client, { Name: 'С обложкой' }, tagged);
    for (const rec of [photo, track]) {
      const addresses = mediaAddresses(rec);
      expect(addresses.length).toBeGreaterThanOrEqual(4);
      for (const a of addresses) expect(a).toMatch(FILE_PATH);
      expect(JSON.stringify(rec)).not.toContain('talanty.example');
    }
    expect(track.CoverSizes.Square512).toMatch(FILE_PATH);
    // The paths serve the bytes (a track with Range, as the player asks).
    const head = await t.client().get(track.FileFullURL, { range: 'bytes=0-1' });
    expect(head.statusCode).toBe(206);
    expect((await t.client().get(track.CoverSizes.Square128)).statusCode).toBe(200);
  });

  it('profiles, the own record and search results, stored as keys', async () => {
    const { user, client } = await signedInUser(t, { lastName: 'Адресова' });
    const picture = await pictured(client);

    const stored = await t.app.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(stored[0]).toMatchObject({
      avatarUrl: picture.Sizes.Square512.replace('/files/', ''),
      avatarThumbUrl: picture.Sizes.Square128.replace('/files/', ''),
      headerUrl: picture.Sizes.Wide.replace('/files/', ''),
    });

    const p = await profileOf(user.nickName);
    expect(p).toMatchObject({
      Avatar: picture.Sizes.Square512,
      AvatarThumb: picture.Sizes.Square128,
      HeaderURL: picture.Sizes.Wide,
    });
    for (const a of [p.Avatar, p.AvatarThumb, p.HeaderURL]) expect(a).toMatch(FILE_PATH);
    expect((await t.client().get(p.Avatar)).statusCode).toBe(200);

    const me = (await ok(client.get('/api/user/userInfo'))).json();
    expect(me.Avatar).toBe(p.Avatar);
    expect(me.AvatarThumb).toBe(p.AvatarThumb);

    const [card] = await searchPeople('Адресова');
    expect(card.AvatarThumb).toBe(p.AvatarThumb);
    await addTrack(client, { Name: 'Адресная песня' });
    const hits = (await ok(t.client().post('/api/search/executeAudioSearch', { q: 'Адресная' }))).json();
    expect(hits.ListOfFiles[0].OwnerAvatarThumb).toBe(p.AvatarThumb);
    expect(hits.ListOfFiles[0].FileFullURL).toMatch(FILE_PATH);
  });
});

describe('the Content Security Policy', () => {
  it("lets pages load media from their own origin ('self'), naming no host of PUBLIC_URL", async () => {
    const csp = (await t.client().get('/search')).headers['content-security-policy'] as string;
    const directive = (name: string) =>
      csp
        .split(';')
        .find((d) => d.trim().startsWith(`${name} `))
        ?.trim()
        .split(/\s+/)
        .slice(1);
    expect(directive('img-src')).toContain("'self'");
    expect(directive('media-src')).toContain("'self'");
    expect(csp).not.toContain('talanty.example');
    expect(csp).not.toContain('localhost');
  });
});

describe('Open Graph tags carry absolute addresses from PUBLIC_URL', () => {
  const meta = (html: string, p: string) =>
    new RegExp(`<meta property="${p}" content="([^"]*)">`).exec(html)?.[1]?.replaceAll('&amp;', '&');

  it("on a profile page (the avatar) and a track's page (the audio and cover)", async () => {
    const { user, client } = await signedInUser(t, { firstName: 'Ирина' });
    const picture = await pictured(client);
    const page = (await t.client().get(`/@${user.nickName}`)).body;
    expect(meta(page, 'og:image')).toBe(`${PUBLIC_URL}${picture.Sizes.Square512}`);
    expect(meta(page, 'og:url')).toBe(`${PUBLIC_URL}/@${user.nickName}`);

    const tagged = withId3(audioFixture('mp3'), {
      cover: { mime: 'image/jpeg', data: await jpegWithGps(200, 200) },
    });
    const track = await addTrack(client, { Name: 'Для краулеров' }, tagged);
    const media = (await t.client().get(`/media/${track.FileId}`)).body;
    expect(meta(media, 'og:audio')).toBe(`${PUBLIC_URL}${track.FileFullURL}`);
    expect(meta(media, 'og:image')).toBe(`${PUBLIC_URL}${track.CoverSizes.Full}`);
    expect(meta(media, 'music:musician')).toBe(`${PUBLIC_URL}/@${user.nickName}`);
    // http: no secure_url.
    expect(meta(media, 'og:audio:secure_url')).toBeUndefined();

    const photo = await addImage(client, { Name: 'Сцена' });
    const photoPage = (await t.client().get(`/media/${photo.FileId}`)).body;
    expect(meta(photoPage, 'og:image')).toBe(`${PUBLIC_URL}${photo.FileFullURL}`);
    // The generic picture of pages without their own.
    expect(meta((await t.client().get('/search')).body, 'og:image')).toBe(`${PUBLIC_URL}/og-image.png`);
  });
});

describe('the migration from absolute addresses to keys', () => {
  /** The statements of the migration, as the migrator runs them (found by name: it may be renumbered). */
  function migrationStatements(): string[] {
    const dir = path.resolve(import.meta.dirname, '../../db/migrations');
    const name = readdirSync(dir).find((f) => f.endsWith('_media_keys.sql'));
    if (!name) throw new Error('the media keys migration is missing');
    return readFileSync(path.join(dir, name), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  const migrate = async () => {
    for (const statement of migrationStatements()) await t.app.db.execute(sql.raw(statement));
  };

  it('turns what older versions stored into keys, served as /files/... on any host', async () => {
    const old = await signedInUser(t, { lastName: 'Староадресная' });
    const picture = await pictured(old.client);
    const key = (url: string) => url.replace('/files/', '');
    // Written the old way: absolute addresses from whatever PUBLIC_URL (or port) the writer had.
    await t.app.db
      .update(userProfiles)
      .set({
        avatarUrl: `http://localhost:3000/files/${key(picture.Sizes.Square512)}`,
        avatarThumbUrl: `http://127.0.0.1:3417/files/${key(picture.Sizes.Square128)}`,
        headerUrl: `https://talanty.example/files/${key(picture.Sizes.Wide)}`,
      })
      .where(eq(userProfiles.userId, old.user.id));
    // A profile without pictures and one written the new way stay as they are.
    const plain = await signedInUser(t);
    await ok(plain.client.post('/api/user/setUserHeader', { color: '#7E2BCD' }));
    const current = await signedInUser(t);
    const currentPicture = await pictured(current.client);

    await migrate();
    const rows = await t.app.db.select().from(userProfiles);
    const row = (id: string) => rows.find((r) => r.userId === id);
    expect(row(old.user.id)).toMatchObject({
      avatarUrl: key(picture.Sizes.Square512),
      avatarThumbUrl: key(picture.Sizes.Square128),
      headerUrl: key(picture.Sizes.Wide),
    });
    expect(row(plain.user.id)).toMatchObject({
      avatarUrl: null,
      avatarThumbUrl: null,
      headerUrl: null,
      headerColor: '#7E2BCD',
    });
    expect(row(current.user.id)?.avatarUrl).toBe(key(currentPicture.Sizes.Square512));

    const p = await profileOf(old.user.nickName);
    expect(p).toMatchObject({
      Avatar: picture.Sizes.Square512,
      AvatarThumb: picture.Sizes.Square128,
      HeaderURL: picture.Sizes.Wide,
    });
    expect((await t.client().get(p.Avatar)).statusCode).toBe(200);
    expect((await searchPeople('Староадресная'))[0].AvatarThumb).toBe(picture.Sizes.Square128);

    // Running it again changes nothing.
    await migrate();
    expect((await profileOf(old.user.nickName)).Avatar).toBe(picture.Sizes.Square512);
  });
});
