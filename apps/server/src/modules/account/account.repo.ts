import { eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailChangeRequests } from '../../db/schema/account.ts';
import { renewableCodeRowWrites } from '../../lib/code-rows.ts';
import type { RenewableCodeStore } from '../auth/auth.module.ts';

export type EmailChangeRequest = typeof emailChangeRequests.$inferSelect;

export async function findEmailChange(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(emailChangeRequests)
    .where(eq(emailChangeRequests.userId, userId))
    .limit(1);
  return row;
}

/** One request per user: a new one replaces the old, whose code stops working. */
export async function putEmailChange(db: Executor, row: typeof emailChangeRequests.$inferInsert) {
  const { userId: _userId, ...update } = row;
  await db
    .insert(emailChangeRequests)
    .values(row)
    .onConflictDoUpdate({ target: emailChangeRequests.userId, set: { ...update, codeAttempts: 0 } });
}

export async function deleteEmailChange(db: Executor, id: string) {
  await db.delete(emailChangeRequests).where(eq(emailChangeRequests.id, id));
}

/** The code writes on e-mail change rows, for the auth module's code rules. */
export function emailChangeCodes(db: Executor): RenewableCodeStore {
  return renewableCodeRowWrites(db, emailChangeRequests);
}

export async function purgeExpired(db: Executor, now: Date) {
  await db.delete(emailChangeRequests).where(lte(emailChangeRequests.expiresAt, now));
}
