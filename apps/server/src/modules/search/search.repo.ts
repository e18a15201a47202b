import { SEARCH_ROW_NUM_MAX, type SearchSort } from '@talanty/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { fileDoc, fileStyles, files, fileTalents, fileTools } from '../../db/schema/files.ts';
import {
  cities,
  countries,
  referenceTypes,
  regions,
  serviceKinds,
  styles,
  talents,
  tools,
} from '../../db/schema/glossary.ts';
import { userProfiles } from '../../db/schema/profiles.ts';
import {
  creativeNameKey,
  talentDoc,
  userTalentServices,
  userTalentStyles,
  userTalents,
  userTalentTools,
} from '../../db/schema/talents.ts';
import { searchDocQuery } from '../../db/schema/text-search.ts';
import { userDoc, userNameKey, users } from '../../db/schema/users.ts';
import type { CursorKey } from './search.cursor.ts';
import type { VocabularySource } from './search.vocabulary.ts';

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
  /** Places understood from the text: any of them (a city, a region or a country). */
  places?: { cities: string[]; regions: string[]; countries: string[] };
  /** Services understood from the text: each set is one word, any of its codes (the person offers it). */
  serviceSets?: string[][];
};
/** `*Sets`: what the text named, each set one word and any of its codes («гитарист»: any guitar). */
export type TagFilter = {
  talantCode?: string;
  toolCode?: string;
  styleCode?: string;
  talentSets?: string[][];
  toolSets?: string[][];
  styleSets?: string[][];
};
/**
 * `names`: LIKE patterns (escaped, lower case, ё as е), any of which may match: `%text%`, or for
 * one or two characters the start of a word (`text%`, `% text%`). `text`: the typed text left
 * after the understood words, for the full-text and typo-tolerant (trigram) branches (three
 * characters or more), with `key` its name key. `sort`: the order; `near`: the origin of `distance`.
 */
export type PeopleFilter = OwnerFilter &
  TagFilter & {
    names?: string[];
    text?: { raw: string; key: string; fuzzy?: boolean };
    sort?: SearchSort;
    near?: { lat: number; lon: number };
  };
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

/** The person shows their age (BirthDateVisibility SHOW, the default). */
const AGE_SHOWN = sql`coalesce(${userProfiles.birthDateVisibility}, 'SHOW') = 'SHOW'`;

const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);
const optional = (condition: SQL | false | undefined) => condition || sql``;

/**
 * Not hidden from search by the privacy setting. An anti-join with the few hidden profiles (the
 * partial index user_profiles_unlisted_idx), not a condition on a joined profile row: on 100k
 * people the planner hashed every profile (a sequential scan) or probed each match's profile row,
 * 1000 probes for a capped count. With no place filter the profile join is then dropped altogether.
 */
const notHidden = (userId: SQL | AnyPgColumn) => sql`not exists (select 1 from ${userProfiles}
  where ${userProfiles.userId} = ${userId} and not ${userProfiles.searchable})`;

/**
 * A file's owner is listed: active and not hidden. Both as anti-joins with the few who are not
 * (partial indexes users_unlisted_idx, user_profiles_unlisted_idx), so that a count of files needs
 * no probe of the owner's rows (every file's owner exists: a foreign key).
 */
const ownerListed = sql`not exists (select 1 from ${users} where ${users.id} = ${files.ownerId}
  and ${users.status} <> 'ACTIVE') and ${notHidden(files.ownerId)}`;

/** The owner filters that read the person's row (a files count joins `users` only for these). */
const readsPersonRow = (f: OwnerFilter) =>
  f.sex !== undefined || f.ageMin !== undefined || f.ageMax !== undefined;

/**
 * Who is listed, by what the statement reads: `person` the people searched (rows of `users`);
 * `ownerRow` a file's owner whose rows a page of files joins anyway (for the owner's name and
 * picture: conditions on them cost nothing more, and fewer relations plan faster); `owner` a
 * file's owner in a count, which joins neither (`ownerListed`).
 */
