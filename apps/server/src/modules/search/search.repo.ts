import { SEARCH_ROW_NUM_MAX } from '@talanty/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  cities,
  countries,
  creativeNameKey,
  fileNameKey,
  fileStyles,
  files,
  fileTalents,
  fileTools,
  userNameKey,
  userProfiles,
  users,
  userTalentServices,
  userTalentStyles,
  userTalents,
  userTalentTools,
} from '../../db/schema/index.ts';
import type { CursorKey } from './search.cursor.ts';

/**
 * The search's read model: people (users + user_profiles + user_talents) and public files with
 * their owners. Read-only queries over several modules' tables, because a search filters and
 * orders on all of them at once; every list is one page query plus one count query.
 */

/** Filters on a person (the people searched, or a file's owner). */
export type OwnerFilter = {
  sex?: 'M' | 'F';
  ageMin?: number;
  ageMax?: number;
  countryCode?: string;
  regionCode?: string;
  cityCode?: string;
  /** The glossary's search key of a typed city name, LIKE-escaped: matched from the start. */
  cityPrefix?: string;
};
export type TagFilter = { talantCode?: string; toolCode?: string; styleCode?: string };
/**
 * `names`: LIKE patterns (escaped, lower case, ё as е), any of which may match: `%text%`, or for
 * one or two characters the start of a word (`text%`, `% text%`).
 */
export type PeopleFilter = OwnerFilter & TagFilter & { names?: string[] };
export type FileKind = 'Audio' | 'Video' | 'Image' | 'VideoOrImage';
export type FileFilter = PeopleFilter & { kind: FileKind };

export type PersonRow = {
  id: string;
  sort_key: string;
  nick_name: string;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  sex: string | null;
  is_demo: boolean;
  avatar_thumb_url: string | null;
  trip_flag: boolean | null;
  remote_flag: boolean | null;
  city_ru: string | null;
  city_en: string | null;
  country_ru: string | null;
  country_en: string | null;
  talents: { code: string; creativeName: string | null }[];
  tools: string[];
  styles: string[];
  price: { cost: number; unit: string | null } | null;
  audio_num: number;
};

export type FileHitRow = {
  id: string;
  sort_key: string;
  nick_name: string;
  first_name: string | null;
  last_name: string | null;
  avatar_thumb_url: string | null;
};

/** How many of a person's tools and styles a result card shows. */
const CARD_TAGS = 6;

/** Today in UTC, as `ageOn` (the Age every answer shows) counts it. */
const TODAY = sql`(current_timestamp at time zone 'UTC')::date`;
/** The sort key with all of its microseconds (a JavaScript Date would keep milliseconds only). */
const sortKey = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);
const optional = (condition: SQL | false | undefined) => condition || sql``;

function ownerConditions(f: OwnerFilter): SQL[] {
  // Literal 'ACTIVE' (not a parameter): the partial index users_search_order_idx is on this predicate.
  const w = [sql`${users.status} = 'ACTIVE'`, sql`coalesce(${userProfiles.searchable}, true)`];
  if (f.sex) w.push(sql`${users.sex} = ${f.sex}`);
  // Age N or more: born on or before today N years ago; at most M: born after today M + 1 years ago.
  if (f.ageMin !== undefined)
    w.push(sql`${users.birthDate} <= (${TODAY} - make_interval(years => ${f.ageMin}::int))::date`);
  if (f.ageMax !== undefined)
    w.push(sql`${users.birthDate} > (${TODAY} - make_interval(years => ${f.ageMax + 1}::int))::date`);
  if (f.countryCode) w.push(sql`${userProfiles.countryCode} = ${f.countryCode}`);
  if (f.regionCode) w.push(sql`${userProfiles.regionCode} = ${f.regionCode}`);
  if (f.cityCode) w.push(sql`${userProfiles.cityCode} = ${f.cityCode}`);
  if (f.cityPrefix !== undefined) {
    const prefix = `${f.cityPrefix}%`;
    w.push(sql`${userProfiles.cityCode} in (
      select ${cities.code} from ${cities} where ${cities.keyRu} like ${prefix} or ${cities.keyEn} like ${prefix})`);
  }
  return w;
}

