import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { emailChangeRequests } from '../../db/schema/account.ts';
import { sessions, users } from '../../db/schema/users.ts';
import type { Executor } from '../auth/auth.repo.ts';

export type EmailChangeRequest = typeof emailChangeRequests.$inferSelect;

export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      nickName: users.nickName,
      passwordHash: users.passwordHash,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Another account already uses this e-mail (case-insensitive, like sign-up). */
export async function emailTaken(db: Executor, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(row);
}

export async function setEmail(db: Executor, userId: string, email: string, now: Date) {
  await db.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
}

export async function setLanguage(db: Executor, userId: string, language: string, now: Date) {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}

/** The user row goes; sessions, profile, talents, files and pending requests cascade with it. */
export async function deleteUser(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** Ends every session of the user but the one whose id hash is kept; answers how many ended. */
export async function deleteOtherSessions(db: Executor, userId: string, keepIdHash: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
    .returning({ id: sessions.idHash });
  return rows.length;
}

// --- e-mail change requests --------------------------------------------------------------------

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

export async function purgeExpired(db: Executor, now: Date) {
  await db.delete(emailChangeRequests).where(lte(emailChangeRequests.expiresAt, now));
}
