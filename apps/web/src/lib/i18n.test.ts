import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../locales/namespaces.ts';
import { i18n, loadFormMessages, loadLanguage } from './i18n.ts';

const FORMS = ['account', 'auth', 'settings', 'audioEdit'];

describe('messages by language and by page', () => {
  it('loads one language for reading, without the forms', async () => {
    for (const lang of ['ru', 'en'] as const) {
      const messages = await loadLanguage(lang);
      expect(Object.keys(messages).sort()).toEqual(NAMESPACES.filter((ns) => !FORMS.includes(ns)).sort());
    }
  });

  it('has the forms in the current language once a page with forms asked for them', async () => {
    await loadFormMessages();
    for (const ns of FORMS) expect(i18n.hasResourceBundle(i18n.language, ns)).toBe(true);
  });
});
