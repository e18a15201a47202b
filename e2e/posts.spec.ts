import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextFor,
  expectLooksRight,
  expectNoSeriousAxeViolations,
  hasBrowser,
  LOOKS,
  launchBrowser,
  openPage,
  settled,
  shot,
  wantShots,
} from './helpers.ts';
import { addFile, newMusician, upload } from './media.ts';
import { type ApiUser, newMember } from './people.ts';

const stamp = Date.now().toString(36);
const TONE = path.resolve(import.meta.dirname, '../apps/server/src/test/fixtures/audio/tone.mp3');
const TRACK = 'Ночной город';
const POST_TEXT = 'Новый трек! Слушайте и пишите, что думаете: https://example.com/night-city';
const COMMENT = 'Очень атмосферно! Где послушать альбом целиком?';
const REPLY = 'Спасибо! Альбом выйдет в декабре.';
const SCHEDULED = `Премьера клипа — завтра (${stamp})`;
const POSTS_API = '/api/user/post/';

/** The day's button in Mantine's calendar: «27 ноября 2026», as dayjs writes `D MMMM YYYY` in Russian. */
function dayLabel(date: Date): string {
  const parts = new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('day')} ${part('month')} ${part('year')}`;
}

const card = (page: Page, text: string) => page.getByTestId('post-card').filter({ hasText: text });

describe.skipIf(!hasBrowser)('posts, likes and comments', () => {
  let browser: Browser;
  let anna: ApiUser;
  let ivan: ApiUser;
  const nick = `anna.posts.${stamp}`;
  let trackId = '';
  let postId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    anna = await newMusician(browser, { email: `anna.posts.${stamp}@example.com`, nickName: nick });
    ivan = await newMember({
      email: `ivan.posts.${stamp}@example.com`,
      nickName: `ivan_posts_${stamp}`,
      firstName: 'Иван',
      lastName: 'Петров',
    });
    const mp3 = await upload(anna, await readFile(TONE), 'night-city.mp3', 'audio/mpeg');
    trackId = await addFile(anna, {
      FileType: 'Audio',
      FileName: mp3.fileName,
      Name: TRACK,
      ListOfTalants: ['SNG'],
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('publishes a track from its page and lands on the posts tab', async () => {
    const context = await contextFor(browser, { user: anna });
    const page = await openPage(context, `/media/${trackId}`);
    await page.getByRole('button', { name: 'Опубликовать в ленте' }).click();
    const dialog = page.getByRole('dialog', { name: 'Опубликовать в ленте' });
    await dialog.getByTestId('composer-file').filter({ hasText: TRACK }).waitFor();
    // With no text the server writes the caption the placeholder shows.
    expect(await dialog.getByRole('textbox', { name: 'Текст публикации' }).getAttribute('placeholder')).toBe(
      `Новый трек: ${TRACK}`,
    );
    await dialog.getByRole('textbox', { name: 'Текст публикации' }).fill(POST_TEXT);
    await shot(page, 'posts-from-media-desktop-light', { fullPage: false });
    await dialog.getByRole('button', { name: 'Опубликовать' }).click();

    await page.waitForURL((url) => url.pathname === `/${nick}` && url.searchParams.get('tab') === 'posts');
    const post = card(page, 'Новый трек!');
    await post.getByRole('link', { name: 'https://example.com/night-city' }).waitFor();
    expect(await post.getByTestId('track-row').count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Публикации' }).getAttribute('aria-selected')).toBe('true');
    postId = (await post.getAttribute('data-post-id')) ?? '';
    expect(postId).toMatch(/^[0-9a-f-]{36}$/);
    await context.close();
  });

  it('lets another member like and comment, and the author reply', async () => {
    const context = await contextFor(browser, { user: ivan });
    const page = await openPage(context, `/${nick}?tab=posts`);
    const post = card(page, 'Новый трек!');
    // The post's own heart, in its footer (the track inside has one too).
    const like = post.locator('footer').getByRole('button', { name: /нравится/i });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.textContent()).toBe('1');

    // The comment count leads to the post's page, which shows the author at once.
    await post.getByRole('link', { name: '0 комментариев' }).click();
    await page.waitForURL(
      (url) => url.pathname === `/post/${postId}` && url.searchParams.get('nickname') === nick,
    );
    const thread = page.getByTestId('comment-thread');
    await thread.getByRole('textbox', { name: 'Ваш комментарий' }).fill(COMMENT);
    await thread.getByRole('button', { name: 'Отправить' }).click();
    await thread.getByText(COMMENT).waitFor();
    await expect.poll(() => thread.getByTestId('comment-count').textContent()).toBe('1');
    // The like survived the move to another page (the server counted it).
    await page.reload();
    await page
      .getByTestId('post-card')
      .getByRole('button', { name: /Больше не нравится/ })
      .waitFor();
    await context.close();

    const author = await contextFor(browser, { user: anna });
    const own = await openPage(author, `/post/${postId}`);
    const comment = own.getByTestId('comment').filter({ hasText: COMMENT });
    await comment.getByRole('button', { name: 'Ответить' }).click();
    const reply = own.getByRole('textbox', { name: 'Ответ для Иван Петров' });
    await reply.fill(REPLY);
    await reply.press('Control+Enter');
    // The reply sits one level in, under the comment it answers.
    await comment.getByTestId('comment').filter({ hasText: REPLY }).waitFor();
    await expect.poll(() => own.getByTestId('comment-count').textContent()).toBe('2');
    expect(await own.getByTestId('post-card').getByText('2 комментария').isVisible()).toBe(true);
    await author.close();
  });

  it('schedules a post that appears by itself when it is due, to others too', async () => {
    const context = await contextFor(browser, { user: anna });
    const page = await openPage(context, `/${nick}?tab=posts`);
    const field = page.getByRole('textbox', { name: 'Текст публикации' });
    await field.click();
    await field.fill(SCHEDULED);
    await page.getByRole('switch', { name: 'Запланировать' }).check({ force: true });
    await page.getByRole('button', { name: 'Дата и время выхода' }).click();
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    await page.getByRole('button', { name: dayLabel(tomorrow), exact: true }).click();
    await page.getByRole('button', { name: 'Готово', exact: true }).click();
    await page.getByTestId('post-composer').evaluate((form) => form.scrollIntoView({ block: 'center' }));
    await shot(page, 'posts-schedule-desktop-light', { fullPage: false });
    await page.getByRole('button', { name: 'Запланировать', exact: true }).click();

    // The author's scheduled view shows it with its time; nobody else sees it yet.
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('scheduled');
    const scheduled = card(page, SCHEDULED);
    await scheduled.getByText(/^Выйдет /).waitFor();
    const id = (await scheduled.getAttribute('data-post-id')) ?? '';
    const visible = async () =>
      (
        await ivan.call<{ ListOfPosts: { PostId: string }[] }>(`${POSTS_API}getUserPostList`, {
          nickName: nick,
        })
      ).ListOfPosts.some((item) => item.PostId === id);
    expect(await visible()).toBe(false);

    // Brought forward to a few seconds from now: the server's job publishes it without anyone asking.
    await anna.call(`${POSTS_API}updateUserPost`, {
      PostId: id,
      Status: 'Sheduled',
      DisplayDT: new Date(Date.now() + 2000).toISOString(),
    });
    await expect.poll(visible, { timeout: 30_000, interval: 1000 }).toBe(true);
    const reader = await contextFor(browser, { user: ivan });
    const other = await openPage(reader, `/${nick}?tab=posts`);
    await card(other, SCHEDULED).waitFor();
    await reader.close();
    await context.close();
  });

  it('edits a post (its history one click away), deletes it after asking, restores it', async () => {
    const context = await contextFor(browser, { user: anna });
    const page = await openPage(context, `/${nick}?tab=posts`);
    await card(page, SCHEDULED).getByRole('button', { name: 'Действия с публикацией' }).click();
    await page.getByRole('menuitem', { name: 'Изменить' }).click();
    const editor = page.getByRole('dialog', { name: 'Изменить публикацию' });
    await editor.getByRole('textbox', { name: 'Текст публикации' }).fill(`${SCHEDULED} — уже вышел!`);
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await card(page, 'уже вышел!').getByRole('button', { name: 'Изменено: показать историю правок' }).click();
    const history = page.getByTestId('post-history');
    await expect.poll(() => history.locator('li').count()).toBe(2);
    expect(await history.locator('li').last().textContent()).toContain(SCHEDULED);
    await page
      .getByRole('dialog', { name: 'История правок' })
      .getByRole('button', { name: 'Закрыть' })
      .click();

    await card(page, SCHEDULED).getByRole('button', { name: 'Действия с публикацией' }).click();
    await page.getByRole('menuitem', { name: 'Удалить' }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить публикацию?' });
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Публикация удалена', { exact: true }).waitFor();
    await card(page, SCHEDULED).waitFor({ state: 'detached' });

    await page.getByText('Удалённые', { exact: true }).click();
    const deleted = card(page, SCHEDULED);
    await deleted.getByText('Удалена', { exact: true }).waitFor();
    await deleted.getByRole('button', { name: 'Действия с публикацией' }).click();
    await page.getByRole('menuitem', { name: 'Восстановить' }).click();
    await page.getByText('Публикация восстановлена').waitFor();
    await page.getByText('Опубликованные', { exact: true }).click();
    await card(page, SCHEDULED).waitFor();
    await context.close();
  });

  // The desktop-light and phone-dark looks run in CI (with axe); the other two corners with E2E_SHOTS=all.
  for (const look of LOOKS) {
    const { device, viewport, scheme } = look;
    it.skipIf(!wantShots(look.tier))(`looks right on ${device}, ${scheme}`, async () => {
      const owner = await contextFor(browser, { user: anna, viewport, scheme });
      const tab = await openPage(owner, `/${nick}?tab=posts`);
      // What the picture shows: the composer, the views, the track post with its like and two comments.
      await tab.getByRole('textbox', { name: 'Текст публикации' }).waitFor();
      const post = card(tab, 'Новый трек!');
      await post.getByTestId('track-row').waitFor();
      expect(await post.getByRole('link', { name: '2 комментария' }).isVisible()).toBe(true);
      await settled(tab);
      await expectLooksRight(tab, look);
      if (look.tier === 'ci') await expectNoSeriousAxeViolations(tab, `posts tab ${device} ${scheme}`);
      await shot(tab, `posts-tab-${device}-${scheme}`);
      await owner.close();

      const reader: BrowserContext = await contextFor(browser, { user: ivan, viewport, scheme });
      const page = await openPage(reader, `/post/${postId}`);
      await page.locator('[data-testid="comment"][data-reply]').filter({ hasText: REPLY }).waitFor();
      expect(await page.getByTestId('comment-count').textContent()).toBe('2');
      expect(await page.getByRole('link', { name: `Все публикации @${nick}` }).getAttribute('href')).toBe(
        `/${nick}?tab=posts`,
      );
      await settled(page);
      await expectLooksRight(page, look);
      if (look.tier === 'ci') await expectNoSeriousAxeViolations(page, `post page ${device} ${scheme}`);
      await shot(page, `posts-page-${device}-${scheme}`);
      await reader.close();
    });
  }
});
