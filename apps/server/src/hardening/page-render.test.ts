import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRenderer, renderFirstView, SSR_ENTRY } from '../lib/page-render.ts';
import { addTrack, buildTestAppWithFactories, createUser, signedInUser } from '../test/factories.ts';
import { buildTestApp, TEST_INDEX_HTML, type TestApp } from '../test/helpers.ts';

/**
 * Issue 15: a visitor's public profile and media pages come with their first view rendered by the
 * web client's SSR build (apps/web src/entry-server.tsx); a member's, a failed or a slow render fall
 * back to the page as before (the browser renders it), never a 500.
 */

/** What the page holds inside `<div id="root">` (the build's `<noscript>` or the page's data follow it). */
function rootOf(html: string): string {
  return (
    /<div id="root">([\s\S]*?)<\/div>\s*(<noscript>|<script type="application\/json"|<\/body>)/.exec(
      html,
    )?.[1] ?? ''
  );
}

/** A log destination that keeps what the app wrote. */
function collector() {
  const chunks: string[] = [];
  return { stream: { write: (s: string) => void chunks.push(s) }, text: () => chunks.join('') };
}

const ABOUT = 'Пою </script><script>alert(1)</script> и <b>громко</b> & $& всё';

/** The real build (npm run build), when there is one: the tests without it skip. */
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');
/** The page paints right without scripts: it links the build's stylesheets (one, apps/web vite.config.ts). */
function expectStylesLinked(body: string): void {
  const styles = readdirSync(path.join(webDist, 'assets')).filter((file) => file.endsWith('.css'));
  expect(styles.length).toBeGreaterThan(0);
  const [head] = body.split('</head>');
  for (const file of styles)
    expect(head).toContain(`<link rel="stylesheet" crossorigin href="/assets/${file}">`);
}
const hasBuild = existsSync(path.join(webDist, SSR_ENTRY)) && existsSync(path.join(webDist, 'index.html'));

