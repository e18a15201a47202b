import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseURL = () => inject('baseURL');
export const dataDir = () => inject('dataDir');
/** Journeys run only where Chromium is installed (always in CI). */
export const hasBrowser = Boolean(inject('chromium'));

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

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
  } = {},
): Promise<BrowserContext> {
  const isPhone = (opts.viewport ?? DESKTOP).width < 500;
  return browser.newContext({
    baseURL: baseURL(),
    viewport: opts.viewport ?? DESKTOP,
    colorScheme: opts.colorScheme ?? 'light',
    locale: opts.locale ?? 'ru-RU',
    isMobile: isPhone,
    hasTouch: isPhone,
    deviceScaleFactor: 1,
  });
}

const artifacts = path.resolve(import.meta.dirname, 'artifacts');

/** A full-page screenshot in e2e/artifacts/ (git-ignored), for a person to look at. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
