import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** The columns a person may change on their profile page. */
export type UserPatch = Partial<
  Pick<NewUser, 'nickName' | 'firstName' | 'lastName' | 'birthDate' | 'sex' | 'aboutMe' | 'partnerCode'>
>;

export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Case-insensitive, like every nickname lookup (`users_nick_lower_uq`). */
export async function findByNick(db: Executor, nickName: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.nickName}) = lower(${nickName})`)
    .limit(1);
  return row;
}

export async function idByNick(db: Executor, nickName: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.nickName}) = lower(${nickName})`)
    .limit(1);
  return row?.id;
}

/** E-mail or nickname, case-insensitively (both have unique lower() indexes). */
export async function findByLogin(db: Executor, login: string) {
  const l = login.toLowerCase();
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${l}`, sql`lower(${users.nickName}) = ${l}`))
    .limit(1);
  return row;
}

export async function findByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Which of the two is already used by an account. */
export async function findTaken(db: Executor, email: string, nickName: string) {
  const rows = await db
    .select({ email: users.email, nickName: users.nickName })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        sql`lower(${users.nickName}) = ${nickName.toLowerCase()}`,
      ),
    )
    .limit(2);
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    nickName: rows.some((r) => r.nickName.toLowerCase() === nickName.toLowerCase()),
  };
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

/** The cards' own columns, in one query by primary key. */
export async function cardRows(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      nickName: users.nickName,
      firstName: users.firstName,
      lastName: users.lastName,
      sex: users.sex,
      status: users.status,
      isDemo: users.isDemo,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function insertUser(db: Executor, user: NewUser) {
  await db.insert(users).values(user);
}

export async function updateUser(db: Executor, userId: string, patch: Partial<NewUser>, now: Date) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * Holds these accounts (`for key share`, in id order) until the transaction ends, so none can be
 * deleted meanwhile; answers the ids of those that exist and are not marked deleted.
 */
export async function holdAccounts(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for('key share');
  return new Set(rows.filter((r) => r.status !== 'DELETED').map((r) => r.id));
}

/** Locks the account row for its removal: writes that would refer to it wait, then find it gone. */
export async function lockForRemoval(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The user row goes; sessions, profile, talents, files and pending requests cascade with it. */
export async function deleteUser(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