const likeAny = (expression: SQL, patterns: string[]) =>
  sql`(${sql.join(
    patterns.map((p) => sql`${expression} like ${p}`),
    sql` or `,
  )})`;

/**
 * A name search as two branches, each a whole query the planner plans on its own (an OR across
 * tables would defeat the indexes): the person's names, or one of their creative names.
 */
const peopleNamed = (patterns: string[]) => [
  likeAny(userNameKey(users), patterns),
  sql`${users.id} in (select ${userTalents.userId} from ${userTalents}
    where ${likeAny(creativeNameKey(userTalents.creativeName), patterns)})`,
];

function peopleConditions(f: PeopleFilter): SQL[] {
  const w = ownerConditions(f);
  // Someone with no talent is not listed (nothing to show on a card).
  w.push(sql`exists (select 1 from ${userTalents} where ${userTalents.userId} = ${users.id}
    ${optional(f.talantCode !== undefined && sql`and ${userTalents.talantCode} = ${f.talantCode}`)})`);
  if (f.toolCode)
    w.push(sql`exists (select 1 from ${userTalentTools} where ${userTalentTools.userId} = ${users.id}
      and ${userTalentTools.toolCode} = ${f.toolCode}
      ${optional(f.talantCode !== undefined && sql`and ${userTalentTools.talantCode} = ${f.talantCode}`)})`);
  if (f.styleCode)
    w.push(sql`exists (select 1 from ${userTalentStyles} where ${userTalentStyles.userId} = ${users.id}
      and ${userTalentStyles.styleCode} = ${f.styleCode}
      ${optional(f.talantCode !== undefined && sql`and ${userTalentStyles.talantCode} = ${f.talantCode}`)})`);
  return w;
}

const LIVE_FILE = sql`not ${files.deleted} and ${files.public}`;

function kindCondition(kind: FileKind): SQL[] {
  // Literal types, so that the partial indexes files_search_list_idx / files_search_media_idx apply.
  if (kind === 'VideoOrImage') return [sql`${files.fileType} <> 'Audio'`, notACover];
  if (kind === 'Audio') return [sql`${files.fileType} = 'Audio'`];
  return [sql`${files.fileType} = ${kind}`, ...(kind === 'Image' ? [notACover] : [])];
}
/**
 * A photo marked as a cover (FileSubType Cover) illustrates a track, and the owner's current profile
 * picture or header dresses the profile: neither is listed as a photo of their work.
 */
const notACover = sql`${files.fileSubType} is distinct from 'Cover' and not exists (
  select 1 from ${userProfiles} where ${userProfiles.userId} = ${files.ownerId}
    and (${userProfiles.avatarFileId} = ${files.id} or ${userProfiles.headerFileId} = ${files.id}))`;

const fileTagCondition = (table: typeof fileTalents, code: string) =>
  sql`exists (select 1 from ${table} where ${table.fileId} = ${files.id} and ${table.code} = ${code})`;

/** A name search on files: the title, or the owner's names (two branches, as for people). */
const filesNamed = (patterns: string[]) => [
  likeAny(fileNameKey(files.name), patterns),
  sql`${files.ownerId} in (select ${users.id} from ${users} where ${likeAny(userNameKey(users), patterns)})`,
];

function fileConditions(f: FileFilter): SQL[] {
  const w = [LIVE_FILE, sql`${files.available}`, ...kindCondition(f.kind), ...ownerConditions(f)];
  if (f.talantCode) w.push(fileTagCondition(fileTalents, f.talantCode));
  if (f.toolCode) w.push(fileTagCondition(fileTools, f.toolCode));
  if (f.styleCode) w.push(fileTagCondition(fileStyles, f.styleCode));
  return w;
}

