import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The one place other modules' queries read the users table: a list of someone's things shows the
// owner's nickname in the same query (a primary-key probe per row), and the SQL stays here.

/** The nickname of the user whose id is the outer query's column. */
export const nickNameOf = (userId: AnyPgColumn): SQL<string> =>
  sql<string>`(select u.nick_name from users u where u.id = ${userId})`;
