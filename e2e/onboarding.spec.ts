import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  contextFor,
  expectLooksRight,
  shot as fullShot,
  hasBrowser,
  LOOKS,
  launchBrowser,
  openPage,
  ready,
  wantShots,
} from './helpers.ts';
import { type ApiUser, newMember } from './people.ts';

/** Text with non-breaking and thin spaces (as in «5 000 ₽») read as plain spaces. */
const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A full-page screenshot taken from the top, so the fixed header sits where a person sees it. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullShot(page, name);
}

async function xsrf(context: BrowserContext): Promise<Record<string, string>> {
  const cookie = (await context.cookies(baseURL())).find((c) => c.name === 'XSRF-TOKEN');
  return cookie ? { 'X-XSRF-TOKEN': cookie.value } : {};
}

/** A new member signed up over HTTP, signed in in this browser context (pages and `context.request`). */
async function signUp(context: BrowserContext, nickName: string): Promise<ApiUser> {
  const user = await newMember({ email: `${nickName}@example.com`, nickName });
  await context.addCookies(user.browserCookies());
  return user;
}

/** A new member past the personal step of the onboarding, its editor open at the talents step. */
async function atTalentsStep(context: BrowserContext, nickName: string): Promise<Page> {
  const user = await signUp(context, nickName);
  await user.call('/api/user/setUserCFGParameter', {
    ListOfUserCFGParams: { MasterIsFullFlag: 'N', MasterLastSetStep: 'PERSONAL' },
  });
  return openPage(context, '/user/profile-edit');
}

async function userInfo(context: BrowserContext) {
  const answer = await context.request.get('/api/user/userInfo');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    ListOfUserCFGParams: Record<string, string | null>;
    Avatar: string | null;
  };
}

/** A 900x700 picture with shapes, so the crop has something to show. */
function portraitPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7e2bcd"/><stop offset="1" stop-color="#f76707"/></linearGradient></defs>
    <rect width="900" height="700" fill="url(#g)"/>
    <circle cx="450" cy="300" r="150" fill="#ffd8a8"/>
    <rect x="260" y="470" width="380" height="230" rx="120" fill="#212529"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Picks an option of a Mantine combobox by typing into the input labelled `label`. */
async function pick(page: Page, label: string | RegExp, typed: string, option: string | RegExp) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

