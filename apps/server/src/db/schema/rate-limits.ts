import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' counters when several server processes share one PostgreSQL database
 * (`lib/rate-limit-store.ts`): one row per key and fixed window, counted by one atomic upsert per
 * request. UNLOGGED (in its migration; Drizzle has no word for it): counters are worth no WAL, and
 * losing them in a crash only resets the current minute.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The route and the limited caller (user id or address): `POST /api/user/like|<user id>`. */
    key: text('key').notNull(),
    /** The window's start, a whole multiple of its length since the epoch: the same on every process. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** The window's end; the prune job deletes the rows past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Requests counted in this window. */
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_counters_expires_at_idx').on(t.expiresAt),
  ],
);
