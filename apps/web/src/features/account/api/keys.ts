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
