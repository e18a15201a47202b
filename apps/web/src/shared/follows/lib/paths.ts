import type { FollowListKind } from '../api/follow-keys.ts';

export const FRIEND_LIST_PATH = '/friendlist';
export const FRIEND_REQUEST_PATH = '/friendrequest';

/** /friendlist on a tab, for my lists or (with a nickname) someone else's. */
export function friendListPath(tab: FollowListKind, nickName?: string): string {
  const params = new URLSearchParams();
  if (tab !== 'following') params.set('tab', tab);
  if (nickName) params.set('user', nickName);
  const query = params.toString();
  return query ? `${FRIEND_LIST_PATH}?${query}` : FRIEND_LIST_PATH;
}
