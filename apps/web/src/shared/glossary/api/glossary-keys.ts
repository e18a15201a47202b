/** Query keys of the glossary lists; keys carry the language the answer's names are in. */
export const glossaryKeys = {
  countries: (lang: string) => ['glossary', 'countries', lang] as const,
  cities: (lang: string, name: string, countryCode: string | null) =>
    ['glossary', 'cities', lang, name.toLowerCase(), countryCode ?? ''] as const,
  tools: (lang: string, talantCode: string) => ['glossary', 'tools', lang, talantCode] as const,
  styles: (lang: string, talantCode: string) => ['glossary', 'styles', lang, talantCode] as const,
  services: (lang: string, talantCode: string) => ['glossary', 'services', lang, talantCode] as const,
};
