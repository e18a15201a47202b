import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { userProfiles, users } from '../schema/index.ts';

/**
 * The only rows the seed writes itself: accounts. No service creates a user without the mailed
 * code, and a demo account must not have one: it is marked `is_demo`, has an address on a reserved
 * domain and a password hash no password can match (argon2 rejects it as malformed).
 */
export const DEMO_PASSWORD_HASH = '!demo-account-without-password';

export type NewDemoUser = {
  id: string;
  email: string;
  nickName: string;
  language: 'ru' | 'en';
  createdAt: Date;
};

export async function insertDemoUsers(db: Db, rows: NewDemoUser[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    await db.insert(users).values(
      rows.slice(i, i + 100).map((r) => ({
        ...r,
        passwordHash: DEMO_PASSWORD_HASH,
        isDemo: true,
        updatedAt: r.createdAt,
      })),
    );
  }
}

/** Demo accounts with whether their profile was finished (the seed sets MasterIsFullFlag last). */
export async function demoAccounts(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      complete: sql<boolean>`coalesce(${userProfiles.cfg} ->> 'MasterIsFullFlag' = 'Y', false)`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.isDemo, true));
}

/** Which of these nicknames (or e-mails) are taken, lower-cased. */
export async function takenNickNames(db: Db, nickNames: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  const lower = [...new Set(nickNames.map((n) => n.toLowerCase()))];
  for (let i = 0; i < lower.length; i += 500) {
    const rows = await db
      .select({ nick: sql<string>`lower(${users.nickName})` })
      .from(users)
      .where(inArray(sql`lower(${users.nickName})`, lower.slice(i, i + 500)));
    for (const r of rows) taken.add(r.nick);
  }
  return taken;
}
