import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The one place other modules' queries read talents: an author card in a list row shows the
// creative name of the person's first talent that has one, in the same query (a probe of the
// primary key's user prefix), and the SQL stays here.

/** The first creative name (by the talents' order) of the user whose id is the outer query's column. */
export const creativeNameOf = (userId: AnyPgColumn | SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select ut.creative_name from user_talents ut where ut.user_id = ${userId} and ut.creative_name is not null order by ut.position, ut.created_at limit 1)`;
