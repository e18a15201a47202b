/** Which follow list: whom someone follows, or who follows them. */
export type FollowListKind = 'following' | 'followers';

/** The list's filters: whose (absent: mine), a name part, only people I do not follow. */
export type FollowListScope = { nickName?: string; q?: string; notFollowedBack?: boolean };

/** Query keys of the follow lists: invalidate `all` after a follow changes who is in them. */
export const followKeys = {
  all: ['follows'] as const,
  list: (kind: FollowListKind, scope: FollowListScope) =>
    [
      ...followKeys.all,
      kind,
      scope.nickName?.toLowerCase() ?? '',
      scope.q ?? '',
      scope.notFollowedBack ?? false,
    ] as const,
};
