import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  contextFor,
  expectLooksRight,
  hasBrowser,
  LOOKS,
  launchBrowser,
  openPage,
  ready,
  settled,
  shot,
  wantShots,
} from './helpers.ts';
import { addFile, drawPng, newMusician, upload } from './media.ts';
import { type ApiUser, newMember } from './people.ts';

const stamp = Date.now().toString(36);
const TONE = path.resolve(import.meta.dirname, '../apps/server/src/test/fixtures/audio/tone.mp3');
const TRACK_TITLE = 'Ночной город';
const TRACK_TEXT = 'Записано дома за одну ночь.\nКлавиши — Rhodes, голос — живьём, без дублей.';
const VIDEO_TITLE = 'Живой концерт в клубе «Мутабор»';
const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const PHOTO_TITLES = ['Саундчек перед концертом', 'За кулисами'];

/** tone.mp3's fading chord (exp(-1.5 t) over ≈1.57 s) as 300 peaks, as the web computes them at upload. */
const tonePeaks = Array.from({ length: 300 }, (_, i) => {
  const t = (i / 300) * 1.57;
  return Math.round(Math.exp(-1.5 * t) * (0.78 + 0.22 * Math.abs(Math.sin(i / 2.3))) * 1000) / 1000;
});

const COVER_SVG = `
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f172a"/><stop offset=".55" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f97316"/>
    </linearGradient>
  </defs>
  <rect width="600" height="600" fill="url(#g)"/>
  ${Array.from({ length: 14 }, (_, i) => {
    const h = 60 + ((i * 53) % 190);
    return `<rect x="${40 + i * 38}" y="${470 - h}" width="28" height="${h}" fill="#0b1024" opacity=".85"/>`;
  }).join('')}
  ${Array.from({ length: 26 }, (_, i) => `<rect x="${52 + ((i * 71) % 500)}" y="${300 + ((i * 37) % 150)}" width="6" height="8" fill="#fde68a" opacity=".9"/>`).join('')}
  <circle cx="450" cy="140" r="56" fill="#fef3c7" opacity=".92"/>
</svg>`;

