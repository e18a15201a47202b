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
  ready,
  type Scheme,
  settled,
  snapTop,
  type Viewport,
  wantShots,
} from './helpers.ts';
import { mailedCode, mailedLink, nextAddress } from './people.ts';

const run = Date.now().toString(36).slice(-5);
const person = {
  email: `anna.${run}@example.com`,
  nick: `anna_${run}`,
  password: 'violet-piano-sunset-42',
  newPassword: 'quiet-river-morning-77',
};

/** Each browser its own client address, so per-address quotas do not add up; a choice the page makes stays. */
const browserContext = (
  browser: Browser,
  opts: { viewport?: Viewport; scheme?: Scheme; lang?: 'ru' | 'en' } = {},
): Promise<BrowserContext> => contextFor(browser, { ...opts, address: nextAddress(), keepChoice: true });

/** Client-side navigation, as a link click would do it (no reload, no start-up overlay). */
async function goInApp(page: Page, to: string, heading: string | RegExp): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await page.waitForURL((url) => url.pathname + url.search === to);
  // Lazy pages swap in a moment after the URL changes: wait for this page's own heading.
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

// ---- page helpers ----------------------------------------------------------------------------------

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('code-input').locator('input').first().click();
  await page.keyboard.type(code, { delay: 30 });
}

function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('Вы вышли из аккаунта').waitFor();
  await page.locator('header').getByRole('link', { name: 'Войти' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('false');
}

async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/auth/signin');
  await ready(page);
  await page.getByLabel('Email или никнейм').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
}

