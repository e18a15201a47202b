import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { POST_API } from '@talanty/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage, addTrack, buildTestAppWithFactories, signedInUser } from '../test/factories.ts';
import { png } from '../test/fixtures/images.ts';
import type { TestApp, TestClient } from '../test/helpers.ts';

/**
 * Issue 15: a public page carries the API answers its first view shows (the visitor's, exactly) and
 * links to its route's chunks and images, so a phone needs no second round trip before it paints.
 */
let t: TestApp;
let owner: { user: { nickName: string }; client: TestClient };

/** Text that would end the `<script>` element or open a comment if it were not escaped. */
const ABOUT = 'Пою </script><script>alert(1)</script> и <!-- это --> & \u2028 всё';

beforeAll(async () => {
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off' });
  owner = await signedInUser(t, { firstName: 'Анна', lastName: 'Звонкая' });
  const res = await owner.client.post('/api/user/updateUserInfo', { AboutMe: ABOUT });
  expect(res.statusCode, res.body).toBe(200);
  await owner.client.post('/api/user/updateUserContactInfo', { Telegram: 't.me/anna_sings' });
});
afterAll(() => t?.close());

/** The embedded answers, read the way the web client reads them (lib/page-data.ts). */
function pageData(html: string): { lang: string; answers: Record<string, unknown> } | undefined {
  const found = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  return found ? JSON.parse(found[1]!) : undefined;
}

