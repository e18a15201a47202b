import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** The interface language, which the api client also sends as Accept-Language. */
export function useLang(): 'ru' | 'en' {
  return useTranslation().i18n.language === 'en' ? 'en' : 'ru';
}

/** Query keys of the account feature; keys carry the language the answer's names are in. */
export const accountKeys = {
  ownProfile: (nick: string, lang: string) => ['account', 'profile', nick.toLowerCase(), lang] as const,
  talents: (lang: string) => ['account', 'talents', lang] as const,
  talent: (code: string, lang: string) => ['account', 'talents', code, lang] as const,
  availableTalents: (lang: string) => ['account', 'talents', 'available', lang] as const,
  nickCheck: (nick: string) => ['account', 'nick-check', nick.toLowerCase()] as const,
};

export const glossaryKeys = {
  countries: (lang: string) => ['glossary', 'countries', lang] as const,
  cities: (lang: string, name: string, countryCode: string | null) =>
    ['glossary', 'cities', lang, name.toLowerCase(), countryCode ?? ''] as const,
  tools: (lang: string, talantCode: string) => ['glossary', 'tools', lang, talantCode] as const,
  styles: (lang: string, talantCode: string) => ['glossary', 'styles', lang, talantCode] as const,
  services: (lang: string, talantCode: string) => ['glossary', 'services', lang, talantCode] as const,
};

/**
 * After a write to the user's own data: every cached answer that may show it (this feature's and
 * other features', such as the public profile) is refetched on next use; reference data stays.
 */
export function invalidateUserData(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'glossary' });
}