const photoSvg = (hue: number, label: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs>
    <radialGradient id="spot" cx="50%" cy="10%" r="80%">
      <stop offset="0" stop-color="hsl(${hue} 90% 70%)" stop-opacity=".9"/><stop offset="1" stop-color="#07070c"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#spot)"/>
  <path d="M600 0 L420 800 L780 800 Z" fill="#fff" opacity=".08"/>
  <rect x="0" y="620" width="1200" height="180" fill="#111"/>
  <rect x="520" y="430" width="160" height="190" rx="16" fill="hsl(${hue} 60% 30%)"/>
  <circle cx="600" cy="380" r="46" fill="#f1c7a5"/>
  <rect x="592" y="300" width="16" height="120" fill="#222"/>
  <text x="60" y="740" font-family="sans-serif" font-size="42" fill="#fff" opacity=".7">${label}</text>
</svg>`;

/** A dialog is fixed to the screen: take the screen, not the whole page behind it. */
async function screenShot(page: Page, name: string): Promise<void> {
  await shot(page, name, { fullPage: false });
}

async function openMedia(context: BrowserContext, fileId: string): Promise<Page> {
  const page = await openPage(context, `/media/${fileId}`);
  await page.getByTestId('media-page').waitFor();
  return page;
}

/** The page's like button (its name starts with the action, then the count). */
const likeButton = (page: Page) =>
  page.getByTestId('media-actions').getByRole('button', { name: /нравится/i });

describe.skipIf(!hasBrowser)('the media page', () => {
  let browser: Browser;
  let reader: ApiUser;
  const nick = `anna.media.${stamp}`;
  let trackId = '';
  let videoId = '';
  let shortId = '';
  const photoIds: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const [cover, ...photos] = await Promise.all([
      drawPng(browser, COVER_SVG, 600, 600),
      drawPng(browser, photoSvg(280, 'soundcheck'), 1200, 800),
      drawPng(browser, photoSvg(20, 'backstage'), 1200, 800),
    ]);
    const anna = await newMusician(browser, { email: `anna.media.${stamp}@example.com`, nickName: nick });
    reader = await newMember({
      email: `ivan.media.${stamp}@example.com`,
      nickName: `ivan_media_${stamp}`,
      firstName: 'Иван',
      lastName: 'Петров',
    });

    const mp3 = await upload(anna, await readFile(TONE), 'night-city.mp3', 'audio/mpeg');
    // The cover is a plain image upload (not one of the photos on the profile).
    const coverId = (await upload(anna, cover, 'night-city-cover.png', 'image/png')).uploadId;
    trackId = await addFile(anna, {
      FileType: 'Audio',
      FileName: mp3.fileName,
      Name: TRACK_TITLE,
      Description: TRACK_TEXT,
      Peaks: tonePeaks,
      LogoId: coverId,
      ListOfTalants: ['SNG', 'MUS'],
      ListOfTools: ['ELECTRIC_PIANO'],
      ListOfStyles: ['JAZZ', 'SOUL'],
    });
    // The platform's details cannot be fetched offline: the link is still saved, with our title.
    videoId = await addFile(anna, {
      FileType: 'Video',
      externalFlag: 'Y',
      FileFullURL: VIDEO_URL,
      Name: VIDEO_TITLE,
      Description: 'Полный сет: шесть песен с новой программы.',
      ListOfTalants: ['SNG'],
      ListOfStyles: ['JAZZ'],
    });
    shortId = await addFile(anna, {
      FileType: 'Video',
      externalFlag: 'Y',
      FileFullURL: 'https://www.youtube.com/shorts/aqz-KE-bpKQ',
      Name: 'Распевка за минуту',
    });
    for (const [i, png] of photos.entries()) {
      const photo = await upload(anna, png, `photo-${i}.png`, 'image/png');
      photoIds.push(
        await addFile(anna, { FileType: 'Image', FileName: photo.fileName, Name: PHOTO_TITLES[i] }),
      );
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('gives crawlers the track in the page head: og:audio and the title', async () => {
    const html = await (
      await fetch(`${baseURL()}/media/${trackId}`, { headers: { Cookie: 'lang=ru', Accept: 'text/html' } })
    ).text();
    const og = (property: string) =>
      new RegExp(`<meta[^>]+property="${property}"[^>]+content="([^"]*)"`).exec(html)?.[1];
    expect(og('og:audio')).toMatch(/\/files\/[^"]+\.mp3$/);
    expect(og('og:audio:type')).toBe('audio/mpeg');
    expect(og('og:type')).toBe('music.song');
    expect(og('og:image')).toMatch(/\/files\//);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(
      `${TRACK_TITLE} — Анна Соколова (@${nick}) — Таланты`,
    );
  });

  it('lets a visitor play the track, and asks them to sign in to like it', async () => {
    const context = await contextFor(browser);
    const page = await openMedia(context, trackId);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TRACK_TITLE);
    await expect.poll(() => page.title()).toBe(`${TRACK_TITLE} — Анна Соколова (@${nick}) — Таланты`);
    expect(await page.getByText('Записано дома за одну ночь.').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Таланты: Вокалист' }).getAttribute('href')).toBe(
      '/search?talantCode=SNG',
    );
    const owner = page.getByRole('region', { name: 'Автор' });
    expect(await owner.getByRole('link', { name: 'Другие треки' }).getAttribute('href')).toBe(
      `/${nick}?tab=audio`,
    );
    await owner.getByRole('link', { name: 'Анна Соколова', exact: true }).waitFor();
    const cover = page.getByRole('img', { name: `Обложка: ${TRACK_TITLE}` });
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'media-audio-desktop-light');

    // Play: the app's player takes the track, and its clock moves.
    await page.getByRole('button', { name: `Слушать «${TRACK_TITLE}»` }).click();
    await page.getByTestId('player-bar').waitFor();
    await expect
      .poll(
        () =>
          page
            .locator('audio[data-testid="player-audio"]')
            .evaluate((el: HTMLAudioElement) =>
              el.played.length > 0 ? el.played.end(el.played.length - 1) : 0,
            ),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0.3);

    // A visitor's like: an invitation to sign in and come back here.
    await likeButton(page).click();
    const invite = page.getByRole('dialog');
    await invite.waitFor();
    const signIn = invite.getByRole('link', { name: 'Войти' });
    expect(await signIn.getAttribute('href')).toBe(
      `/auth/signin?next=${encodeURIComponent(`/media/${trackId}`)}`,
    );
    await context.close();
  });

  it('counts a signed-in member’s like, and keeps it after a reload', async () => {
    const context = await contextFor(browser, { user: reader });
    const page = await openMedia(context, trackId);
    const like = likeButton(page);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect((await like.textContent())?.trim()).toBe('0');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await like.textContent())?.trim()).toBe('1');

    await page.reload();
    await ready(page);
    await page.getByTestId('media-page').waitFor();
    await expect.poll(() => likeButton(page).getAttribute('aria-pressed')).toBe('true');
    expect((await likeButton(page).textContent())?.trim()).toBe('1');
    await context.close();
  });

  it('loads nothing from YouTube until play is pressed, then the youtube-nocookie player', async () => {
    const context = await contextFor(browser);
    const page = await openMedia(context, videoId);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(VIDEO_TITLE);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Открыть на YouTube' }).getAttribute('href')).toBe(VIDEO_URL);
    await shot(page, 'media-video-desktop-light');

    await page.getByRole('button', { name: `Смотреть «${VIDEO_TITLE}»` }).click();
    const frame = page.locator('iframe');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(await frame.getAttribute('allow')).toContain('autoplay');
    await context.close();
  });

  it('shows the videos and photos on the profile; a photo opens in the viewer', async () => {
    const context = await contextFor(browser);
    const page = await openPage(context, `/${nick}?tab=video`);
    const videos = page.getByRole('list', { name: 'Видео' });
    await videos.waitFor();
    expect(await videos.getByTestId('video-card').count()).toBe(1);
    const shorts = page.getByRole('list', { name: 'Shorts и клипы' });
    expect(
      await shorts.getByRole('link', { name: 'Распевка за минуту', exact: true }).getAttribute('href'),
    ).toBe(`/media/${shortId}`);
    expect(await videos.getByRole('link', { name: VIDEO_TITLE, exact: true }).getAttribute('href')).toBe(
      `/media/${videoId}`,
    );
    expect(await page.locator('iframe').count()).toBe(0);
    await shot(page, 'media-profile-video-desktop-light');

    await page.getByRole('tab', { name: 'Фото' }).click();
    const photos = page.getByRole('list', { name: 'Фото' });
    await photos.waitFor();
    // Newest first: the two photos lead (the avatar and header are Image files too).
    expect(await photos.getByTestId('photo-card').count()).toBe(4);
    await photos.getByTestId('photo-card').first().getByRole('button').click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    expect(await viewer.getByTestId('photo-lightbox-caption').textContent()).toBe(PHOTO_TITLES[1]);
    const image = viewer.getByRole('img', { name: PHOTO_TITLES[1], exact: true });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewer.getByTestId('photo-lightbox-caption').textContent()).toBe(PHOTO_TITLES[0]);
    expect(await viewer.getByText('2 из 4').isVisible()).toBe(true);
    const next = viewer.getByRole('img', { name: PHOTO_TITLES[0], exact: true });
    await expect.poll(() => next.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenShot(page, 'media-profile-photo-lightbox-desktop-light');

    // The viewer leads to the photo's own page.
    await viewer.getByRole('link', { name: 'Страница фото' }).click();
    await page.waitForURL((url) => url.pathname === `/media/${photoIds[0]}`);
    await page.getByTestId('media-photo').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(PHOTO_TITLES[0]);
    await context.close();
  });

  it('says a file that does not exist is not found or hidden', async () => {
    const context = await contextFor(browser);
    const page = await openPage(context, '/media/0197a000-0000-7000-8000-00000000dead');
    await page.getByRole('heading', { level: 1, name: 'Файл не найден или скрыт' }).waitFor();
    expect(await page.getByRole('link', { name: 'На главную', exact: true }).getAttribute('href')).toBe('/');
    await context.close();
  });

  // The desktop-light and phone-dark looks run in CI; the other two corners with E2E_SHOTS=all.
  for (const look of LOOKS) {
    const { device, viewport, scheme } = look;
    it.skipIf(!wantShots(look.tier))(`looks right on ${device}, ${scheme}`, async () => {
      const context = await contextFor(browser, { viewport, scheme });
      for (const [name, id, title] of [
        ['audio', trackId, TRACK_TITLE],
        ['video', videoId, VIDEO_TITLE],
        ['short', shortId, 'Распевка за минуту'],
        ['photo', photoIds[0] as string, PHOTO_TITLES[0] as string],
      ] as const) {
        const page = await openMedia(context, id);
        await page
          .getByTestId('media-owner')
          .getByRole('link', { name: 'Анна Соколова', exact: true })
          .waitFor();
        // What the picture shows: the file's title as the heading, its owner, the scheme, nothing off a phone.
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
        expect(await page.getByTestId('media-actions').isVisible()).toBe(true);
        await settled(page);
        await expectLooksRight(page, look);
        await shot(page, `media-${name}-${device}-${scheme}`);
        await page.close();
      }
      const page = await openPage(context, `/${nick}?tab=video`);
      await page.getByRole('list', { name: 'Видео' }).waitFor();
      expect(await page.getByRole('list', { name: 'Видео' }).getByTestId('video-card').count()).toBe(1);
      await settled(page);
      await expectLooksRight(page, look);
      await shot(page, `media-profile-video-${device}-${scheme}`);
      await page.getByRole('tab', { name: 'Фото' }).click();
      await page
        .getByRole('list', { name: 'Фото' })
        .getByTestId('photo-card')
        .first()
        .getByRole('button')
        .click();
      const viewer = page.getByRole('dialog');
      await viewer.locator('img[data-loaded]').waitFor();
      expect(await viewer.getByTestId('photo-lightbox-caption').textContent()).toBe(PHOTO_TITLES[1]);
      expect(await viewer.getByRole('img', { name: PHOTO_TITLES[1], exact: true }).isVisible()).toBe(true);
      await screenShot(page, `media-profile-photo-lightbox-${device}-${scheme}`);
      await context.close();
    });
  }
});
