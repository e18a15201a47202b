import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The one place other modules' queries read comment data: a list of posts or files shows each one's
// comment count in the same query (a primary-key probe per row), and the SQL stays here.

/** Objects comments may be on. */
export type CommentedType = 'post' | 'file';

/** The live comments of the object whose id is the outer query's `id` column. */
export const commentCountOf = (type: CommentedType, id: AnyPgColumn): SQL<number> =>
  sql<number>`coalesce((select cc.count from comment_counts cc where cc.object_type = ${type} and cc.object_id = ${id}), 0)`;

/** How much of a comment a line naming it shows. */
export const COMMENT_EXCERPT_CHARS = 80;

/** The start of the comment whose id is `id` (an SQL expression); null when it is unknown or deleted. */
export const commentExcerptOf = (id: SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select left(c.message, ${COMMENT_EXCERPT_CHARS}) from comments c where c.id = ${id} and not c.deleted)`;
