import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextFor,
  hasBrowser,
  launchBrowser,
  openPage,
  PHONE,
  type Scheme,
  shot,
  snapTop,
} from './helpers.ts';
import { type ApiUser, newMember } from './people.ts';

/**
 * Search on a phone (390 × 844, touch): the filter drawer's lists open under their fields, an option
 * picked by a tap applies the filter, and neither the drawer nor the signed-in header makes the page
 * wider than the screen.
 */

const stamp = Date.now().toString(36);
const SAMARA = `vera.phone.${stamp}`;
const MOSCOW = `ivan.phone.${stamp}`;
const SAMARA_CODE = '499099';
const MOSCOW_CODE = '524901';

const cards = (page: Page) => page.getByTestId('person-card');

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, width = PHONE.width): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(innerWidth).toBe(width);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function violinist(nickName: string, firstName: string, cityCode: string): Promise<ApiUser> {
  const user = await newMember({ email: `${nickName}@example.com`, nickName });
  await user.call('/api/user/updateUserInfo', {
    FirstName: firstName,
    LastName: 'Скрипкина',
    BirthDate: '1994-06-01',
    Sex: 'F',
    CityCode: cityCode,
  });
  await user.call('/api/user/addUserTalant', { talantCode: 'MUS' });
  await user.call('/api/user/syncTalant', { Code: 'MUS', ListOfTool: [{ Code: 'VIOLIN' }] });
  return user;
}

describe.skipIf(!hasBrowser)('search on a phone', () => {
  let browser: Browser;
  let vera: ApiUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    vera = await violinist(SAMARA, 'Вера', SAMARA_CODE);
    await violinist(MOSCOW, 'Ирина', MOSCOW_CODE);
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const scheme of ['light', 'dark'] as Scheme[]) {
    it(`picks an instrument and a city by tapping in the filter drawer (${scheme})`, async () => {
      const context = await contextFor(browser, { viewport: PHONE, scheme });
      const page = await openPage(context, `/search?q=${stamp}`);
      await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(2);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: /^Фильтры/ }).tap();
      const drawer = page.getByRole('dialog', { name: 'Фильтры' });
      await drawer.waitFor();

      // The talent first: the instrument list waits for one.
      await drawer.getByRole('combobox', { name: 'Талант', exact: true }).tap();
      await page.getByRole('option', { name: 'Музыкант' }).tap();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('talantCode'), { timeout: 10_000 })
        .toBe('MUS');

      // The instrument list opens under its field, inside the screen, and a tap picks «Скрипка».
      const instrument = drawer.getByRole('combobox', { name: 'Инструменты' });
      await instrument.tap();
      const violin = page.getByRole('option', { name: 'Скрипка', exact: true });
      await violin.waitFor();
      await expectNoSidewaysScroll(page);
      const field = await instrument.boundingBox();
      const option = await violin.boundingBox();
      expect(field && option).toBeTruthy();
      if (field && option) {
        expect(option.x).toBeGreaterThanOrEqual(field.x);
        expect(option.x + option.width).toBeLessThanOrEqual(PHONE.width);
      }
      await violin.tap();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('toolCode'), { timeout: 10_000 })
        .toBe('VIOLIN');
      await expect.poll(() => instrument.inputValue(), { timeout: 10_000 }).toBe('Скрипка');

      // The city: typed, its list inside the screen, a tap picks Самара.
      const city = drawer.getByRole('combobox', { name: 'Город' });
      await city.tap();
      await page.keyboard.type('Самар');
      const samara = page.getByRole('option', { name: 'Самара, Самарская область, Россия' });
      await samara.waitFor({ timeout: 10_000 });
      await expectNoSidewaysScroll(page);
      // The whole list is on the screen: above the field when there is no room under it.
      const list = await page.getByRole('listbox').filter({ has: samara }).boundingBox();
      expect(list && list.y >= 0 && list.y + list.height <= PHONE.height).toBe(true);
      await shot(page, `search-phone-drawer-city-${scheme}`);
      await samara.tap();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('cityCode'), { timeout: 10_000 })
        .toBe(SAMARA_CODE);
      await expect.poll(() => city.inputValue(), { timeout: 10_000 }).toBe('Самара');
      await expectNoSidewaysScroll(page);

      // Back to the results: only the violinist from Samara, three filters counted on the button.
      await drawer.getByRole('button', { name: 'Показать результаты' }).tap();
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(1);
      await cards(page)
        .filter({ hasText: `@${SAMARA}` })
        .waitFor();
      await page.getByRole('button', { name: 'Фильтры, выбрано: 3' }).waitFor();
      await expectNoSidewaysScroll(page);
      await snapTop(page, `search-phone-results-${scheme}`);
      await context.close();
    });
  }

  for (const viewport of [PHONE, { width: 375, height: 812 }]) {
    it(`keeps the signed-in and the signed-out header inside a ${viewport.width} px screen`, async () => {
      for (const user of [vera, undefined]) {
        const context = await contextFor(browser, { viewport, user });
        for (const url of ['/', '/search', '/list']) {
          const page = await openPage(context, url);
          await page.getByTestId('theme-settings-button').waitFor();
          if (user) await page.getByTestId('user-menu').waitFor();
          await expectNoSidewaysScroll(page, viewport.width);
          const overflowing = await page.evaluate(() =>
            Array.from(document.querySelectorAll('header *'))
              .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
              .map((element) => element.outerHTML.slice(0, 120)),
          );
          expect(overflowing, `${url}, ${user ? 'signed in' : 'visitor'}`).toEqual([]);
          await page.close();
        }
        await context.close();
      }
    });
  }
});
