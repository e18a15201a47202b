import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The request rate limits' counters when several server processes share one PostgreSQL database
 * (`lib/rate-limit-store.ts`): one row per route and caller, counted by one atomic upsert per
 * request. UNLOGGED (in its migration; Drizzle has no word for it): counters are worth no WAL, and
 * a crash only resets the current windows.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The route and the limited caller (user id or address): `POST /api/user/like|<user id>`. */
    key: text('key').primaryKey(),
    /** The current window's start: the caller's first request after the previous window ended. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** The window's end; the next request after it starts a new window, the prune job deletes rows past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Requests counted in this window. */
    n: integer('n').notNull(),
  },
  (t) => [index('rate_limit_counters_expires_at_idx').on(t.expiresAt)],
);
