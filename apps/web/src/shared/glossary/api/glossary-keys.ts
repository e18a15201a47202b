/** Query keys of the glossary lists (reference data); keys carry the language the answer's names are in. */
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
