import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The one place other modules' queries read follow data (a profile's counts, a list row's button,
// the feed's authors, followers-only posts): each expression is a primary-key or index probe, so a
// list page stays one query while the follows module keeps the SQL.

type UserIdRef = AnyPgColumn | SQL;

/** Whether this viewer follows the person whose id is the outer query's column (false for a visitor). */
export const isFollowedBy = (viewerId: string | null, userId: UserIdRef): SQL<boolean> =>
  viewerId
    ? sql<boolean>`exists (select 1 from follows fo where fo.follower_id = ${viewerId}::uuid and fo.followee_id = ${userId})`
    : sql<boolean>`false`;

/**
 * Whether this viewer follows the author whose id is the outer query's column: the same probe, named
 * for posts (a followers-only post is visible to its author and their followers).
 */
export const followsAuthor = (viewerId: string | null, authorId: UserIdRef): SQL<boolean> =>
  isFollowedBy(viewerId, authorId);

/** Whether the person whose id is the outer query's column follows this viewer (false for a visitor). */
export const followsViewer = (viewerId: string | null, userId: UserIdRef): SQL<boolean> =>
  viewerId
    ? sql<boolean>`exists (select 1 from follows fo where fo.follower_id = ${userId} and fo.followee_id = ${viewerId}::uuid)`
    : sql<boolean>`false`;

/** How many people follow the person whose id is the outer query's column. */
export const followersCountOf = (userId: UserIdRef): SQL<number> =>
  sql<number>`coalesce((select fc.followers from follow_counts fc where fc.user_id = ${userId}), 0)`;

/** How many people the person whose id is the outer query's column follows. */
export const followingCountOf = (userId: UserIdRef): SQL<number> =>
  sql<number>`coalesce((select fc.following from follow_counts fc where fc.user_id = ${userId}), 0)`;

/**
 * The ids of the people this viewer follows, as a subquery (`author_id in (...)`, or joined): read
 * through `follows_follower_idx`. A visitor follows nobody.
 */
export const followeesOf = (viewerId: string | null): SQL =>
  viewerId
    ? sql`(select fo.followee_id from follows fo where fo.follower_id = ${viewerId}::uuid)`
    : sql`(select null::uuid where false)`;