const LISTED = {
  // Literal 'ACTIVE' (not a parameter): the partial index users_search_order_idx is on this predicate.
  person: () => [sql`${users.status} = 'ACTIVE'`, notHidden(users.id)],
  ownerRow: () => [sql`${users.status} = 'ACTIVE'`, sql`coalesce(${userProfiles.searchable}, true)`],
  owner: () => [ownerListed],
};
type Who = keyof typeof LISTED;

function ownerConditions(f: OwnerFilter, who: Who = 'person'): SQL[] {
  const w = LISTED[who]();
  if (f.sex) w.push(sql`${users.sex} = ${f.sex}`);
  // Age N or more: born on or before today N years ago; at most M: born after today M + 1 years ago.
  // An age filter never finds people who hide their age (it would tell it).
  if (f.ageMin !== undefined || f.ageMax !== undefined) w.push(AGE_SHOWN);
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
  if (f.places) {
    const any: SQL[] = [];
    if (f.places.cities.length) any.push(sql`${userProfiles.cityCode} in ${inList(f.places.cities)}`);
    if (f.places.regions.length) any.push(sql`${userProfiles.regionCode} in ${inList(f.places.regions)}`);
    if (f.places.countries.length)
      any.push(sql`${userProfiles.countryCode} in ${inList(f.places.countries)}`);
    if (any.length) w.push(sql`(${sql.join(any, sql` or `)})`);
  }
  const owner = who === 'person' ? users.id : files.ownerId;
  for (const set of f.serviceSets ?? [])
    w.push(sql`exists (select 1 from ${userTalentServices} where ${userTalentServices.userId} = ${owner}
      and ${userTalentServices.serviceCode} in ${inList(set)})`);
  return w;
}

