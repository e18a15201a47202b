import { type SQL, sql } from 'drizzle-orm';

/**
 * Full-text search in both languages: a text's words as the `simple` configuration keeps them (names,
 * any language), plus Russian and English stems («гитаристы» -> `гитарист`, "teachers" -> `teacher`).
 * The GIN indexes are on exactly these expressions (users, user_talents, files), and the search
 * builds its conditions from the same functions.
 */
export const searchDoc = (text: SQL) =>
  sql`(to_tsvector('simple'::regconfig, ${text}) || to_tsvector('russian'::regconfig, ${text}) || to_tsvector('english'::regconfig, ${text}))`;

/** A typed text as a query on `searchDoc`: any of the three readings of it (web search syntax, never an error). */
export const searchDocQuery = (text: string) =>
  sql`(websearch_to_tsquery('simple'::regconfig, ${text}) || websearch_to_tsquery('russian'::regconfig, ${text}) || websearch_to_tsquery('english'::regconfig, ${text}))`;
