import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextFor,
  DESKTOP,
  expectLooksRight,
  hasBrowser,
  launchBrowser,
  openPage,
  PHONE,
  ready,
  snapTop,
  tierOf,
  wantShots,
} from './helpers.ts';
import { addFile, drawPng, HEADER_SVG, upload } from './media.ts';
import { type ApiUser, newMember } from './people.ts';

const stamp = Date.now().toString(36);

/** A concert: a singer's silhouette under a spotlight, a crowd's hands. */
const STAGE_SVG = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs>
    <radialGradient id="spot" cx="50%" cy="10%" r="80%">
      <stop offset="0" stop-color="#ffe8b0"/><stop offset=".35" stop-color="#f08c3a"/><stop offset="1" stop-color="#1b0b2e"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#spot)"/>
  <path d="M600 0 L420 640 L780 640 Z" fill="#fff5d6" opacity=".25"/>
  <circle cx="600" cy="330" r="48" fill="#1b0b2e"/>
  <path d="M520 640 C520 470 560 395 600 395 C640 395 680 470 680 640 Z" fill="#1b0b2e"/>
  <rect x="640" y="360" width="10" height="170" rx="5" fill="#1b0b2e" transform="rotate(25 645 445)"/>
  ${Array.from({ length: 24 }, (_, i) => `<circle cx="${i * 52 + 20}" cy="${760 - (i % 3) * 18}" r="46" fill="#0d0518"/>`).join('')}
  ${Array.from({ length: 7 }, (_, i) => `<rect x="${i * 170 + 70}" y="${600 - (i % 2) * 40}" width="22" height="120" rx="11" fill="#0d0518"/>`).join('')}
</svg>`;

/** An acoustic guitar on a teal wall. */
const GUITAR_SVG = `
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <rect width="800" height="1000" fill="#0f766e"/>
  <circle cx="650" cy="140" r="220" fill="#14b8a6" opacity=".35"/>
  <rect x="375" y="60" width="50" height="470" rx="10" fill="#5b3a1e"/>
  <rect x="355" y="30" width="90" height="90" rx="18" fill="#3b2412"/>
  <ellipse cx="400" cy="600" rx="190" ry="170" fill="#d97706"/>
  <ellipse cx="400" cy="790" rx="240" ry="190" fill="#d97706"/>
  <circle cx="400" cy="660" r="62" fill="#3b2412"/>
  <rect x="330" y="850" width="140" height="26" rx="8" fill="#3b2412"/>
  ${Array.from({ length: 6 }, (_, i) => `<rect x="${384 + i * 6}" y="60" width="2" height="800" fill="#f5f5f4" opacity=".8"/>`).join('')}
