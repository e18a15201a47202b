import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor, hasBrowser, launchBrowser, openPage, PHONE, ready, snapTop } from './helpers.ts';
import { type ApiUser, newMember } from './people.ts';

/**
 * Search that understands a sentence: «вокалистка из Казани» becomes the singer talent and Kazan
 * as removable chips, removing a chip widens the results, the header box suggests a person by part
 * of the nickname (picked with the keyboard, it opens the profile), «guitar teacher» in English
 * finds a guitar teacher, and a sort change keeps the address. On a phone nothing scrolls sideways.
 *
 * Every query carries this run's stamp (part of the nicknames), so people other journeys create
 * on the same server never count.
 */

const stamp = Date.now().toString(36);
const KAZAN = '551487';
const MOSCOW = '524901';
const ZARINA = `zarina.kzn.${stamp}`;
const OLGA = `olga.msk.${stamp}`;
const PAVEL = `pavel.gtr.${stamp}`;

const cards = (page: Page) => page.getByTestId('person-card');
const cardOf = (page: Page, nick: string) => cards(page).filter({ hasText: `@${nick}` });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const queryField = (page: Page) => page.getByRole('combobox', { name: 'Кого или что вы ищете' });
const headerBox = (page: Page) => page.getByRole('combobox', { name: 'Поиск талантов' });
const chip = (page: Page, label: string) => page.getByRole('button', { name: `Убрать фильтр «${label}»` });

async function person(
  nickName: string,
  info: { FirstName: string; LastName: string; Sex: 'M' | 'F'; CityCode: string },
): Promise<ApiUser> {
  const user = await newMember({ email: `${nickName}@example.com`, nickName });
  await user.call('/api/user/updateUserInfo', { ...info, BirthDate: '1995-03-14' });
  return user;
}

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Types into the /search field and waits for the address to carry the text. */
async function search(page: Page, text: string): Promise<void> {
  const field = queryField(page);
  await field.fill('');
  await field.fill(text);
  await field.press('Enter');
  await expect.poll(() => param(page, 'q'), { timeout: 10_000 }).toBe(text);
}

describe.skipIf(!hasBrowser)('search understands a sentence', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Зарина: a singer in Kazan; Ольга: a singer in Moscow; Павел: a guitarist in Moscow who teaches.
    const zarina = await person(ZARINA, {
      FirstName: 'Зарина',
      LastName: 'Хайруллина',
      Sex: 'F',
      CityCode: KAZAN,
    });
    await zarina.call('/api/user/addUserTalant', { talantCode: 'SNG' });
    const olga = await person(OLGA, { FirstName: 'Ольга', LastName: 'Миронова', Sex: 'F', CityCode: MOSCOW });
    await olga.call('/api/user/addUserTalant', { talantCode: 'SNG' });
    const pavel = await person(PAVEL, {
      FirstName: 'Павел',
      LastName: 'Струнин',
      Sex: 'M',
      CityCode: MOSCOW,
    });
    await pavel.call('/api/user/addUserTalant', { talantCode: 'MUS' });
    await pavel.call('/api/user/syncTalant', { Code: 'MUS', ListOfTool: [{ Code: 'ACOUSTIC_GUITAR' }] });
    await pavel.call('/api/user/addUserTalantService', {
      talantCode: 'MUS',
      serviceCode: 'INSTRUMENT_LESSONS',
      cost: 2000,
      unit: 'hour',
      costByAgreeFlag: 'N',
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('reads «вокалистка из Казани» as chips, widens when a chip goes, and keeps the sort in the address', async () => {
    const context = await contextFor(browser);
    const page = await openPage(context, '/search');
    await search(page, `вокалистка из Казани ${stamp}`);

    // The singer talent (feminine) and the city as chips; only the singer from Kazan.
    await chip(page, 'Вокалистка').waitFor();
    await chip(page, 'Казань').waitFor();
    await cardOf(page, ZARINA).waitFor({ timeout: 10_000 });
    await expect.poll(() => cards(page).count()).toBe(1);
    await snapTop(page, 'search-text-desktop-light');

    // Without Kazan: both singers, the text keeps the rest.
    await chip(page, 'Казань').click();
    await cardOf(page, OLGA).waitFor({ timeout: 10_000 });
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(param(page, 'q')).not.toMatch(/Казан/);
    await chip(page, 'Вокалистка').waitFor();

    // Another order: the address says so and keeps the text.
    const q = param(page, 'q');
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('newest');
    await expect.poll(() => param(page, 'sort')).toBe('newest');
    expect(param(page, 'q')).toBe(q);
    await expect.poll(() => cards(page).count()).toBe(2);
    await page.reload();
    await ready(page);
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(2);
    expect(await page.getByRole('combobox', { name: 'Сортировка' }).inputValue()).toBe('newest');
    await context.close();
  });

  it('finds a guitar teacher from English words', async () => {
    const context = await contextFor(browser);
    const page = await openPage(context, '/search');
    await search(page, `guitar teacher ${stamp}`);
    await cardOf(page, PAVEL).waitFor({ timeout: 10_000 });
    await expect.poll(() => cards(page).count()).toBe(1);
    await chip(page, 'Гитара').waitFor();
    await chip(page, 'Уроки').waitFor();
    await context.close();
  });

  it('suggests a person by part of the nickname in the header box; the keyboard opens the profile', async () => {
    const context = await contextFor(browser);
    const page = await openPage(context, '/');
    await headerBox(page).click();
    await page.keyboard.type(`kzn.${stamp}`);
    const option = page.getByRole('option').filter({ hasText: `@${ZARINA}` });
    await option.waitFor({ timeout: 10_000 });
    await expect(option.textContent()).resolves.toContain('Зарина Хайруллина');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/@${ZARINA}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Зарина' }).waitFor();
    await context.close();
  });

  it('fits a phone: chips and the suggestion list stay inside the screen (dark)', async () => {
    const context = await contextFor(browser, { viewport: PHONE, scheme: 'dark' });
    const page = await openPage(context, `/search?q=${encodeURIComponent(`вокалистка из Казани ${stamp}`)}`);
    await cardOf(page, ZARINA).waitFor({ timeout: 10_000 });
    await chip(page, 'Казань').waitFor();
    await expectNoSidewaysScroll(page);

    // Suggestions under the field, inside the screen.
    const field = queryField(page);
    await field.tap();
    await field.fill('');
    await page.keyboard.type('гитар');
    const list = page.getByRole('listbox', { name: 'Подсказки' });
    await list.getByRole('option').first().waitFor({ timeout: 10_000 });
    await expectNoSidewaysScroll(page);
    const box = await list.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.y >= 0).toBe(true);
    await page.screenshot({ path: `${import.meta.dirname}/artifacts/search-text-phone-dark.png` });
    await context.close();
  });
});
