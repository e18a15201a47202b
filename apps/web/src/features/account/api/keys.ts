import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** The interface language, which the api client also sends as Accept-Language. */
export function useLang(): 'ru' | 'en' {
  return useTranslation().i18n.language === 'en' ? 'en' : 'ru';
}

/** Query keys of the account feature; keys carry the language the answer's names are in. */
export const accountKeys = {
  all: ['account'] as const,
  ownProfile: (nick: string, lang: string) =>
    [...accountKeys.all, 'profile', nick.toLowerCase(), lang] as const,
  talents: (lang: string) => [...accountKeys.all, 'talents', lang] as const,
  talent: (code: string, lang: string) => [...accountKeys.all, 'talents', code, lang] as const,
  availableTalents: (lang: string) => [...accountKeys.all, 'talents', 'available', lang] as const,
  nickCheck: (nick: string) => [...accountKeys.all, 'nick-check', nick.toLowerCase()] as const,
};

/** Reference data: a write to the user's own data never touches it. */
export const glossaryKeys = {
  all: ['glossary'] as const,
  countries: (lang: string) => [...glossaryKeys.all, 'countries', lang] as const,
  cities: (lang: string, name: string, countryCode: string | null) =>
    [...glossaryKeys.all, 'cities', lang, name.toLowerCase(), countryCode ?? ''] as const,
  tools: (lang: string, talantCode: string) => [...glossaryKeys.all, 'tools', lang, talantCode] as const,
  styles: (lang: string, talantCode: string) => [...glossaryKeys.all, 'styles', lang, talantCode] as const,
  services: (lang: string, talantCode: string) =>
    [...glossaryKeys.all, 'services', lang, talantCode] as const,
};

/** Whether a cached answer is reference data (kept when the user's own data changes). */
export const isGlossaryKey = (key: readonly unknown[]) => key[0] === glossaryKeys.all[0];

/**
 * After a write to the user's own data: every cached answer that may show it (this feature's and
 * other features', such as the public profile) is refetched on next use; reference data stays.
 */
export function invalidateUserData(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => !isGlossaryKey(query.queryKey) });
}