describe('answers embedded in public pages', () => {
  it('a profile: the visitor’s getProfile answer, whoever opens the page, safe inside <script>', async () => {
    const nick = owner.user.nickName;
    const api = (await t.client().get(`/api/user/getProfile/${nick}`)).json();
    const { client: reader } = await signedInUser(t);
    for (const client of [t.client(), reader, owner.client]) {
      const html = (await client.get(`/@${nick.toUpperCase()}`)).body;
      // One </script> per script element: the about text never closes the data's element.
      expect(html.split('</script>').length - 1).toBe(html.split('<script').length - 1);
      expect(html).not.toContain('<!-- это');
      const data = pageData(html);
      expect(data?.lang).toBe('ru');
      expect(data?.answers).toEqual({ [`profile:${nick.toLowerCase()}`]: api });
      expect(JSON.stringify(data)).not.toContain('anna_sings');
    }
    expect(api.AboutMe).toBe(ABOUT);
  });

  it('follows an edit of the profile (the page’s cached copy and its ETag change)', async () => {
    const nick = owner.user.nickName;
    const before = await t.client().get(`/@${nick}`);
    await owner.client.post('/api/user/updateUserInfo', { AboutMe: 'Новый текст' });
    const after = await t.client().get(`/@${nick}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers['cache-control']).toBe('no-cache');
    const profile = pageData(after.body)?.answers[`profile:${nick.toLowerCase()}`] as { AboutMe: string };
    expect(profile.AboutMe).toBe('Новый текст');
    const again = await t.client().get(`/@${nick}`, { 'if-none-match': String(after.headers.etag) });
    expect(again.statusCode).toBe(304);
    await owner.client.post('/api/user/updateUserInfo', { AboutMe: ABOUT });
  });

  it('a track: its file record and its owner’s profile; a post: its record', async () => {
    const track = await addTrack(owner.client, { Name: 'Песня' });
    const id = track.FileId.toLowerCase();
    const file = (await t.client().get(`/api/user/getUserFile?fileId=${id}`)).json();
    const profile = (await t.client().get(`/api/user/getProfile/${owner.user.nickName}`)).json();
    const media = pageData((await t.client().get(`/media/${id}`)).body);
    expect(media?.answers).toEqual({
      [`file:${id}`]: file,
      [`profile:${owner.user.nickName.toLowerCase()}`]: profile,
    });

    const created = await owner.client.post(POST_API.create, { body: 'Текст </script> поста' });
    expect(created.statusCode, created.body).toBe(200);
    const postId = String(created.json().PostId ?? created.json().data?.PostId).toLowerCase();
    const post = (await t.client().post(POST_API.get, { postId })).json();
    const page = pageData((await t.client().get(`/post/${postId}`)).body);
    expect(page?.answers).toEqual({ [`post:${postId}`]: post });
  });

  it('nothing for a page without a public answer (unknown, private)', async () => {
    expect(pageData((await t.client().get('/@nobody.at.all')).body)).toBeUndefined();
    expect(
      pageData((await t.client().get('/post/00000000-0000-4000-8000-000000000000')).body),
    ).toBeUndefined();
    expect(pageData((await t.client().get('/auth/signin')).body)).toBeUndefined();
  });

  it('/search: the newest people and the talents, the same at a filtered address (one page per path)', async () => {
    const data = pageData((await t.client().get('/search')).body);
    expect(Object.keys(data?.answers ?? {}).sort()).toEqual(['glossary:talents', 'search:people']);
    expect(pageData((await t.client().get('/search?talantCode=SNG')).body)?.answers).toEqual(data?.answers);
  });

  it('in the language the web client shows (its cookie, else Russian), whatever the browser asks', async () => {
    const nick = owner.user.nickName;
    const english = await t.client().get(`/@${nick}`, { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.body).toContain('<html lang="en"');
    expect(pageData(english.body)?.lang).toBe('ru');
    const chosen = await t.client().get(`/@${nick}`, { cookie: 'lang=en' });
    expect(pageData(chosen.body)?.lang).toBe('en');
  });
});

describe('links a public page fetches early', () => {
  it('the route’s chunk and messages (from the build’s manifest) and the avatar', async () => {
    const dist = t.app.config.webDistDir;
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index-1.js',
          isEntry: true,
          imports: ['_react-1.js'],
          css: ['assets/i.css'],
        },
        '_react-1.js': { file: 'assets/react-1.js' },
        'src/features/profile/pages/profile-page.tsx': {
          file: 'assets/profile-page-1.js',
          imports: ['_react-1.js', '_hero-1.js'],
          css: ['assets/profile-page-1.css'],
        },
        '_hero-1.js': { file: 'assets/hero-1.js', css: ['assets/i.css'] },
        'src/locales/ru/index.ts': { file: 'assets/ru-1.js' },
        'src/locales/en/index.ts': { file: 'assets/en-1.js' },
      }),
    );
    // The manifest is read with index.html, when a build replaces it.
    const later = new Date(Date.now() + 5000);
    const { utimesSync } = await import('node:fs');
    utimesSync(path.join(dist, 'index.html'), later, later);
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const photo = (await addImage(owner.client, {}, await png(64, 64), 'me.png')) as { FileId: string };
    const avatar = await owner.client.post('/api/user/setUserAvatar', { photoId: photo.FileId });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const html = (await t.client().get(`/@${owner.user.nickName}`)).body;
    const links = [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
      (m) => m[2],
    );
    expect(links).toEqual([
      avatar.json().Avatar,
      '/assets/profile-page-1.css',
      '/assets/ru-1.js',
      '/assets/profile-page-1.js',
      '/assets/hero-1.js',
    ]);
    expect(html).toContain(
      `<link rel="preload" as="image" href="${avatar.json().Avatar}" fetchpriority="high">`,
    );
    expect((await t.client().get('/list')).body).not.toContain('modulepreload');
  });
});

describe('built assets compressed at build time', () => {
  it('sends `name.br` as it is to a browser that takes brotli, the file itself to one that takes nothing', async () => {
    const dist = t.app.config.webDistDir;
    const source = 'console.log("precompressed");\n'.repeat(100);
    writeFileSync(path.join(dist, 'assets', 'pre-1.js'), source);
    writeFileSync(path.join(dist, 'assets', 'pre-1.js.br'), brotliCompressSync(source));
    const br = await t.client().get('/assets/pre-1.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    const plain = await t.client().get('/assets/pre-1.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
    // Without a `.gz` beside it, gzip is still made on the fly.
    const gzip = await t.client().get('/assets/pre-1.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});