</svg>`;

async function openEditor(context: BrowserContext, query = ''): Promise<Page> {
  const page = await openPage(context, `/user/profile-photo-edit${query}`);
  await page.getByRole('heading', { level: 1, name: 'Мои фото' }).waitFor();
  return page;
}

/** Waits until every picture on the page has loaded (or failed), so the screenshot shows them. */
async function picturesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
}

describe.skipIf(!hasBrowser)('the photo editor', () => {
  let browser: Browser;
  let anna: ApiUser;
  let pictures: { stage: Buffer; guitar: Buffer; wide: Buffer };

  beforeAll(async () => {
    browser = await launchBrowser();
    const [stage, guitar, wide] = await Promise.all([
      drawPng(browser, STAGE_SVG, 1200, 800),
      drawPng(browser, GUITAR_SVG, 800, 1000),
      drawPng(browser, HEADER_SVG, 1600, 400),
    ]);
    pictures = { stage, guitar, wide };
    anna = await newMember({
      email: `photo.${stamp}@example.com`,
      nickName: `photo_${stamp}`,
      firstName: 'Анна',
      lastName: 'Соколова',
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('uploads two photos at once, captions one, deletes and restores it', async () => {
    const context = await contextFor(browser, { user: anna });
    const page = await openEditor(context);
    await page.getByText('Здесь пока нет фото').waitFor();
    await snapTop(page, 'photo-edit-desktop-light-empty');

    await page.getByTestId('photo-input').setInputFiles([
      { name: 'stage.png', mimeType: 'image/png', buffer: pictures.stage },
      { name: 'guitar.png', mimeType: 'image/png', buffer: pictures.guitar },
    ]);
    await page.getByText('Загружено 2 из 2', { exact: true }).waitFor();
    const cards = page.getByTestId('photo-card');
    await expect.poll(() => cards.count()).toBe(2);
    await picturesLoaded(page);
    await snapTop(page, 'photo-edit-desktop-light-uploaded');

    // The caption is saved on Enter and is still there after a reload.
    const caption = page.getByRole('textbox', { name: 'Подпись к фото «stage»' });
    await caption.fill('Концерт в Казани, март');
    await caption.press('Enter');
    await page.getByText('Подпись сохранена').waitFor({ state: 'attached' });
    await page.reload();
    await ready(page);
    const saved = page.getByRole('textbox', { name: 'Подпись к фото «Концерт в Казани, март»' });
    await saved.waitFor();
    expect(await saved.inputValue()).toBe('Концерт в Казани, март');

    // The viewer shows the photo at full size.
    await page.getByRole('button', { name: 'Открыть фото «Концерт в Казани, март»' }).click();
    const viewer = page.getByRole('dialog', { name: 'Концерт в Казани, март' });
    await viewer.waitFor();
    await expect
      .poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await snapTop(page, 'photo-edit-desktop-light-viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // Delete with a confirmation -> the trash -> restore.
    const card = page.getByRole('article', { name: 'Концерт в Казани, март' });
    await card.getByRole('button', { name: 'Действия с фото «Концерт в Казани, март»' }).click();
    await page.getByRole('menuitem', { name: 'Удалить' }).click();
    await page
      .getByRole('dialog', { name: 'Удалить фото?' })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await page.getByText('Фото «Концерт в Казани, март» в корзине').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await cards.count()).toBe(1);
    await page.getByRole('tab', { name: /Корзина/ }).click();
    const trashed = page.getByRole('article', { name: 'Концерт в Казани, март' });
    await trashed.waitFor();
    expect(await trashed.getByText(/Удалится навсегда/).isVisible()).toBe(true);
    await picturesLoaded(page);
    await snapTop(page, 'photo-edit-desktop-light-trash');
    await trashed.getByRole('button', { name: 'Восстановить «Концерт в Казани, март»' }).click();
    await page.getByText('Фото «Концерт в Казани, март» восстановлено').waitFor();
    await page.getByRole('tab', { name: /Фото/ }).click();
    await page.getByRole('article', { name: 'Концерт в Казани, март' }).waitFor();

    const list = await anna.call<{
      outIO: { ListOfUserFileList: { File: { Name: string; DeletedFlag: string }[] } };
    }>('/api/user/getUserFileList?type=Image');
    expect(list.outIO.ListOfUserFileList.File.map((f) => f.Name).sort()).toEqual([
      'guitar',
      'Концерт в Казани, март',
    ]);
    await context.close();
  });

  it('looks right on a phone and in the dark', async () => {
    // A third picture, so the grid has a full row on a phone.
    const poster = await upload(anna, pictures.wide, 'poster.png', 'image/png');
    await addFile(anna, { FileType: 'Image', uploadId: poster.uploadId, Name: 'Афиша тура' });
    for (const [viewport, scheme, name] of [
      [DESKTOP, 'dark', 'desktop-dark'],
      [PHONE, 'light', 'phone-light'],
      [PHONE, 'dark', 'phone-dark'],
    ] as const) {
      // Phone dark in CI; desktop dark and phone light with E2E_SHOTS=all.
      if (!wantShots(tierOf(`-${name}`))) continue;
      const context = await contextFor(browser, { viewport, scheme, user: anna });
      const page = await openEditor(context);
      await expect.poll(() => page.getByTestId('photo-card').count()).toBe(3);
      await picturesLoaded(page);
      await expectLooksRight(page, { viewport, scheme });
      await snapTop(page, `photo-edit-${name}`);
      await context.close();
    }
  });
});
