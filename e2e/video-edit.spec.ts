import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_OEMBED_TITLES } from './fake-oembed.ts';
import {
  contextFor,
  DESKTOP,
  expectLooksRight,
  hasBrowser,
  LOOKS,
  launchBrowser,
  openPage,
  type Scheme,
  settled,
  snapTop,
  wantShots,
} from './helpers.ts';
import { addFile } from './media.ts';
import { type ApiUser, newMember } from './people.ts';

const stamp = Date.now().toString(36);
const TITLE = FAKE_OEMBED_TITLES.dQw4w9WgXcQ as string;

/** A signed-in browser with its colour scheme chosen; YouTube's picture host is unreachable, as offline. */
async function offlineContext(
  browser: Browser,
  user: ApiUser,
  opts: { viewport?: typeof DESKTOP; scheme?: Scheme } = {},
): Promise<BrowserContext> {
  const context = await contextFor(browser, { ...opts, user });
  await context.route('https://i.ytimg.com/**', (route) => route.abort('internetdisconnected'));
  return context;
}

async function openEditor(context: BrowserContext, query = ''): Promise<Page> {
  const page = await openPage(context, `/user/profile-video-edit${query}`);
  await page.getByRole('heading', { level: 1, name: 'Мои видео' }).waitFor();
  return page;
}

