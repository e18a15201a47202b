import {
  type CreateUserPostBody,
  type GetUserPostListAnswer,
  getUserPostEditListAnswerSchema,
  getUserPostListAnswerSchema,
  POST_API,
  type PostRecord,
  postRecordSchema,
  type SetUserPostLikeAnswer,
  setUserPostLikeAnswerSchema,
  toLang,
  type UpdateUserPostBody,
} from '@talanty/contract';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../hooks/use-session.ts';
import { api } from '../../../lib/api-client.ts';
import { patchCachedObject } from '../../../lib/cache-patch.ts';
import { optimisticLikeOptions } from '../../../lib/optimistic-like.ts';
import { fromPage } from '../../../lib/page-data.ts';
import { type PostListView, postKeys } from './post-keys.ts';

/** The posts calls (spec section 7, Posts): lists ten at a time, one post, create, update, like, history. */

const LIST_FILTER: Record<PostListView, { status?: 'Sheduled'; deletedFlag?: 'Y' }> = {
  published: {},
  scheduled: { status: 'Sheduled' },
  deleted: { deletedFlag: 'Y' },
};

export function getUserPostList(
  nickName: string,
  view: PostListView,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<GetUserPostListAnswer> {
  return api.post(
    POST_API.list,
    // The author's scheduled and deleted posts are their own list (no nickname: "mine").
    {
      ...LIST_FILTER[view],
      nickName: view === 'published' ? nickName : undefined,
      cursor: cursor ?? undefined,
    },
    { schema: getUserPostListAnswerSchema, signal, silent: true },
  );
}

export function uniqueById(posts: PostRecord[]): PostRecord[] {
  const seen = new Set<string>();
  return posts.filter((post) => {
    if (seen.has(post.PostId)) return false;
    seen.add(post.PostId);
    return true;
  });
}

/** A person's posts, ten at a time (spec section 9); `posts` is every page loaded so far. */
export function usePostList(nickName: string, view: PostListView, enabled = true) {
  const { i18n } = useTranslation();
  const { loggedIn } = useSession();
  const query = useInfiniteQuery({
    queryKey: postKeys.list(nickName, view, toLang(i18n.language), loggedIn),
    queryFn: ({ pageParam, signal }) => getUserPostList(nickName, view, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: enabled && nickName.length > 0 && (view === 'published' || loggedIn),
  });
  // A post that moved between pages while paging (published meanwhile) shows once.
  const posts = uniqueById(query.data?.pages.flatMap((page) => page.ListOfPosts) ?? []);
  return { ...query, posts };
}

export const getUserPost = (postId: string, signal?: AbortSignal) =>
  api.post(POST_API.get, { postId }, { schema: postRecordSchema, signal, silent: true });

/** One post as the reader may see it (404 POST_NOT_FOUND for someone else's scheduled or deleted one). */
export function usePost(postId: string) {
  const { i18n } = useTranslation();
  const { loggedIn } = useSession();
  const lang = toLang(i18n.language);
  return useQuery({
    queryKey: postKeys.post(postId, lang, loggedIn),
    queryFn: ({ signal }) => getUserPost(postId, signal),
    enabled: postId.length > 0,
    // A visitor's first page carries the answer (lib/page-data.ts).
    ...fromPage(`post:${postId.toLowerCase()}`, postRecordSchema, { lang, signedIn: loggedIn }),
  });
}

/** The versions of a post's text, newest first (loaded when the history is opened). */
export function usePostEdits(postId: string, enabled: boolean) {
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  return useQuery({
    queryKey: postKeys.edits(postId, lang),
    queryFn: ({ signal }) =>
      api.post(POST_API.edits, { postId }, { schema: getUserPostEditListAnswerSchema, signal, silent: true }),
    enabled,
  });
}

/** After a write: the post's new record in every cached copy at once, then every list refetched. */
function settlePost(client: QueryClient, post: PostRecord): Promise<void> {
  patchCachedObject(
    client,
    () => true,
    { idField: 'PostId', id: post.PostId },
    (old: PostRecord) =>
      // An edit-history version carries PostId too: only whole records are replaced.
      'Likes' in old ? post : old,
  );
  return client.invalidateQueries({ queryKey: postKeys.all });
}

export const createUserPost = (body: CreateUserPostBody) =>
  api.post(POST_API.create, body, { schema: postRecordSchema, silent: true });

export const updateUserPost = (body: UpdateUserPostBody) =>
  api.post(POST_API.update, body, { schema: postRecordSchema, silent: true });

/** Mutations answer `ApiError`s untoasted (`silent`): the caller shows field errors or a toast. */
export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createUserPost, onSuccess: (post) => settlePost(client, post) });
}

export function useUpdatePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUserPost, onSuccess: (post) => settlePost(client, post) });
}

export const setUserPostLike = (postId: string, like: boolean) =>
  api.post(POST_API.like, { postId, likeFlag: like ? 'Y' : 'N' }, { schema: setUserPostLikeAnswerSchema });

/** Like or unlike a post: every cached copy (the profile's list, its page, the feed later) moves at once. */
export function useSetPostLike() {
  const client = useQueryClient();
  return useMutation(
    optimisticLikeOptions<PostRecord, SetUserPostLikeAnswer>(client, {
      idField: 'PostId',
      send: ({ id, like }) => setUserPostLike(id, like),
      read: (answer) => ({ liked: answer.likeFlag === 'Y', count: answer.likeNum }),
    }),
  );
}
