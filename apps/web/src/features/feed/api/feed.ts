import {
  type GetFeedAnswer,
  getFeedAnswerSchema,
  POST_API,
  type PostRecord,
  toLang,
} from '@talanty/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../hooks/use-session.ts';
import { api } from '../../../lib/api-client.ts';
import { postKeys } from '../../../shared/posts/api/post-keys.ts';
import { uniqueById } from '../../../shared/posts/api/posts.ts';

/** How often the first page is asked again to tell about new posts (issue 13: «Новые публикации»). */
export const FEED_POLL_MS = 60_000;

export const getFeed = (cursor: string | null, lang: string, signal?: AbortSignal): Promise<GetFeedAnswer> =>
  api.post(
    POST_API.feed,
    { cursor: cursor ?? undefined, languageCode: lang },
    { schema: getFeedAnswerSchema, signal, silent: true },
  );

/**
 * `/list`: the posts of the people I follow and mine, newest first, ten a page. Its key sits under
 * the posts lists, so a like, an edit or a new post of mine reaches it like any other list.
 */
export function useFeed() {
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const { loggedIn } = useSession();
  const query = useInfiniteQuery({
    queryKey: postKeys.feed(lang),
    queryFn: ({ pageParam, signal }) => getFeed(pageParam, lang, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: loggedIn,
  });
  const posts = uniqueById(query.data?.pages.flatMap((page) => page.ListOfPosts) ?? []);
  return { ...query, posts };
}

/** Posts of `head` newer than the newest one shown (by publication time). */
export function countNewer(head: PostRecord[], shown: PostRecord[]): number {
  const newest = shown[0];
  if (!newest) return head.length;
  const known = new Set(shown.map((post) => post.PostId));
  return head.filter((post) => !known.has(post.PostId) && post.DisplayDT > newest.DisplayDT).length;
}

/**
 * The first page asked again every minute (while the tab is visible): how many posts arrived since
 * the feed was loaded, and `show()` to put them on top (the feed starts again from its first page).
 */
export function useNewFeedPosts(shown: PostRecord[], enabled: boolean) {
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const client = useQueryClient();
  const head = useQuery({
    queryKey: postKeys.feedHead(lang),
    queryFn: ({ signal }) => getFeed(null, lang, signal),
    refetchInterval: FEED_POLL_MS,
    refetchIntervalInBackground: false,
    enabled,
  });
  const count = head.data ? countNewer(head.data.ListOfPosts, shown) : 0;
  const show = () => client.resetQueries({ queryKey: postKeys.feed(lang), exact: true });
  return { count, show };
}
