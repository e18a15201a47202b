import type { Lang } from '@talanty/contract';

/** Who is asking changes the answer: names come in the reader's language, contacts only for members. */
export type ProfileViewer = { lang: Lang; signedIn: boolean };

/** Query keys of the profile feature: invalidate `all` after any profile edit. */
export const profileKeys = {
  all: ['profile'] as const,
  details: () => [...profileKeys.all, 'detail'] as const,
  /** Nicknames are case-insensitive on the server, so `/@Anna` and `/@anna` share one entry. */
  detail: (nickName: string, viewer: ProfileViewer) =>
    [...profileKeys.details(), nickName.toLowerCase(), viewer] as const,
};
