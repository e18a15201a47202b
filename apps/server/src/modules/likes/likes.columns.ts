import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ObjectType } from '../../lib/objects.ts';

// The one place other modules' queries read like data: a list page stays one query (count and the
// viewer's flag per row, each a primary-key probe), while the likes module keeps the SQL that reads them.

/** The like count of the object whose id is the outer query's `id` column. */
export const likeCountOf = (type: ObjectType, id: AnyPgColumn): SQL<number> =>
  sql<number>`coalesce((select lc.count from like_counts lc where lc.object_type = ${type} and lc.object_id = ${id}), 0)`;

/** Whether this viewer likes that object (false for a visitor). */
export const likedBy = (type: ObjectType, id: AnyPgColumn, viewerId: string | null): SQL<boolean> =>
  viewerId
    ? sql<boolean>`exists (select 1 from likes l where l.object_type = ${type} and l.object_id = ${id} and l.user_id = ${viewerId}::uuid)`
    : sql<boolean>`false`;
