import { type FollowPerson, toFlag } from '@talanty/contract';
import type { UserCard } from '../users/users.module.ts';
import type { FollowListRow } from './follows.repo.ts';

/** A list row and the person's card -> the contract's record. */
export function toFollowPerson(row: FollowListRow, card: UserCard): FollowPerson {
  return {
    ...card,
    FollowFlag: toFlag(row.followFlag),
    FollowsYouFlag: toFlag(row.followsYouFlag),
    FollowedAt: row.followedAt.toISOString(),
  };
}
