import type { QueryClient } from '@tanstack/react-query';
import { type CacheSnapshot, holdsObject, patchCachedObject, restoreCache } from './cache-patch.ts';

/** A like's variables: which object, liked or not. */
export type LikeVariables = { id: string; like: boolean };

/** Every cached answer: a record may sit in any of them; the patch changes only those that hold it. */
const everyQuery = () => true;

/** Other records carry the same id field (a post's edit history has `PostId`): only likeable ones change. */
const isLikeable = (record: { Likes?: unknown }) => typeof record.Likes === 'number';

/**
 * The mutation options of an optimistic like (files, posts, comments): every cached copy of the
 * object (`idField` = id, wherever it sits: lists, pages, search results, posts' attachments) moves
 * at once, settles with the server's answer, and goes back on an error (toasted by the client).
 */
export function optimisticLikeOptions<R extends { LikeFlag: 'Y' | 'N'; Likes: number }, A>(
  client: QueryClient,
  spec: {
    idField: string;
    send: (variables: LikeVariables) => Promise<A>;
    /** The server's flag and count from its answer. */
    read: (answer: A) => { liked: boolean; count: number };
  },
) {
  const withLike = (record: R, liked: boolean, count: number): R => ({
    ...record,
    LikeFlag: liked ? 'Y' : 'N',
    Likes: count,
  });
  return {
    mutationFn: spec.send,
    onMutate: async ({ id, like }: LikeVariables): Promise<{ snapshot: CacheSnapshot }> => {
      const ref = { idField: spec.idField, id };
      // A refetch in flight would write the count from before the like over the patched one.
      await client.cancelQueries({ predicate: (query) => holdsObject(query.state.data, ref) });
      const snapshot = patchCachedObject(client, everyQuery, ref, (record: R) =>
        !isLikeable(record) || (record.LikeFlag === 'Y') === like
          ? record
          : withLike(record, like, Math.max(0, record.Likes + (like ? 1 : -1))),
      );
      return { snapshot };
    },
    onError: (
      _error: unknown,
      _variables: LikeVariables,
      context: { snapshot: CacheSnapshot } | undefined,
    ) => {
      if (context) restoreCache(client, context.snapshot);
    },
    onSuccess: (answer: A, { id }: LikeVariables) => {
      const { liked, count } = spec.read(answer);
      patchCachedObject(client, everyQuery, { idField: spec.idField, id }, (record: R) =>
        isLikeable(record) ? withLike(record, liked, count) : record,
      );
    },
  };
}
