import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { followCounts, follows } from '../../db/schema/follows.ts';
import { nameContains } from '../users/users.columns.ts';
import { followsViewer, isFollowedBy } from './follows.columns.ts';

/** Which list: whom the owner follows, or who follows the owner. */
export type FollowListKind = 'following' | 'followers';

export type FollowListFilter = {
  kind: FollowListKind;
  ownerId: string;
  viewerId: string | null;
  /** Part of a name the listed person must have. */
  text?: string;
  /** Only people the viewer does not follow. */
  notFollowedByViewer?: boolean;
  /** The last row of the previous page: its `created_at` (ISO, microseconds) and person id. */
  after?: { sortKey: string; id: string };
  limit: number;
};

export type FollowListRow = {
  userId: string;
  followedAt: Date;
  sortKey: string;
  followFlag: boolean;
  followsYouFlag: boolean;
};

export type Counts = { following: number; followers: number };

/** `created_at` as a cursor's sort key: ISO with microseconds, so the keyset compares exactly. */
const sortKeyOf = sql<string>`to_char("follows"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The statement of one page of a follow list, walked in `follows_follower_idx` or
 * `follows_followee_idx` order (newest first) with the viewer's two flags per row: built apart so
 * tests can EXPLAIN it.
 */
export function followListQuery(db: Executor, f: FollowListFilter) {
  const owner = f.kind === 'following' ? follows.followerId : follows.followeeId;
  const person = f.kind === 'following' ? follows.followeeId : follows.followerId;
  // Qualified by hand: drizzle leaves a one-table select's columns bare, and inside the embedded
  // subqueries (which read `follows` too) a bare name would mean the subquery's own column.
  const personRef = sql.raw(`"follows"."${f.kind === 'following' ? 'followee_id' : 'follower_id'}"`);
  const where: SQL[] = [eq(owner, f.ownerId)];
  if (f.after)
    where.push(
      sql`(${follows.createdAt}, ${person}) < (${f.after.sortKey}::timestamptz, ${f.after.id}::uuid)`,
    );
  if (f.text) where.push(nameContains(personRef, f.text));
  if (f.notFollowedByViewer && f.viewerId)
    where.push(sql`not ${isFollowedBy(f.viewerId, personRef)} and ${person} <> ${f.viewerId}::uuid`);
  return (
    db
      .select({
        userId: person,
        followedAt: follows.createdAt,
        sortKey: sortKeyOf,
        followFlag: isFollowedBy(f.viewerId, personRef),
        followsYouFlag: followsViewer(f.viewerId, personRef),
      })
      .from(follows)
      .where(and(...where))
      // As the indexes keep them (DESC NULLS LAST), so the walk needs no sort.
      .orderBy(sql`${follows.createdAt} desc nulls last`, sql`${person} desc nulls last`)
      .limit(f.limit)
  );
}

export function followsRepo(db: Db) {
  return {
    list: (f: FollowListFilter): Promise<FollowListRow[]> => followListQuery(db, f),

    /**
     * The count rows of these people, created when missing and locked (`for update`) in user-id
     * order: every write that changes counts takes them in this one order, so two people following
     * each other at the same moment (or an account removed meanwhile) never deadlock.
     */
    async lockCounts(tx: Executor, userIds: string[]): Promise<Map<string, Counts>> {
      const ids = [...new Set(userIds)].sort();
      if (ids.length === 0) return new Map();
      await tx
        .insert(followCounts)
        .values(ids.map((userId) => ({ userId })))
        .onConflictDoNothing();
      const rows = await tx
        .select()
        .from(followCounts)
        .where(inArray(followCounts.userId, ids))
        .orderBy(followCounts.userId)
        .for('update');
      return new Map(rows.map((r) => [r.userId, { following: r.following, followers: r.followers }]));
    },

    /** Adds the follow; false when it was already there (nothing changed). */
    async add(tx: Executor, followerId: string, followeeId: string): Promise<boolean> {
      const rows = await tx
        .insert(follows)
        .values({ followerId, followeeId })
        .onConflictDoNothing()
        .returning({ id: follows.followeeId });
      return rows.length > 0;
    },

    /** Removes the follow; false when there was none. */
    async remove(tx: Executor, followerId: string, followeeId: string): Promise<boolean> {
      const rows = await tx
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
        .returning({ id: follows.followeeId });
      return rows.length > 0;
    },

    /** Moves both counts of one follow by `by` (+1 or -1); the rows are locked already. */
    async bump(tx: Executor, followerId: string, followeeId: string, by: 1 | -1): Promise<void> {
      await tx
        .update(followCounts)
        .set({ following: sql`${followCounts.following} + ${by}` })
        .where(eq(followCounts.userId, followerId));
      await tx
        .update(followCounts)
        .set({ followers: sql`${followCounts.followers} + ${by}` })
        .where(eq(followCounts.userId, followeeId));
    },

    async counts(userId: string, tx: Executor = db): Promise<Counts> {
      const [row] = await tx
        .select({ following: followCounts.following, followers: followCounts.followers })
        .from(followCounts)
        .where(eq(followCounts.userId, userId));
      return row ?? { following: 0, followers: 0 };
    },

    /**
     * An account going (its row locked by the users module): everyone it followed loses a
     * follower, everyone who followed it one followee. Its follow rows and then every count row that
     * changes are locked first, each in key order; then the follows go (the account's own count row
     * cascades with it).
     */
    async forgetUser(tx: Executor, userId: string): Promise<void> {
      // The account's follow rows first, in key order: two accounts that follow each other, removed
      // at once, would otherwise each delete one of the pair's rows and wait for the other.
      await tx.execute(sql`
        select 1 from follows
        where follower_id = ${userId}::uuid or followee_id = ${userId}::uuid
        order by follower_id, followee_id for update`);
      await tx.execute(sql`
        select 1 from follow_counts fc
        where fc.user_id in (
          select followee_id from follows where follower_id = ${userId}::uuid
          union select follower_id from follows where followee_id = ${userId}::uuid)
        order by fc.user_id for update`);
      // One update per count row: a row updated twice in a transaction is checked against `users`
      // again (key share), which would wait for another account's removal holding its row.
      await tx.execute(sql`
        with gone as (
          delete from follows where follower_id = ${userId}::uuid or followee_id = ${userId}::uuid
          returning follower_id, followee_id),
        lost as (
          select case when follower_id = ${userId}::uuid then followee_id else follower_id end as user_id,
                 count(*) filter (where follower_id = ${userId}::uuid)::int as followers,
                 count(*) filter (where followee_id = ${userId}::uuid)::int as following
          from gone group by 1)
        update follow_counts fc
        set followers = fc.followers - lost.followers, following = fc.following - lost.following
        from lost where fc.user_id = lost.user_id`);
    },
  };
}
export type FollowsRepo = ReturnType<typeof followsRepo>;
