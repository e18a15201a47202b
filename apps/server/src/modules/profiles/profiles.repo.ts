import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema/index.ts';

export type ProfileRow = Awaited<ReturnType<typeof findByNick>>;

const profileColumns = {
  id: users.id,
  email: users.email,
  nickName: users.nickName,
  firstName: users.firstName,
  lastName: users.lastName,
  birthDate: users.birthDate,
  sex: users.sex,
  aboutMe: users.aboutMe,
  status: users.status,
  isDemo: users.isDemo,
  createdAt: users.createdAt,
  countryCode: userProfiles.countryCode,
  regionCode: userProfiles.regionCode,
  cityCode: userProfiles.cityCode,
  tripFlag: userProfiles.tripFlag,
  remoteFlag: userProfiles.remoteFlag,
  avatarFileId: userProfiles.avatarFileId,
  avatarUrl: userProfiles.avatarUrl,
  avatarThumbUrl: userProfiles.avatarThumbUrl,
  headerColor: userProfiles.headerColor,
  headerFileId: userProfiles.headerFileId,
  headerUrl: userProfiles.headerUrl,
  partnerCode: users.partnerCode,
  contacts: userProfiles.contacts,
  contactsVisibility: userProfiles.contactsVisibility,
  searchable: userProfiles.searchable,
  cfg: userProfiles.cfg,
};

/** One query: the account and its profile row (absent until the first profile write). */
export async function findByNick(db: Db, nickName: string) {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(sql`lower(${users.nickName}) = lower(${nickName})`)
    .limit(1);
  return row;
}

export async function findById(db: Db, userId: string) {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function nickTaken(db: Db, nickName: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.nickName}) = lower(${nickName})`)
    .limit(1);
  return Boolean(row && row.id !== exceptUserId);
}

export type UserPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    'nickName' | 'firstName' | 'lastName' | 'birthDate' | 'sex' | 'aboutMe' | 'partnerCode'
  >
>;
export type ProfilePatch = Partial<Omit<typeof userProfiles.$inferInsert, 'userId'>>;

export async function updateUser(db: Db, userId: string, patch: UserPatch) {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Creates the profile row on first write. */
export async function upsertProfile(db: Db, userId: string, patch: ProfilePatch) {
  if (Object.keys(patch).length === 0) return;
  await db
    .insert(userProfiles)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...patch, updatedAt: new Date() } });
}

/** Merges keys into the cfg JSON in one statement, so concurrent steps do not overwrite each other. */
export async function mergeCfg(db: Db, userId: string, params: Record<string, string>) {
  await db
    .insert(userProfiles)
    .values({ userId, cfg: params })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { cfg: sql`${userProfiles.cfg} || ${JSON.stringify(params)}::jsonb`, updatedAt: new Date() },
    });
}

/** Whether any of these files is someone's avatar or header (then everyone may see it). */
export async function usedAsProfileImage(db: Db, fileIds: string[]): Promise<boolean> {
  if (fileIds.length === 0) return false;
  const [row] = await db
    .select({ id: userProfiles.userId })
    .from(userProfiles)
    .where(or(inArray(userProfiles.avatarFileId, fileIds), inArray(userProfiles.headerFileId, fileIds)))
    .limit(1);
  return Boolean(row);
}
