import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextFor,
  DESKTOP,
  expectLooksRight,
  expectNoSeriousAxeViolations,
  hasBrowser,
  launchBrowser,
  openPage,
  PHONE,
  ready,
  settled,
  snapTop,
} from './helpers.ts';
import { type ApiUser, newMember } from './people.ts';

const stamp = Date.now().toString(36);
/** A's birthday is today (UTC, as the headless browser's clock): B's /birthday shows it. */
const today = new Date();
const birthDate = `1996-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
const POST_TEXT = `Новый трек уже в профиле — ${stamp}`;

describe.skipIf(!hasBrowser)('social: notifications, the feed and birthdays', () => {
  let browser: Browser;
  let anna: ApiUser;
  let boris: ApiUser;
  const annaNick = `anna_s${stamp}`;
  const borisNick = `boris_s${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    [anna, boris] = await Promise.all([
      newMember({
        email: `anna.s${stamp}@example.com`,
        nickName: annaNick,
        firstName: 'Анна',
        lastName: 'Ветрова',
        birthDate,
      }),
      newMember({
        email: `boris.s${stamp}@example.com`,
        nickName: borisNick,
        firstName: 'Борис',
        lastName: 'Громов',
      }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('B follows A, A’s badge goes up live, A follows back from the notification; B’s feed and birthdays show A', async () => {
    // --- A, desktop light, on her feed: B follows her and the bell counts it without a reload ----------
    const desktop = { viewport: DESKTOP, scheme: 'light' as const };
    const aContext = await contextFor(browser, { ...desktop, user: anna });
    const feed = await aContext.newPage();
    // The notifications stream is open before B acts (its answer's headers came).
    const stream = feed.waitForResponse((response) =>
      response.url().includes('/api/user/notificationStream'),
    );
    await feed.goto('/list');
    await ready(feed);
    expect((await stream).status()).toBe(200);
    await feed.getByTestId('feed-empty').waitFor();
    const bell = feed.getByTestId('header-bell');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Уведомления');

    await boris.call('/api/user/foolowAdd', { nickName: annaNick });
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Уведомления: 1 непрочитанное');
    const sideBadge = feed
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByTestId('unread-badge');
    expect(await sideBadge.textContent()).toBe('1');

    // --- A opens the notification: grouped text, then B's profile, where she follows back -------------
    await bell.click();
    await feed.getByRole('heading', { level: 1, name: 'Уведомления' }).waitFor();
    const row = feed
      .getByTestId('notification-row')
      .filter({ hasText: 'Борис Громов подписался(-ась) на вас' });
    await row.waitFor();
    await settled(feed);
    await expectLooksRight(feed, desktop);
    await expectNoSeriousAxeViolations(feed, 'notifications');
    await snapTop(feed, 'social-notifications-desktop-light');

    await row.getByRole('link').click();
    await feed.waitForURL(new RegExp(`/${borisNick}$`));
    await feed.getByRole('button', { name: `Подписаться в ответ на @${borisNick}` }).click();
    await feed
      .getByRole('button', { name: `Вы подписаны на @${borisNick}. Нажмите, чтобы отписаться` })
      .waitFor();
    // Opening it marked it read: the bell is quiet again.
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Уведомления');

    // --- A posts from her feed's composer ----------------------------------------------------------------
    await feed.getByRole('link', { name: 'Лента' }).first().click();
    const field = feed.getByRole('textbox', { name: 'Текст публикации' });
    await field.click();
    await field.fill(POST_TEXT);
    // For her followers only: B follows her, so his feed has it.
    await feed.getByTestId('post-audience').click();
    await feed.getByRole('option', { name: 'Только подписчики' }).click();
    await feed.getByRole('button', { name: 'Опубликовать', exact: true }).click();
    await feed.getByTestId('feed-list').getByText(POST_TEXT).waitFor();
    await aContext.close();

    // --- B, phone dark: A's post in his feed, the bottom bar marks where he is ---------------------------
    const phone = { viewport: PHONE, scheme: 'dark' as const };
    const bContext = await contextFor(browser, { ...phone, user: boris });
    const bFeed = await openPage(bContext, '/list');
    const post = bFeed.getByTestId('feed-list').locator('article').filter({ hasText: POST_TEXT });
    await post.getByText('Для подписчиков').waitFor();
    const bottom = bFeed.getByRole('navigation', { name: 'Быстрая навигация' });
    expect(await bottom.isVisible()).toBe(true);
    expect(await bottom.getByRole('link', { name: 'Лента' }).getAttribute('aria-current')).toBe('page');
    expect(await bFeed.getByTestId('header-bell').isVisible()).toBe(false);
    await settled(bFeed);
    await expectLooksRight(bFeed, phone);
    await expectNoSeriousAxeViolations(bFeed, 'feed on a phone');
    await snapTop(bFeed, 'social-feed-phone-dark');

    // A followed him back: his bottom bar counts it (the bell in the bar, read out in full).
    await bottom.getByText('1 непрочитанное').waitFor({ state: 'attached' });

    // --- Birthdays: A's is today ----------------------------------------------------------------------------
    await bFeed.goto('/birthday');
    const birthday = bFeed.getByTestId('birthday-row').filter({ hasText: 'Анна Ветрова' });
    await birthday.getByText('Сегодня').waitFor();
    expect(await birthday.textContent()).toContain('исполняется 30 лет');
    await settled(bFeed);
    await expectLooksRight(bFeed, phone);
    await snapTop(bFeed, 'social-birthdays-phone-dark');
    await bContext.close();
  }, 180_000);
});
