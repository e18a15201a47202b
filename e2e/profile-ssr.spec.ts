import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  contextFor,
  DESKTOP,
  hasBrowser,
  launchBrowser,
  PHONE,
  ready,
  type Scheme,
  type Viewport,
} from './helpers.ts';
import { AVATAR_SVG, addFile, addImage, drawPng, fillMusician, melodyWav, upload } from './media.ts';
import { PASSWORD, signUpViaApi } from './people.ts';

const stamp = Date.now().toString(36);

/** The heading the server sent, kept before any script runs: hydration keeps that very node. */
async function keepServerHeading(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        Object.assign(window, { serverHeading: document.querySelector('h1') });
    });
  });
}

/** Whether the page's heading is still the node the server sent (hydrated, not rendered anew). */
function headingKept(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const kept = (window as { serverHeading?: Element | null }).serverHeading;
    return Boolean(kept?.isConnected) && kept === document.querySelector('h1');
  });
}

/** Errors React reports when the markup did not match its first render, and uncaught ones. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match|didn't match/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Issue 15: a visitor's profile and media pages come rendered by the server (apps/web
 * src/entry-server.tsx) and the browser hydrates that markup: the same nodes, no mismatch React had
 * to recover from, and the page works at both widths in both colour schemes.
 */
describe.skipIf(!hasBrowser)('server-rendered public pages', () => {
  let browser: Browser;
  const nick = `ssr.anna.${stamp}`;
  const media: Record<string, string> = {};
  let post = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const anna = await signUpViaApi({
      email: `ssr.anna.${stamp}@example.com`,
      nickName: nick,
      password: PASSWORD,
    });
    await fillMusician(anna);
    const { wav, peaks } = melodyWav(6, [440, 494, 523]);
    const track = await upload(anna, wav, 'evening.wav', 'audio/wav');
    media.track = await addFile(anna, {
      FileType: 'Audio',
      FileName: track.fileName,
      Name: 'Вечер <b>',
      Peaks: peaks,
    });
    media.video = await addFile(anna, {
      FileType: 'Video',
      externalFlag: 'Y',
      FileFullURL: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      Name: 'Концерт',
    });
    media.photo = await addImage(anna, await drawPng(browser, AVATAR_SVG, 640, 640), 'Сцена');
    post = (
      await anna.call<{ PostId: string }>('/api/user/post/createUserPost', {
        body: 'Новая песня <i>скоро</i>',
      })
    ).PostId;
    await anna.call('/api/user/processComment', {
      operation: 'add',
      objectId: post,
      objectType: 'post',
      message: 'Жду!',
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /**
   * A server-rendered page as fetched (its HTML) and as opened in a fresh context and hydrated, the
   * server's heading kept; `watch` sees the page before it loads. Close `context` when done.
   */
  async function openRendered(
    path: string,
    viewport: Viewport,
    scheme: Scheme,
    watch?: (page: Page) => void,
  ) {
    const html = await (await fetch(`${baseURL()}${path}`)).text();
    expect(html).toContain('class="is-prerendered"');
    const context = await contextFor(browser, { viewport, scheme });
    await keepServerHeading(context);
    const page = await context.newPage();
    const errors = hydrationErrors(page);
    watch?.(page);
    await page.goto(path);
    await ready(page);
    expect(await headingKept(page)).toBe(true);
    return { html, context, page, errors };
  }

  /** Follows a link through the app's router (no new document) to `pathname`. */
  async function followInApp(page: Page, link: string, pathname: string) {
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: link }).click();
    await page.waitForURL((url) => url.pathname === pathname);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  }

  it('arrives with the person in #root, shown without the app', async () => {
    const html = await (await fetch(`${baseURL()}/@${nick}`)).text();
    expect(html).toContain('<div id="boot-overlay" class="is-prerendered">');
    expect(html).toMatch(/<h1[^>]*id="profile-name"[^>]*>Анна Соколова<\/h1>/);

    const context = await contextFor(browser);
    try {
      const page = await context.newPage();
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(`/@${nick}`);
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toBe('Анна Соколова');
      expect(await heading.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  const corners: [string, Viewport, Scheme][] = [
    ['desktop, light', DESKTOP, 'light'],
    ['desktop, dark', DESKTOP, 'dark'],
    ['phone, light', PHONE, 'light'],
    ['phone, dark', PHONE, 'dark'],
  ];
  it.each(corners)('hydrates without a mismatch and works: %s', async (_name, viewport, scheme) => {
    const context = await contextFor(browser, { viewport, scheme });
    try {
      await keepServerHeading(context);
      const page = await context.newPage();
      const errors = hydrationErrors(page);
      await page.goto(`/@${nick}`);
      await ready(page);

      expect(await headingKept(page)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(scheme);

      await page.getByTestId('profile-tab-photo').click();
      await page.waitForURL(/[?&]tab=photo/);
      await expect
        .poll(() => page.getByTestId('profile-tab-photo').getAttribute('aria-selected'))
        .toBe('true');
      await page.getByTestId('profile-tab-about').click();
      await page.waitForURL((url) => !url.search.includes('tab='));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // The home page needs no answers: rendered for every visitor, hydrated, and its links stay the app's.
  it.each([
    [DESKTOP, 'dark'],
    [PHONE, 'light'],
  ] as const)(
    'the home page arrives rendered and hydrates without a mismatch (%o, %s)',
    async (viewport, scheme) => {
      const { html, context, page, errors } = await openRendered('/', viewport, scheme);
      try {
        expect(html).toMatch(/<h1[^>]*id="home-hero-title"[^>]*>Покажите свой талант/);
        expect(html).toContain('<script type="application/json" id="page-data">{"lang":"ru","answers":{}}');
        expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(scheme);
        await followInApp(page, 'Найти исполнителя', '/search');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  // /search embeds the newest people and the talents; the filters and tabs work once hydrated.
  it.each([
    [DESKTOP, 'light'],
    [PHONE, 'dark'],
  ] as const)(
    '/search arrives with the people and hydrates without a mismatch (%o, %s)',
    async (viewport, scheme) => {
      const asked: string[] = [];
      const { html, context, page, errors } = await openRendered('/search', viewport, scheme, (page) =>
        page.on('request', (r) => {
          if (/executeUserSearch|getTalantList/.test(r.url())) asked.push(r.url());
        }),
      );
      try {
        expect(html).toContain('Анна Соколова');
        // The first view's answers came with the page: nothing asked again.
        expect(asked).toEqual([]);
        await page.getByRole('tab', { name: 'Треки' }).click();
        await page.waitForURL(/[?&]tab=audio/);
        await page.getByRole('tab', { name: 'Люди' }).click();
        await page.waitForURL((url) => !url.search.includes('tab='));
        await expect.poll(() => page.getByText('Анна Соколова').first().isVisible()).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  // Its «N мин. назад» depends on the reader's clock: the server's markup has the day (UTC) there,
  // which the hydrating render repeats before it switches to the relative time.
  it.each([
    [DESKTOP, 'light'],
    [PHONE, 'dark'],
  ] as const)(
    'a post page hydrates without a mismatch, then tells its time (%o, %s)',
    async (viewport, scheme) => {
      const html = await (await fetch(`${baseURL()}/post/${post}`)).text();
      expect(html).toContain('class="is-prerendered"');
      expect(html).toContain('Новая песня &lt;i&gt;скоро&lt;/i&gt;');
      const context = await contextFor(browser, { viewport, scheme });
      try {
        const page = await context.newPage();
        const errors = hydrationErrors(page);
        await page.goto(`/post/${post}`);
        await ready(page);
        const time = page.getByTestId('post-card').locator('time').first();
        await expect.poll(() => time.textContent(), { timeout: 10_000 }).toMatch(/назад|только что|сейчас/);
        await expect.poll(() => page.getByText('Жду!').isVisible(), { timeout: 10_000 }).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    ['track', DESKTOP, 'light'],
    ['video', PHONE, 'dark'],
    ['photo', DESKTOP, 'dark'],
    ['track', PHONE, 'light'],
  ] as const)(
    'a %s page hydrates without a mismatch and links on in the app (%o, %s)',
    async (kind, viewport, scheme) => {
      const { html, context, page, errors } = await openRendered(`/media/${media[kind]}`, viewport, scheme);
      try {
        if (kind === 'track') expect(html).toContain('Вечер &lt;b&gt;');
        // The owner's card links to the profile through the app's router: no new document.
        await followInApp(page, 'Открыть профиль', `/${nick}`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Анна Соколова');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
