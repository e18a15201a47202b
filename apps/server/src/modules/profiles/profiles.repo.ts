import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/profiles.ts';
import {
  followersCountOf,
  followingCountOf,
  followsViewer,
  isFollowedBy,
} from '../follows/follows.columns.ts';
import type { UserRow } from '../users/users.module.ts';

export type ProfilePatch = Partial<Omit<typeof userProfiles.$inferInsert, 'userId'>>;

/** The profile row (absent until the first profile write). */
export async function findProfile(db: Db, userId: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return row;
}

type ProfileColumns = Omit<typeof userProfiles.$inferSelect, 'userId' | 'updatedAt'>;

/** An account with its profile, as the page and the settings read them (profile columns null until the first write). */
export type ProfileRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'nickName'
  | 'firstName'
  | 'lastName'
  | 'birthDate'
  | 'sex'
  | 'aboutMe'
  | 'status'
  | 'isDemo'
  | 'createdAt'
  | 'partnerCode'
> & { [K in keyof ProfileColumns]: ProfileColumns[K] | null };

const NO_PROFILE: { [K in keyof ProfileColumns]: null } = {
  countryCode: null,
  regionCode: null,
  cityCode: null,
  tripFlag: null,
  remoteFlag: null,
  avatarFileId: null,
  avatarUrl: null,
  avatarThumbUrl: null,
  headerColor: null,
  headerFileId: null,
  headerUrl: null,
  contacts: null,
  contactsVisibility: null,
  searchable: null,
  birthDateVisibility: null,
  cfg: null,
};

/** The account (the users module's) and its profile row (ours, maybe absent) as one row. */
export async function withProfile(db: Db, user: UserRow): Promise<ProfileRow> {
  const profile = await findProfile(db, user.id);
  const {
    userId: _userId,
    updatedAt: _updatedAt,
    ...columns
  } = profile ?? { ...NO_PROFILE, userId: null, updatedAt: null };
  return {
    id: user.id,
    email: user.email,
    nickName: user.nickName,
    firstName: user.firstName,
    lastName: user.lastName,
    birthDate: user.birthDate,
    sex: user.sex,
    aboutMe: user.aboutMe,
    status: user.status,
    isDemo: user.isDemo,
    createdAt: user.createdAt,
    partnerCode: user.partnerCode,
    ...columns,
  };
}

/** Avatar thumbnails of many people in one query (for their cards). */
export async function avatarThumbs(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userProfiles.userId, key: userProfiles.avatarThumbUrl })
    .from(userProfiles)
    .where(inArray(userProfiles.userId, userIds));
}

/** Creates the profile row on first write. */
export async function upsertProfile(db: Executor, userId: string, patch: ProfilePatch) {
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

/** A profile's follow counts and how the reader and its owner are linked, in one query (follows.columns.ts). */
export async function followFacts(db: Db, userId: string, viewerId: string | null) {
  const id = sql`${userId}::uuid`;
  const res = await db.execute(sql`select
    ${followersCountOf(id)} as followers,
    ${followingCountOf(id)} as following,
    ${isFollowedBy(viewerId, id)} as followed,
    ${followsViewer(viewerId, id)} as follows_you`);
  const row = (res as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return {
    followers: Number(row.followers ?? 0),
    following: Number(row.following ?? 0),
    followed: row.followed === true,
    followsYou: row.follows_you === true,
  };
}
export type FollowFacts = Awaited<ReturnType<typeof followFacts>>;
