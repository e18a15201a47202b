import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';

export type EventRow = typeof events.$inferSelect;

const pending = (now: Date) =>
  and(isNull(events.deliveredAt), isNull(events.failedAt), lte(events.availableAt, now));

/** The outbox's queries. */
export function eventsRepo(db: Db) {
  return {
    /** Writes in the caller's transaction (`db` is the `tx`), so a rolled-back change emits nothing. */
    async insert(tx: Db, row: { id: string; type: string; payload: unknown; at: Date }) {
      await tx.insert(events).values({
        id: row.id,
        type: row.type,
        payload: row.payload,
        createdAt: row.at,
        availableAt: row.at,
      });
    },

    /**
     * Claims up to `limit` pending events, oldest first: hides them until `leaseUntil` (a process that
     * dies while delivering lets them come back) and counts the attempt. SKIP LOCKED lets concurrent
     * dispatchers take different rows instead of waiting for each other.
     */
    async claim(now: Date, leaseUntil: Date, limit: number): Promise<EventRow[]> {
      const ids = db
        .select({ id: events.id })
        .from(events)
        .where(pending(now))
        .orderBy(asc(events.availableAt), asc(events.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(events)
        .set({ availableAt: leaseUntil, attempts: sql`${events.attempts} + 1` })
        .where(and(inArray(events.id, ids), pending(now)))
        .returning();
    },

    async delivered(id: string, at: Date) {
      await db.update(events).set({ deliveredAt: at, lastError: null }).where(eq(events.id, id));
    },

    async retryAt(id: string, at: Date, error: string) {
      await db.update(events).set({ availableAt: at, lastError: error }).where(eq(events.id, id));
    },

    async park(id: string, at: Date, error: string) {
      await db.update(events).set({ failedAt: at, lastError: error }).where(eq(events.id, id));
    },

    /** Deletes up to `limit` events delivered before `before`; answers how many went. */
    async pruneDelivered(before: Date, limit: number): Promise<number> {
      const ids = db
        .select({ id: events.id })
        .from(events)
        .where(lt(events.deliveredAt, before))
        .limit(limit);
      const rows = await db.delete(events).where(inArray(events.id, ids)).returning({ id: events.id });
      return rows.length;
    },
  };
}
