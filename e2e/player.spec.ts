import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextFor,
  DESKTOP,
  hasBrowser,
  launchBrowser,
  openPage,
  PHONE,
  shot,
  tierOf,
  wantShots,
} from './helpers.ts';
import { addFile, addImage, drawPng, melodyWav, newMusician, upload } from './media.ts';

const stamp = Date.now().toString(36);
const FIXTURES = path.resolve(import.meta.dirname, '../apps/server/src/test/fixtures/audio');
const LONG_TITLE = 'Ночной джаз';
const SHORT_TITLE = 'Короткий аккорд';
const QUIET_TITLE = 'Утренний распев';

/** The fixture chord's envelope (it fades as exp(-1.5 t) over 1.5 s), as 240 peaks. */
const chordPeaks = Array.from({ length: 240 }, (_, i) => {
  const t = (i / 240) * 1.57;
  return Math.round(Math.exp(-1.5 * t) * (0.8 + 0.2 * Math.abs(Math.sin(i / 3))) * 1000) / 1000;
});

const COVER_SVG = `
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e1b4b"/><stop offset=".6" stop-color="#6d28d9"/><stop offset="1" stop-color="#f472b6"/>
    </linearGradient>
  </defs>
  <rect width="600" height="600" fill="url(#g)"/>
  <circle cx="420" cy="170" r="90" fill="#fde68a" opacity=".9"/>
  <path d="M0 470 C150 400 250 520 380 450 S560 400 600 430 V600 H0Z" fill="#0f0a2a" opacity=".75"/>
  <rect x="120" y="230" width="18" height="170" rx="9" fill="#fff" opacity=".85"/>
  <circle cx="112" cy="402" r="34" fill="#fff" opacity=".85"/>
</svg>`;

/** The one <audio> element of the player store. */
const audio = (page: Page) => page.locator('audio[data-testid="player-audio"]');
const currentTime = (page: Page) => audio(page).evaluate((el: HTMLAudioElement) => el.currentTime);
const isPaused = (page: Page) => audio(page).evaluate((el: HTMLAudioElement) => el.paused);

/** Playing means the clock moves: two readings half a second apart. */
async function expectPlaying(page: Page): Promise<void> {
  await expect.poll(() => isPaused(page), { timeout: 10_000 }).toBe(false);
  const before = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 0.3);
}

async function openAudioTab(context: BrowserContext, nick: string): Promise<Page> {
  const page = await openPage(context, `/${nick}?tab=audio`);
  await page.getByTestId('track-row').first().waitFor();
  return page;
}

