import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A comment on a post or a file (spec section 3 Comment). `parent_id` is the comment answered
 * (any depth), `root_id` the thread's top-level comment. No foreign key to the object: its module
 * tells the comments module when objects go (the objects registry's removal listeners).
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey(),
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    rootId: uuid('root_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** Null once the comment is deleted (a tombstone) or its author's account is gone. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** A deleted comment that still has replies: shown as «комментарий удалён». */
    deleted: boolean('deleted').notNull().default(false),
    /** Top-level comments: their live replies at any depth. */
    replyCount: integer('reply_count').notNull().default(0),
  },
  (t) => [
    // A thread's top-level comments, oldest first.
    index('comments_roots_idx')
      .on(t.objectType, t.objectId, t.createdAt, t.id)
      .where(sql`${t.rootId} is null`),
    // A top-level comment's replies, oldest first.
    index('comments_replies_idx').on(t.rootId, t.createdAt, t.id).where(sql`${t.rootId} is not null`),
    // Whether a comment has replies (tombstone or removal on delete).
    index('comments_parent_idx').on(t.parentId),
    // The rate limit and an account's removal.
    index('comments_author_idx').on(t.authorId, t.createdAt),
    check('comments_object_type_ck', sql`${t.objectType} in ('post', 'file')`),
    check('comments_reply_count_ck', sql`${t.replyCount} >= 0`),
    check('comments_root_ck', sql`(${t.parentId} is null) = (${t.rootId} is null)`),
  ],
);

/** Live comments per object; changed in the transaction that adds or removes one. */
export const commentCounts = pgTable(
  'comment_counts',
  {
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.objectType, t.objectId] }),
    check('comment_counts_count_ck', sql`${t.count} >= 0`),
  ],
);
