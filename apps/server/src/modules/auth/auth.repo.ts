import { and, count, eq, gt, isNull, lte, min } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  authLocks,
  authThrottleEvents,
  passwordResetRequests,
  passwordResetTokens,
  pendingRegistrations,
} from '../../db/schema/auth.ts';
import { codeRowWrites, renewableCodeRowWrites } from '../../lib/code-rows.ts';
import type { CodeStore, RenewableCodeStore } from './auth.codes.ts';

export type PendingRegistration = typeof pendingRegistrations.$inferSelect;
export type NewPendingRegistration = typeof pendingRegistrations.$inferInsert;
export type ResetRequest = typeof passwordResetRequests.$inferSelect;

// --- pending registrations ---------------------------------------------------------------------

export async function findPendingRegistration(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function insertPendingRegistration(db: Executor, row: NewPendingRegistration) {
  await db.insert(pendingRegistrations).values(row);
}

export async function deletePendingRegistrationByToken(db: Executor, tokenHash: string) {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.tokenHash, tokenHash));
}

export async function deletePendingRegistration(db: Executor, id: string) {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, id));
}

/** The code writes on sign-up rows (auth.codes.ts). */
export function registrationCodes(db: Executor): RenewableCodeStore {
  return renewableCodeRowWrites(db, pendingRegistrations);
}

// --- password reset --------------------------------------------------------------------------

export async function findResetRequest(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetRequests)
    .where(eq(passwordResetRequests.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function insertResetRequest(db: Executor, row: typeof passwordResetRequests.$inferInsert) {
  await db.insert(passwordResetRequests).values(row);
}

export async function deleteResetRequestByToken(db: Executor, tokenHash: string) {
  await db.delete(passwordResetRequests).where(eq(passwordResetRequests.tokenHash, tokenHash));
}

export async function deleteResetRequest(db: Executor, id: string) {
  await db.delete(passwordResetRequests).where(eq(passwordResetRequests.id, id));
}

export async function deleteResetRequestsOfUser(db: Executor, userId: string) {
  await db.delete(passwordResetRequests).where(eq(passwordResetRequests.userId, userId));
}

export async function insertResetToken(db: Executor, row: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(row);
}

export async function findResetToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks the link used; false when it already was (two tabs at once: one wins). */
export async function useResetToken(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length > 0;
}

/** Every other outstanding link of the user stops working once the password changed. */
export async function voidResetTokensOfUser(db: Executor, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** The code writes on recovery rows; their codes are never mailed again. */
export function resetCodes(db: Executor): CodeStore {
  return codeRowWrites(db, passwordResetRequests);
}

// --- throttling and locks ----------------------------------------------------------------------

/**
 * Records an event and tells whether it fits: at most `max` events of (bucket, key) after
 * `since`. The event is written first and counted with the others, so parallel requests cannot
 * all slip under the limit; one that does not fit is removed again and does not extend the wait.
 */
export async function hitThrottle(
  db: Executor,
  bucket: string,
  key: string,
  now: Date,
  since: Date,
  max: number,
): Promise<{ allowed: true } | { allowed: false; oldest: Date }> {
  const where = and(
    eq(authThrottleEvents.bucket, bucket),
    eq(authThrottleEvents.key, key),
    gt(authThrottleEvents.at, since),
  );
  await db
    .delete(authThrottleEvents)
    .where(
      and(
        eq(authThrottleEvents.bucket, bucket),
        eq(authThrottleEvents.key, key),
        lte(authThrottleEvents.at, since),
      ),
    );
  const [inserted] = await db
    .insert(authThrottleEvents)
    .values({ bucket, key, at: now })
    .returning({ id: authThrottleEvents.id });
  const [stats] = await db
    .select({ n: count(), oldest: min(authThrottleEvents.at) })
    .from(authThrottleEvents)
    .where(where);
  if ((stats?.n ?? 0) <= max) return { allowed: true };
  await db.delete(authThrottleEvents).where(eq(authThrottleEvents.id, inserted!.id));
  return { allowed: false, oldest: stats?.oldest ?? now };
}

/** Records an event and answers how many of (bucket, key) happened after `since`, this one included. */
export async function recordEvent(db: Executor, bucket: string, key: string, now: Date, since: Date) {
  await db.insert(authThrottleEvents).values({ bucket, key, at: now });
  const [stats] = await db
    .select({ n: count() })
    .from(authThrottleEvents)
    .where(
      and(
        eq(authThrottleEvents.bucket, bucket),
        eq(authThrottleEvents.key, key),
        gt(authThrottleEvents.at, since),
      ),
    );
  return stats?.n ?? 0;
}

export async function clearEvents(db: Executor, bucket: string, key: string) {
  await db
    .delete(authThrottleEvents)
    .where(and(eq(authThrottleEvents.bucket, bucket), eq(authThrottleEvents.key, key)));
}

export async function findLock(db: Executor, key: string) {
  const [row] = await db.select().from(authLocks).where(eq(authLocks.key, key)).limit(1);
  return row;
}

export async function setLock(db: Executor, key: string, lockedUntil: Date) {
  await db
    .insert(authLocks)
    .values({ key, lockedUntil })
    .onConflictDoUpdate({ target: authLocks.key, set: { lockedUntil } });
}

export async function deleteLock(db: Executor, key: string) {
  await db.delete(authLocks).where(eq(authLocks.key, key));
}

/** Drops what can no longer matter; every condition is on an indexed time column. */
export async function purgeExpired(db: Executor, now: Date, keepEventsSince: Date) {
  await db.delete(authThrottleEvents).where(lte(authThrottleEvents.at, keepEventsSince));
  await db.delete(authLocks).where(lte(authLocks.lockedUntil, now));
  await db.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, now));
  await db.delete(passwordResetRequests).where(lte(passwordResetRequests.expiresAt, now));
  // Kept a day past expiry so a late click still hears "expired" rather than "invalid".
  await db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, keepEventsSince));
}
