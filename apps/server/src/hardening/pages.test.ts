import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../lib/page-html.ts';
import { addTrack, buildTestAppWithFactories, signedInUser } from '../test/factories.ts';
import type { TestApp, TestClient } from '../test/helpers.ts';
import {
  DOLLAR_TITLE,
  FAKE_VIDEOS,
  type FakePlatforms,
  startFakeVideoPlatforms,
} from '../test/video-platforms.ts';

/**
 * Issue 14: a server-rendered page inserts user text as text. With a replacement string, «Ca$`h»
 * pasted the template before `</head>` into the page (three `<html>` elements) and `$'` the rest.
 */
const NAME = 'Ca$`h';
const LAST = "Rock$'n'Roll$&";
const ABOUT = "О себе: $' и $` и $& и $$";
const TRACK = "Трек $& $` $'";

let t: TestApp;
let platforms: FakePlatforms;
let owner: { user: { nickName: string }; client: TestClient };

beforeAll(async () => {
  platforms = await startFakeVideoPlatforms();
  t = await buildTestAppWithFactories({ RATE_LIMITS: 'off', ...platforms.env });
  owner = await signedInUser(t);
  const res = await owner.client.post('/api/user/updateUserInfo', {
    FirstName: NAME,
    LastName: LAST,
    AboutMe: ABOUT,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await platforms?.close();
});

/** The page is the template once, with the text in its title and tags exactly as escaped text. */
function expectIntact(html: string, texts: string[]) {
  for (const tag of ['<html', '<head>', '</head>', '<body>', '</html>'])
    expect(html.split(tag).length - 1, `${tag} in\n${html}`).toBe(1);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const og = /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1] ?? '';
  for (const text of texts) {
    expect(title).toContain(escapeHtml(text));
    expect(og).toContain(escapeHtml(text));
  }
  return html;
}

describe('pages with replacement patterns in user text', () => {
  it('a profile on /@nick, /user/nick and /nick (name, about text)', async () => {
    const nick = owner.user.nickName;
    for (const path of [`/@${nick}`, `/user/${nick}`, `/${nick}`]) {
      const res = await t.client().get(path);
      expect(res.statusCode, path).toBe(200);
      const html = expectIntact(res.body, [NAME, LAST]);
      expect(html).toContain(`content="${escapeHtml(ABOUT)}"`);
    }
  });

  it('a track on /media/{id} (its name and description)', async () => {
    const track = await addTrack(owner.client, { Name: TRACK, Description: ABOUT });
    const res = await t.client().get(`/media/${track.FileId}`);
    expect(res.statusCode).toBe(200);
    const html = expectIntact(res.body, [TRACK]);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(ABOUT)}">`);
  });

  it('a video on /media/{id} named by the platform’s oEmbed title', async () => {
    const res = await owner.client.post('/api/user/addUserFile', {
      FileType: 'Video',
      externalFlag: 'Y',
      FileFullURL: `https://www.youtube.com/watch?v=${FAKE_VIDEOS.dollars}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Name).toBe(DOLLAR_TITLE);
    const page = await t.client().get(`/media/${res.json().FileId}`);
    expectIntact(page.body, [DOLLAR_TITLE]);
  });
});
