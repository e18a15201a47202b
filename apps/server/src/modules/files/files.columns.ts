import { type SQL, sql } from 'drizzle-orm';

// The one place other modules' queries read file data (notifications name the file they are about),
// a primary-key probe per row; the SQL stays here.

/** The title of the file whose id is `id` (its name, else its original file name, else ''); null when unknown or deleted. */
/** The kind (Audio, Video, Image) of the file whose id is the outer query's expression. */
export const fileTypeOf = (id: SQL): SQL<string | null> =>
  sql<string | null>`(select f.file_type from files f where f.id = ${id})`;

export const fileTitleOf = (id: SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select coalesce(nullif(f.name, ''), f.origin_name, '') from files f where f.id = ${id} and not f.deleted)`;
