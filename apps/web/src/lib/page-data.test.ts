import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

/** A stand-in for an answer's schema (the contract's own are tested with their features). */
const profileSchema = z.object({ NickName: z.string(), AboutMe: z.string().nullable() });
const profileFixture = () => ({ NickName: 'anna', AboutMe: null, Extra: 'dropped' });

const visitor = { lang: 'ru', signedIn: false } as const;

/** A fresh copy of the module over a page that carries `data` the way the server writes it. */
async function pageWith(data: unknown) {
  document.body.innerHTML = '';
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  // The server writes `<` as \u003c (apps/server lib/page-html.ts scriptJson).
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.body.append(script);
  vi.resetModules();
  return import('./page-data.ts');
}

describe('the answers a public page carries', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('gives a visitor the page’s answer once, parsed as the API’s would be', async () => {
    const profile = { ...profileFixture(), AboutMe: 'Пою </script> всё' };
    const page = await pageWith({ lang: 'ru', answers: { 'profile:anna': profile } });
    expect(page.takePageAnswer('profile:anna', profileSchema, visitor)).toEqual({
      NickName: 'anna',
      AboutMe: 'Пою </script> всё',
    });
    expect(page.takePageAnswer('profile:anna', profileSchema, visitor)).toBeUndefined();
  });

  it('gives nothing to a member, in another language, for another name or a wrong shape', async () => {
    const page = await pageWith({
      lang: 'ru',
      answers: { 'profile:anna': profileFixture(), 'profile:bad': { NickName: 1 } },
    });
    expect(
      page.takePageAnswer('profile:anna', profileSchema, { lang: 'ru', signedIn: true }),
    ).toBeUndefined();
    expect(
      page.takePageAnswer('profile:anna', profileSchema, { lang: 'en', signedIn: false }),
    ).toBeUndefined();
    expect(page.takePageAnswer('profile:boris', profileSchema, visitor)).toBeUndefined();
    expect(page.takePageAnswer('profile:bad', profileSchema, visitor)).toBeUndefined();
  });

  it('counts the page’s answer as fresh, anything older by the query’s own staleTime', async () => {
    const page = await pageWith({ lang: 'ru', answers: {} });
    const { initialDataUpdatedAt } = page.fromPage('profile:anna', profileSchema, visitor);
    const staleTime = page.staleUnlessFromPage(0);
    expect(staleTime({ state: { dataUpdatedAt: initialDataUpdatedAt } })).toBeGreaterThan(0);
    expect(staleTime({ state: { dataUpdatedAt: initialDataUpdatedAt + 1 } })).toBe(0);
  });

  it('has nothing on a page without them', async () => {
    vi.resetModules();
    const page = await import('./page-data.ts');
    expect(page.takePageAnswer('profile:anna', profileSchema, visitor)).toBeUndefined();
  });
});
