import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { WorkerServer } from './worker-server.ts';

/** This worker's server (started by worker-setup.ts before the file's tests). */
function server(): WorkerServer {
  const current = (globalThis as { __talantyE2E?: WorkerServer }).__talantyE2E;
  if (!current)
    throw new Error('No journey server: e2e/worker-setup.ts did not run (is Chromium installed?)');
  return current;
}

export const baseURL = () => server().baseURL;
export const dataDir = () => server().dataDir;
/** Journeys run only where Chromium is installed (always in CI). */
export const hasBrowser = Boolean(inject('chromium'));

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export type Scheme = 'light' | 'dark';
export type Viewport = { width: number; height: number };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromium'),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export async function newContext(
  browser: Browser,
  opts: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    locale?: string;
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<BrowserContext> {
  const isPhone = (opts.viewport ?? DESKTOP).width < 500;
  return browser.newContext({
    // Journeys ask for reduced motion, as many people do: the app then drops the start-up overlay at
    // once instead of fading it for 1.4 s. On two cores the fade cost more than a page's boot
    // (software-composited frames: ~2.1 CPU-s a boot with it, ~0.8 without); the fade itself has its
    // own journey in shell.spec.ts.
    reducedMotion: opts.reducedMotion ?? 'reduce',
    baseURL: baseURL(),
    viewport: opts.viewport ?? DESKTOP,
    colorScheme: opts.colorScheme ?? 'light',
    locale: opts.locale ?? 'ru-RU',
    isMobile: isPhone,
    hasTouch: isPhone,
    deviceScaleFactor: 1,
  });
}

/**
 * A browser that already chose its colour scheme and language (Russian unless told), signed in as `user`
 * when given (anything with `browserCookies()`, so helpers.ts needs no import of people.ts), its
 * requests from `address` when given. The choice is written before every page load, or with
 * `keepChoice` only when missing, so a choice the page makes itself stays over reloads.
 */
export async function contextFor(
  browser: Browser,
  opts: {
    viewport?: Viewport;
    scheme?: Scheme;
    lang?: 'ru' | 'en';
    user?: { browserCookies(): { name: string; value: string; url: string }[] };
    address?: string;
    keepChoice?: boolean;
  } = {},
): Promise<BrowserContext> {
  const scheme = opts.scheme ?? 'light';
  const context = await newContext(browser, {
    viewport: opts.viewport ?? DESKTOP,
    colorScheme: scheme,
    locale: opts.lang === 'en' ? 'en-US' : 'ru-RU',
  });
  if (opts.address) await context.setExtraHTTPHeaders({ 'X-Forwarded-For': opts.address });
  await context.addInitScript(
    ([value, lang, keep]) => {
      if (!keep || !localStorage.getItem('talanty.theme')) {
        localStorage.setItem(
          'talanty.theme',
          JSON.stringify({ scheme: value, dir: 'ltr', color: 'default', fontSize: 'md' }),
        );
      }
      if (!keep || !localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    },
    [scheme, opts.lang ?? 'ru', Boolean(opts.keepChoice)] as const,
  );
  if (opts.user) await context.addCookies(opts.user.browserCookies());
  return context;
}

/** A new page at `url`, once the app has booted. */
export async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await ready(page);
  return page;
}

// ---- screenshots: a CI tier and the whole matrix behind E2E_SHOTS=all --------------------------

/**
 * `E2E_SHOTS=all` takes every picture, the light/dark × desktop/phone matrix included (for when
 * someone changes the look); without it the journeys take the pictures that catch regressions:
 * one desktop-light and one phone-dark per page, and the states in the flows.
 */
export const ALL_SHOTS = process.env.E2E_SHOTS === 'all';

export type ShotTier = 'ci' | 'all';

/** A way to look at a page: the matrix of the screenshot tests, with the tier each corner belongs to. */
export type Look = { device: 'desktop' | 'phone'; viewport: Viewport; scheme: Scheme; tier: ShotTier };

export const LOOKS: readonly Look[] = [
  { device: 'desktop', viewport: DESKTOP, scheme: 'light', tier: 'ci' },
  { device: 'desktop', viewport: DESKTOP, scheme: 'dark', tier: 'all' },
  { device: 'phone', viewport: PHONE, scheme: 'light', tier: 'all' },
  { device: 'phone', viewport: PHONE, scheme: 'dark', tier: 'ci' },
];

/** Whether this run takes pictures (and runs the visits made for them) of the tier. */
export const wantShots = (tier: ShotTier) => tier === 'ci' || ALL_SHOTS;

/** The tier of a picture named `…-desktop-dark…` or `…-phone-light…` is `all`; any other is `ci`. */
export function tierOf(name: string): ShotTier {
  return /(^|-)(desktop-dark|phone-light)(-|$)/.test(name) ? 'all' : 'ci';
}

const artifacts = path.resolve(import.meta.dirname, 'artifacts');

/**
 * A screenshot in e2e/artifacts/ (git-ignored), for a person to look at: full page unless
 * `fullPage: false` (a dialog fixed to the screen). Animations are finished first (no waiting on
 * fade-ins). Skipped, answering '', when the tier (given, or read from the name) is not wanted.
 */
export async function shot(
  page: Page,
  name: string,
  opts: { tier?: ShotTier; fullPage?: boolean } = {},
): Promise<string> {
  if (!wantShots(opts.tier ?? tierOf(name))) return '';
  mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.png`);
  await page.screenshot({
    path: file,
    fullPage: opts.fullPage ?? true,
    animations: 'disabled',
    caret: 'hide',
  });
  return file;
}

/** A full-page screenshot from the top, with nothing focused (the fixed header in place, no skip link). */
export async function snapTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await shot(page, name);
}

// ---- waiting on the page, not on the clock ----------------------------------------------------

/** The app has booted: the start-up overlay is gone and the main region is there. */
export async function ready(page: Page): Promise<void> {
  // Generous: two cores shared by parallel journeys (and people) can make a boot take seconds.
  await page.locator('#boot-overlay').waitFor({ state: 'detached', timeout: 30_000 });
  await page.locator('#main-content').waitFor();
}

/** Fonts and every picture on the page have loaded (what `networkidle` stood for before a picture). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
    undefined,
    { timeout: 15_000 },
  );
}

/** What every screenshot should show: the chosen colour scheme, a main region, nothing sideways off a phone. */
export async function expectLooksRight(
  page: Page,
  look: { scheme: Scheme; viewport: Viewport },
): Promise<void> {
  expect(await page.getAttribute('html', 'data-mantine-color-scheme'), 'colour scheme').toBe(look.scheme);
  expect(await page.locator('#main-content').isVisible(), 'main content visible').toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'nothing sticks out sideways',
  ).toBeLessThanOrEqual(look.viewport.width);
}

// ---- accessibility ----------------------------------------------------------------------------

/** axe (WCAG 2 A and AA) on the page as it is: its serious and critical violations, one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** No serious or critical axe violation. Run it in the visit that takes the picture. */
export async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<void> {
  expect(await seriousAxeViolations(page), label).toEqual([]);
}
