import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The event outbox: a change others react to writes its event here in its own transaction; the
 * dispatcher job hands pending rows to their consumers and marks them delivered (or parked).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Not handed out before this: a claim's lease while it is being delivered, then a retry's backoff. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Parked after the last attempt failed: kept for a person to look at, never retried. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('events_pending_idx')
      .on(t.availableAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    index('events_delivered_at_idx').on(t.deliveredAt),
  ],
);
