import {
  COMMENT_API,
  type CommentObjectType,
  type CommentRecord,
  type GetCommentListAnswer,
  getCommentListAnswerSchema,
  type ProcessCommentAnswer,
  type ProcessCommentBody,
  processCommentAnswerSchema,
  setCommentLikeAnswerSchema,
  type ThreadComment,
  toLang,
} from '@talanty/contract';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../hooks/use-session.ts';
import { api } from '../../../lib/api-client.ts';
import { keyRootsPredicate, patchCachedObject } from '../../../lib/cache-patch.ts';
import { optimisticLikeOptions } from '../../../lib/optimistic-like.ts';
import { commentKeys } from './comment-keys.ts';

/** The comment calls (spec section 7): a thread page by page, a comment's replies, add/edit/delete, likes. */

type ThreadData = InfiniteData<GetCommentListAnswer, string | null>;

export function getCommentList(
  objectType: CommentObjectType,
  objectId: string,
  cursor: string | null,
  parentId?: string,
  signal?: AbortSignal,
): Promise<GetCommentListAnswer> {
  return api.post(
    COMMENT_API.list,
    { objectType, objectId, parentId, cursor: cursor ?? undefined },
    { schema: getCommentListAnswerSchema, signal, silent: true },
  );
}

function uniqueById<T extends { CommentId: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.CommentId)) return false;
    seen.add(item.CommentId);
    return true;
  });
}

