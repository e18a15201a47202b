import type { CommentObjectType, Lang } from '@talanty/contract';

/** Query keys of comment threads; a write patches them in place (see `useProcessComment`). */
export const commentKeys = {
  all: ['comments'] as const,
  threads: () => [...commentKeys.all, 'thread'] as const,
  thread: (objectType: CommentObjectType, objectId: string, lang: Lang, signedIn: boolean) =>
    [...commentKeys.threads(), objectType, objectId, lang, signedIn] as const,
  replies: (rootId: string, lang: Lang, signedIn: boolean) =>
    [...commentKeys.all, 'replies', rootId, lang, signedIn] as const,
};
