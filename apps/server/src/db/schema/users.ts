import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchDoc, tsvector } from './text-search.ts';

/**
 * What the people and media search match a typed name against: nickname, first and last name in
 * lower case with ё as е. `users_search_name_trgm_idx` is built on exactly this expression, so the
 * search must use this function (a different spelling would not use the index).
 */
export const userNameKey = (t: { nickName: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql`replace(lower(${t.nickName} || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')), 'ё', 'е')`;

/** The full-text document of a person: names and About text (the stored `search_doc`, `users_search_doc_idx`). */
export const userDoc = (t: { searchDoc: AnyPgColumn }) => sql`${t.searchDoc}`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    nickName: text('nick_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDate: date('birth_date'),
    sex: text('sex'),
    aboutMe: text('about_me'),
    status: text('status').notNull().default('ACTIVE'),
    language: text('language').notNull().default('ru'),
    /** Given at sign-up: "how did you hear about us", the partner school, the partner code (plain text until the glossary links them). */
    attractionSource: text('attraction_source'),
    schoolName: text('school_name'),
    partnerCode: text('partner_code'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      (): SQL =>
        searchDoc(
          sql`${users.nickName} || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || coalesce(${users.aboutMe}, '')`,
        ),
    ),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_nick_lower_uq').on(sql`lower(${t.nickName})`),
    index('users_created_at_idx').on(t.createdAt),
    // Search: newest members first (keyset on created_at, id), names by trigram, age ranges.
    index('users_search_order_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'ACTIVE'`),
    // The few people who are not active: the search checks a file's owner against these (an
    // anti-join) instead of probing the owner's row for every file it counts.
    index('users_unlisted_idx').on(t.id).where(sql`${t.status} <> 'ACTIVE'`),
    index('users_search_name_trgm_idx').using('gin', sql`${userNameKey(t)} gin_trgm_ops`),
    index('users_birth_date_idx').on(t.birthDate),
    index('users_search_doc_idx').using('gin', t.searchDoc),
  ],
);
