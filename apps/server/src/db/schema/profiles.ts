import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What a profile adds to the account: place, look, contacts, privacy and onboarding state (1:1 with users). */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code'),
    regionCode: text('region_code'),
    cityCode: text('city_code'),
    tripFlag: boolean('trip_flag').notNull().default(false),
    remoteFlag: boolean('remote_flag').notNull().default(false),
    avatarFileId: uuid('avatar_file_id'),
    /**
     * Storage keys of the avatar's 512 and 128 px squares (and below, of the header's wide crop),
     * copied when the picture is set, so lists of people need no file lookups. Keys, not
     * addresses, whatever the `_url` in the names says: answers turn them into `/files/<key>`.
     */
    avatarUrl: text('avatar_url'),
    avatarThumbUrl: text('avatar_thumb_url'),
    headerColor: text('header_color'),
    headerFileId: uuid('header_file_id'),
    headerUrl: text('header_url'),
    contacts: jsonb('contacts').$type<Record<string, string>>().notNull().default({}),
    contactsVisibility: text('contacts_visibility').notNull().default('REGISTERED'),
    searchable: boolean('searchable').notNull().default(true),
    /** What others learn of the birth date: SHOW, HIDE_YEAR (day and month only) or HIDE. */
    birthDateVisibility: text('birth_date_visibility').notNull().default('SHOW'),
    cfg: jsonb('cfg').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_profiles_city_idx').on(t.cityCode),
    index('user_profiles_country_idx').on(t.countryCode),
    index('user_profiles_region_idx').on(t.regionCode),
    index('user_profiles_avatar_idx').on(t.avatarFileId),
    index('user_profiles_header_idx').on(t.headerFileId),
    // The few profiles hidden from search: the search leaves them out by an anti-join with this
    // index, instead of reading every match's profile row.
    index('user_profiles_unlisted_idx').on(t.userId).where(sql`not ${t.searchable}`),
    check(
      'user_profiles_birth_date_visibility_ck',
      sql`${t.birthDateVisibility} in ('SHOW', 'HIDE_YEAR', 'HIDE')`,
    ),
  ],
);
