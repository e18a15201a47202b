import type { PostRecord } from '@talanty/contract';

/** A post's own page, as shared (no query). */
export const postPath = (postId: string) => `/post/${postId}`;

/**
 * A post's page from a list: with the author's nickname and avatar (spec section 2), so the page
 * shows who wrote it at once while the post loads.
 */
export function postLink(post: Pick<PostRecord, 'PostId' | 'Author'>): string {
  const query = new URLSearchParams({ nickname: post.Author.NickName });
  if (post.Author.Photo) query.set('avatar', post.Author.Photo);
  return `${postPath(post.PostId)}?${query.toString()}`;
}
