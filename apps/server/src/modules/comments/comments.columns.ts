import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The one place other modules' queries read comment data: a list of posts or files shows each one's
// comment count in the same query (a primary-key probe per row), and the SQL stays here.

/** Objects comments may be on. */
export type CommentedType = 'post' | 'file';

/** The live comments of the object whose id is the outer query's `id` column. */
export const commentCountOf = (type: CommentedType, id: AnyPgColumn): SQL<number> =>
  sql<number>`coalesce((select cc.count from comment_counts cc where cc.object_type = ${type} and cc.object_id = ${id}), 0)`;
