import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  contextFor,
  expectLooksRight,
  expectNoSeriousAxeViolations,
  hasBrowser,
  LOOKS,
  launchBrowser,
  PHONE,
  ready,
  settled,
  shot,
  wantShots,
} from './helpers.ts';
import { AVATAR_SVG, drawPng, fillMusician, HEADER_SVG, MUSICIAN_ABOUT } from './media.ts';
import { type ApiUser, PASSWORD, signUpViaApi } from './people.ts';

const stamp = Date.now().toString(36);

async function openProfile(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await ready(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** What the server puts in <title> for crawlers, in the given language. */
async function serverTitle(path: string, lang: 'ru' | 'en'): Promise<string> {
  const html = await (await fetch(`${baseURL()}${path}`, { headers: { Cookie: `lang=${lang}` } })).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
}

describe.skipIf(!hasBrowser)('the public profile', () => {
  let browser: Browser;
  let anna: ApiUser;
  let reader: ApiUser;
  const annaNick = `anna.sol.${stamp}`;
  const readerNick = `ivan_${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const [avatar, header] = await Promise.all([
      drawPng(browser, AVATAR_SVG, 640, 640),
      drawPng(browser, HEADER_SVG, 1600, 400),
    ]);
    anna = await signUpViaApi({
      email: `anna.${stamp}@example.com`,
      nickName: annaNick,
      password: PASSWORD,
    });
    await fillMusician(anna, { avatar, header });
    reader = await signUpViaApi({
      email: `ivan.${stamp}@example.com`,
      nickName: readerNick,
      password: PASSWORD,
      firstName: 'Иван',
      lastName: 'Петров',
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a visitor the musician with talents and prices, but no contacts: a sign-in prompt instead', async () => {
    const context = await contextFor(browser);
    const asked: string[] = [];
    context.on('request', (r) => {
      if (r.url().includes('/api/user/getProfile/')) asked.push(r.url());
    });
    const page = await openProfile(context, `/@${annaNick}`);
    // The page carried the visitor's answer (page-data): its first view asked the API nothing.
    expect(asked).toEqual([]);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Анна Соколова');
    expect(await page.getByText(`@${annaNick}`, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Москва, Россия').isVisible()).toBe(true);
    expect(await page.getByText('Готова к поездкам').isVisible()).toBe(true);
    expect(await page.getByText('Работает удалённо').isVisible()).toBe(true);
    expect(await page.getByText(MUSICIAN_ABOUT.slice(0, 40)).isVisible()).toBe(true);

    // The header image and the avatar (with its neon frame) are real uploads, served to visitors.
    const avatar = page.getByTestId('profile-avatar');
    expect(await avatar.getAttribute('data-neon')).toBe('Y');
    const photo = avatar.getByRole('img', { name: 'Фото профиля: Анна Соколова' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const banner = page.getByTestId('profile-banner');
    expect(await banner.getAttribute('data-kind')).toBe('image');
    await expect
      .poll(() => banner.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const singer = page.getByRole('article', { name: 'Anna Sol' });
    expect(await singer.getByText('Голос').isVisible()).toBe(true);
    expect(await singer.getByText('Меццо-сопрано').isVisible()).toBe(true);
    expect(await singer.getByText('по договорённости').isVisible()).toBe(true);
    const musician = page.getByRole('article', { name: 'Музыкант' });
    expect(await musician.getByText('Инструменты').isVisible()).toBe(true);
    const prices = (await musician.getByTestId('service-price').allTextContents()).map((p) =>
      p.replace(/\u00a0/g, ' '),
    );
    expect(prices).toEqual(['2 500 ₽ / час', '5 000 ₽ / композиция']);

    const contacts = page.getByTestId('contact-block');
    expect(await contacts.getAttribute('data-state')).toBe('SIGN_IN');
    expect(await contacts.getByText('Войдите, чтобы увидеть контакты').isVisible()).toBe(true);
    expect(await page.locator('a[href^="tel:"], a[href^="mailto:"], a[href*="t.me/"]').count()).toBe(0);
    expect(await page.content()).not.toContain('anna_sol_music');

    // The client titles the page exactly as the server does for crawlers.
    const title = `Анна Соколова (@${annaNick}) — Вокалист, Музыкант — Таланты`;
    await expect.poll(() => page.title()).toBe(title);
    expect(await serverTitle(`/@${annaNick}`, 'ru')).toBe(title);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toMatch(
      /^Вокалист, Музыкант · Москва · Пою и играю/,
    );
    await shot(page, 'profile-visitor-desktop-light');

    await contacts.getByRole('link', { name: 'Войти' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/@${annaNick}`);
    await context.close();
  });

  it('shows a signed-in member the contacts as links', async () => {
    const context = await contextFor(browser, { user: reader });
    const page = await openProfile(context, `/user/${annaNick}`);
    const contacts = page.getByTestId('contact-block');
    expect(await contacts.getAttribute('data-state')).toBe('SHOWN');
    const href = (name: RegExp) => contacts.getByRole('link', { name }).getAttribute('href');
    expect(await href(/Телефон/)).toBe('tel:+79123456789');
    expect(await href(/WhatsApp/)).toBe('https://wa.me/79123456789');
    expect(await href(/Telegram/)).toBe('https://t.me/anna_sol_music');
    expect(await href(/почта/)).toBe('mailto:anna.sol.music@example.com');
    expect(await href(/ВКонтакте/)).toBe('https://vk.com/anna.sol');
    expect(await href(/YouTube/)).toBe('https://www.youtube.com/@annasolmusic');
    expect(await href(/Сайт/)).toBe('https://annasol.example.com');
    for (const rel of await contacts
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('rel')))) {
      expect(rel).toBe('noopener nofollow ugc');
    }
    // A reader is not the owner: no edit links on the page (the side menu has their own).
    expect(
      await page.locator('#main-content').getByRole('link', { name: 'Редактировать профиль' }).count(),
    ).toBe(0);
    expect(await page.getByRole('link', { name: /Изменить талант/ }).count()).toBe(0);
    await shot(page, 'profile-member-desktop-light');
    await context.close();
  });

  it('gives the owner links to edit the profile and each talent', async () => {
    const context = await contextFor(browser, { user: anna, scheme: 'dark' });
    const page = await openProfile(context, `/@${annaNick}`);
    const main = page.locator('#main-content');
    expect(await main.getByRole('link', { name: 'Редактировать профиль' }).getAttribute('href')).toBe(
      '/user/profile-edit',
    );
    expect(await page.getByRole('link', { name: 'Изменить талант «Вокалист»' }).getAttribute('href')).toBe(
      '/user/edit-talant/SNG',
    );
    expect(await page.getByRole('link', { name: 'Изменить талант «Музыкант»' }).getAttribute('href')).toBe(
      '/user/edit-talant/MUS',
    );
    expect(await page.getByTestId('contact-block').getAttribute('data-state')).toBe('SHOWN');
    await shot(page, 'profile-owner-desktop-dark');
    await context.close();
  });

  it('switches tabs with ?tab=, by mouse and keyboard, through history and reloads', async () => {
    const context = await contextFor(browser);
    const page = await openProfile(context, `/${annaNick}`);
    const tab = (name: string) => page.getByRole('tab', { name });
    expect(await tab('О себе').getAttribute('aria-selected')).toBe('true');

    await tab('Аудио').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'audio');
    await page.getByRole('heading', { name: 'Здесь появятся треки' }).waitFor();
    expect(await page.getByRole('article', { name: 'Anna Sol' }).count()).toBe(0);

    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'video');
    expect(await tab('Видео').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('heading', { name: 'Здесь появятся видео' }).waitFor();
    await shot(page, 'profile-tab-video-desktop-light');

    await page.reload();
    await ready(page);
    await expect.poll(() => tab('Видео').getAttribute('aria-selected')).toBe('true');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'audio');
    await expect.poll(() => tab('Аудио').getAttribute('aria-selected')).toBe('true');

    await tab('О себе').click();
    await page.waitForURL((url) => !url.searchParams.has('tab'));
    await page.getByRole('article', { name: 'Anna Sol' }).waitFor();

    await page.goto(`/@${annaNick}?tab=posts`);
    await ready(page);
    await expect.poll(() => tab('Публикации').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Публикаций пока нет' }).waitFor();
    await context.close();
  });

  it('shows a friendly "no such person" page for an unknown nickname', async () => {
    const context = await contextFor(browser);
    const page = await openProfile(context, `/@nobody_${stamp}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Такого человека здесь нет');
    expect(await page.getByRole('link', { name: 'Найти в поиске' }).getAttribute('href')).toBe(
      `/search?q=nobody_${stamp}`,
    );
    await expect.poll(() => page.title()).toBe(`Профиль @nobody_${stamp} не найден — Таланты`);
    await shot(page, 'profile-not-found-desktop-light');
    await context.close();
  });

  it('shows a new member with initials on a colour and the default header', async () => {
    const context = await contextFor(browser, { user: reader });
    const page = await openProfile(context, `/@${readerNick}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Иван Петров');
    expect(await page.getByTestId('profile-banner').getAttribute('data-kind')).toBe('default');
    expect(await page.getByRole('img', { name: 'Фото профиля: Иван Петров' }).textContent()).toBe('ИП');
    // The owner is invited to fill in what is missing.
    expect(await page.getByRole('link', { name: 'Заполнить профиль' }).getAttribute('href')).toBe(
      '/user/profile-edit',
    );
    expect(await page.getByRole('link', { name: 'Добавить контакты' }).isVisible()).toBe(true);
    await shot(page, 'profile-new-member-desktop-light');

    // A header colour instead of the default gradient.
    await reader.call('/api/user/setUserHeader', { color: '#0B7285' });
    await page.reload();
    await ready(page);
    await expect.poll(() => page.getByTestId('profile-banner').getAttribute('data-kind')).toBe('color');
    await shot(page, 'profile-new-member-color-desktop-light');
    await context.close();
  });

  it('shows a skeleton while loading and a retry button when the server fails', async () => {
    const context = await contextFor(browser, { viewport: PHONE });
    const page = await context.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let failing = true;
    // The page carries the profile (page-data); without it the client asks, as after a link in the app.
    await page.route(`**/@${annaNick}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="page-data">.*?<\/script>/s,
        '',
      );
      await route.fulfill({ response, body });
    });
    await page.route('**/api/user/getProfile/**', async (route) => {
      await held;
      if (failing) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ status: 503, code: 'UNAVAILABLE', message: 'Сервер перегружен' }),
        });
      } else {
        await route.continue();
      }
    });
    await page.goto(`/@${annaNick}`);
    await ready(page);
    const skeleton = page.getByTestId('profile-skeleton');
    await skeleton.waitFor();
    expect(await skeleton.getAttribute('aria-busy')).toBe('true');
    await shot(page, 'profile-skeleton-phone-light');

    release();
    await page.getByRole('heading', { name: 'Не удалось загрузить профиль' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Сервер перегружен').isVisible()).toBe(true);
    await shot(page, 'profile-load-error-phone-light');

    failing = false;
    await page.getByRole('button', { name: 'Попробовать ещё раз' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Анна Соколова');
    await context.close();
  });

  it('speaks English, with the same title as the server gives crawlers', async () => {
    const context = await contextFor(browser, { lang: 'en' });
    const page = await openProfile(context, `/@${annaNick}`);
    expect(await page.getByRole('tab', { name: 'About' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('Sign in to see the contacts').isVisible()).toBe(true);
    const prices = (await page.getByTestId('service-price').allTextContents()).map((p) =>
      p.replace(/\u00a0/g, ' '),
    );
    expect(prices).toContain('5,000 ₽ / composition');
    expect(prices).toContain('negotiable');
    const title = await serverTitle(`/@${annaNick}`, 'en');
    expect(title).toMatch(
      new RegExp(`^Анна Соколова \\(@${annaNick.replace(/\./g, '\\.')}\\) — .+ — Talanty$`),
    );
    await expect.poll(() => page.title()).toBe(title);
    await shot(page, 'profile-visitor-desktop-light-en');
    await context.close();
  });

  describe('how it looks, and axe in the same visit', () => {
    // The desktop-light and phone-dark visits run in CI (axe light and dark); the other corners with E2E_SHOTS=all.
    for (const look of LOOKS) {
      const { device, viewport, scheme } = look;
      it.skipIf(!wantShots(look.tier))(`${device}, ${scheme}`, async () => {
        const visitor = await contextFor(browser, { viewport, scheme });
        const member = await contextFor(browser, { viewport, scheme, user: reader });
        for (const [context, path, name, axe] of [
          [visitor, `/@${annaNick}`, 'musician', false],
          [member, `/@${annaNick}`, 'musician-contacts', true],
          [member, `/@${readerNick}`, 'new-member', true],
          [visitor, `/@${annaNick}?tab=audio`, 'tab-audio', true],
        ] as const) {
          const page = await openProfile(context, path);
          await settled(page);
          await expectLooksRight(page, look);
          if (axe && look.tier === 'ci')
            await expectNoSeriousAxeViolations(page, `${device} ${scheme} ${path}`);
          await shot(page, `profile-${name}-${device}-${scheme}`);
          await page.close();
        }
        await visitor.close();
        await member.close();
      });
    }
  });
});
