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
  settled,
  snapTop,
} from './helpers.ts';
import { type ApiUser, newMember } from './people.ts';

const stamp = Date.now().toString(36);

describe.skipIf(!hasBrowser)('follows', () => {
  let browser: Browser;
  let anna: ApiUser;
  let boris: ApiUser;
  const annaNick = `anna_f${stamp}`;
  const borisNick = `boris_f${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    [anna, boris] = await Promise.all([
      newMember({
        email: `anna.f${stamp}@example.com`,
        nickName: annaNick,
        firstName: 'Анна',
        lastName: 'Ветрова',
      }),
      newMember({
        email: `boris.f${stamp}@example.com`,
        nickName: borisNick,
        firstName: 'Борис',
        lastName: 'Громов',
      }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('B follows A from her profile; A sees the new follower on /friendrequest and follows back', async () => {
    // --- B, on a desktop in light: A's profile, the follow button, the counts at once ---------------
    const desktop = { viewport: DESKTOP, scheme: 'light' as const };
    const bContext = await contextFor(browser, { ...desktop, user: boris });
    const profile = await openPage(bContext, `/@${annaNick}`);
    const counts = profile.getByTestId('follow-counts');
    await expect.poll(() => counts.textContent()).toBe('0 подписчиков0 подписок');
    await profile.getByRole('button', { name: `Подписаться на @${annaNick}` }).click();
    await profile
      .getByRole('button', { name: `Вы подписаны на @${annaNick}. Нажмите, чтобы отписаться` })
      .waitFor();
    await expect.poll(() => counts.textContent()).toBe('1 подписчик0 подписок');
    // The server has it: a reload shows the same.
    await profile.reload();
    await profile.getByRole('button', { name: /Вы подписаны/ }).waitFor();
    await expect.poll(() => counts.textContent()).toBe('1 подписчик0 подписок');
    await settled(profile);
    await expectLooksRight(profile, desktop);
    await expectNoSeriousAxeViolations(profile, 'profile with the follow button');
    await snapTop(profile, 'follows-profile-desktop-light');
    await bContext.close();

    // --- A, on a phone in dark: the new follower, followed back ----------------------------------------
    const phone = { viewport: PHONE, scheme: 'dark' as const };
    const aContext = await contextFor(browser, { ...phone, user: anna });
    const requests = await openPage(aContext, '/friendrequest');
    await requests.getByRole('heading', { level: 1, name: 'Новые подписчики' }).waitFor();
    const row = requests.getByTestId('follow-row').filter({ hasText: `@${borisNick}` });
    await row.getByText('Борис Громов').waitFor();
    expect(await row.textContent()).toMatch(/подписался\(ась\) \d+/);
    expect(await requests.getByTestId('follow-row').count()).toBe(1);
    await settled(requests);
    await expectLooksRight(requests, phone);
    await expectNoSeriousAxeViolations(requests, 'new followers');
    await snapTop(requests, 'follows-requests-phone-dark');

    await row.getByRole('button', { name: `Подписаться в ответ на @${borisNick}` }).click();
    // The row stays, now followed; after a reload the list is empty and says what to do.
    await row.getByRole('button', { name: /Вы подписаны/ }).waitFor();
    await requests.reload();
    await requests.getByText('Новых подписчиков нет').waitFor();
    await snapTop(requests, 'follows-requests-empty-phone-dark');

    // Both lists have B; the filter finds him by a part of his name and says when nobody matches.
    const lists = await openPage(aContext, '/friendlist?tab=followers');
    await lists
      .getByTestId('follow-row')
      .filter({ hasText: `@${borisNick}` })
      .waitFor();
    await lists.getByRole('tab', { name: /Подписки/ }).click();
    const following = lists.getByTestId('follow-row').filter({ hasText: `@${borisNick}` });
    await following.getByRole('button', { name: /Вы подписаны/ }).waitFor();
    await lists.getByLabel('Поиск по имени').fill('громо');
    await expect.poll(() => new URL(lists.url()).searchParams.get('q')).toBe('громо');
    await following.waitFor();
    await lists.getByLabel('Поиск по имени').fill('никого-такого');
    await lists.getByText('Никого не нашли').waitFor();
    await lists.getByRole('button', { name: 'Сбросить поиск' }).last().click();
    await following.waitFor();
    await settled(lists);
    await expectLooksRight(lists, phone);
    await expectNoSeriousAxeViolations(lists, 'following list');
    await snapTop(lists, 'follows-list-phone-dark');
    await aContext.close();

    // Her unread count belongs to the notifications (social.spec.ts), made by the events dispatcher.
    expect(await anna.call('/api/user/getUserStatistic')).toMatchObject({
      status: 'LOGGED_IN',
      Follows: 1,
      Followers: 1,
    });
  }, 180_000);
});