describe.skipIf(!hasBrowser)('accounts: sign-up, sign-in, recovery', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // The longest journey (a dozen pages, four mails): more time than the default on two busy cores.
  it('signs up with the mailed code, signs out and in by nickname, recovers the password by mail', {
    timeout: 300_000,
  }, async () => {
    const context = await browserContext(browser);
    const page = await openPage(context, '/auth/signup');
    const header = page.locator('header');

    // --- sign up
    await page.getByRole('heading', { level: 1, name: 'Регистрация' }).waitFor();
    await page.getByLabel('Email').fill(person.email);
    await page.getByTestId('nickname-input').fill(person.nick);
    await page.getByText('Никнейм свободен').waitFor();
    await page.locator('input[autocomplete="new-password"]').fill(person.password);
    await page.getByLabel('Имя', { exact: true }).fill('Анна');
    await page.getByLabel('Фамилия', { exact: true }).fill('Морозова');
    await page.getByLabel('Дата рождения').fill('17.05.2000');
    await page.getByLabel('Дата рождения').press('Tab');
    await page.getByText('Женский', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Как вы о нас узнали?' }).click();
    await page.getByRole('option', { name: 'ВКонтакте' }).click();
    await page.getByTestId('accept-agreement').check();
    await page.getByTestId('accept-publication').check();
    await snapTop(page, 'auth-signup-filled-desktop-light');

    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Создать аккаунт' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/confirmmail');
    await page.getByRole('heading', { level: 1, name: 'Подтверждение почты' }).waitFor();
    await page.getByText(person.email).waitFor();
    const code = await mailedCode(person.email, sentAt);

    // --- a wrong code first: the message sits at the code field, nothing else changes
    await typeCode(page, wrongCodeFor(code));
    await page.getByText('Неверный код подтверждения', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/confirmmail');
    await snapTop(page, 'auth-confirmmail-wrong-code-desktop-light');

    // --- the right code: signed in, on to the onboarding start
    await typeCode(page, code);
    await page.waitForURL((url) => url.pathname === '/user/profile-edit');
    expect(new URL(page.url()).searchParams.get('onboarding')).toBe('1');
    await header.getByText(person.nick).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
    const remembered = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('talanty.lastUser') ?? '{}'),
    );
    expect(remembered).toMatchObject({ nickName: person.nick, firstName: 'Анна', lastName: 'Морозова' });

    await page.getByTestId('user-menu').click();
    const menu = page.getByRole('menu');
    await menu.getByText('Анна Морозова').waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Мой профиль' }).getAttribute('href')).toBe(
      `/@${person.nick}`,
    );
    expect(await menu.getByRole('menuitem', { name: 'Настройки аккаунта' }).getAttribute('href')).toBe(
      '/user/accountsetting',
    );
    await snapTop(page, 'auth-header-menu-desktop-light');
    await page.keyboard.press('Escape');

    // --- sign out, then in again with the nickname (any case)
    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('talanty.lastUser'))).toBeNull();
    await signIn(page, person.nick.toUpperCase(), person.password);
    await page.waitForURL((url) => url.pathname === '/');
    await header.getByText(person.nick).waitFor();
    await page.getByText(`С возвращением, @${person.nick}!`).waitFor();
    await signOut(page);

    // --- recover the password: e-mail, then the code field, then the mailed link
    await page.goto('/auth/recoverpassword');
    await ready(page);
    await page.getByLabel('Email').fill(person.email);
    const resetAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Получить код' }).click();
    await page.getByTestId('code-input').waitFor();
    const resetCode = await mailedCode(person.email, resetAt);
    await snapTop(page, 'auth-recover-code-desktop-light');
    await typeCode(page, resetCode);
    await page
      .getByText('Код верный, перейдите по ссылке из письма, чтобы задать новый пароль')
      .first()
      .waitFor();
    await snapTop(page, 'auth-recover-link-sent-desktop-light');
    const link = await mailedLink(person.email, resetAt);

    await page.goto(new URL(link).pathname + new URL(link).search);
    await ready(page);
    await page.getByRole('heading', { level: 1, name: 'Новый пароль' }).waitFor();
    await page.getByRole('textbox', { name: 'Новый пароль' }).fill(person.newPassword);
    await page.getByRole('textbox', { name: 'Повторите пароль' }).fill(person.newPassword);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByRole('heading', { level: 1, name: 'Пароль изменён' }).waitFor();
    await snapTop(page, 'auth-new-password-done-desktop-light');

    // The link works once.
    const used = await openPage(context, new URL(link).pathname + new URL(link).search);
    await used.getByRole('textbox', { name: 'Новый пароль' }).fill('another-long-password-1');
    await used.getByRole('textbox', { name: 'Повторите пароль' }).fill('another-long-password-1');
    await used.getByRole('button', { name: 'Сохранить пароль' }).click();
    await used.getByRole('heading', { level: 1, name: 'Ссылка недействительна' }).waitFor();
    await snapTop(used, 'auth-new-password-used-desktop-light');
    await used.close();

    // --- the old password no longer works, the new one does (by e-mail this time)
    await page.getByRole('link', { name: 'Войти' }).last().click();
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    await signIn(page, person.email, person.newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await header.getByText(person.nick).waitFor();

    // --- the lock screen remembers the account and asks only the password, then goes back
    await page.goto('/auth/lockscreen?next=%2Fsearch');
    await ready(page);
    expect(await page.getByTestId('lock-nickname').textContent()).toBe(`@${person.nick}`);
    await page.getByLabel('Пароль', { exact: true }).fill(person.newPassword);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    await header.getByText(person.nick).waitFor();
    await context.close();
  });

  it('answers a wrong password with the sign-in error toast and keeps what was typed', async () => {
    const context = await browserContext(browser);
    const page = await openPage(context, '/auth/signin?next=%2Fuser%2Faccountsetting');
    await page.getByLabel('Email или никнейм').fill(person.nick);
    await page.getByLabel('Пароль', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
    await page.locator('.mantine-Notification-root').getByText('Ошибка при входе').waitFor();
    await page.getByText('Неверный email, никнейм или пароль').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/signin');
    expect(await page.getByLabel('Email или никнейм').inputValue()).toBe(person.nick);
    await snapTop(page, 'auth-signin-wrong-password-desktop-light');

    // Empty fields: the messages of spec section 5, no request.
    await page.getByLabel('Email или никнейм').fill('');
    await page.getByLabel('Пароль', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
    await page.getByText('Email или никнейм не может быть пустым').waitFor();
    await page.getByText('Пароль не может быть пустым').waitFor();

    // The right password goes on to `next` (a login-required page).
    await page.getByLabel('Email или никнейм').fill(person.email);
    await page.getByLabel('Пароль', { exact: true }).fill(person.newPassword);
    await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
    await page.waitForURL((url) => url.pathname === '/user/accountsetting');
    await context.close();
  });

  it('shows a taken nickname at the field, live and after sending', async () => {
    const context = await browserContext(browser);
    const page = await openPage(context, '/auth/signup');
    await page.getByLabel('Email').fill(`other.${run}@example.com`);
    await page.getByTestId('nickname-input').fill(person.nick.toUpperCase());
    await page.getByText('Этот никнейм уже занят, выберите другой').waitFor();
    await page.locator('input[autocomplete="new-password"]').fill('long-enough-password-9');
    await page.getByTestId('accept-agreement').check();
    await page.getByTestId('accept-publication').check();
    await page.getByRole('button', { name: 'Создать аккаунт' }).click();
    // The server's 409 lands at the same field; nothing typed is lost.
    await expect.poll(() => page.getByTestId('nickname-input').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Этот никнейм уже занят, выберите другой').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/signup');
    expect(await page.getByLabel('Email').inputValue()).toBe(`other.${run}@example.com`);
    await snapTop(page, 'auth-signup-nickname-taken-desktop-light');

    // A bad e-mail and a short password are caught before sending.
    await page.getByLabel('Email').fill('not-an-email');
    await page.locator('input[autocomplete="new-password"]').fill('short');
    await page.getByRole('button', { name: 'Создать аккаунт' }).click();
    await page.getByText('Неверный Email').waitFor();
    await page.getByText('Пароль должен быть не короче 10 символов').waitFor();
    await context.close();
  });

  it('locks signing in after 5 failures and explains it on /auth/accoutlock', async () => {
    const context = await browserContext(browser);
    const page = await openPage(context, '/auth/signin');
    const name = `ghost_${run}`;
    await page.getByLabel('Email или никнейм').fill(name);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('Пароль', { exact: true }).fill(`wrong-password-${attempt}`);
      await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
      if (attempt === 5) break; // the fifth failure leaves the page for /auth/accoutlock
      await page.getByText('Неверный email, никнейм или пароль').waitFor();
      await expect
        .poll(() => page.getByRole('button', { name: 'Войти', exact: true }).last().isEnabled())
        .toBe(true);
    }
    await page.waitForURL((url) => url.pathname === '/auth/accoutlock');
    await page.getByRole('heading', { level: 1, name: 'Вход временно заблокирован' }).waitFor();
    expect(await page.getByTestId('lock-countdown').textContent()).toMatch(/^1[45]:\d\d$/);
    await page.getByRole('link', { name: 'Восстановить пароль' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/recoverpassword');
    await context.close();
  });

  it('reports a malformed e-mail and a wrong recovery code', async () => {
    const context = await browserContext(browser);
    const page = await openPage(context, '/auth/recoverpassword');
    await page.getByLabel('Email').fill('anna@');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect.poll(() => page.getByText('Неверный Email').count()).toBeGreaterThan(0);

    // An unknown but well-formed address gets the same answer as a known one.
    await page.getByLabel('Email').fill(`nobody.${run}@example.com`);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await page.getByTestId('code-input').waitFor();
    await typeCode(page, '000000');
    await expect.poll(() => page.getByText('Неверный код подтверждения').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('code-input').locator('input').first().getAttribute('aria-invalid')).toBe(
      'true',
    );
    await snapTop(page, 'auth-recover-wrong-code-desktop-light');
    await context.close();
  });

  describe('every auth page: how it looks, and axe in the same visit', () => {
    // [picture name, path, its heading in Russian, in English]
    const pages: [string, string, string, string][] = [
      ['signin', '/auth/signin', 'Вход', 'Sign in'],
      ['signup', '/auth/signup', 'Регистрация', 'Sign up'],
      ['confirmmail', '/auth/confirmmail', 'Подтверждение почты', 'Confirm your e-mail'],
      ['recoverpassword', '/auth/recoverpassword', 'Восстановление пароля', 'Password recovery'],
      ['new-password', '/auth/new-password?token=e2e-screenshot', 'Новый пароль', 'New password'],
      ['new-password-missing', '/auth/new-password', 'Ссылка недействительна', 'The link is not valid'],
      ['accoutlock', '/auth/accoutlock', 'Вход временно заблокирован', 'Signing in is locked for now'],
      ['lockscreen', '/auth/lockscreen', 'Сеанс истёк', 'Session expired'],
    ];
    // The desktop-light and phone-dark visits run in CI; the other two corners with E2E_SHOTS=all.
    for (const look of LOOKS) {
      const { device, viewport, scheme } = look;
      it.skipIf(!wantShots(look.tier))(`${device}, ${scheme}`, async () => {
        const context = await browserContext(browser, { viewport, scheme });
        await context.addInitScript(() => {
          const now = Date.now();
          localStorage.setItem(
            'talanty.lastUser',
            JSON.stringify({
              nickName: 'anna.singer',
              avatar: null,
              firstName: 'Анна',
              lastName: 'Морозова',
            }),
          );
          sessionStorage.setItem(
            'talanty.pendingSignup',
            JSON.stringify({ email: 'anna@example.com', expiresAt: now + 120_000, sentAt: now }),
          );
        });
        // One page load, then in-app navigation: the start-up overlay is not what these pictures are about.
        const page = await openPage(context, '/auth/signin');
        for (const [name, to, heading] of pages) {
          const target = name === 'accoutlock' ? `${to}?until=${Date.now() + 15 * 60_000}` : to;
          if (name === 'new-password-missing') {
            // The same page as the one before with another query: in-app it would keep the form.
            await page.goto(target);
            await ready(page);
            await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
          } else {
            await goInApp(page, target, heading);
          }
          await settled(page);
          await expectLooksRight(page, look);
          // axe (WCAG 2 A/AA) on every auth page, in the light desktop visit (as a person first meets them).
          if (device === 'desktop' && scheme === 'light') {
            // On the lock page with its deadline: the countdown box is checked too.
            if (name === 'accoutlock') await page.getByTestId('lock-countdown').waitFor();
            await expectNoSeriousAxeViolations(page, to);
          }
          await snapTop(page, `auth-${name}-${device}-${scheme}`);
        }
        await context.close();
      });
    }

    it('in English', async () => {
      const context = await browserContext(browser, { lang: 'en' });
      const page = await openPage(context, '/auth/signin');
      for (const [name, to, , heading] of pages.slice(0, 4)) {
        await goInApp(page, to, heading);
        await settled(page);
        await snapTop(page, `auth-${name}-desktop-light-en`);
      }
      await goInApp(page, '/auth/signin', 'Sign in');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
      await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
      await page.getByText('Email or nickname cannot be empty').waitFor();
      await page.getByText('Password cannot be empty').waitFor();
      await context.close();
    });
  });
});
