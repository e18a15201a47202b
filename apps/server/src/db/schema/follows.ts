import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One person following another: a row per (follower, followee), so following twice is one row.
 * The primary key answers "does A follow B" (a profile's button, a list row's flag); the two
 * indexes walk both lists newest first, each a keyset on (created_at, the other person's id).
 */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    check('follows_not_self_ck', sql`${t.followerId} <> ${t.followeeId}`),
    // Whom a person follows, newest first (the following list, the feed's authors).
    index('follows_follower_idx').on(t.followerId, t.createdAt.desc(), t.followeeId.desc()),
    // Who follows a person, newest first (the followers list, new followers).
    index('follows_followee_idx').on(t.followeeId, t.createdAt.desc(), t.followerId.desc()),
  ],
);

/**
 * A person's two counts, changed in the transaction that adds or removes a `follows` row (the row
 * is locked first, in user-id order). Absent until the person first follows or is followed: 0 and 0.
 */
export const followCounts = pgTable(
  'follow_counts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How many people this person follows. */
    following: integer('following').notNull().default(0),
    /** How many people follow this person. */
    followers: integer('followers').notNull().default(0),
  },
  (t) => [
    check('follow_counts_following_ck', sql`${t.following} >= 0`),
    check('follow_counts_followers_ck', sql`${t.followers} >= 0`),
  ],
);