describe.skipIf(!hasBrowser)('onboarding of a new musician', () => {
  let browser: Browser;
  const nick = `anna${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('goes from sign-up through every step to a public profile that shows it all', async () => {
    const context = await contextFor(browser, { keepChoice: true });
    await signUp(context, nick);
    const page = await openPage(context, '/user/profile-edit?onboarding=1');

    // Step 1: personal data and city, with a birth date that is too young first.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Добро пожаловать');
    await page.getByLabel('Имя', { exact: true }).fill('Анна');
    await page.getByLabel('Фамилия').fill('Соколова');
    const birth = page.getByLabel('Дата рождения', { exact: true });
    await birth.fill('01.01.2020');
    await page.getByLabel('Имя', { exact: true }).click();
    await page.getByRole('button', { name: 'Далее' }).click();
    await expect.poll(() => page.getByText('Пользоваться сервисом можно с 16 лет').isVisible()).toBe(true);
    expect(await page.getByLabel('Фамилия').inputValue()).toBe('Соколова');
    await shot(page, 'onboarding-personal-error-desktop-light');
    await birth.fill('17.05.1995');
    await page.getByLabel('Фамилия').click();
    await page.getByText('Женский').click();
    await page.getByLabel('О себе').fill('Скрипачка, играю в струнном квартете и на сессиях.');
    await pick(page, 'Город', 'Каз', 'Казань, Татарстан, Россия');
    expect(await page.getByRole('combobox', { name: 'Город' }).inputValue()).toBe(
      'Казань, Татарстан, Россия',
    );
    await shot(page, 'onboarding-personal-desktop-light');
    await page.getByRole('button', { name: 'Далее' }).click();

    // Step 2: talents.
    await page.getByTestId('talent-tile-MUS').waitFor();
    await page.getByTestId('talent-tile-MUS').click();
    expect(await page.getByTestId('talent-tile-MUS').getAttribute('aria-checked')).toBe('true');
    await shot(page, 'onboarding-talents-desktop-light');
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByRole('heading', { name: 'Музыкант' }).waitFor();

    // A reload resumes where the user stopped (MasterLastSetStep).
    const cfg = (await userInfo(context)).ListOfUserCFGParams;
    expect(cfg.MasterLastSetStep).toBe('TALENTS');
    expect(cfg.MasterLastAddedTalentCode).toBe('MUS');
    await page.reload();
    await ready(page);
    await page.getByRole('heading', { name: 'Музыкант' }).waitFor();

    // Step 3: instruments, styles and two services (one priced, one by agreement).
    expect(await page.getByRole('combobox', { name: 'Инструменты' }).getAttribute('placeholder')).toBe(
      'Инструменты',
    );
    await pick(page, 'Инструменты', 'Скрип', 'Скрипка');
    await pick(page, 'Инструменты', 'Альт', /^Альт$/);
    await page.keyboard.press('Escape');
    await pick(page, 'Стили', 'Джаз', /^Джаз$/);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Добавить услугу' }).click();
    const modal = page.getByRole('dialog', { name: 'Новая услуга' });
    await pick(page, 'Услуга', 'Конц', 'Концерт, выступление');
    await modal.getByRole('textbox', { name: /^Стоимость/ }).fill('25000000');
    await modal.getByRole('button', { name: 'Добавить' }).click();
    await expect
      .poll(() => modal.getByText('Стоимость — целое число рублей от 0 до 10 000 000').isVisible())
      .toBe(true);
    await shot(page, 'onboarding-service-error-desktop-light');
    await modal.getByRole('textbox', { name: /^Стоимость/ }).fill('5000');
    await modal.getByRole('button', { name: 'Добавить' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect
      .poll(async () => spaced(await page.getByTestId('service-row').first().textContent()))
      .toContain('5 000 ₽ / сеанс');

    await page.getByRole('button', { name: 'Добавить услугу' }).click();
    await pick(page, 'Услуга', 'Сесс', 'Сессионная запись');
    await modal.getByText('Цена по договорённости').click();
    expect(await modal.getByRole('textbox', { name: /^Стоимость/ }).isDisabled()).toBe(true);
    await modal.getByRole('button', { name: 'Добавить' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('service-row').count()).toBe(2);
    expect(await page.getByTestId('service-row').nth(1).textContent()).toContain('по договорённости');
    await shot(page, 'onboarding-details-desktop-light');
    await page.getByRole('button', { name: 'Далее' }).click();

    // Step 4: the avatar, cropped in the browser and uploaded.
    await page.getByRole('button', { name: 'Загрузить фото' }).click();
    const cropper = page.getByRole('dialog', { name: 'Фото профиля' });
    await cropper.locator('input[type=file]').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: await portraitPng(),
    });
    await cropper.getByRole('slider', { name: 'Масштаб' }).waitFor();
    await shot(page, 'onboarding-crop-desktop-light');
    await cropper.getByRole('button', { name: 'Сохранить' }).click();
    await cropper.waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(async () => (await userInfo(context)).Avatar).toMatch(/\/files\//);
    await page.getByRole('img', { name: 'Ваш аватар' }).waitFor();
    await shot(page, 'onboarding-avatar-desktop-light');
    await page.getByRole('button', { name: 'Завершить' }).click();

    // Done: the flags say so, and the way leads to the public profile.
    await page.getByRole('heading', { name: 'Профиль готов' }).waitFor();
    const done = (await userInfo(context)).ListOfUserCFGParams;
    expect(done).toMatchObject({ MasterIsFullFlag: 'Y', MasterLastSetStep: 'DONE' });
    await shot(page, 'onboarding-done-desktop-light');
    await page.getByRole('link', { name: 'Открыть мой профиль' }).click();
    await page.waitForURL((url) => url.pathname === `/@${nick}`);
    const main = page.locator('#main-content');
    for (const text of [
      'Анна Соколова',
      'Казань',
      'Музыкант',
      'Скрипка',
      'Альт',
      'Джаз',
      'Концерт, выступление',
      '5 000 ₽',
      'по договорённости',
    ]) {
      await expect.poll(() => main.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);
    }
    expect(await main.locator('img[src*="/files/"]').count()).toBeGreaterThan(0);
    await shot(page, 'onboarding-public-profile-desktop-light');
    await context.close();
  });

  it('asks for the details of every chosen talent in turn, and resumes at the one not yet detailed', async () => {
    const context = await contextFor(browser, { keepChoice: true });
    const page = await atTalentsStep(context, `${nick}t`);

    // Two talents: a singer and a producer.
    await page.getByTestId('talent-tile-SNG').click();
    await page.getByTestId('talent-tile-PRO').click();
    await page.getByRole('button', { name: 'Далее' }).click();

    // The singer first: creative name, voice and styles.
    await page.getByRole('heading', { level: 3, name: 'Вокалист' }).waitFor();
    expect(await page.getByTestId('onboarding-talent-of').textContent()).toBe('Талант 1 из 2');
    expect(await page.getByRole('combobox', { name: 'Голос' }).isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Стили' }).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: /Творческое имя/ }).fill('Anna Sky');
    await page.getByRole('button', { name: 'Далее: Продюсер' }).click();

    // Then the producer, who shows no tools and no styles.
    await page.getByRole('heading', { level: 3, name: 'Продюсер' }).waitFor();
    expect(await page.getByTestId('onboarding-talent-of').textContent()).toBe('Талант 2 из 2');
    expect(await page.getByTestId('tools-select').count()).toBe(0);
    expect(await page.getByTestId('styles-select').count()).toBe(0);
    await shot(page, 'onboarding-second-talent-desktop-light');
    const talents = (await (await context.request.get('/api/user/getUserTalantList')).json()) as {
      ListOfTalants: { Code: string; CreativeName: string | null }[];
    };
    expect(talents.ListOfTalants.find((t) => t.Code === 'SNG')?.CreativeName).toBe('Anna Sky');
    await expect
      .poll(async () => (await userInfo(context)).ListOfUserCFGParams.MasterLastAddedTalentCode)
      .toBe('PRO');

    // A reload comes back to the producer; skipping the last talent goes on to the photo.
    await page.reload();
    await ready(page);
    await page.getByRole('heading', { level: 3, name: 'Продюсер' }).waitFor();
    await page.getByRole('button', { name: 'Пропустить' }).click();
    await page.getByRole('heading', { level: 2, name: 'Фото' }).waitFor();
    expect((await userInfo(context)).ListOfUserCFGParams.MasterLastSetStep).toBe('TALENT_DETAILS');
    await context.close();
  });

  it('keeps the editor at profile-edit once onboarded, with messages at bad fields', async () => {
    const context = await contextFor(browser, { keepChoice: true });
    const nickName = `${nick}b`;
    await signUp(context, nickName);
    const page = await openPage(context, '/user/profile-edit');
    // A new user lands in the onboarding; skipping every step finishes it.
    // (With no talent, skipping the talents step also skips the talent's details.)
    for (const step of ['О вас', 'Таланты', 'Фото']) {
      await page.getByRole('heading', { level: 2, name: step }).waitFor();
      await page.getByRole('button', { name: 'Пропустить' }).click();
    }
    await page.getByRole('button', { name: 'Продолжить редактирование' }).click();
    await page.getByRole('heading', { level: 1, name: 'Редактирование профиля' }).waitFor();

    // Client-side: an invalid Telegram; server-side: a phone with too few digits.
    const contacts = page.locator('#contacts');
    await contacts.getByLabel('Telegram').fill('ab');
    await contacts.getByLabel('Телефон').fill('12-34-56');
    await contacts.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => contacts.getByText(/Telegram: имя пользователя/).isVisible()).toBe(true);
    await contacts.getByLabel('Telegram').fill('@anna_violin');
    await contacts.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => contacts.getByText(/Номер телефона: цифры/).isVisible()).toBe(true);
    expect(await contacts.getByLabel('Telegram').inputValue()).toBe('@anna_violin');
    await shot(page, 'onboarding-contacts-error-desktop-light');
    await contacts.getByLabel('Телефон').fill('+7 900 123-45-67');
    await contacts.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => contacts.getByText('Все изменения сохранены').isVisible()).toBe(true);

    // A dirty form warns before leaving.
    await page.locator('#personal').getByLabel('Имя', { exact: true }).fill('Пётр');
    await page.getByRole('link', { name: 'Открыть профиль' }).click();
    await page.getByRole('dialog', { name: 'Уйти без сохранения?' }).waitFor();
    await page.getByRole('button', { name: 'Остаться' }).click();
    expect(new URL(page.url()).pathname).toBe('/user/profile-edit');
    await context.close();
  });

  // The desktop-light and phone-dark looks run in CI; the other two corners with E2E_SHOTS=all.
  for (const look of LOOKS) {
    const { viewport, device, scheme } = look;
    it.skipIf(!wantShots(look.tier))(`looks right on ${device} in ${scheme}`, async () => {
      const context = await contextFor(browser, { viewport, scheme, keepChoice: true });
      const page = await atTalentsStep(context, `${nick}${device[0]}${scheme[0]}`);
      await page.getByTestId('talent-tile-MUS').waitFor();
      await expectLooksRight(page, look);
      await shot(page, `onboarding-talents-${device}-${scheme}`);

      const headers = await xsrf(context);
      await context.request.post('/api/user/addUserTalant', { data: { talantCode: 'SNG' }, headers });
      const voices = (await (
        await context.request.get('/api/glossary/getToolList?talantCode=SNG')
      ).json()) as {
        ListOfTools: { Code: string }[];
      };
      await context.request.post('/api/user/syncTalant', {
        data: { Code: 'SNG', CreativeName: 'Anna Sky', ListOfTool: voices.ListOfTools.slice(0, 2) },
        headers,
      });
      await context.request.post('/api/user/addUserTalantService', {
        data: {
          talantCode: 'SNG',
          serviceCode: 'WEDDING',
          cost: 30000,
          unit: 'session',
          costByAgreeFlag: 'N',
        },
        headers,
      });
      await context.request.post('/api/user/setUserCFGParameter', {
        data: { ListOfUserCFGParams: { MasterIsFullFlag: 'Y', MasterLastSetStep: 'DONE' } },
        headers: await xsrf(context),
      });
      await page.goto('/user/profile-edit');
      await ready(page);
      await page.getByRole('heading', { level: 1, name: 'Редактирование профиля' }).waitFor();
      await page.getByTestId('talent-card-SNG').waitFor();
      await expectLooksRight(page, look);
      await shot(page, `onboarding-profile-edit-${device}-${scheme}`);
      if (device === 'desktop') {
        await page.getByTestId('language-switch').getByText('EN', { exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Edit profile' }).waitFor();
        await page.getByText('Singer', { exact: true }).waitFor();
        await page.getByText('Services: 1', { exact: true }).waitFor();
        await shot(page, `onboarding-profile-edit-${device}-${scheme}-en`);
        await page.getByTestId('language-switch').getByText('RU', { exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Редактирование профиля' }).waitFor();
      }

      await page.goto('/user/edit-talant/SNG');
      await ready(page);
      await page.getByRole('heading', { level: 1, name: 'Вокалист' }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Голос' }).isVisible()).toBe(true);
      await expectLooksRight(page, look);
      await shot(page, `onboarding-talent-edit-${device}-${scheme}`);

      await page.goto('/user/edit-talant/DJ');
      await ready(page);
      await page.getByRole('button', { name: /Добавить талант/ }).waitFor();
      await shot(page, `onboarding-talent-missing-${device}-${scheme}`);
      await context.close();
    });
  }
});
