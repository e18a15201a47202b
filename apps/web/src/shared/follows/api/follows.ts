import {
  type FollowAnswer,
  type FollowListAnswer,
  followAnswerSchema,
  followListAnswerSchema,
} from '@talanty/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { holdsObject, patchCachedObject, restoreCache } from '../../../lib/cache-patch.ts';
import { refreshSession } from '../../../lib/session.ts';
import { profileKeys } from '../../profile/api/profile-keys.ts';
import { type FollowListKind, type FollowListScope, followKeys } from './follow-keys.ts';

/**
 * The follow calls (spec section 7, Follows): follow and unfollow by nickname, and both lists.
 * A follow patches every cached answer that holds the person at once (profiles and list rows,
 * matched by `NickName`) and settles with the server's count.
 */

export const FOLLOW_PAGE_SIZE = 20;

const PATHS: Record<FollowListKind, string> = {
  following: '/api/user/getUserFollowingList',
  followers: '/api/user/getUserFollowerList',
};

export function getFollowList(
  kind: FollowListKind,
  scope: FollowListScope,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<FollowListAnswer> {
  return api.get(PATHS[kind], {
    schema: followListAnswerSchema,
    signal,
    silent: true,
    query: {
      nickName: scope.nickName,
      q: scope.q || undefined,
      notFollowedBack: scope.notFollowedBack ? 'Y' : undefined,
      pageSize: FOLLOW_PAGE_SIZE,
      cursor: cursor ?? undefined,
    },
  });
}

/** A follow list page by page (newest follow first); `people` is every page loaded so far. */
export function useFollowList(kind: FollowListKind, scope: FollowListScope, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: followKeys.list(kind, scope),
    queryFn: ({ pageParam, signal }) => getFollowList(kind, scope, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
  const people = query.data?.pages.flatMap((page) => page.ListOfUsers) ?? [];
  return { ...query, people };
}

export const setFollow = (nickName: string, follow: boolean): Promise<FollowAnswer> =>
  api.post(
    follow ? '/api/user/foolowAdd' : '/api/user/foolowRemove',
    { nickName },
    {
      schema: followAnswerSchema,
    },
  );

/** Every cached answer: a profile or a list row may sit in any of them. */
const everyQuery = () => true;

type Followable = { FollowFlag?: string; Followers?: number };

/** The person's record with the viewer's follow state; records without a follow state stay as they are. */
function withFollow<T extends Followable>(record: T, follow: boolean, followers?: number): T {
  if (record.FollowFlag === undefined) return record;
  const next: T = { ...record, FollowFlag: follow ? 'Y' : 'N' };
  if (typeof record.Followers === 'number') {
    next.Followers =
      followers ??
      Math.max(0, record.Followers + ((record.FollowFlag === 'Y') === follow ? 0 : follow ? 1 : -1));
  }
  return next;
}

/**
 * Follow or unfollow: every cached copy of the person (their profile, rows in any list) moves at
 * once, settles with the server's follower count, and goes back on an error (toasted by the client).
 * The lists are marked stale but not refetched, so a row just unfollowed stays with its button
 * (a slip is undone where it happened); my counts are asked again.
 */
export function useSetFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nickName, follow }: { nickName: string; follow: boolean }) => setFollow(nickName, follow),
    onMutate: async ({ nickName, follow }) => {
      const ref = { idField: 'NickName', id: nickName };
      // A refetch in flight would write the state from before the follow over the patched one.
      await client.cancelQueries({ predicate: (query) => holdsObject(query.state.data, ref) });
      const snapshot = patchCachedObject(client, everyQuery, ref, (record: Followable) =>
        withFollow(record, follow),
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      if (context) restoreCache(client, context.snapshot);
    },
    onSuccess: (answer, { nickName }) => {
      patchCachedObject(client, everyQuery, { idField: 'NickName', id: nickName }, (record: Followable) =>
        withFollow(record, answer.isFollow === 'Y', answer.followNum),
      );
    },
    onSettled: () => {
      // My own profile's counts changed too; pages on screen keep what they show.
      void client.invalidateQueries({ queryKey: followKeys.all, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: profileKeys.all, refetchType: 'none' });
      void refreshSession();
    },
  });
}
