/** Query keys of the settings feature (the user's record is the shared `userInfoKeys` of hooks/use-user-info). */
export const settingsKeys = {
  all: ['settings'] as const,
  privacy: () => [...settingsKeys.all, 'privacy'] as const,
};
