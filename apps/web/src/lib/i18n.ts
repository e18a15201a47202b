import { DEFAULT_LANG, LANG_COOKIE, type Lang, toLang } from '@talanty/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, resources } from '../locales/resources.ts';
import { readCookie, writeCookie } from './cookies.ts';
import { readStorage, writeStorage } from './storage.ts';

export const LANG_STORAGE_KEY = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const i18n = i18next.createInstance();

/** The saved choice of this browser (storage first, then the cookie the server also reads); Russian otherwise. */
export function detectLanguage(): Lang {
  const saved = readStorage(LANG_STORAGE_KEY) ?? readCookie(LANG_COOKIE);
  return saved ? toLang(saved) : DEFAULT_LANG;
}

function persistLanguage(lang: Lang): void {
  writeStorage(LANG_STORAGE_KEY, lang);
  writeCookie(LANG_COOKIE, lang, { maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'Lax' });
  document.documentElement.lang = lang;
  document.documentElement.setAttribute('data-boot-lang', lang);
}

export function currentLanguage(): Lang {
  return toLang(i18n.language);
}

export async function changeLanguage(lang: Lang): Promise<void> {
  await i18n.changeLanguage(lang);
}

export function initI18n(lang: Lang = detectLanguage()): typeof i18n {
  if (i18n.isInitialized) return i18n;
  i18n.on('languageChanged', (lng) => persistLanguage(toLang(lng)));
  void i18n.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['ru', 'en'],
    ns: NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}
