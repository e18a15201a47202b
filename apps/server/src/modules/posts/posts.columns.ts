import { type SQL, sql } from 'drizzle-orm';

// The one place other modules' queries read post data (notifications name the post they are about),
// a primary-key probe per row; the SQL stays here.

/** How much of a post a line naming it shows. */
export const POST_EXCERPT_CHARS = 80;

/**
 * The title of the post whose id is `id` (an SQL expression of the outer query), else the start of
 * its text; null when it is unknown or deleted.
 */
export const postExcerptOf = (id: SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select coalesce(nullif(p.title, ''), left(p.body, ${POST_EXCERPT_CHARS})) from posts p where p.id = ${id} and not p.deleted)`;
