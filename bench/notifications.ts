// The notifications scenario's data: a demo person with a full inbox, and a session for them.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { sha256 } from '../apps/server/src/lib/tokens.ts';

/** Groups in the inbox (a year of daily activity), people per group. */
export const INBOX_GROUPS = 300;
export const PEOPLE_PER_GROUP = 8;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The demo person followed by the most people gets INBOX_GROUPS groups, one a day going back
 * (follows, and likes of their newest post when they have one: a title probe per row), each with
 * PEOPLE_PER_GROUP demo people, a third of them read; and a session whose cookie token is answered.
 */
export async function prepareInbox(db: Db): Promise<{ nick: string; token: string }> {
  const [who] = rows<{ id: string; nick: string }>(
    await db.execute(sql`select u.id, u.nick_name as nick from users u
      left join follow_counts f on f.user_id = u.id
      where u.is_demo order by coalesce(f.followers, 0) desc, u.id limit 1`),
  );
  if (!who) throw new Error('no demo profile found after seeding');
  const [post] = rows<{ id: string }>(
    await db.execute(sql`select id from posts where author_id = ${who.id} and not deleted
      order by created_at desc limit 1`),
  );
  // A PostgreSQL bench database is kept between runs: the inbox is made anew each time.
  await db.execute(sql`delete from notification_groups where recipient_id = ${who.id}`);
  await db.execute(sql`insert into notification_groups
      (id, recipient_id, type, target_type, target_id, link, started_at, latest_at, actor_count, read, seq)
    select gen_random_uuid(), ${who.id},
      case when ${post?.id ?? null}::uuid is not null and g % 2 = 0 then 'like' else 'follow' end,
      case when ${post?.id ?? null}::uuid is not null and g % 2 = 0 then 'post' else 'user' end,
      case when ${post?.id ?? null}::uuid is not null and g % 2 = 0 then ${post?.id ?? null}::uuid else ${who.id}::uuid end,
      case when ${post?.id ?? null}::uuid is not null and g % 2 = 0 then '/post/' || ${post?.id ?? ''} else '/friendlist' end,
      now() - g * interval '25 hours', now() - g * interval '25 hours' + interval '1 hour',
      ${PEOPLE_PER_GROUP}, g % 3 = 0, g
    from generate_series(1, ${INBOX_GROUPS}) g`);
  await db.execute(sql`insert into notification_actors (group_id, actor_id, cause_id, at)
    select ng.id, a.id, ng.target_id, ng.started_at + a.n * interval '1 minute'
    from notification_groups ng cross join lateral (
      select u.id, row_number() over () as n from users u
      where u.is_demo and u.id <> ng.recipient_id
      order by md5(u.id::text || ng.id::text) limit ${PEOPLE_PER_GROUP}) a
    where ng.recipient_id = ${who.id}`);
  await db.execute(sql`insert into notification_inboxes (user_id, seq) values (${who.id}, ${INBOX_GROUPS})
    on conflict (user_id) do update set seq = excluded.seq`);
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`insert into sessions (id_hash, user_id, expires_at)
    values (${sha256(token)}, ${who.id}, now() + interval '30 days')`);
  return { nick: who.nick, token };
}
