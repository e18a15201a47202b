import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likeEscape } from '../../lib/search-key.ts';

// The one place other modules' queries read the users table: a list of someone's things shows the
// owner's nickname in the same query (a primary-key probe per row), and the SQL stays here.

/** The nickname of the user whose id is the outer query's column. */
export const nickNameOf = (userId: AnyPgColumn): SQL<string> =>
  sql<string>`(select u.nick_name from users u where u.id = ${userId})`;

/**
 * Whether the person whose id is the outer query's column has `text` in their nickname, first or
 * last name (any part; case and ё/е ignored): a primary-key probe per row, for a filter on a list
 * that is walked in its own order (a follow list).
 */
export const nameContains = (userId: AnyPgColumn | SQL, text: string): SQL<boolean> => {
  const pattern = `%${likeEscape(text.toLowerCase().replaceAll('ё', 'е'))}%`;
  return sql<boolean>`exists (select 1 from users u where u.id = ${userId} and replace(lower(u.nick_name || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), 'ё', 'е') like ${pattern})`;
};
