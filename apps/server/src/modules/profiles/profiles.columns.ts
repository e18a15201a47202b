import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The one place other modules' queries read profiles: an author card in a list row (a post's, a
// comment's) shows the avatar in the same query (a primary-key probe), and the SQL stays here.

/** The storage key of the avatar's 128 px square of the user whose id is the outer query's column (null: none). */
export const avatarThumbKeyOf = (userId: AnyPgColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select up.avatar_thumb_url from user_profiles up where up.user_id = ${userId})`;

/** What others learn of the birth date of the user whose id is the outer query's column: SHOW, HIDE_YEAR or HIDE. */
export const birthDateVisibilityOf = (userId: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`coalesce((select up.birth_date_visibility from user_profiles up where up.user_id = ${userId}), 'SHOW')`;
