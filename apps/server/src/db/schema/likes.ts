import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's like of any likeable object (a file now; posts and comments next): one row per object
 * and user, so liking twice counts once. No foreign key to the object: its module tells the likes
 * module when objects go (the objects registry's removal listeners).
 */
export const likes = pgTable(
  'likes',
  {
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.objectType, t.objectId, t.userId] }),
    // "My likes", newest first, and account removal's lookup of what a user liked.
    index('likes_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** How many `likes` rows an object has; changed in the transaction that adds or removes a row. */
export const likeCounts = pgTable(
  'like_counts',
  {
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.objectType, t.objectId] }),
    check('like_counts_count_ck', sql`${t.count} >= 0`),
  ],
);
