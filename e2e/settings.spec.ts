import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  contextFor,
  DESKTOP,
  hasBrowser,
  launchBrowser,
  openPage,
  PHONE,
  ready,
  type Scheme,
  seriousAxeViolations,
  shot,
  tierOf,
  wantShots,
} from './helpers.ts';
import { mailedCode, mailTo, signInStatus, signUpViaApi } from './people.ts';

let seq = 0;
function person() {
  const id = `${Date.now().toString(36)}${(seq++).toString(36)}`;
  return {
    email: `vera.${id}@example.com`,
    nickName: `vera_${id}`,
    password: 'Velvet-Tuba-2024',
    firstName: 'Вера',
  };
}

/** Waits for a toast with this text, then closes every toast so screenshots stay clean. */
async function toast(page: Page, text: string | RegExp) {
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: text });
  await notice.first().waitFor({ timeout: 10_000 });
  await page.evaluate(() => {
    document.querySelectorAll<HTMLButtonElement>('.mantine-Notification-closeButton').forEach((button) => {
      button.click();
    });
  });
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
}

describe.skipIf(!hasBrowser)('account and privacy settings', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('changes the password, the e-mail with the mailed code, privacy, and deletes the account', async () => {
    const p = person();
    const jar = await signUpViaApi(p);
    const context = await contextFor(browser, { user: jar, keepChoice: true });
    const page = await openPage(context, '/user/accountsetting');
    const main = page.locator('#main-content');

    await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe('Аккаунт');
    await expect.poll(() => page.getByTestId('current-email').textContent()).toBe(p.email);
    expect(await page.title()).toBe('Настройки аккаунта — Таланты');

    // --- the password: the old one stops working, this browser stays signed in ---------------------
    const newPassword = 'Quiet-Harp-7731-Blue';
    const passwordCard = page.getByTestId('settings-password');
    await passwordCard.getByLabel('Текущий пароль').fill('not-my-password');
    await passwordCard.getByLabel(/^Новый пароль/).fill(newPassword);
    await passwordCard.getByLabel('Повторите новый пароль').fill(newPassword);
    await passwordCard.getByRole('button', { name: 'Сменить пароль' }).click();
    await passwordCard.getByText('Неверный пароль').waitFor();
    // Nothing typed is lost.
    expect(await passwordCard.getByLabel(/^Новый пароль/).inputValue()).toBe(newPassword);

    await passwordCard.getByLabel('Текущий пароль').fill(p.password);
    await passwordCard.getByRole('button', { name: 'Сменить пароль' }).click();
    await toast(page, 'Пароль изменён');
    expect(await passwordCard.getByLabel('Текущий пароль').inputValue()).toBe('');
    expect(await signInStatus(p.email, p.password)).toBe(401);
    expect(await signInStatus(p.email, newPassword)).toBe(200);
    // The session the jar held was another one: it has ended.
    expect((await jar.call<{ status: string }>('/api/user/getUserStatistic')).status).toBe('NOT_LOGGED_IN');

    // --- the e-mail: the code goes to the new address -------------------------------------------
    const newEmail = `vera.new.${Date.now().toString(36)}@example.org`;
    const emailCard = page.getByTestId('settings-email');
    await emailCard.getByRole('button', { name: 'Изменить' }).click();
    await emailCard.getByLabel('Новый Email').fill(newEmail);
    await emailCard.getByLabel('Текущий пароль').fill(newPassword);
    await emailCard.getByRole('button', { name: 'Получить код' }).click();
    await emailCard.getByText(`Мы отправили 6-значный код на ${newEmail}`).waitFor();
    await emailCard.getByText(/Код действует ещё \d:\d\d/).waitFor();
    await shot(page, 'settings-email-code-desktop-light');
    const code = await mailedCode(newEmail);
    await emailCard
      .getByRole('textbox', { name: 'Код из письма' })
      .fill(code === '000000' ? '111111' : '000000');
    await emailCard.getByText('Неверный код подтверждения').waitFor();
    await emailCard.getByRole('textbox', { name: 'Код из письма' }).fill(code);
    await emailCard.getByText('Email изменён').waitFor();
    await expect.poll(() => page.getByTestId('current-email').textContent()).toBe(newEmail);
    expect(await signInStatus(newEmail, newPassword)).toBe(200);
    expect(await signInStatus(p.email, newPassword)).toBe(401);
    await page.reload();
    await ready(page);
    await expect.poll(() => page.getByTestId('current-email').textContent()).toBe(newEmail);

    // --- privacy: saved on choice, still there after a reload -----------------------------------
    await page.getByTestId('settings-nav-privacy').click();
    await page.waitForURL((url) => url.pathname === '/user/privacysetting');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe('Приватность');
    expect(await page.getByTestId('privacy-contacts-REGISTERED').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('privacy-search-Y').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('privacy-contacts-NOBODY').click();
    await toast(page, 'Настройки приватности сохранены');
    await page.getByTestId('privacy-search-N').click();
    await toast(page, 'Настройки приватности сохранены');
    await page.reload();
    await ready(page);
    await expect
      .poll(() => page.getByTestId('privacy-contacts-NOBODY').getAttribute('aria-checked'))
      .toBe('true');
    expect(await page.getByTestId('privacy-search-N').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('link', { name: 'Политике конфиденциальности' }).getAttribute('href')).toBe(
      '/Policy',
    );

    // --- deletion: the confirmation, then the profile is gone -----------------------------------
    const profileBefore = await fetch(new URL(`/api/user/getProfile/${p.nickName}`, baseURL()));
    expect(profileBefore.status).toBe(200);
    await page.getByTestId('settings-nav-account').click();
    await page.waitForURL((url) => url.pathname === '/user/accountsetting');
    await page
      .getByTestId('settings-delete-account')
      .getByRole('button', { name: 'Удалить аккаунт' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Удалить аккаунт навсегда?' });
    await dialog.waitFor();
    const destroy = dialog.getByRole('button', { name: 'Удалить навсегда' });
    expect(await destroy.isDisabled()).toBe(true);
    await dialog.getByTestId('delete-confirm').fill('delete');
    await dialog.getByTestId('delete-password').fill(newPassword);
    expect(await destroy.isDisabled()).toBe(true);
    await dialog.getByTestId('delete-confirm').fill('DELETE');
    expect(await destroy.isDisabled()).toBe(false);
    await shot(page, 'settings-delete-modal-desktop-light', { fullPage: false });
    await destroy.click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Аккаунт удалён' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('false');
    expect((await fetch(new URL(`/api/user/getProfile/${p.nickName}`, baseURL()))).status).toBe(404);
    expect(await signInStatus(newEmail, newPassword)).toBe(401);

    const gone = await openPage(context, `/${p.nickName}`);
    await gone.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await gone.getByText(p.firstName).count()).toBe(0);
    await shot(gone, 'settings-deleted-profile-desktop-light');
    await context.close();
  });

  it('looks right on desktop and phone, light and dark, in Russian and English', async () => {
    const p = person();
    const jar = await signUpViaApi(p);
    const views: { name: string; viewport: typeof DESKTOP; scheme: Scheme; lang: 'ru' | 'en' }[] = [
      { name: 'desktop-light', viewport: DESKTOP, scheme: 'light', lang: 'ru' },
      { name: 'desktop-dark', viewport: DESKTOP, scheme: 'dark', lang: 'ru' },
      { name: 'phone-light', viewport: PHONE, scheme: 'light', lang: 'ru' },
      { name: 'phone-dark', viewport: PHONE, scheme: 'dark', lang: 'ru' },
      { name: 'desktop-light-en', viewport: DESKTOP, scheme: 'light', lang: 'en' },
      { name: 'phone-dark-en', viewport: PHONE, scheme: 'dark', lang: 'en' },
    ];
    // Desktop dark and phone light with E2E_SHOTS=all only (tierOf): CI looks at the other four.
    for (const view of views.filter((v) => wantShots(tierOf(v.name)))) {
      const context = await contextFor(browser, { ...view, user: jar, keepChoice: true });
      const account = await openPage(context, '/user/accountsetting');
      await account.getByTestId('current-email').waitFor();
      expect(await seriousAxeViolations(account), `${view.name} account`).toEqual([]);
      await shot(account, `settings-account-${view.name}`);

      if (view.name === 'phone-dark' || view.name === 'phone-light' || view.name === 'desktop-dark') {
        const passwordCard = account.getByTestId('settings-password');
        await passwordCard.getByLabel(/Текущий пароль|Current password/).fill(p.password);
        await passwordCard.getByLabel(/^(Новый пароль|New password)/).fill('short');
        await passwordCard.getByLabel(/Повторите|Repeat/).fill('shorter');
        await passwordCard.getByRole('button', { name: /Сменить пароль|Change password/ }).click();
        await passwordCard.getByText('Пароли не совпадают').waitFor();
        await passwordCard.scrollIntoViewIfNeeded();
        await shot(account, `settings-password-errors-${view.name}`, { fullPage: false });
        await account.getByTestId('settings-delete-account').getByRole('button').click();
        await account.getByRole('dialog').waitFor();
        // The dialog's opening transition is finished by the screenshot itself.
        await shot(account, `settings-delete-modal-${view.name}`, { fullPage: false });
      }

      const privacy = await openPage(context, '/user/privacysetting');
      await privacy.getByTestId('privacy-contacts-REGISTERED').waitFor();
      expect(await seriousAxeViolations(privacy), `${view.name} privacy`).toEqual([]);
      await shot(privacy, `settings-privacy-${view.name}`);
      await context.close();
    }
    // The other mount points show the same pages.
    const context = await contextFor(browser, { user: jar, keepChoice: true });
    for (const pathname of [
      '/howitworks/accountsetting',
      '/accountsetting',
      '/quotes/privacysetting',
      '/privacysetting',
    ]) {
      const page = await openPage(context, pathname);
      await page.getByTestId('settings-nav-account').waitFor();
      const expected = pathname.endsWith('accountsetting') ? 'Аккаунт' : 'Приватность';
      await expect.poll(() => page.locator('#main-content h1').textContent()).toBe(expected);
      await page.close();
    }
    await context.close();
  }, 300_000);

  it('mails the new-address code in the account’s language after switching to English', async () => {
    const p = person();
    const jar = await signUpViaApi(p);
    const context = await contextFor(browser, { user: jar, keepChoice: true });
    const page = await openPage(context, '/user/accountsetting');
    await page.getByTestId('mail-language').waitFor();
    expect(await page.getByTestId('mail-language').textContent()).toBe('Письма приходят на языке: Русский');
    await page.getByTestId('settings-language').getByText('English').click();
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await expect.poll(() => page.getByTestId('mail-language').textContent()).toBe('E-mails come in: English');
    expect(await page.title()).toBe('Account settings — Talanty');

    const newEmail = `vera.en.${Date.now().toString(36)}@example.org`;
    const sentAt = Date.now() - 1000;
    const emailCard = page.getByTestId('settings-email');
    await emailCard.getByRole('button', { name: 'Change' }).click();
    await emailCard.getByLabel('New Email').fill(newEmail);
    await emailCard.getByLabel('Current password').fill(p.password);
    await emailCard.getByRole('button', { name: 'Get a code' }).click();
    await emailCard.getByText(`We sent a 6-digit code to ${newEmail}`).waitFor();
    await mailedCode(newEmail, sentAt);
    const raw = (await mailTo(newEmail, sentAt)).raw.replace(/=\r?\n/g, '');
    expect(raw).toContain('Confirm your new e-mail');
    await context.close();
  });
});
