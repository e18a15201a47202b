import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A post (spec section 3 Post): text, optionally up to ten of the author's files. `display_at` is
 * the time a list sorts by: the scheduled time while `Sheduled`, the publication time after.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    body: text('body').notNull(),
    type: text('type').notNull().default('Public'),
    status: text('status').notNull(),
    /** Attached files in the author's order. No foreign key: the files module owns them (a purged one is skipped). */
    fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    displayAt: timestamp('display_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last edit of the text after publication (the post shows «изменено»). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // A person's published posts newest first, their scheduled ones soonest first (one index, both ways).
    // `type` last: the feed's walk per followee reads the audience from the index alone (index-only).
    index('posts_author_list_idx')
      .on(t.authorId, t.status, t.displayAt, t.id, t.type)
      .where(sql`not ${t.deleted}`),
    // The feed's first try: every published post newest first, with its author and audience, so a
    // backward walk filters by the reader's followees from the index alone (index-only, see feedQuery).
    // The migration (0019) makes author_id and type INCLUDE columns, not keys (Drizzle has no INCLUDE):
    // as keys, the planner took this index for an author's list (author_id as a filter in the walk of
    // everyone's posts), which reads far too much for an author whose posts are old. For the same
    // reason the predicate names published_at (always set on a published post, posts_published_ck):
    // only a statement that states it (the feed's) can use this index, no author's list.
    index('posts_feed_idx')
      .on(t.displayAt, t.id, t.authorId, t.type)
      .where(sql`${t.status} = 'Published' and not ${t.deleted} and ${t.publishedAt} is not null`),
    // The author's deleted posts, most recently deleted first.
    index('posts_author_deleted_idx').on(t.authorId, t.deletedAt, t.id).where(sql`${t.deleted}`),
    // The publishing job: scheduled posts that are due.
    index('posts_due_idx').on(t.displayAt).where(sql`${t.status} = 'Sheduled' and not ${t.deleted}`),
    // The purge of posts deleted long ago.
    index('posts_deleted_at_idx').on(t.deletedAt).where(sql`${t.deleted}`),
    check('posts_type_ck', sql`${t.type} in ('Public', 'Followers', 'Private')`),
    check('posts_status_ck', sql`${t.status} in ('Published', 'Sheduled')`),
    check('posts_published_ck', sql`${t.status} <> 'Published' or ${t.publishedAt} is not null`),
    check('posts_files_ck', sql`cardinality(${t.fileIds}) <= 10`),
  ],
);

/** An earlier text of a post: kept on each edit of a published post (the edit history). */
export const postEdits = pgTable(
  'post_edits',
  {
    id: uuid('id').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    title: text('title'),
    body: text('body').notNull(),
    /** When this text was written (published, or edited to it). */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('post_edits_post_idx').on(t.postId, t.writtenAt.desc())],
);
