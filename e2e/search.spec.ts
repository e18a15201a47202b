import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextFor,
  expectLooksRight,
  hasBrowser,
  LOOKS,
  launchBrowser,
  openPage,
  PHONE,
  ready,
  settled,
  snapTop,
  wantShots,
} from './helpers.ts';
import { addFile, newMusician, upload } from './media.ts';
import { newMember } from './people.ts';

/**
 * The search journey: a visitor (no account) finds people by name and talent, narrows by sex and
 * age, opens a profile and comes back to the same search, plays a track found on the tracks tab,
 * uses the filter drawer on a phone, and meets a clear message for a hand-edited bad link.
 */

const stamp = Date.now().toString(36);
const FIXTURES = path.resolve(import.meta.dirname, '../apps/server/src/test/fixtures/audio');
const ANNA = `anna.search.${stamp}`;
const BORIS = `boris.search.${stamp}`;
const TRACK = `Северный ветер ${stamp}`;

const cards = (page: Page) => page.getByTestId('person-card');
const cardOf = (page: Page, nick: string) => cards(page).filter({ hasText: `@${nick}` });

async function openSearch(page: Page, query: string): Promise<void> {
  await page.goto(`/search${query}`);
  await ready(page);
  await page.getByRole('heading', { level: 1, name: 'Поиск' }).waitFor();
}

describe.skipIf(!hasBrowser)('search', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Анна Соколова: a singer and keyboard player in Moscow, 30, with a tagged track.
    const anna = await newMusician(browser, { email: `${ANNA}@example.com`, nickName: ANNA });
    const mp3 = await upload(
      anna,
      await readFile(path.join(FIXTURES, 'tone.mp3')),
      'veter.mp3',
      'audio/mpeg',
    );
    await addFile(anna, { FileType: 'Audio', FileName: mp3.fileName, Name: TRACK, ListOfTalants: ['MUS'] });
    // Борис: a DJ in Saint Petersburg, 41.
    const boris = await newMember({ email: `${BORIS}@example.com`, nickName: BORIS });
    await boris.call('/api/user/updateUserInfo', {
      FirstName: 'Борис',
      LastName: 'Громов',
      BirthDate: '1985-02-03',
      Sex: 'M',
      CityCode: '498817',
    });
    await boris.call('/api/user/addUserTalant', { talantCode: 'DJ' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds people by name, narrows by talent, sex and age, and keeps the search over a profile visit', async () => {
    const context = await contextFor(browser);
    const page = await openPage(context, `/search?q=${stamp}`);
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(2);
    await expect(page.getByText('Найдено 2 человека').count()).resolves.toBeGreaterThan(0);

    // The singer: the talent select narrows to Анна and puts the code in the address.
    await page.getByRole('combobox', { name: 'Талант', exact: true }).click();
    await page.getByRole('option', { name: 'Вокалист' }).click();
    await expect.poll(() => cards(page).count()).toBe(1);
    await cardOf(page, ANNA).waitFor();
    expect(new URL(page.url()).searchParams.get('talantCode')).toBe('SNG');

    // Men only: nobody; removing the chip brings her back.
    await page.getByText('Мужской', { exact: true }).click();
    await page.getByTestId('search-empty').waitFor();
    expect(new URL(page.url()).searchParams.get('sex')).toBe('M');
    await page.getByRole('button', { name: 'Убрать фильтр «Мужчины»' }).click();
    await cardOf(page, ANNA).waitFor();

    // Age 35 and older: Анна (30) drops out; without the talent, Борис (41) is found.
    await page.getByRole('textbox', { name: 'Возраст от' }).fill('35');
    await page.getByTestId('search-empty').waitFor();
    await page.getByRole('button', { name: 'Убрать фильтр «Вокалист»' }).click();
    await cardOf(page, BORIS).waitFor();
    expect(await cards(page).count()).toBe(1);
    await page.getByRole('button', { name: /Убрать фильтр «от 35/ }).click();
    await expect.poll(() => cards(page).count()).toBe(2);

    // Open a profile and come back: the same search, the same results.
    const before = page.url();
    await cardOf(page, ANNA).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Анна' }).waitFor();
    await page.goBack();
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(page.url()).toBe(before);
    await context.close();
  });

  it('plays a track found on the tracks tab and shows whose it is', async () => {
    const context = await contextFor(browser);
    const page = await openPage(context, `/search?tab=audio&q=${encodeURIComponent(TRACK)}`);
    const row = page.getByTestId('track-row').filter({ hasText: TRACK });
    await row.waitFor();
    await page.getByRole('link', { name: 'Профиль автора: Анна Соколова' }).first().waitFor();
    await row.getByRole('button', { name: /Слушать|Играть|Воспроизвести/ }).click();
    const audio = page.locator('audio[data-testid="player-audio"]');
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    await context.close();
  });

  it('filters on a phone through the drawer', async () => {
    const context = await contextFor(browser, { viewport: PHONE });
    const page = await openPage(context, `/search?q=${stamp}`);
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(2);
    await page.getByRole('button', { name: 'Фильтры' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: 'Талант', exact: true }).click();
    await page.getByRole('option', { name: 'Диджей' }).click();
    await drawer.getByRole('button', { name: 'Показать результаты' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await cardOf(page, BORIS).waitFor();
    await expect.poll(() => cards(page).count()).toBe(1); // the old answer stays until the new one lands
    await page.getByRole('button', { name: 'Фильтры, выбрано: 1' }).waitFor();
    await context.close();
  });

  it('explains a hand-edited link with a bad age and stays usable', async () => {
    const context = await contextFor(browser);
    const page = await openPage(context, '/search?ageMin=5');
    await page.getByTestId('search-bad-request').waitFor();
    await page.getByTestId('search-bad-request').getByRole('button').click();
    await page.getByTestId('person-card').first().waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('ageMin')).toBeNull();
    await context.close();
  });

  describe('how it looks at desktop and phone widths, light and dark', () => {
    // The desktop-light and phone-dark looks run in CI; the other two corners with E2E_SHOTS=all.
    for (const look of LOOKS) {
      const { device, viewport, scheme } = look;
      it.skipIf(!wantShots(look.tier))(`${device}, ${scheme}`, async () => {
        const context = await contextFor(browser, { viewport, scheme });
        const page = await context.newPage();
        await openSearch(page, `?q=${stamp}`);
        // What the picture shows: both people found, the filters where the width puts them.
        await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(2);
        await cardOf(page, ANNA).waitFor();
        await cardOf(page, BORIS).waitFor();
        const filtersButton = page
          .getByRole('button', { name: 'Фильтры', exact: true })
          .filter({ visible: true });
        expect(await filtersButton.count(), 'the filter drawer button on a phone only').toBe(
          device === 'phone' ? 1 : 0,
        );
        await settled(page);
        await expectLooksRight(page, look);
        await snapTop(page, `search-people-${device}-${scheme}`);
        await openSearch(page, `?tab=audio&q=${encodeURIComponent(TRACK)}`);
        const row = page.getByTestId('track-row').filter({ hasText: TRACK });
        await row.waitFor();
        expect(await page.getByTestId('track-row').count()).toBe(1);
        await settled(page);
        await expectLooksRight(page, look);
        await snapTop(page, `search-tracks-${device}-${scheme}`);
        await context.close();
      });
    }
  });
});
