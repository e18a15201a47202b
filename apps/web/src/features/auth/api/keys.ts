/** Query keys of the account pages. */
export const authKeys = {
  all: ['auth'] as const,
  nickName: (nickName: string) => [...authKeys.all, 'nickName', nickName.toLowerCase()] as const,
  /** Reference data under the glossary root, which writes to the user's own data leave alone. */
  schools: (lang: string) => ['glossary', 'schools', lang] as const,
  attractionSources: (lang: string) => ['glossary', 'attractionSources', lang] as const,
};