describe.skipIf(!hasBrowser)('the player', () => {
  let browser: Browser;
  const nick = `anna.player.${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const anna = await newMusician(browser, { email: `anna.player.${stamp}@example.com`, nickName: nick });
    const cover = await drawPng(browser, COVER_SVG, 600, 600);

    // Oldest first: the list shows the newest on top (the long melody).
    const ogg = await upload(
      anna,
      await readFile(path.join(FIXTURES, 'tone.ogg')),
      'raspev.ogg',
      'audio/ogg',
    );
    await addFile(anna, {
      FileType: 'Audio',
      FileName: ogg.fileName,
      Name: QUIET_TITLE,
      ListOfTalants: ['SNG'],
    });
    const mp3 = await upload(
      anna,
      await readFile(path.join(FIXTURES, 'tone.mp3')),
      'chord.mp3',
      'audio/mpeg',
    );
    await addFile(anna, {
      FileType: 'Audio',
      FileName: mp3.fileName,
      Name: SHORT_TITLE,
      Peaks: chordPeaks,
      ListOfTalants: ['MUS'],
      ListOfStyles: ['JAZZ'],
    });
    // A 30 s melody, so the track keeps playing while the person browses.
    const melody = melodyWav(30, [220, 277.18, 329.63, 440, 392, 329.63, 293.66, 246.94]);
    const wav = await upload(anna, melody.wav, 'night-jazz.wav', 'audio/wav');
    const coverId = await addImage(anna, cover, 'cover');
    await addFile(anna, {
      FileType: 'Audio',
      FileName: wav.fileName,
      Name: LONG_TITLE,
      Peaks: melody.peaks,
      LogoId: coverId,
      ListOfTalants: ['SNG', 'MUS'],
      ListOfStyles: ['JAZZ', 'SOUL'],
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('plays from the profile, keeps playing across pages, and answers next, Space and waveform seeks', async () => {
    const context = await contextFor(browser);
    const page = await openAudioTab(context, nick);
    const rows = page.getByTestId('track-row');
    expect(await rows.count()).toBe(3);
    expect(await rows.first().getByRole('link', { name: LONG_TITLE }).getAttribute('href')).toMatch(
      /^\/media\//,
    );
    expect(await page.getByTestId('player-bar').count()).toBe(0);

    await page.getByRole('button', { name: `Слушать «${LONG_TITLE}»` }).click();
    const bar = page.getByTestId('player-bar');
    await bar.waitFor();
    expect(await bar.getByRole('link', { name: LONG_TITLE }).isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: 'Анна Соколова' }).getAttribute('href')).toBe(`/${nick}`);
    await expectPlaying(page);
    expect(await page.getByRole('button', { name: `Пауза: «${LONG_TITLE}»` }).isVisible()).toBe(true);
    // The lock screen knows the track too.
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(LONG_TITLE);
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.artist)).toBe('Анна Соколова');

    // The page ends above the bar: the last row can be scrolled clear of it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barTop = (await bar.boundingBox())?.y ?? 0;
    const lastRow = await rows.last().boundingBox();
    expect((lastRow?.y ?? 0) + (lastRow?.height ?? 0)).toBeLessThanOrEqual(barTop);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'player-profile-audio-desktop-light');

    // Browsing does not stop the music: another tab, then another page.
    await page.getByRole('tab', { name: 'О себе' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') !== 'audio');
    await expectPlaying(page);
    await page.getByRole('link', { name: 'Главная' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await bar.waitFor();
    await expectPlaying(page);
    await page.goBack();
    await page.goBack();
    await page.getByTestId('track-row').first().waitFor();

    // Space pauses (focus on the page, not on a control), and plays again.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await expect.poll(() => isPaused(page)).toBe(true);
    // The bar re-renders after the audio element says it paused: wait for the button, not a snapshot.
    await bar.getByRole('button', { name: 'Слушать' }).waitFor();

    // A click on the bar's waveform seeks there (about two thirds into 30 s).
    const seekBar = bar.getByRole('slider', { name: `Перемотка: ${LONG_TITLE}` });
    const box = await seekBar.boundingBox();
    if (!box) throw new Error('the waveform has no box');
    await page.mouse.click(box.x + box.width * 0.66, box.y + box.height / 2);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(17);
    expect(await currentTime(page)).toBeLessThan(23);
    expect(await seekBar.getAttribute('aria-valuetext')).toMatch(/^0:(19|20|21) из 0:30$/);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await expectPlaying(page);

    // Next walks the profile's list: the short chord, then on by itself to the last track, which stops.
    await bar.getByRole('button', { name: 'Следующий трек' }).click();
    await expect.poll(() => audio(page).evaluate((el: HTMLAudioElement) => el.currentSrc)).toMatch(/\.mp3$/);
    await expect
      .poll(() => bar.getByRole('link').first().textContent(), { timeout: 10_000 })
      .toBe(QUIET_TITLE);
    await expect.poll(() => isPaused(page), { timeout: 10_000 }).toBe(true);
    expect(await bar.getByRole('button', { name: 'Следующий трек' }).isDisabled()).toBe(true);

    // Seeking the waveform of a row that is not playing starts that track there.
    const rowWave = rows.first().getByRole('slider');
    const rowBox = await rowWave.boundingBox();
    if (!rowBox) throw new Error('the row waveform has no box');
    await page.mouse.click(rowBox.x + rowBox.width * 0.5, rowBox.y + rowBox.height / 2);
    await expect.poll(() => bar.getByRole('link').first().textContent()).toBe(LONG_TITLE);
    await expectPlaying(page);
    expect(await currentTime(page)).toBeGreaterThan(13);

    // Closing hides the bar and stops the sound.
    await bar.getByRole('button', { name: 'Закрыть плеер' }).click();
    await expect.poll(() => page.getByTestId('player-bar').count()).toBe(0);
    expect(await isPaused(page)).toBe(true);
    await context.close();
  });

  for (const [viewport, scheme] of [
    [DESKTOP, 'dark'],
    [PHONE, 'light'],
    [PHONE, 'dark'],
  ] as const) {
    const device = viewport === PHONE ? 'phone' : 'desktop';
    // Phone dark runs in CI; desktop dark and phone light with E2E_SHOTS=all.
    it.skipIf(!wantShots(tierOf(`-${device}-${scheme}`)))(
      `shows the audio tab with the bar on ${device}, ${scheme}`,
      async () => {
        const context = await contextFor(browser, { viewport, scheme });
        const page = await openAudioTab(context, nick);
        await page.getByRole('button', { name: `Слушать «${LONG_TITLE}»` }).click();
        const bar = page.getByTestId('player-bar');
        await bar.waitFor();
        await expectPlaying(page);
        if (viewport === PHONE) {
          // Above the bottom navigation, never over it.
          const nav = await page
            .getByRole('navigation', { name: /навигация/i })
            .last()
            .boundingBox();
          const barBox = await bar.boundingBox();
          expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual((nav?.y ?? 0) + 1);
          // The compact bar still seeks.
          const seek = bar.getByRole('slider');
          const box = await seek.boundingBox();
          if (!box) throw new Error('the waveform has no box');
          await page.mouse.click(box.x + box.width * 0.5, box.y + box.height / 2);
          await expect.poll(() => currentTime(page)).toBeGreaterThan(12);
        }
        await shot(page, `player-profile-audio-${device}-${scheme}`);
        if (viewport === PHONE) {
          // What the person sees: the tracks with the bar and the bottom navigation under them.
          await page.getByRole('heading', { name: 'Треки' }).evaluate((el) => el.scrollIntoView());
          await shot(page, `player-profile-audio-phone-${scheme}-screen`, { fullPage: false });
        }
        await context.close();
      },
    );
  }
});