const after = (created: AnyPgColumn, id: AnyPgColumn, key: CursorKey | undefined) =>
  key ? [sql`(${created}, ${id}) < (${key.sortKey}::timestamptz, ${key.id}::uuid)`] : [];

/** The searched tool or style first, then in the order of the person's talents; at most six. */
function cardTags(table: typeof userTalentTools | typeof userTalentStyles, searched: string | undefined) {
  const code = table === userTalentTools ? userTalentTools.toolCode : userTalentStyles.styleCode;
  return sql`(select coalesce(array_agg(picked.code order by picked.n), '{}') from (
    select ${code} as code,
      row_number() over (order by (${code} = ${searched ?? ''}) desc, min(${userTalents.position}), ${code}) as n
    from ${table}
    join ${userTalents} on ${userTalents.userId} = ${table.userId} and ${userTalents.talantCode} = ${table.talantCode}
    where ${table.userId} = ${users.id}
    group by ${code}
    order by n
    limit ${CARD_TAGS}) picked)`;
}

/** A person's card, all in this one query: talents, tools, styles, lowest price, track count. */
const personColumns = (f: PeopleFilter) => sql`
  ${users.id} as id, ${sortKey(users.createdAt)} as sort_key,
  ${users.nickName} as nick_name, ${users.firstName} as first_name, ${users.lastName} as last_name,
  ${users.birthDate}::text as birth_date, ${users.sex} as sex, ${users.isDemo} as is_demo,
  ${userProfiles.avatarThumbUrl} as avatar_thumb_url,
  ${userProfiles.tripFlag} as trip_flag, ${userProfiles.remoteFlag} as remote_flag,
  ${cities.nameRu} as city_ru, ${cities.nameEn} as city_en,
  ${countries.nameRu} as country_ru, ${countries.nameEn} as country_en,
  (select coalesce(json_agg(json_build_object('code', ${userTalents.talantCode}, 'creativeName', ${userTalents.creativeName})
      order by ${userTalents.position}, ${userTalents.createdAt}), '[]'::json)
    from ${userTalents} where ${userTalents.userId} = ${users.id}) as talents,
  ${cardTags(userTalentTools, f.toolCode)} as tools,
  ${cardTags(userTalentStyles, f.styleCode)} as styles,
  (select json_build_object('cost', ${userTalentServices.cost}, 'unit', ${userTalentServices.unit})
    from ${userTalentServices}
    where ${userTalentServices.userId} = ${users.id} and ${userTalentServices.cost} is not null
      and not ${userTalentServices.costByAgree}
    order by ${userTalentServices.cost}, ${userTalentServices.createdAt} limit 1) as price,
  (select count(*)::int from ${files}
    where ${files.ownerId} = ${users.id} and ${files.fileType} = 'Audio' and ${LIVE_FILE} and ${files.available}
  ) as audio_num`;

/** Where a list reads from, what a page row holds, and its order (in the tables, then over a union's output). */
type Source = { from: SQL; columns: SQL; id: AnyPgColumn; order: SQL; unionOrder: SQL };

const peopleSource: Source = {
  from: sql`${users} left join ${userProfiles} on ${userProfiles.userId} = ${users.id}`,
  columns: sql`${users.id} as id, ${users.createdAt} as created_at`,
  id: users.id,
  order: sql`${users.createdAt} desc nulls last, ${users.id} desc nulls last`,
  unionOrder: sql`created_at desc nulls last, id desc nulls last`,
};

const filesSource: Source = {
  from: sql`${files} join ${users} on ${users.id} = ${files.ownerId}
    left join ${userProfiles} on ${userProfiles.userId} = ${files.ownerId}`,
  columns: sql`${files.id} as id, ${files.addedAt} as added_at, ${sortKey(files.addedAt)} as sort_key,
    ${users.nickName} as nick_name, ${users.firstName} as first_name, ${users.lastName} as last_name,
    ${userProfiles.avatarThumbUrl} as avatar_thumb_url`,
  id: files.id,
  order: sql`${files.addedAt} desc nulls last, ${files.id} desc nulls last`,
  unionOrder: sql`added_at desc nulls last, id desc nulls last`,
};

