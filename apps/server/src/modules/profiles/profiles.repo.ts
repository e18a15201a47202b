import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/profiles.ts';
import {
  followersCountOf,
  followingCountOf,
  followsViewer,
  isFollowedBy,
} from '../follows/follows.columns.ts';
import { type PlaceNames, placeOf } from '../glossary/glossary.columns.ts';
import { type TalentRows, talentRowsOf } from '../talents/talents.columns.ts';
import { type ProfileUserPart, profileUserOf, userIdByNick } from '../users/users.columns.ts';
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

/** A profile's follow counts and how the reader and its owner are linked (follows.columns.ts). */
export type FollowFacts = { followers: number; following: number; followed: boolean; followsYou: boolean };

const fromJson = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * The public profile of a nickname in one statement: the users row's part (users.columns.ts), the
 * profile row, the follow counts and the reader's links (follows.columns.ts), the talents with their
 * tools, styles and services (talents.columns.ts) and the place's names (glossary.columns.ts), each a
 * primary-key or key-prefix probe from the nickname's unique index.
 */
export const publicProfileQuery = (nickName: string, viewerId: string | null) => {
  const id = sql`k.id`;
  const p = userProfiles;
  return sql`select ${profileUserOf(id)} as "user",
    ${p.countryCode} as "countryCode", ${p.regionCode} as "regionCode", ${p.cityCode} as "cityCode",
    ${p.tripFlag} as "tripFlag", ${p.remoteFlag} as "remoteFlag", ${p.avatarFileId} as "avatarFileId",
    ${p.avatarUrl} as "avatarUrl", ${p.avatarThumbUrl} as "avatarThumbUrl", ${p.headerColor} as "headerColor",
    ${p.headerFileId} as "headerFileId", ${p.headerUrl} as "headerUrl", ${p.contacts} as "contacts",
    ${p.contactsVisibility} as "contactsVisibility", ${p.searchable} as "searchable",
    ${p.birthDateVisibility} as "birthDateVisibility", ${p.cfg} as "cfg",
    ${followersCountOf(id)} as followers, ${followingCountOf(id)} as following,
    ${isFollowedBy(viewerId, id)} as followed, ${followsViewer(viewerId, id)} as follows_you,
    ${talentRowsOf(id)} as talents,
    ${placeOf(p.countryCode, p.regionCode, p.cityCode)} as place
  from (select ${userIdByNick(nickName)} as id) k
  left join ${userProfiles} on ${p.userId} = k.id
  where k.id is not null`;
};

/** The profile page's rows read by `publicProfileQuery`, or undefined for an unknown nickname. */
export async function publicProfile(db: Db, nickName: string, viewerId: string | null) {
  const res = await db.execute(publicProfileQuery(nickName, viewerId));
  const r = (res as unknown as { rows: Record<string, unknown>[] }).rows[0];
  const user = r && fromJson(r.user as ProfileUserPart | string | null);
  if (!r || !user) return undefined;
  const row: ProfileRow = {
    ...user,
    createdAt: new Date(user.createdAt),
    countryCode: r.countryCode as string | null,
    regionCode: r.regionCode as string | null,
    cityCode: r.cityCode as string | null,
    tripFlag: r.tripFlag as boolean | null,
    remoteFlag: r.remoteFlag as boolean | null,
    avatarFileId: r.avatarFileId as string | null,
    avatarUrl: r.avatarUrl as string | null,
    avatarThumbUrl: r.avatarThumbUrl as string | null,
    headerColor: r.headerColor as string | null,
    headerFileId: r.headerFileId as string | null,
    headerUrl: r.headerUrl as string | null,
    contacts: fromJson(r.contacts as Record<string, string> | string | null),
    contactsVisibility: r.contactsVisibility as string | null,
    searchable: r.searchable as boolean | null,
    birthDateVisibility: r.birthDateVisibility as string | null,
    cfg: fromJson(r.cfg as Record<string, string> | string | null),
  };
  const follow: FollowFacts = {
    followers: Number(r.followers ?? 0),
    following: Number(r.following ?? 0),
    followed: r.followed === true,
    followsYou: r.follows_you === true,
  };
  const talents = fromJson(r.talents as TalentRows | string) ?? {
    talents: [],
    tools: [],
    styles: [],
    services: [],
  };
  return { row, follow, talents, place: r.place as PlaceNames | string | null };
}
