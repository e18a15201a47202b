import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchDoc, tsvector } from './text-search.ts';
import { users } from './users.ts';

/** A creative name as the search compares it (lower case, ё as е); the trigram index is on exactly this. */
export const creativeNameKey = (creativeName: AnyPgColumn) => sql`replace(lower(${creativeName}), 'ё', 'е')`;

/** The full-text document of a talent: its creative name and About text (the stored `search_doc`, `user_talents_search_doc_idx`). */
export const talentDoc = (t: { searchDoc: AnyPgColumn }) => sql`${t.searchDoc}`;

export const userTalents = pgTable(
  'user_talents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    talantCode: text('talant_code').notNull(),
    creativeName: text('creative_name'),
    about: text('about'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      (): SQL =>
        searchDoc(
          sql`coalesce(${userTalents.creativeName}, '') || ' ' || coalesce(${userTalents.about}, '')`,
        ),
    ),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.talantCode] }),
    // Who has a talent, from the index alone (index-only): a search by a talent hashes its holders
    // instead of probing every person's talents while it walks the newest (migration 0023).
    index('user_talents_code_idx').on(t.talantCode, t.userId),
    index('user_talents_creative_name_trgm_idx').using(
      'gin',
      sql`${creativeNameKey(t.creativeName)} gin_trgm_ops`,
    ),
    index('user_talents_search_doc_idx').using('gin', t.searchDoc),
  ],
);

export const userTalentTools = pgTable(
  'user_talent_tools',
  {
    userId: uuid('user_id').notNull(),
    talantCode: text('talant_code').notNull(),
    toolCode: text('tool_code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.talantCode, t.toolCode] }),
    foreignKey({
      columns: [t.userId, t.talantCode],
      foreignColumns: [userTalents.userId, userTalents.talantCode],
    }).onDelete('cascade'),
    index('user_talent_tools_tool_idx').on(t.toolCode),
  ],
);

export const userTalentStyles = pgTable(
  'user_talent_styles',
  {
    userId: uuid('user_id').notNull(),
    talantCode: text('talant_code').notNull(),
    styleCode: text('style_code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.talantCode, t.styleCode] }),
    foreignKey({
      columns: [t.userId, t.talantCode],
      foreignColumns: [userTalents.userId, userTalents.talantCode],
    }).onDelete('cascade'),
    index('user_talent_styles_style_idx').on(t.styleCode),
  ],
);

export const userTalentServices = pgTable(
  'user_talent_services',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    talantCode: text('talant_code').notNull(),
    serviceCode: text('service_code').notNull(),
    cost: integer('cost'),
    unit: text('unit'),
    costByAgree: boolean('cost_by_agree').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_talent_services_uq').on(t.userId, t.talantCode, t.serviceCode),
    foreignKey({
      columns: [t.userId, t.talantCode],
      foreignColumns: [userTalents.userId, userTalents.talantCode],
    }).onDelete('cascade'),
    index('user_talent_services_code_idx').on(t.serviceCode),
    index('user_talent_services_cost_idx').on(t.cost).where(sql`${t.cost} is not null`),
  ],
);