/** `(a, b, c)` of parameters. */
const inList = (values: string[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

const likeAny = (expression: SQL, patterns: string[]) =>
  sql`(${sql.join(
    patterns.map((p) => sql`${expression} like ${p}`),
    sql` or `,
  )})`;

/**
 * The typed text; when `fuzzy` (the second try after nothing matched), also a name like it (a typo:
 * trigram word similarity at `pg_trgm.word_similarity_threshold`, 0.6).
 */
const nameLike = (expression: SQL, patterns: string[], text: PeopleFilter['text']) =>
  text?.fuzzy
    ? sql`(${likeAny(expression, patterns)} or ${text.key} <% ${expression})`
    : likeAny(expression, patterns);

/**
 * One way a text may match; `talent`: the match is a row of the person's talents (so they have one);
 * `ranks`: the relevance term that reads another table for this match (a creative name, a talent's
 * About, a track's title), computed only for the candidates this branch found.
 */
type Named = { match: SQL; talent?: boolean; ranks?: RankedBy };
type RankedBy = 'creative' | 'talent' | 'track';

/**
 * A match in another table (a talent, a track) as a condition on `users.id`. `in (select …)` lets
 * the planner walk the people newest-first and probe each (a common word: the first page's 21 are
 * found at once). A count instead reads every match up to the cap, and there the planner, which
 * overestimates a word's documents about 3× (the query ORs the same lexeme of three
 * configurations), hashed the matches and walked all 100 000 people for a word in 700 talents'
 * About texts (24 ms); `= any(array(…))` makes the matches the driver, each person read by primary
 * key. A count reaches such a branch only when the branches before it stayed under the cap.
 */
const memberOf = (ids: SQL, drive: boolean) =>
  drive ? sql`${users.id} = any(array(${ids}))` : sql`${users.id} in (${ids})`;

/**
 * A text search as branches, each a whole query the planner plans on its own with its index (an
 * OR across tables would defeat them): the person's names, one of their creative names, and (for
 * three characters or more) the full text of their names and About, of a talent's About, and of
 * their tracks' titles. `drive`: the other tables' matches drive (a count, `memberOf`).
 */
const peopleNamed = (patterns: string[], text: PeopleFilter['text'], drive = false): Named[] => [
  { match: nameLike(userNameKey(users), patterns, text) },
  {
    match: memberOf(
      sql`select ${userTalents.userId} from ${userTalents}
    where ${nameLike(creativeNameKey(userTalents.creativeName), patterns, text)}`,
      drive,
    ),
    talent: true,
    ranks: 'creative',
  },
  ...(text
    ? [
        { match: sql`${userDoc(users)} @@ ${searchDocQuery(text.raw)}` },
        {
          match: memberOf(
            sql`select ${userTalents.userId} from ${userTalents}
          where ${talentDoc(userTalents)} @@ ${searchDocQuery(text.raw)}`,
            drive,
          ),
          talent: true,
          ranks: 'talent' as const,
        },
        {
          match: memberOf(
            sql`select ${files.ownerId} from ${files}
          where ${fileDoc(files)} @@ ${searchDocQuery(text.raw)} and ${files.fileType} = 'Audio'
            and ${LIVE_FILE} and ${files.available}`,
            drive,
          ),
          ranks: 'track' as const,
        },
      ]
    : []),
];

/**
 * How well a person matches the text (the `relevance` order): a name or creative name like it
 * (trigram word similarity, counted twice), plus the full-text rank of their names and About, of
 * their talents' About texts, and (half) of their tracks' titles. Rounded, so that a cursor
 * carries it exactly.
 *
 * `by` says which branches found the candidate (`candidate.by_creative`, …): the terms that read
 * another table are computed only for a candidate that branch found, 0 otherwise. For one word
 * that is the same number (a document without the word ranks 0; a creative name without it is at
 * most a partial trigram likeness), and it spares a common word's page the probes of every
 * candidate's talents and tracks (issue 15: 400 candidates, ~20 ms of `ts_rank` and
 * `word_similarity` over rows that do not match).
 */
const relevance = (text: { raw: string; key: string }, by: (r: RankedBy) => SQL) => {
  const q = searchDocQuery(text.raw);
  const when = (r: RankedBy, term: SQL) => sql`(case when ${by(r)} then ${term} else 0 end)`;
  return sql`round((2 * greatest(
      word_similarity(${text.key}, ${userNameKey(users)}),
      ${when(
        'creative',
        sql`coalesce((select max(word_similarity(${text.key}, ${creativeNameKey(userTalents.creativeName)}))
        from ${userTalents} where ${userTalents.userId} = ${users.id}), 0)`,
      )})
    + ts_rank(${userDoc(users)}, ${q})
    + ${when(
      'talent',
      sql`coalesce((select max(ts_rank(${talentDoc(userTalents)}, ${q}))
        from ${userTalents} where ${userTalents.userId} = ${users.id}), 0)`,
    )}
    + 0.5 * ${when(
      'track',
      sql`coalesce((select max(ts_rank(${fileDoc(files)}, ${q})) from ${files}
        where ${files.ownerId} = ${users.id} and ${files.fileType} = 'Audio' and ${LIVE_FILE} and ${files.available}), 0)`,
    )}
    )::numeric, 6)`;
};

/** The lowest priced service (by-agreement ones do not count): the `price` order. */
const lowestPrice = sql`(select min(${userTalentServices.cost}) from ${userTalentServices}
  where ${userTalentServices.userId} = ${users.id} and ${userTalentServices.cost} is not null
    and not ${userTalentServices.costByAgree})`;

/** Kilometres from `near` to the person's city (great circle, 0.1 km); no city: after everyone. */
const distanceFrom = (near: {
  lat: number;
  lon: number;
}) => sql`coalesce((select round((6371 * acos(least(1, greatest(-1,
    sin(radians(${near.lat}::float8)) * sin(radians(${cities.lat})) +
    cos(radians(${near.lat}::float8)) * cos(radians(${cities.lat})) * cos(radians(${cities.lon} - ${near.lon}::float8))))))::numeric, 1)
  from ${cities} where ${cities.code} = ${userProfiles.cityCode}), 40000)`;

const anyOf = (
  table: typeof userTalentTools | typeof userTalentStyles | typeof userTalents,
  sets: string[][] | undefined,
) =>
  (sets ?? []).map((set) => {
    const code =
      table === userTalents
        ? userTalents.talantCode
        : table === userTalentTools
          ? userTalentTools.toolCode
          : userTalentStyles.styleCode;
    return sql`exists (select 1 from ${table} where ${table.userId} = ${users.id} and ${code} in ${inList(set)})`;
  });

/** Someone with no talent is not listed (nothing to show on a card). */
const hasTalent = sql`exists (select 1 from ${userTalents} where ${userTalents.userId} = ${users.id})`;

/**
 * The filter already asks for a row of the person's talents: a talent, or a tool, style or service
 * (each belongs to one of the person's talents: a foreign key). `hasTalent` would then only add a
 * probe per person, a thousand of them for a capped count.
 */
const talentImplied = (f: PeopleFilter) =>
  f.talantCode !== undefined ||
  f.toolCode !== undefined ||
  f.styleCode !== undefined ||
  f.sort === 'price' ||
  [f.talentSets, f.toolSets, f.styleSets, f.serviceSets].some((sets) => (sets?.length ?? 0) > 0);

/** Who is listed and matches the filters; `hasTalent` is added by the caller unless implied. */
function peopleConditions(f: PeopleFilter): SQL[] {
  const w = ownerConditions(f);
  w.push(
    ...anyOf(userTalents, f.talentSets),
    ...anyOf(userTalentTools, f.toolSets),
    ...anyOf(userTalentStyles, f.styleSets),
  );
  if (f.sort === 'price') w.push(sql`${lowestPrice} is not null`);
  if (f.talantCode !== undefined)
    w.push(sql`exists (select 1 from ${userTalents} where ${userTalents.userId} = ${users.id}
      and ${userTalents.talantCode} = ${f.talantCode})`);
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
const fileTagSets = (table: typeof fileTalents, sets: string[][] | undefined) =>
  (sets ?? []).map(
    (set) =>
      sql`exists (select 1 from ${table} where ${table.fileId} = ${files.id} and ${table.code} in ${inList(set)})`,
  );

/**
 * A name search on files: the title, or the owner's names (two branches, as for people). The title
 * as its stored key (`name_key`, in files_search_list_idx and the trigram index): no `lower()` per
 * title walked.
 */
const filesNamed = (patterns: string[]) => [
  likeAny(sql`${files.nameKey}`, patterns),
  sql`${files.ownerId} in (select ${users.id} from ${users} where ${likeAny(userNameKey(users), patterns)})`,
];

function fileConditions(f: FileFilter, who: 'ownerRow' | 'owner'): SQL[] {
  const w = [LIVE_FILE, sql`${files.available}`, ...kindCondition(f.kind), ...ownerConditions(f, who)];
  if (f.talantCode) w.push(fileTagCondition(fileTalents, f.talantCode));
  if (f.toolCode) w.push(fileTagCondition(fileTools, f.toolCode));
  if (f.styleCode) w.push(fileTagCondition(fileStyles, f.styleCode));
  w.push(
    ...fileTagSets(fileTalents, f.talentSets),
    ...fileTagSets(fileTools, f.toolSets),
    ...fileTagSets(fileStyles, f.styleSets),
  );
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
  ${users.id} as id, page.sort_key as sort_key,
  ${users.nickName} as nick_name, ${users.firstName} as first_name, ${users.lastName} as last_name,
  case when ${AGE_SHOWN} then ${users.birthDate}::text end as birth_date, ${users.sex} as sex, ${users.isDemo} as is_demo,
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

/**
 * What a count of files reads: the files, and the owner's row only for a filter on it (the owner
 * being listed is two anti-joins, `ownerListed`); the profile join is dropped by the planner
 * unless a place filter reads it.
 */
const fileCountFrom = (f: FileFilter) => sql`${files}
  ${optional(readsPersonRow(f) && sql`join ${users} on ${users.id} = ${files.ownerId}`)}
  left join ${userProfiles} on ${userProfiles.userId} = ${files.ownerId}`;

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

/**
 * How many match, counting stops at SEARCH_ROW_NUM_MAX, so a search of everyone stays bounded. With
 * several branches, each is a materialized CTE of at most a cap's worth of ids, read only when
 * reached: a branch that alone reaches the cap answers it (a common word reads one branch, not all
 * five), else the union of those already read is counted.
 */
function countQuery(src: Source, branches: SQL[][]) {
  const capped = (where: SQL[]) =>
    sql`select ${src.id} as id from ${src.from} where ${and(where)} limit ${SEARCH_ROW_NUM_MAX}`;
  if (branches.length === 1)
    return sql`select least(count(*), ${SEARCH_ROW_NUM_MAX})::int as n from (${capped(branches[0]!)}) hits`;
  const names = branches.map((_, i) => sql.raw(`b${i}`));
  const ctes = sql.join(
    branches.map((where, i) => sql`${names[i]!} as materialized (${capped(where)})`),
    sql`, `,
  );
  const full = sql.join(
    names.map((b) => sql`(select count(*) from ${b}) >= ${SEARCH_ROW_NUM_MAX}`),
    sql` or `,
  );
  const union = sql.join(
    names.map((b) => sql`select id from ${b}`),
    sql` union `,
  );
  return sql`with ${ctes}
    select (case when ${full} then ${SEARCH_ROW_NUM_MAX}
      else (select least(count(*), ${SEARCH_ROW_NUM_MAX}) from (${union}) hits) end)::int as n`;
}

/** Every branch is the filters plus one way a name may match; `hasTalent` where nothing else implies it. */
function peopleBranches(f: PeopleFilter, key?: CursorKey, drive = false) {
  const where = [...peopleConditions(f), ...after(users.createdAt, users.id, key)];
  const talent = talentImplied(f) ? [] : [hasTalent];
  if (!f.names) return [[...where, ...talent]];
  return peopleNamed(f.names, f.text, drive).map((n) => [...where, n.match, ...(n.talent ? [] : talent)]);
}
const fileBranches = (f: FileFilter, who: 'ownerRow' | 'owner', key?: CursorKey) =>
  branchesOf(
    [...fileConditions(f, who), ...after(files.addedAt, files.id, key)],
    f.names && filesNamed(f.names),
  );

/**
 * How many text candidates a computed order (relevance, price, distance with text) ranks, per branch.
 * Ranking costs about 0.05 ms a person (the subqueries of the sort key, the tracks' titles above
 * all): 200 a branch keep a common word's page near 20 ms on 100k people, where 1000 a branch cost
 * 100–300 ms. A branch with more matches gives any 200 of them, as it gave any 1000 before.
 */
export const RANK_CANDIDATES = 200;

/**
 * A page of people in a computed order (relevance, price, distance): the people who match (with
 * text: the union of the branches' first RANK_CANDIDATES each, with which branches found each),
 * their sort key, then the keyset on (key, id): relevance descending, price and distance ascending.
 */
function computedPage(
  f: PeopleFilter,
  sortOf: (by: (r: RankedBy) => SQL) => SQL,
  descending: boolean,
  key: CursorKey | undefined,
  limit: number,
) {
  const branches = peopleBranches(f);
  const ranks = f.names ? peopleNamed(f.names, f.text).map((n) => n.ranks) : [];
  // With text, each branch (all the filters and one way of matching) gives its candidates' ids,
  // tagged with the branch, and only those are read back, by primary key: an IN over the union let
  // the planner scan all users.
  const flags = (['creative', 'talent', 'track'] as const).map((r) => {
    const tagged = ranks.flatMap((x, i) => (x === r ? [i] : []));
    return sql`${tagged.length ? sql`bool_or(b in ${sql.raw(`(${tagged.join(', ')})`)})` : sql`false`} as ${sql.raw(`by_${r}`)}`;
  });
  const matching =
    branches.length === 1
      ? sql`${peopleSource.from} where ${and(branches[0]!)}`
      : sql`(select id, ${sql.join(flags, sql`, `)} from (${sql.join(
          branches.map(
            (where, i) =>
              sql`(select ${users.id} as id, ${sql.raw(String(i))} as b from ${peopleSource.from} where ${and(where)} limit ${RANK_CANDIDATES})`,
          ),
          sql` union all `,
        )}) hits group by id) candidate cross join lateral (select * from ${users} where ${users.id} = candidate.id) ${users}
        left join ${userProfiles} on ${userProfiles.userId} = ${users.id}`;
  const by = (r: RankedBy) => (branches.length === 1 ? sql`false` : sql.raw(`candidate.by_${r}`));
  const dir = descending ? sql`desc` : sql`asc`;
  const keyset = key
    ? sql`where (k, id) ${descending ? sql`<` : sql`>`} (${key.sortKey}::numeric, ${key.id}::uuid)`
    : sql``;
  return sql`select id, k, k::text as sort_key from (
      select ${users.id} as id, ${sortOf(by)} as k from ${matching}
    ) ranked ${keyset} order by k ${dir}, id ${dir} limit ${limit}`;
}

/** The sort a filter asks for, as the people page computes it (relevance needs text). */
function peoplePage(f: PeopleFilter, key: CursorKey | undefined, limit: number) {
  const text = f.text;
  if (f.sort === 'relevance' && text)
    return {
      page: computedPage(f, (by) => relevance(text, by), true, key, limit),
      order: sql`page.k desc, page.id desc`,
    };
  if (f.sort === 'price')
    return {
      page: computedPage(f, () => lowestPrice, false, key, limit),
      order: sql`page.k asc, page.id asc`,
    };
  const near = f.near;
  if (f.sort === 'distance' && near)
    return {
      page: computedPage(f, () => distanceFrom(near), false, key, limit),
      order: sql`page.k asc, page.id asc`,
    };
  return {
    page: sql`select id, created_at as k, ${sql.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`)} as sort_key
      from (${pageQuery(peopleSource, peopleBranches(f, key), limit)}) newest`,
    order: sql`page.k desc nulls last, page.id desc nulls last`,
  };
}

/** The statements, apart from running them, so a test can EXPLAIN exactly what runs. */
export const searchQueries = {
  /** A page of people in the filter's order, each with what their card shows. */
  people: (f: PeopleFilter, key: CursorKey | undefined, limit: number) => {
    const { page, order } = peoplePage(f, key, limit);
    return sql`
    with page as (${page})
    select ${personColumns(f)}
    from page
    join ${users} on ${users.id} = page.id
    left join ${userProfiles} on ${userProfiles.userId} = ${users.id}
    left join ${cities} on ${cities.code} = ${userProfiles.cityCode}
    left join ${countries} on ${countries.code} = ${userProfiles.countryCode}
    order by ${order}`;
  },

  countPeople: (f: PeopleFilter) => countQuery(peopleSource, peopleBranches(f, undefined, true)),

  /** A page of public files, newest first, with what the row shows of the owner. */
  files: (f: FileFilter, key: CursorKey | undefined, limit: number) =>
    pageQuery(filesSource, fileBranches(f, 'ownerRow', key), limit),

  countFiles: (f: FileFilter) =>
    countQuery({ ...filesSource, from: fileCountFrom(f) }, fileBranches(f, 'owner')),

  /** The glossary's words for the vocabulary (read once). */
  vocabulary: {
    talents: sql`select code, name_ru as "nameRu", name_en as "nameEn" from ${talents}`,
    tools: sql`select code, type_code as "typeCode", name_ru as "nameRu", name_en as "nameEn" from ${tools}`,
    styles: sql`select code, type_code as "typeCode", name_ru as "nameRu", name_en as "nameEn" from ${styles}`,
    services: sql`select code, type_code as "typeCode", name_ru as "nameRu", name_en as "nameEn" from ${serviceKinds}`,
    families: sql`select domain, code, name_ru as "nameRu", name_en as "nameEn" from ${referenceTypes}
      where domain in ('TOOL', 'STYLE', 'SERVICE')`,
    countries: sql`select code, name_ru as "nameRu", name_en as "nameEn" from ${countries}`,
    regions: sql`select code, name_ru as "nameRu", name_en as "nameEn" from ${regions}`,
    /**
     * Cities people name: those with a Russian name (the post-Soviet states and well-known ones
     * elsewhere) and others of 50 000 people or more; the smaller ones' names too often are words.
     */
    cities: sql`select code, name_ru as "nameRu", name_en as "nameEn", population from ${cities}
      where name_ru is not null or population >= 50000`,
  },

  /** A city's coordinates (the origin of `distance`). */
  cityPoint: (code: string) => sql`select lat, lon from ${cities} where code = ${code}`,
  /** The profile city of a person. */
  profileCity: (userId: string) =>
    sql`select city_code as code from ${userProfiles} where user_id = ${userId}::uuid`,

  /** Suggestions: people whose names or creative names are like the text, best first. */
  suggestPeople: (key: string, patterns: string[], limit: number) => sql`
    select ${users.nickName} as nick_name, ${users.firstName} as first_name, ${users.lastName} as last_name,
      ${userProfiles.avatarThumbUrl} as avatar_thumb_url
    from ${users} left join ${userProfiles} on ${userProfiles.userId} = ${users.id}
    where ${and([...peopleConditions({}), hasTalent])} and ${users.id} in (
      (select ${users.id} from ${users} where ${likeAny(userNameKey(users), patterns)} limit 50)
      union
      (select ${userTalents.userId} from ${userTalents}
        where ${likeAny(creativeNameKey(userTalents.creativeName), patterns)} limit 50))
    order by word_similarity(${key}, ${userNameKey(users)}) desc, ${users.createdAt} desc
    limit ${limit}`,

  /** Suggestions: cities whose Russian or English name starts with the text, the largest first. */
  suggestCities: (prefix: string, limit: number) => sql`
    select ${cities.code} as code, coalesce(${cities.nameRu}, ${cities.nameEn}) as name_ru, ${cities.nameEn} as name_en,
      ${countries.nameRu} as country_ru, ${countries.nameEn} as country_en
    from ${cities} join ${countries} on ${countries.code} = ${cities.countryCode}
    where ${cities.code} in (
      (select ${cities.code} from ${cities} where ${cities.keyRu} like ${prefix} order by ${cities.population} desc limit ${limit})
      union
      (select ${cities.code} from ${cities} where ${cities.keyEn} like ${prefix} order by ${cities.population} desc limit ${limit}))
    order by ${cities.population} desc
    limit ${limit}`,
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
    async vocabularySource(): Promise<VocabularySource> {
      const v = searchQueries.vocabulary;
      const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
      const [talentRows, toolRows, styleRows, serviceRows, families, countryRows, regionRows, cityRows] =
        await Promise.all([
          rows<VocabularySource['talents'][number]>(v.talents),
          rows<VocabularySource['tools'][number]>(v.tools),
          rows<VocabularySource['styles'][number]>(v.styles),
          rows<VocabularySource['services'][number]>(v.services),
          rows<VocabularySource['families'][number]>(v.families),
          rows<VocabularySource['countries'][number]>(v.countries),
          rows<VocabularySource['regions'][number]>(v.regions),
          rows<VocabularySource['cities'][number]>(v.cities),
        ]);
      return {
        talents: talentRows,
        tools: toolRows,
        styles: styleRows,
        services: serviceRows,
        families,
        countries: countryRows,
        regions: regionRows,
        cities: cityRows,
      };
    },
    async cityPoint(code: string) {
      return rowsOf<{ lat: number; lon: number }>(await db.execute(searchQueries.cityPoint(code)))[0];
    },
    async profileCity(userId: string) {
      return (
        rowsOf<{ code: string | null }>(await db.execute(searchQueries.profileCity(userId)))[0]?.code ??
        undefined
      );
    },
    suggestPeople: async (key: string, patterns: string[], limit: number) =>
      rowsOf<{
        nick_name: string;
        first_name: string | null;
        last_name: string | null;
        avatar_thumb_url: string | null;
      }>(await db.execute(searchQueries.suggestPeople(key, patterns, limit))),
    suggestCities: async (prefix: string, limit: number) =>
      rowsOf<{ code: string; name_ru: string; name_en: string; country_ru: string; country_en: string }>(
        await db.execute(searchQueries.suggestCities(prefix, limit)),
      ),
  };
}
export type SearchRepo = ReturnType<typeof searchRepo>;
