import { DEFAULT_LANG, LANG_COOKIE, type Lang, toLang } from '@talanty/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from '../locales/namespaces.ts';
import type { Resources } from '../locales/resources.ts';
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
  // The server's render (entry-server.tsx) switches languages per page: nothing to keep there.
  if (typeof document === 'undefined') return;
  writeStorage(LANG_STORAGE_KEY, lang);
  writeCookie(LANG_COOKIE, lang, { maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'Lax' });
  document.documentElement.lang = lang;
  document.documentElement.setAttribute('data-boot-lang', lang);
}

export function currentLanguage(): Lang {
  return toLang(i18n.language);
}

type Messages = Record<string, unknown>;

/**
 * One language's messages, each in its own chunk: a visitor downloads only the language they read,
 * the other one when they switch.
 */
export function loadLanguage(lang: Lang): Promise<Messages> {
  const load = lang === 'en' ? import('../locales/en/index.ts') : import('../locales/ru/index.ts');
  return load.then((module) => module.default);
}

function loadForms(lang: Lang): Promise<Messages> {
  const load = lang === 'en' ? import('../locales/en/forms.ts') : import('../locales/ru/forms.ts');
  return load.then((module) => module.default);
}

function addMessages(lang: Lang, messages: Messages): void {
  for (const [ns, bundle] of Object.entries(messages)) i18n.addResourceBundle(lang, ns, bundle, true, true);
}

/** Whether the pages with forms were opened: a language switch then brings their messages too. */
let formsWanted = false;

// The router asks for the first page (and its messages) while app/start.tsx still waits for the language.
let markStarted: () => void = () => {};
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/**
 * The forms' namespaces (sign-in, editors, settings) in the current language: a page with forms
 * waits for them before it shows (app/lazy-page.ts).
 */
export async function loadFormMessages(): Promise<void> {
  formsWanted = true;
  await started;
  const lang = currentLanguage();
  if (!i18n.hasResourceBundle(lang, 'account')) addMessages(lang, await loadForms(lang));
}

export async function changeLanguage(lang: Lang): Promise<void> {
  const [messages, forms] = await Promise.all([
    i18n.hasResourceBundle(lang, 'common') ? undefined : loadLanguage(lang),
    formsWanted && !i18n.hasResourceBundle(lang, 'account') ? loadForms(lang) : undefined,
  ]);
  if (messages) addMessages(lang, messages);
  if (forms) addMessages(lang, forms);
  await i18n.changeLanguage(lang);
}

/** Starts i18next synchronously with the messages already loaded (`loadLanguage`; every language in tests). */
export function initI18n(lang: Lang = detectLanguage(), resources: Partial<Resources> = {}): typeof i18n {
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
  markStarted();
  return i18n;
}
