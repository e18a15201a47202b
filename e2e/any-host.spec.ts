import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, contextFor, dataDir, hasBrowser, launchBrowser, ready, shot } from './helpers.ts';
import { addFile, melodyWav, newMusician, upload } from './media.ts';
import type { ApiUser } from './people.ts';

/**
 * The site works at whatever address it is opened: the server is started with
 * PUBLIC_URL=http://127.0.0.1:PORT, and a person may as well type http://localhost:PORT (or a LAN
 * address). Every avatar, header and cover loads and tracks play on both, because the API answers
 * same-origin paths (`/files/...`) and the CSP allows 'self'.
 */

const stamp = Date.now().toString(36);
const TRACK = 'Где угодно';
const GONE = 'Пропавший трек';

/** The same server under another host name: 127.0.0.1 ↔ localhost. */
const HOSTS = () => {
  const base = new URL(baseURL());
  const other = new URL(baseURL());
  other.hostname = base.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return [base.origin, other.origin];
};

type Loaded = { src: string; sameOrigin: boolean; width: number };

/** Waits until the image at this path has loaded (a broken or blocked one never gets a width). */
async function loadedImage(page: Page, src: string): Promise<Loaded> {
  const img = page.locator(`img[src="${src}"]`).first();
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
  return img.evaluate((el: HTMLImageElement) => ({
    src: el.src,
    sameOrigin: new URL(el.src).origin === window.location.origin,
    width: el.naturalWidth,
  }));
}

const audio = (page: Page) => page.locator('audio[data-testid="player-audio"]');
const currentTime = (page: Page) => audio(page).evaluate((el: HTMLAudioElement) => el.currentTime);

/** Playing means the clock moves. */
async function expectPlaying(page: Page): Promise<void> {
  await expect
    .poll(() => audio(page).evaluate((el: HTMLAudioElement) => el.paused), { timeout: 10_000 })
    .toBe(false);
  const before = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 0.3);
}

/** Content Security Policy refusals the page logs (a blocked image or track says so only here). */
function cspErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

describe.skipIf(!hasBrowser)('media on any host name', () => {
  let browser: Browser;
  let anna: ApiUser;
  const nick = `anna.anyhost.${stamp}`;
  let profile: { Avatar: string; HeaderURL: string };
  let goneId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    anna = await newMusician(browser, { email: `anna.anyhost.${stamp}@example.com`, nickName: nick });
    const melody = melodyWav(30, [261.63, 329.63, 392, 523.25, 392, 329.63]);
    const gone = await upload(anna, melody.wav, 'gone.wav', 'audio/wav');
    goneId = await addFile(anna, {
      FileType: 'Audio',
      FileName: gone.fileName,
      Name: GONE,
      Peaks: melody.peaks,
    });
    const wav = await upload(anna, melody.wav, 'anywhere.wav', 'audio/wav');
    await addFile(anna, { FileType: 'Audio', FileName: wav.fileName, Name: TRACK, Peaks: melody.peaks });
    // The bytes of one track vanish from the disk (a lost volume, a restore without media).
    await rm(path.join(dataDir(), 'media', gone.fileName.slice(0, 6), gone.fileName));
    profile = await anna.call(`/api/user/getProfile/${nick}`, undefined, { method: 'GET' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('answers paths, not addresses: the records name no host', () => {
    expect(profile.Avatar).toMatch(/^\/files\//);
    expect(profile.HeaderURL).toMatch(/^\/files\//);
  });

  it('shows every picture and plays the track at 127.0.0.1 and at localhost', async () => {
    for (const origin of HOSTS()) {
      const host = new URL(origin).hostname;
      const context = await contextFor(browser);
      const page = await context.newPage();
      const blocked = cspErrors(page);

      // The profile: avatar and header.
      await page.goto(`${origin}/${nick}`);
      await ready(page);
      for (const src of [profile.Avatar, profile.HeaderURL]) {
        const img = await loadedImage(page, src);
        expect(img.sameOrigin, `${host}: ${img.src}`).toBe(true);
        expect(img.src.startsWith(origin), img.src).toBe(true);
      }
      await shot(page, `any-host-profile-${host}`);

      // Search: the person's card with the avatar.
      await page.goto(`${origin}/search?q=${encodeURIComponent(nick)}`);
      await ready(page);
      const thumb = profile.Avatar.replace(/-sq512\.webp$/, '-sq128.webp');
      expect((await loadedImage(page, thumb)).sameOrigin).toBe(true);
      await shot(page, `any-host-search-${host}`);

      // The track plays from the profile's audio tab.
      await page.goto(`${origin}/${nick}?tab=audio`);
      await ready(page);
      await page.getByRole('button', { name: `Слушать «${TRACK}»` }).click();
      await page.getByTestId('player-bar').waitFor();
      await expectPlaying(page);
      expect(blocked, host).toEqual([]);
      await context.close();
    }
  });

  it('says so in the player when the file of a track is gone', async () => {
    const origin = HOSTS()[1] as string;
    const context = await contextFor(browser);
    const page = await context.newPage();
    await page.goto(`${origin}/media/${goneId}`);
    await ready(page);
    await page.getByTestId('media-play').click();
    const bar = page.getByTestId('player-bar');
    await bar.getByRole('alert').filter({ hasText: 'Не удалось воспроизвести трек' }).waitFor();
    await page.getByText(`Не удалось воспроизвести «${GONE}»`).waitFor();
    // Not stuck in "playing": the big button offers a retry.
    await expect
      .poll(() => page.getByTestId('media-play').getAttribute('data-status'), { timeout: 5_000 })
      .toBe('error');
    expect(await page.getByTestId('media-play').getAttribute('aria-pressed')).toBe('false');
    await shot(page, 'any-host-missing-track');
    await context.close();
  });
});