describe.skipIf(!hasBuild)('the built web client’s server render', () => {
  let t: TestApp;
  let nick: string;
  beforeAll(async () => {
    t = await buildTestAppWithFactories({ RATE_LIMITS: 'off', WEB_DIST_DIR: webDist });
    const owner = await signedInUser(t, { firstName: 'Анна', lastName: 'Звонкая' });
    nick = owner.user.nickName;
    const res = await owner.client.post('/api/user/updateUserInfo', { AboutMe: ABOUT });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t?.close());

  it('a visitor’s /@nick holds the person’s name and about text in #root, escaped', async () => {
    const res = await t.client().get(`/@${nick}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Анна Звонкая');
    expect(root).toContain(
      'Пою &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; и &lt;b&gt;громко&lt;/b&gt;',
    );
    expect(root).toContain('$&amp; всё');
    expect(root).not.toContain('<script');
    // One </script> per script element: neither the markup nor the embedded answers close one early.
    expect(res.body.split('</script>').length - 1).toBe(res.body.split('<script').length - 1);
    // It paints right without scripts: its styles are linked, the overlay fades by CSS.
    expectStylesLinked(res.body);
    expect(res.body).toContain('<div id="boot-overlay" class="is-prerendered">');
    // The app's module scripts wait in an inert template until the page has loaded (the boot script).
    const [beforeTemplate] = res.body.split('<template id="app-scripts">');
    expect(beforeTemplate).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(res.body).toMatch(
      /<template id="app-scripts"><script type="module" crossorigin src="\/assets\/index-/,
    );
  });

  it('a visitor’s media page holds the file’s title and its owner in #root', async () => {
    const owner = await signedInUser(t, { firstName: 'Борис', lastName: 'Трек' });
    const track = await addTrack(owner.client, { Name: 'Песня <i>$&</i>' });
    const res = await t.client().get(`/media/${track.FileId.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Песня &lt;i&gt;$&amp;&lt;/i&gt;');
    expect(root).toContain('Борис Трек');
    expectStylesLinked(res.body);
  });

  it('a visitor’s home page: rendered with no answers, its language embedded; a member’s is not', async () => {
    const res = await t.client().get('/', { cookie: 'lang=en' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('id="home-hero-title"');
    expect(res.body).toContain('<script type="application/json" id="page-data">{"lang":"en","answers":{}}');
    const { client: member } = await signedInUser(t);
    const own = await member.get('/');
    expect(rootOf(own.body)).toBe('');
    expect(own.body).not.toContain('id="page-data"');
  });

  it('a visitor’s /search holds the newest people and the talents, and a newcomer shows at once', async () => {
    const before = await t.client().get('/search');
    expect(before.statusCode).toBe(200);
    expect(rootOf(before.body)).toContain('data-testid="search-count"');
    expect(rootOf(before.body)).not.toContain('Вера Новенькая');
    expect(before.body).toContain('"search:people":{');
    expect(before.body).toContain('"glossary:talents":{"ListOfTalants":[');
    // The cached page names what it read (`search`): a new searchable member drops it.
    const { client } = await signedInUser(t, { firstName: 'Вера', lastName: 'Новенькая' });
    expect((await client.post('/api/user/addUserTalant', { talantCode: 'SNG' })).statusCode).toBe(200);
    await expect.poll(async () => rootOf((await t.client().get('/search')).body)).toContain('Вера Новенькая');
    // A filtered address is the browser's to render.
    expect(rootOf((await t.client().get('/search?talantCode=SNG')).body)).toBe('');
  });

  it('in the language of the page’s answers (the lang cookie)', async () => {
    const root = rootOf((await t.client().get(`/@${nick}`, { cookie: 'lang=en' })).body);
    expect(root).toContain('data-testid="profile-tab-about"');
    expect(root).toMatch(/>About</);
  });

  it('renders take turns, and one given up on (aborted) does not hold the next', async () => {
    const renderer = await loadRenderer(webDist);
    const url = `http://localhost:3000/@${nick}`;
    const gone = AbortSignal.abort(new Error('given up'));
    await expect(renderer?.render({ url, lang: 'ru', answers: {}, signal: gone })).rejects.toThrow(
      'given up',
    );
    const next = await renderFirstView(renderer!, { url, lang: 'ru', answers: {} });
    expect(next && 'html' in next ? next.html : next).toContain('data-testid="profile-skeleton"');
  });

  it('a member’s page, a missing profile and an address with a query are left to the browser', async () => {
    const { client: reader } = await signedInUser(t);
    const member = await reader.get(`/@${nick}`);
    expect(member.statusCode).toBe(200);
    expect(rootOf(member.body)).toBe('');
    expect(member.body).not.toContain('is-prerendered');
    const missing = await t.client().get('/@nobody.at.all');
    expect(rootOf(missing.body)).toBe('');
    // Another tab's address: the browser renders it (the cached page is one per path).
    expect(rootOf((await t.client().get(`/@${nick}?tab=photo`)).body)).toBe('');
    expect(rootOf((await t.client().get(`/@${nick}`)).body)).toContain('Анна Звонкая');
  });
});

/** A stand-in SSR build: throws for one person, never answers for another, renders `html` for the rest. */
const standInRender = (html: string) => `export async function render({ url }) {
  if (url.includes('ssr.boom')) throw new Error('the render broke');
  if (url.includes('ssr.slow')) return new Promise(() => {});
  return { html: '${html}' };
}`;

describe('a render that fails or takes too long', () => {
  let t: TestApp;
  let dist: string;
  const log = collector();
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'talanty-ssr-'));
    mkdirSync(path.join(dist, path.dirname(SSR_ENTRY)), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), TEST_INDEX_HTML);
    writeFileSync(path.join(dist, SSR_ENTRY), standInRender('<p>rendered</p>'));
    t = await buildTestApp({ WEB_DIST_DIR: dist, LOG_LEVEL: 'error', RATE_LIMITS: 'off' }, undefined, {
      logStream: log.stream,
    });
    for (const nickName of ['ssr.boom', 'ssr.slow', 'ssr.fine'])
      await createUser(t, { nickName, firstName: 'Тест' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('renders the rest', async () => {
    const res = await t.client().get('/@ssr.fine');
    expect(rootOf(res.body)).toBe('<p>rendered</p>');
  });

  it('a new server render replacing the old one (built after index.html) is used at once', async () => {
    writeFileSync(path.join(dist, SSR_ENTRY), standInRender('<p>rendered anew</p>'));
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dist, SSR_ENTRY), later, later);
    // index.html and the render are looked at once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(rootOf((await t.client().get('/@ssr.fine')).body)).toBe('<p>rendered anew</p>');
  });

  it('an error: the page as before, logged', async () => {
    const res = await t.client().get('/@ssr.boom');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(res.body).toContain('id="page-data"');
    expect(log.text()).toContain('the render broke');
  });

  it('a render past its bound: the page as before, logged', async () => {
    const started = Date.now();
    const res = await t.client().get('/@ssr.slow');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(log.text()).toContain('the render took over');
  });

  it('SERVER_RENDER=off: never rendered', async () => {
    const off = await buildTestApp({ WEB_DIST_DIR: dist, SERVER_RENDER: 'off' });
    try {
      await createUser(off, { nickName: 'ssr.fine', firstName: 'Тест' });
      expect(rootOf((await off.client().get('/@ssr.fine')).body)).toBe('');
    } finally {
      await off.close();
    }
  });
});