async function pick(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

describe.skipIf(!hasBrowser)('the video editor', () => {
  let browser: Browser;
  let anna: ApiUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    anna = await newMember({
      email: `video.${stamp}@example.com`,
      nickName: `video_${stamp}`,
      firstName: 'Анна',
      lastName: 'Соколова',
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('adds a YouTube link with details from the platform, refuses Vimeo, deletes and restores', async () => {
    const context = await offlineContext(browser, anna);
    const page = await openEditor(context);
    await page.getByText('Здесь пока нет видео').waitFor();
    await snapTop(page, 'video-edit-desktop-light-empty');

    // Paste a link: the server asks (the fake) oEmbed; the details fill the form.
    const link = page.getByRole('textbox', { name: 'Ссылка на видео' });
    await link.fill('https://youtu.be/dQw4w9WgXcQ');
    await link.press('Enter');
    const title = page.getByRole('textbox', { name: 'Название' });
    await title.waitFor();
    expect(await title.inputValue()).toBe(TITLE);
    expect(await page.getByText('Автор на площадке: Talanty Live').isVisible()).toBe(true);
    // The thumbnail host is unreachable: a YouTube-coloured placeholder, not a broken picture.
    await page.getByRole('img', { name: `Обложка видео «${TITLE}»` }).waitFor();
    expect(await page.locator('img[src*="i.ytimg.com"]').count()).toBe(0);

    await page.getByRole('textbox', { name: 'Описание' }).fill('Живой кавер с концерта в «Мутаборе».');
    await pick(page, 'Таланты', 'Вок', 'Вокалист');
    await pick(page, 'Стили', 'Джаз', 'Джаз');
    // The pickers' dropdowns have closed.
    await expect.poll(() => page.getByRole('listbox').filter({ visible: true }).count()).toBe(0);
    await snapTop(page, 'video-edit-desktop-light-details');

    await page.getByRole('button', { name: 'Сохранить видео' }).click();
    await page.getByText(`Видео «${TITLE}» добавлено`).waitFor();
    const card = page.getByRole('article', { name: TITLE });
    await card.waitFor();
    expect(await card.getByText('YouTube', { exact: true }).isVisible()).toBe(true);
    expect(await link.inputValue()).toBe('');

    // The record on the server: the canonical link, the platform's cover and the tags.
    const list = await anna.call<{ outIO: { ListOfUserFileList: { File: Record<string, unknown>[] } } }>(
      '/api/user/getUserFileList?type=Video',
    );
    const [saved] = list.outIO.ListOfUserFileList.File;
    expect(saved).toMatchObject({
      Name: TITLE,
      FileFullURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      hostingService: 'YouTube',
      FileSubType: 'YouTubeVideo',
      LogoURL: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      Description: 'Живой кавер с концерта в «Мутаборе».',
      ListOfTalants: [expect.objectContaining({ Code: 'SNG' })],
    });
    expect(saved?.ListOfStyles).toEqual([expect.objectContaining({ Name: 'Джаз' })]);

    // Another platform: the server's message under the field; what was typed stays.
    await link.fill('https://vimeo.com/76979871');
    await link.press('Enter');
    await page.getByText('Эта видеоплатформа не поддерживается').waitFor();
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    expect(await link.inputValue()).toBe('https://vimeo.com/76979871');
    await snapTop(page, 'video-edit-desktop-light-list');

    // Delete (with a confirmation) -> the trash -> restore.
    await card.getByRole('button', { name: `Действия с видео «${TITLE}»` }).click();
    await page.getByRole('menuitem', { name: 'Удалить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить видео?' });
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await page.getByText(`Видео «${TITLE}» в корзине`).waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Корзина/ }).click();
    const trashed = page.getByRole('article', { name: TITLE });
    await trashed.waitFor();
    expect(await trashed.getByText(/Удалится навсегда/).isVisible()).toBe(true);
    await snapTop(page, 'video-edit-desktop-light-trash');
    await trashed.getByRole('button', { name: `Восстановить «${TITLE}»` }).click();
    await page.getByText(`Видео «${TITLE}» восстановлено`).waitFor();
    await page.getByText('Корзина пуста').waitFor();
    await page.getByRole('tab', { name: /Видео/ }).click();
    const restored = page.getByRole('article', { name: TITLE });
    await restored.waitFor();

    // Edit mode: a new title and hidden from others.
    await restored.getByRole('button', { name: `Действия с видео «${TITLE}»` }).click();
    await page.getByRole('menuitem', { name: 'Редактировать' }).click();
    const editor = page.getByRole('dialog', { name: 'Редактирование видео' });
    await editor.waitFor();
    await editor.getByRole('textbox', { name: /Название/ }).fill('Кавер на Рика Эстли');
    const visibleToAll = editor.getByRole('switch', { name: /Видно всем/ });
    await visibleToAll.click({ force: true });
    await expect.poll(() => visibleToAll.isChecked()).toBe(false);
    await snapTop(page, 'video-edit-desktop-light-edit');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Сохранено успешно').waitFor();
    const renamed = page.getByRole('article', { name: 'Кавер на Рика Эстли' });
    await renamed.waitFor();
    expect(await renamed.getByText('Скрыто').isVisible()).toBe(true);
    await context.close();
  });

  it('looks right on a phone and in the dark', async () => {
    // A Short as well, so both grids show.
    await addFile(anna, {
      FileType: 'Video',
      externalFlag: 'Y',
      FileFullURL: 'https://www.youtube.com/shorts/aBcDeFgHiJk',
      Name: 'Распевка за минуту',
    });
    // Desktop light is the first test's; phone dark runs in CI, the other two with E2E_SHOTS=all.
    for (const look of LOOKS.filter((l) => l.viewport !== DESKTOP || l.scheme !== 'light')) {
      if (!wantShots(look.tier)) continue;
      const name = `${look.device}-${look.scheme}`;
      const context = await offlineContext(browser, anna, { viewport: look.viewport, scheme: look.scheme });
      const page = await openEditor(context);
      await page.getByRole('article', { name: 'Кавер на Рика Эстли' }).waitFor();
      await page.getByRole('article', { name: 'Распевка за минуту' }).waitFor();
      await settled(page);
      await expectLooksRight(page, look);
      await snapTop(page, `video-edit-${name}-list`);
      const link = page.getByRole('textbox', { name: 'Ссылка на видео' });
      await link.fill('https://www.youtube.com/watch?v=Zz9yX8wV7uT');
      await link.press('Enter');
      await page.getByRole('button', { name: 'Сохранить видео' }).waitFor();
      // The details from (the fake) oEmbed fill the form.
      expect(await page.getByRole('textbox', { name: 'Название' }).inputValue()).toBe('Видео Zz9yX8wV7uT');
      await expectLooksRight(page, look);
      await snapTop(page, `video-edit-${name}-details`);
      await context.close();
    }
  });
});