/** A thread's top-level comments (each with its first replies), oldest first, a page at a time. */
export function useCommentThread(objectType: CommentObjectType, objectId: string) {
  const { i18n } = useTranslation();
  const { loggedIn } = useSession();
  const query = useInfiniteQuery({
    queryKey: commentKeys.thread(objectType, objectId, toLang(i18n.language), loggedIn),
    queryFn: ({ pageParam, signal }) => getCommentList(objectType, objectId, pageParam, undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: objectId.length > 0,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    comments: uniqueById(pages.flatMap((page) => page.ListOfComments)),
    commentNum: pages.at(-1)?.commentNum ?? 0,
  };
}

/** All replies of a top-level comment (loaded when the reader asks for more than the first few). */
export function useReplies(
  objectType: CommentObjectType,
  objectId: string,
  rootId: string,
  enabled: boolean,
) {
  const { i18n } = useTranslation();
  const { loggedIn } = useSession();
  const query = useInfiniteQuery({
    queryKey: commentKeys.replies(rootId, toLang(i18n.language), loggedIn),
    queryFn: ({ pageParam, signal }) => getCommentList(objectType, objectId, pageParam, rootId, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
  const replies: CommentRecord[] = uniqueById(query.data?.pages.flatMap((page) => page.ListOfComments) ?? []);
  return { ...query, replies };
}

const threadsOf = keyRootsPredicate([commentKeys.threads()]);
const repliesOf = (rootId: string) => (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[1] === 'replies' && query.queryKey[2] === rootId;

/** `update` applied to every cached page of the object's threads (both languages, signed in or not). */
function updateThreads(
  client: QueryClient,
  objectType: CommentObjectType,
  objectId: string,
  update: (data: ThreadData) => ThreadData,
) {
  client.setQueriesData<ThreadData>(
    {
      predicate: (query) =>
        threadsOf(query) && query.queryKey[2] === objectType && query.queryKey[3] === objectId,
    },
    (data) => (data ? update(data) : data),
  );
}

const mapPages = (
  data: ThreadData,
  map: (page: GetCommentListAnswer, index: number) => GetCommentListAnswer,
) => ({
  ...data,
  pages: data.pages.map(map),
});

/** The post's or file's comment count, wherever its record is cached (cards, pages, lists). */
function patchObjectCount(
  client: QueryClient,
  objectType: CommentObjectType,
  objectId: string,
  count: number,
) {
  const idField = objectType === 'post' ? 'PostId' : 'FileId';
  patchCachedObject(
    client,
    () => true,
    { idField, id: objectId },
    (record: { CommentNum?: number }) =>
      typeof record.CommentNum === 'number' ? { ...record, CommentNum: count } : record,
  );
}

function addToCache(client: QueryClient, comment: CommentRecord) {
  const { ObjectType: type, ObjectId: objectId } = comment;
  if (!comment.RootId) {
    // A new top-level comment goes at the end of the thread as loaded (oldest first).
    const entry: ThreadComment = { ...comment, ListOfReplies: [] };
    updateThreads(client, type, objectId, (data) =>
      mapPages(data, (page, index) =>
        index === data.pages.length - 1 ? { ...page, ListOfComments: [...page.ListOfComments, entry] } : page,
      ),
    );
    return;
  }
  const rootId = comment.RootId;
  patchCachedObject(client, threadsOf, { idField: 'CommentId', id: rootId }, (root: ThreadComment) => ({
    ...root,
    ReplyNum: root.ReplyNum + 1,
    ListOfReplies: root.ListOfReplies ? [...root.ListOfReplies, comment] : root.ListOfReplies,
  }));
  client.setQueriesData<ThreadData>({ predicate: repliesOf(rootId) }, (data) =>
    data
      ? mapPages(data, (page, index) =>
          index === data.pages.length - 1
            ? { ...page, ListOfComments: [...page.ListOfComments, { ...comment, ListOfReplies: [] }] }
            : page,
        )
      : data,
  );
}

function removeFromCache(
  client: QueryClient,
  removed: Pick<CommentRecord, 'CommentId' | 'RootId' | 'ObjectId' | 'ObjectType'>,
) {
  const drop = <T extends { CommentId: string }>(list: T[]) =>
    list.filter((item) => item.CommentId !== removed.CommentId);
  updateThreads(client, removed.ObjectType, removed.ObjectId, (data) =>
    mapPages(data, (page) => ({
      ...page,
      ListOfComments: drop(page.ListOfComments).map((item) =>
        item.CommentId === removed.RootId
          ? { ...item, ReplyNum: Math.max(0, item.ReplyNum - 1), ListOfReplies: drop(item.ListOfReplies) }
          : item,
      ),
    })),
  );
  if (removed.RootId)
    client.setQueriesData<ThreadData>({ predicate: repliesOf(removed.RootId) }, (data) =>
      data ? mapPages(data, (page) => ({ ...page, ListOfComments: drop(page.ListOfComments) })) : data,
    );
}

export type CommentWrite =
  | { operation: 'add'; message: string; parentId?: string }
  | { operation: 'edit'; commentId: string; message: string }
  | { operation: 'delete'; comment: CommentRecord };

/**
 * Add, edit or delete a comment on one object. The answer goes into the cache at once, where the
 * reader sees it (a new comment at the end, a reply under its thread, an edit or a tombstone in
 * place, a deletion gone) and the new count reaches every cached copy of the post or file.
 */
export function useProcessComment(objectType: CommentObjectType, objectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: CommentWrite): Promise<ProcessCommentAnswer> => {
      const base = { objectType, objectId, operation: write.operation };
      const body: ProcessCommentBody =
        write.operation === 'add'
          ? { ...base, message: write.message, parentId: write.parentId }
          : write.operation === 'edit'
            ? { ...base, commentId: write.commentId, message: write.message }
            : { ...base, commentId: write.comment.CommentId };
      return api.post(COMMENT_API.process, body, { schema: processCommentAnswerSchema, silent: true });
    },
    onSuccess: (answer, write) => {
      if (write.operation === 'add' && answer.Comment) addToCache(client, answer.Comment);
      else if (write.operation === 'delete' && !answer.Comment) removeFromCache(client, write.comment);
      else if (answer.Comment) {
        // An edit or a tombstone in place; a top-level comment keeps the replies it carries.
        const fresh = answer.Comment;
        patchCachedObject(
          client,
          keyRootsPredicate([commentKeys.all]),
          { idField: 'CommentId', id: fresh.CommentId },
          (old: CommentRecord) => ({
            ...old,
            ...fresh,
          }),
        );
      }
      updateThreads(client, objectType, objectId, (data) =>
        mapPages(data, (page) => ({ ...page, commentNum: answer.commentNum })),
      );
      patchObjectCount(client, objectType, objectId, answer.commentNum);
    },
  });
}

export const setCommentLike = (commentId: string, like: boolean) =>
  api.post(
    COMMENT_API.like,
    { commentId, likeFlag: like ? 'Y' : 'N' },
    { schema: setCommentLikeAnswerSchema },
  );

/** Like or unlike a comment: every cached copy moves at once and settles with the server's count. */
export function useSetCommentLike() {
  const client = useQueryClient();
  return useMutation(
    optimisticLikeOptions<CommentRecord, { likeFlag: 'Y' | 'N'; likeNum: number }>(client, {
      idField: 'CommentId',
      send: ({ id, like }) => setCommentLike(id, like),
      read: (answer) => ({ liked: answer.likeFlag === 'Y', count: answer.likeNum }),
    }),
  );
}
