/** The sections of a profile, chosen by `?tab=` (spec section 2). */
export const PROFILE_TABS = ['about', 'posts', 'audio', 'video', 'photo'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const DEFAULT_TAB: ProfileTab = 'about';

export function parseTab(value: string | null | undefined): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '') ? (value as ProfileTab) : DEFAULT_TAB;
}
