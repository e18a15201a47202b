/** Query keys of the account feature; keys carry the language the answer's names are in. */
export const accountKeys = {
  ownProfile: (nick: string, lang: string) => ['account', 'profile', nick.toLowerCase(), lang] as const,
  talents: (lang: string) => ['account', 'talents', lang] as const,
  talent: (code: string, lang: string) => ['account', 'talents', code, lang] as const,
  availableTalents: (lang: string) => ['account', 'talents', 'available', lang] as const,
  nickCheck: (nick: string) => ['account', 'nick-check', nick.toLowerCase()] as const,
};
