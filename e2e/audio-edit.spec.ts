import path from 'node:path';
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
  type Scheme,
  snapTop,
  tierOf,
  wantShots,
} from './helpers.ts';
import { addFile, drawPng, melodyWav, upload } from './media.ts';
import { type ApiUser, newMember } from './people.ts';

const stamp = Date.now().toString(36);
const PAGE = '/user/profile-audio-edit';
const TONE = path.resolve(import.meta.dirname, '../apps/server/src/test/fixtures/audio/tone.mp3');
const TITLE = 'Ля мажор на рассвете';
const DESCRIPTION = 'Короткий эскиз: аккорд ля мажор, записан на телефон у открытого окна.';

/** A cover: warm sky, a sun and a few hills. */
const COVER_SVG = `
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2b1055"/><stop offset=".6" stop-color="#d53a9d"/><stop offset="1" stop-color="#ffb86b"/>
    </linearGradient>
  </defs>
  <rect width="600" height="600" fill="url(#sky)"/>
  <circle cx="300" cy="380" r="110" fill="#ffe3a3" opacity=".95"/>
  <path d="M0 470 Q150 400 300 460 T600 440 V600 H0Z" fill="#3a1a5c"/>
  <path d="M0 520 Q200 470 380 520 T600 510 V600 H0Z" fill="#1d0b33"/>
</svg>`;

/** The seeded tracks' melodies: a quicker beat than the default, notes that fade faster. */
const SEED_MELODY = { beat: 0.4, decay: 5, swellDepth: 0.5, swellPeriod: 6 };

type Track = {
  FileId: string;
  Name: string;
  Peaks: string | null;
  LogoId: string | null;
  DeletedFlag: string;
};

async function ownTracks(user: ApiUser, trash = false): Promise<Track[]> {
  const answer = await user.call<{ outIO: { ListOfUserFileList: { File: Track[] } } }>(
    `/api/user/getUserFileList?type=Audio${trash ? '&onlyDeleted=Y' : ''}`,
  );
  return answer.outIO.ListOfUserFileList.File;
}

async function openEditor(context: BrowserContext): Promise<Page> {
  const page = await openPage(context, PAGE);
  await page.getByRole('heading', { level: 1, name: 'Мои треки' }).waitFor();
  return page;
}

/** A full-page screenshot from the top, with nothing focused (the skip link shows on focus). */
async function snap(page: Page, name: string) {
  await page.mouse.move(0, 0);
  // The toasts go after a few seconds (a hovered one stays); they would cover the page.
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 15_000 });
  await snapTop(page, name);
}

const fileInput = (page: Page) => page.getByTestId('audio-dropzone').locator('input[type="file"]');

/** Drops tone.mp3 in and fills the card: title, description, a talent. */
async function uploadAndFill(page: Page, title: string) {
  await fileInput(page).setInputFiles(TONE);
  const card = page.getByTestId('audio-upload-card');
  await card.getByText('Загружено').waitFor();
  const name = card.getByRole('textbox', { name: 'Название' });
  await name.fill(title);
  await card.getByRole('textbox', { name: 'Описание' }).fill(DESCRIPTION);
  await card.getByTestId('tags-talents').click();
  await page.getByRole('option', { name: 'Музыкант' }).click();
  await page.keyboard.press('Escape');
  return card;
}

