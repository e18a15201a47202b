import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { followeesOf } from '../follows/follows.columns.ts';
import { avatarThumbKeyOf, birthDateVisibilityOf } from '../profiles/profiles.columns.ts';
import { creativeNameOf } from '../talents/talents.columns.ts';
import { type AuthorColumns, authorOf, birthDateOf, nickNameOf } from '../users/users.columns.ts';

export type BirthdayFilter = {
  viewerId: string;
  /** The viewer's today, `YYYY-MM-DD`. */
  today: string;
  /** How many days from today (included) the range covers. */
  days: number;
  limit: number;
};

export type BirthdayRow = AuthorColumns & {
  user_id: string;
  next_date: string;
  days_left: number;
  age: number;
  visibility: string;
};

/**
 * The statement of one birthday list (exported for the EXPLAIN tests). It walks whom the viewer
 * follows (`follows_follower_idx`; at most FOLLOW_LIMIT people) and probes each one's birth date and
 * privacy by primary key; the next birthday is the birth date moved to today's year (PostgreSQL keeps
 * 29 February on the 28th in a non-leap year), or to the next year once this year's has passed.
 * `offset 0` keeps each derived table whole, so the probes run once a person, not once a mention.
 */
export function birthdayQuery(f: BirthdayFilter): SQL {
  const today = sql`${f.today}::date`;
  const person = sql.raw('n.user_id');
  const movedBy = (extra: number) =>
    sql`(b.birth_date + make_interval(years => extract(year from ${today})::int - extract(year from b.birth_date)::int + ${extra}::int))::date`;
  return sql`select n.user_id, n.next_date::text as next_date, (n.next_date - ${today}) as days_left,
      (extract(year from n.next_date) - extract(year from n.birth_date))::int as age, n.visibility,
      ${authorOf(person)} as author, ${avatarThumbKeyOf(person)} as "photoKey", ${creativeNameOf(person)} as "creativeName"
    from (
      select b.user_id, b.birth_date, b.visibility,
        case when ${movedBy(0)} >= ${today} then ${movedBy(0)} else ${movedBy(1)} end as next_date
      from (
        select f.user_id, ${birthDateOf(sql.raw('f.user_id'))}::date as birth_date,
          ${birthDateVisibilityOf(sql.raw('f.user_id'))} as visibility
        from ${followeesOf(f.viewerId)} as f(user_id)
        offset 0
      ) b
      where b.birth_date is not null and b.visibility <> 'HIDE'
      offset 0
    ) n
    where n.next_date < ${today} + ${f.days}::int
    order by n.next_date, ${nickNameOf(person)}
    limit ${f.limit}`;
}

export function birthdaysRepo(db: Db) {
  return {
    async list(f: BirthdayFilter): Promise<BirthdayRow[]> {
      const res = await db.execute(birthdayQuery(f));
      return (res as unknown as { rows: BirthdayRow[] }).rows;
    },
  };
}
export type BirthdaysRepo = ReturnType<typeof birthdaysRepo>;
