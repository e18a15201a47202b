import type { Browser } from 'playwright-core';
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
import { fillMusician } from './media.ts';
import { PASSWORD, signUpViaApi } from './people.ts';

const stamp = Date.now().toString(36);

/**
 * Issue 15: a visitor's profile comes rendered by the server (apps/web src/entry-server.tsx) and the
 * browser hydrates that markup: the same nodes, no mismatch React had to recover from, and the page
 * works (a tab switch) at both widths in both colour schemes.
 */
describe.skipIf(!hasBrowser)('a server-rendered profile', () => {
  let browser: Browser;
  const nick = `ssr.anna.${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const anna = await signUpViaApi({
      email: `ssr.anna.${stamp}@example.com`,
      nickName: nick,
      password: PASSWORD,
    });
    await fillMusician(anna);
  });

  afterAll(async () => {
    await browser?.close();
  });

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
      // The heading the server sent, kept before any script runs: hydration keeps that very node.
      await context.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            Object.assign(window, { serverHeading: document.getElementById('profile-name') });
        });
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /hydrat|did not match|didn't match/i.test(m.text()))
          errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`/@${nick}`);
      await ready(page);

      const hydrated = await page.evaluate(() => {
        const kept = (window as { serverHeading?: Element | null }).serverHeading;
        return Boolean(kept) && kept === document.getElementById('profile-name') && kept?.isConnected;
      });
      expect(hydrated).toBe(true);
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
});