describe.skipIf(!hasBrowser)('the audio editor', () => {
  let browser: Browser;
  let anna: ApiUser;
  let coverPng: Buffer;

  beforeAll(async () => {
    browser = await launchBrowser();
    coverPng = await drawPng(browser, COVER_SVG, 600, 600);
    anna = await newMember({
      email: `audio.${stamp}@example.com`,
      nickName: `audio.${stamp}`,
      firstName: 'Анна',
      lastName: 'Соколова',
    });
    // Two earlier tracks, so the list looks lived in: one with a cover, one hidden.
    const first = melodyWav(24, [220, 277.18, 329.63, 440, 392, 329.63], SEED_MELODY);
    const cover = await upload(anna, coverPng, 'cover.png', 'image/png');
    const track = await upload(anna, first.wav, 'vecher.wav', 'audio/wav');
    await addFile(anna, {
      FileType: 'Audio',
      uploadId: track.uploadId,
      Name: 'Вечер у моря',
      LogoId: cover.uploadId,
      Peaks: first.peaks,
      ListOfTalants: ['SNG'],
      ListOfStyles: ['JAZZ'],
    });
    const second = melodyWav(16, [196, 246.94, 293.66, 392], SEED_MELODY);
    const demo = await upload(anna, second.wav, 'demo.wav', 'audio/wav');
    await addFile(anna, {
      FileType: 'Audio',
      uploadId: demo.uploadId,
      Name: 'Демо для группы',
      PublicFlag: 'N',
      Peaks: second.peaks,
      ListOfTalants: ['CMP'],
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('uploads a track with progress, saves it with a cover, refuses a renamed text file, deletes and restores', async () => {
    const context = await contextFor(browser, { user: anna, keepChoice: true });
    const page = await openEditor(context);
    await page.getByTestId('track-row').first().waitFor();

    // A slow connection, so the progress bar is there to be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 3 * 1024,
    });
    await fileInput(page).setInputFiles(TONE);
    const card = page.getByTestId('audio-upload-card');
    await card.getByRole('progressbar', { name: 'Загрузка файла «tone.mp3»' }).waitFor();
    expect(await card.getByRole('button', { name: 'Сохранить трек' }).isDisabled()).toBe(true);
    // The details can be typed while the bytes go.
    const name = card.getByRole('textbox', { name: 'Название' });
    expect(await name.inputValue()).toBe('tone');
    await name.fill(TITLE);
    await card.getByText('Загружено').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(await card.getByRole('progressbar').count()).toBe(0);
    expect(await card.getByTestId('upload-duration').textContent()).toBe('0:01');
    // The user's title survives the upload's answer.
    expect(await name.inputValue()).toBe(TITLE);
    // The waveform was computed in this browser while the file went up.
    await card.getByRole('img', { name: `Форма волны трека «${TITLE}»` }).waitFor();

    await card.getByRole('textbox', { name: 'Описание' }).fill(DESCRIPTION);
    expect(await card.getByText(`${DESCRIPTION.length} / 5000`).isVisible()).toBe(true);
    await card.getByTestId('tags-talents').click();
    await page.getByRole('option', { name: 'Музыкант' }).click();
    await page.keyboard.press('Escape');
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Загрузить обложку' }).click();
    await (await chooser).setFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: coverPng });
    await card.getByRole('img', { name: `Обложка трека «${TITLE}»` }).waitFor();
    await card.getByRole('button', { name: 'Убрать обложку' }).waitFor();
    await snap(page, 'audio-edit-form-desktop-light');

    await card.getByRole('button', { name: 'Сохранить трек' }).click();
    await page.getByText(`Трек «${TITLE}» сохранён`).waitFor();
    await card.waitFor({ state: 'detached' });
    const row = page.getByTestId('track-row').filter({ hasText: TITLE });
    await row.waitFor();
    // Its waveform is drawn from the peaks this browser computed, and its cover is the picture.
    const wave = row.getByTestId('waveform');
    await wave.locator('svg path').first().waitFor();
    expect(await wave.getAttribute('data-placeholder')).toBeNull();
    expect(((await wave.locator('svg path').first().getAttribute('d')) ?? '').length).toBeGreaterThan(500);
    await expect
      .poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await row.getByText('Музыкант').isVisible()).toBe(true);
    const saved = (await ownTracks(anna)).find((t) => t.Name === TITLE);
    expect(saved?.Peaks?.length).toBeGreaterThan(1000);
    expect(saved?.LogoId).toBeTruthy();
    await snap(page, 'audio-edit-list-desktop-light');

    // A text file renamed to .mp3 passes the browser's look, and the server refuses its content.
    await fileInput(page).setInputFiles({
      name: 'notes.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('Это не музыка, а список покупок: хлеб, молоко, струны для гитары.\n'.repeat(20)),
    });
    const refused = page.getByTestId('audio-upload-card');
    await refused
      .getByRole('alert')
      .getByText('«notes.mp3»: неподдерживаемый формат файла. Можно загрузить аудио MP3, WAV, OGG или AAC.')
      .waitFor();
    expect(await refused.getAttribute('data-status')).toBe('failed');
    await refused.getByRole('button', { name: 'Убрать', exact: true }).click();
    await refused.waitFor({ state: 'detached' });
    // And a PDF is refused before it is sent.
    await fileInput(page).setInputFiles({
      name: 'rider.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await page
      .getByTestId('audio-refused')
      .getByText('«rider.pdf»: неподдерживаемый формат файла. Можно загрузить аудио MP3, WAV, OGG или AAC.')
      .waitFor();
    expect(await page.getByTestId('audio-upload-card').count()).toBe(0);

    // Delete asks first; the track goes to the trash, where it shows when it will be purged.
    await row.getByRole('button', { name: `Удалить «${TITLE}»` }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить трек?' });
    await confirm.waitFor();
    expect((await ownTracks(anna)).some((t) => t.Name === TITLE)).toBe(true);
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Трек перемещён в корзину').waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Корзина/ }).click();
    const trashRow = page.getByTestId('audio-trash-row').filter({ hasText: TITLE });
    await trashRow.waitFor();
    expect(await trashRow.getByText(/Удалится навсегда \d+ \S+ \d{4}/).isVisible()).toBe(true);
    expect((await ownTracks(anna, true)).map((t) => t.Name)).toEqual([TITLE]);
    await snap(page, 'audio-edit-trash-desktop-light');

    await trashRow.getByRole('button', { name: `Восстановить «${TITLE}»` }).click();
    await page.getByText(`Трек «${TITLE}» восстановлен`).waitFor();
    await trashRow.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Опубликованные/ }).click();
    await page.getByTestId('track-row').filter({ hasText: TITLE }).waitFor();
    expect((await ownTracks(anna)).some((t) => t.Name === TITLE)).toBe(true);
    await context.close();
  });

  it('looks right on desktop and phone, light and dark: the form and the list', async () => {
    const cases: { viewport: typeof DESKTOP; scheme: Scheme; label: string }[] = [
      { viewport: DESKTOP, scheme: 'dark', label: 'desktop-dark' },
      { viewport: PHONE, scheme: 'light', label: 'phone-light' },
      { viewport: PHONE, scheme: 'dark', label: 'phone-dark' },
    ];
    // Phone dark in CI; desktop dark and phone light with E2E_SHOTS=all.
    for (const { viewport, scheme, label } of cases.filter((c) => wantShots(tierOf(`-${c.label}`)))) {
      const context = await contextFor(browser, { viewport, scheme, user: anna, keepChoice: true });
      const page = await openEditor(context);
      await page.getByTestId('track-row').first().waitFor();
      await expectLooksRight(page, { viewport, scheme });
      await snap(page, `audio-edit-list-${label}`);

      const card = await uploadAndFill(page, 'Набросок для припева');
      await card.getByRole('img', { name: /Форма волны/ }).waitFor();
      await expectLooksRight(page, { viewport, scheme });
      await snap(page, `audio-edit-form-${label}`);
      // Throwing away an uploaded file asks first.
      await card.getByRole('button', { name: 'Отмена' }).click();
      const discard = page.getByRole('dialog', { name: 'Закрыть без сохранения?' });
      await discard.getByRole('button', { name: 'Закрыть' }).click();
      await card.waitFor({ state: 'detached' });
      await context.close();
    }
  });

  it('warns before leaving with an upload that is not saved', async () => {
    const context = await contextFor(browser, { user: anna, keepChoice: true });
    const page = await openEditor(context);
    await fileInput(page).setInputFiles(TONE);
    await page.getByTestId('audio-upload-card').getByText('Загружено').waitFor();
    await page.getByRole('link', { name: 'Главная' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Уйти со страницы?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Остаться' }).click();
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await context.close();
  });
});
