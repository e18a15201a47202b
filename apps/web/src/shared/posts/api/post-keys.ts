import type { Lang } from '@talanty/contract';

/** Which of a person's posts: the published ones (anyone), the author's scheduled or deleted ones. */
export type PostListView = 'published' | 'scheduled' | 'deleted';

/** Query keys of posts; invalidate `all` after any write to a post. */
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  feed: (lang: Lang) => [...postKeys.lists(), '@feed', lang] as const,
  feedHead: (lang: Lang) => [...postKeys.all, 'feed-head', lang] as const,
  list: (nickName: string, view: PostListView, lang: Lang, signedIn: boolean) =>
    [...postKeys.lists(), nickName.toLowerCase(), view, lang, signedIn] as const,
  post: (postId: string, lang: Lang, signedIn: boolean) =>
    [...postKeys.all, 'post', postId, lang, signedIn] as const,
  edits: (postId: string, lang: Lang) => [...postKeys.all, 'edits', postId, lang] as const,
};
