import { z } from 'zod';

export const LANGUAGES = ['ru', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'ru';

/** Accepts the spec's `RUS`/`ENU` and the short `ru`/`en`; anything else falls back to Russian. */
export function toLang(value: unknown): Lang {
  const v = String(value ?? '').toLowerCase();
  if (v === 'en' || v === 'enu' || v.startsWith('en-')) return 'en';
  return 'ru';
}

export const languageCodeSchema = z
  .enum(['RUS', 'ENU', 'ru', 'en', 'rus', 'enu'])
  .optional()
  .transform((v) => toLang(v));

/** Cookie the web client writes when the user picks a language; the server reads it for messages. */
export const LANG_COOKIE = 'lang';
