import { type AuthorCard, toFlag } from '@talanty/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likeEscape } from '../../lib/search-key.ts';
import { fileUrlOf } from '../../lib/storage/urls.ts';

// The one place other modules' queries read the users table: a list of someone's things shows the
// owner's nickname in the same query (a primary-key probe per row), and the SQL stays here.

/** The nickname of the user whose id is the outer query's column. */
export const nickNameOf = (userId: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`(select u.nick_name from users u where u.id = ${userId})`;

/** The users row's part of an author card, as one JSON value (null for an unknown id). */
export const authorOf = (userId: AnyPgColumn | SQL): SQL<AuthorPart | string | null> =>
  sql<
    AuthorPart | string | null
  >`(select json_build_object('nickName', u.nick_name, 'firstName', u.first_name, 'lastName', u.last_name, 'sex', u.sex, 'isDemo', u.is_demo) from users u where u.id = ${userId})`;

/** The birth date (`YYYY-MM-DD`) of the user whose id is the outer query's column; null when unknown or deleted. */
export const birthDateOf = (userId: AnyPgColumn | SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select u.birth_date::text from users u where u.id = ${userId} and u.status <> 'DELETED')`;

type AuthorPart = {
  nickName: string;
  firstName: string | null;
  lastName: string | null;
  sex?: string | null;
  isDemo: boolean;
};
/** A list row's author columns: `authorOf` (JSON, or its text), the avatar's key and the creative name. */
export type AuthorColumns = {
  author: AuthorPart | string | null;
  photoKey: string | null;
  creativeName: string | null;
};

/**
 * The card a list row's author columns make (`authorOf` here, the avatar key of `profiles.columns.ts`,
 * the creative name of `talents.columns.ts`): the same card as `app.users.cards`, in the row's query.
 */
export function authorCard(
  userId: string,
  cols: AuthorColumns,
  viewerId: string | null,
): AuthorCard | undefined {
  const part: AuthorPart | null = typeof cols.author === 'string' ? JSON.parse(cols.author) : cols.author;
  if (!part) return undefined;
  return {
    UserId: userId,
    NickName: part.nickName,
    FirstName: part.firstName,
    LastName: part.lastName,
    CreativeName: cols.creativeName,
    Photo: fileUrlOf(cols.photoKey),
    Sex: sexOf(part.sex),
    DemoFlag: toFlag(part.isDemo),
    MeFlag: toFlag(userId === viewerId),
  };
}
/**
 * Whether the person whose id is the outer query's column has `text` in their nickname, first or
 * last name (any part; case and ё/е ignored): a primary-key probe per row, for a filter on a list
 * that is walked in its own order (a follow list).
 */
export const nameContains = (userId: AnyPgColumn | SQL, text: string): SQL<boolean> => {
  const pattern = `%${likeEscape(text.toLowerCase().replaceAll('ё', 'е'))}%`;
  return sql<boolean>`exists (select 1 from users u where u.id = ${userId} and replace(lower(u.nick_name || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), 'ё', 'е') like ${pattern})`;
};

/** The stored sex as the contract spells it (anything else: not said). */
export const sexOf = (sex: string | null | undefined): 'M' | 'F' | null =>
  sex === 'M' || sex === 'F' ? sex : null;
/** The id of the user with this nickname (case-insensitive: `users_nick_lower_uq`), or null. */
export const userIdByNick = (nickName: string): SQL<string | null> =>
  sql<string | null>`(select u.id from users u where lower(u.nick_name) = lower(${nickName}))`;

/** The users row's part of a profile page, as `profileUserOf` reads it (`createdAt` as JSON text). */
export type ProfileUserPart = {
  id: string;
  email: string;
  nickName: string;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  sex: string | null;
  aboutMe: string | null;
  status: string;
  isDemo: boolean;
  createdAt: string;
  partnerCode: string | null;
};

/** The users row's part of a profile page of the user whose id is the outer query's column, as one JSON value. */
export const profileUserOf = (userId: AnyPgColumn | SQL): SQL<ProfileUserPart | string | null> =>
  sql<ProfileUserPart | string | null>`(select json_build_object('id', u.id, 'email', u.email,
    'nickName', u.nick_name, 'firstName', u.first_name, 'lastName', u.last_name, 'birthDate', u.birth_date,
    'sex', u.sex, 'aboutMe', u.about_me, 'status', u.status, 'isDemo', u.is_demo, 'createdAt', u.created_at,
    'partnerCode', u.partner_code) from users u where u.id = ${userId})`;