/** Every branch is the filters plus one way a name may match (or just the filters). */
const branchesOf = (where: SQL[], named: SQL[] | undefined) =>
  named ? named.map((n) => [...where, n]) : [where];

/** The first `limit` rows in list order: of the one query, or of each branch and then of their union. */
function pageQuery(src: Source, branches: SQL[][], limit: number) {
  const one = (where: SQL[]) =>
    sql`select ${src.columns} from ${src.from} where ${and(where)} order by ${src.order} limit ${limit}`;
  if (branches.length === 1) return one(branches[0]!);
  const union = sql.join(
    branches.map((where) => sql`(${one(where)})`),
    sql` union `,
  );
  return sql`select * from (${union}) hits order by ${src.unionOrder} limit ${limit}`;
}

/** How many match, counting stops at SEARCH_ROW_NUM_MAX, so a search of everyone stays bounded. */
function countQuery(src: Source, branches: SQL[][]) {
  const union = sql.join(
    branches.map(
      (where) =>
        sql`(select ${src.id} as id from ${src.from} where ${and(where)} limit ${SEARCH_ROW_NUM_MAX})`,
    ),
    sql` union `,
  );
  return sql`select least(count(*), ${SEARCH_ROW_NUM_MAX})::int as n from (${union}) hits`;
}

const peopleBranches = (f: PeopleFilter, key?: CursorKey) =>
  branchesOf(
    [...peopleConditions(f), ...after(users.createdAt, users.id, key)],
    f.names && peopleNamed(f.names),
  );
const fileBranches = (f: FileFilter, key?: CursorKey) =>
  branchesOf([...fileConditions(f), ...after(files.addedAt, files.id, key)], f.names && filesNamed(f.names));

/** The statements, apart from running them, so a test can EXPLAIN exactly what runs. */
export const searchQueries = {
  /** A page of people, newest members first, each with what their card shows. */
  people: (f: PeopleFilter, key: CursorKey | undefined, limit: number) => sql`
    with page as (${pageQuery(peopleSource, peopleBranches(f, key), limit)})
    select ${personColumns(f)}
    from page
    join ${users} on ${users.id} = page.id
    left join ${userProfiles} on ${userProfiles.userId} = ${users.id}
    left join ${cities} on ${cities.code} = ${userProfiles.cityCode}
    left join ${countries} on ${countries.code} = ${userProfiles.countryCode}
    order by ${peopleSource.order}`,

  countPeople: (f: PeopleFilter) => countQuery(peopleSource, peopleBranches(f)),

  /** A page of public files, newest first, with what the row shows of the owner. */
  files: (f: FileFilter, key: CursorKey | undefined, limit: number) =>
    pageQuery(filesSource, fileBranches(f, key), limit),

  countFiles: (f: FileFilter) => countQuery(filesSource, fileBranches(f)),
};

/** node-postgres and PGlite both answer `execute` with `{rows}`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function searchRepo(db: Db) {
  const count = async (query: SQL) => rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0;
  return {
    people: async (f: PeopleFilter, key: CursorKey | undefined, limit: number) =>
      rowsOf<PersonRow>(await db.execute(searchQueries.people(f, key, limit))),
    countPeople: (f: PeopleFilter) => count(searchQueries.countPeople(f)),
    files: async (f: FileFilter, key: CursorKey | undefined, limit: number) =>
      rowsOf<FileHitRow>(await db.execute(searchQueries.files(f, key, limit))),
    countFiles: (f: FileFilter) => count(searchQueries.countFiles(f)),
  };
}
export type SearchRepo = ReturnType<typeof searchRepo>;
