import type { FileType } from '@talanty/contract';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  notificationActors,
  notificationGroups,
  notificationInboxes,
} from '../../db/schema/notifications.ts';
import type { CursorKey } from '../../lib/cursor.ts';
import type { Removal } from '../../lib/objects.ts';
import { commentExcerptOf } from '../comments/comments.columns.ts';
import { fileTitleOf, fileTypeOf } from '../files/files.columns.ts';
import { postExcerptOf } from '../posts/posts.columns.ts';
import { avatarThumbKeyOf } from '../profiles/profiles.columns.ts';
import { creativeNameOf } from '../talents/talents.columns.ts';
import { type AuthorColumns, authorOf } from '../users/users.columns.ts';

/** The channel every process LISTENs on; a payload is `<recipient id>:<seq>`. */
export const NOTIFY_CHANNEL = 'talanty_notifications';

export type InboxRow = typeof notificationInboxes.$inferSelect;
export type TargetType = 'user' | 'post' | 'file' | 'comment';
export type GroupKey = {
  recipientId: string;
  type: string;
  targetType: TargetType;
  targetId: string;
};

/** A group as the list and the stream read it: its people's card columns included. */
export type GroupRow = {
  id: string;
  type: string;
  targetType: TargetType;
  targetId: string;
  link: string;
  title: string | null;
  fileType: FileType | null;
  actorCount: number;
  read: boolean;
  latestAt: string;
  sortKey: string;
  seq: number;
  actors: (AuthorColumns & { id: string })[];
};

/**
 * A group's cards: the people of its newest CARD_ROWS actions (one person with several comments
 * appears once: the mapper keeps each person's newest, so a group may show fewer cards than
 * people). Each card costs three primary-key probes: on PGlite they are most of the page's time.
 */
const CARDS = 3;
const CARD_ROWS = 3;

const g = alias(notificationGroups, 'g');
const a = alias(notificationActors, 'a');
// drizzle names an alias without its table in raw SQL: the FROM items are spelt out.
const G_TABLE = sql.raw('notification_groups g');

/** The target's title from its owner's columns; '' for a person, null when the target is gone. */
const titleOf = sql<string | null>`case ${g.targetType}
  when 'post' then ${postExcerptOf(sql`${g.targetId}`)}
  when 'file' then ${fileTitleOf(sql`${g.targetId}`)}
  when 'comment' then ${commentExcerptOf(sql`${g.targetId}`)}
  else '' end`;

/** The people of the group `g`'s newest actions with their card columns, as a JSON array. */
const actorsOf = sql`(select coalesce(json_agg(json_build_object(
    'id', ${a.actorId}, 'author', ${authorOf(a.actorId)},
    'photoKey', ${avatarThumbKeyOf(a.actorId)}, 'creativeName', ${creativeNameOf(a.actorId)}
  ) order by ${a.at} desc), '[]'::json)
  from (select n.actor_id, n.at from notification_actors n where n.group_id = ${g.id}
    order by n.at desc limit ${CARD_ROWS}) a)`;

const groupColumns = sql`${g.id} as id, ${g.type} as type, ${g.targetType} as target_type,
  ${g.targetId} as target_id, ${g.link} as link, ${titleOf} as title, ${g.actorCount} as actor_count,
  case when ${g.targetType} = 'file' then ${fileTypeOf(sql`${g.targetId}`)} end as file_type,
  ${g.read} as read, ${g.seq} as seq,
  to_char(${g.latestAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as latest_at,
  to_char(${g.latestAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sort_key,
  ${actorsOf} as actors`;

/** A group is shown while someone is in it and its target still exists. */
const shown = sql`${g.actorCount} > 0 and ${titleOf} is not null`;

function toGroupRow(r: Record<string, unknown>): GroupRow {
  const actors = typeof r.actors === 'string' ? JSON.parse(r.actors) : r.actors;
  return {
    id: String(r.id),
    type: String(r.type),
    targetType: r.target_type as TargetType,
    targetId: String(r.target_id),
    link: String(r.link),
    title: (r.title as string | null) ?? null,
    fileType: (r.file_type as FileType | null) ?? null,
    actorCount: Number(r.actor_count),
    read: Boolean(r.read),
    latestAt: String(r.latest_at),
    sortKey: String(r.sort_key),
    seq: Number(r.seq),
    actors: ((actors as (AuthorColumns & { id: string })[]) ?? [])
      .filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i)
      .slice(0, CARDS),
  };
}

export function notificationsRepo(db: Db) {
  return {
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    /** The person's switches and seq (the defaults when they have no row). */
    async inbox(userId: string, tx: Db = db): Promise<InboxRow> {
      const [row] = await tx.select().from(notificationInboxes).where(eq(notificationInboxes.userId, userId));
      return (
        row ?? { userId, seq: 0, follow: true, like: true, comment: true, reply: true, postPublished: true }
      );
    },

    /**
     * Locks the person's inbox row (made when absent) until the transaction ends, so their changes
     * are numbered in commit order; answers it.
     */
    async lockInbox(tx: Db, userId: string): Promise<InboxRow> {
      await tx.insert(notificationInboxes).values({ userId }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(notificationInboxes)
        .where(eq(notificationInboxes.userId, userId))
        .for('update');
      return row!;
    },

    /** Takes the next number of the person's changes (their inbox row locked by `lockInbox`). */
    async nextSeq(tx: Db, userId: string): Promise<number> {
      const [row] = await tx
        .update(notificationInboxes)
        .set({ seq: sql`${notificationInboxes.seq} + 1` })
        .where(eq(notificationInboxes.userId, userId))
        .returning({ seq: notificationInboxes.seq });
      return row!.seq;
    },

    async setSwitches(tx: Db, userId: string, patch: Partial<Omit<InboxRow, 'userId' | 'seq'>>) {
      await this.lockInbox(tx, userId);
      if (Object.keys(patch).length)
        await tx.update(notificationInboxes).set(patch).where(eq(notificationInboxes.userId, userId));
    },

    /** The group of this type and target a new action joins: the newest one started after `since`. */
    async openGroup(tx: Db, key: GroupKey, since: Date): Promise<string | undefined> {
      const [row] = await tx
        .select({ id: notificationGroups.id })
        .from(notificationGroups)
        .where(
          and(
            eq(notificationGroups.recipientId, key.recipientId),
            eq(notificationGroups.type, key.type),
            eq(notificationGroups.targetType, key.targetType),
            eq(notificationGroups.targetId, key.targetId),
            gt(notificationGroups.startedAt, since),
          ),
        )
        .orderBy(desc(notificationGroups.startedAt))
        .limit(1);
      return row?.id;
    },

    async insertGroup(tx: Db, row: GroupKey & { id: string; link: string; at: Date; seq: number }) {
      await tx.insert(notificationGroups).values({
        id: row.id,
        recipientId: row.recipientId,
        type: row.type,
        targetType: row.targetType,
        targetId: row.targetId,
        link: row.link,
        startedAt: row.at,
        latestAt: row.at,
        seq: row.seq,
      });
    },

    /** Adds a person's action to a group; false when it is there already (a repeated delivery). */
    async addActor(tx: Db, row: { groupId: string; actorId: string; causeId: string; at: Date }) {
      const added = await tx
        .insert(notificationActors)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: notificationActors.groupId });
      return added.length > 0;
    },

    /** Removes actions; answers the groups they were in, with their recipients. */
    async removeActors(
      tx: Db,
      where: { causeId: string } | (GroupKey & { actorId: string }),
    ): Promise<{ groupId: string; recipientId: string }[]> {
      const match =
        'causeId' in where
          ? sql`a.cause_id = ${where.causeId}`
          : sql`a.actor_id = ${where.actorId} and g.recipient_id = ${where.recipientId}
              and g.type = ${where.type} and g.target_type = ${where.targetType} and g.target_id = ${where.targetId}`;
      const result = await tx.execute(sql`delete from notification_actors a using notification_groups g
        where g.id = a.group_id and ${match} returning a.group_id, g.recipient_id`);
      const rows = (result as unknown as { rows: { group_id: string; recipient_id: string }[] }).rows;
      const seen = new Map(rows.map((r) => [r.group_id, r.recipient_id]));
      return [...seen].map(([groupId, recipientId]) => ({ groupId, recipientId }));
    },

    /** The recipients of the groups holding the actions of this cause (a comment). */
    async recipientsOfCause(tx: Db, causeId: string): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ id: notificationGroups.recipientId })
        .from(notificationActors)
        .innerJoin(notificationGroups, eq(notificationGroups.id, notificationActors.groupId))
        .where(eq(notificationActors.causeId, causeId));
      return rows.map((r) => r.id).sort();
    },

    /**
     * Recounts groups after a change and stamps them with `seq`: their people, their newest action
     * (unchanged when none is left); `unread` makes them unread again (a new action).
     */
    async refresh(tx: Db, groupIds: string[], seq: number, unread: boolean) {
      if (groupIds.length === 0) return;
      await tx
        .update(notificationGroups)
        .set({
          actorCount: sql`(select count(distinct n.actor_id)::int from notification_actors n where n.group_id = ${notificationGroups.id})`,
          latestAt: sql`coalesce((select max(n.at) from notification_actors n where n.group_id = ${notificationGroups.id}), ${notificationGroups.latestAt})`,
          seq,
          ...(unread ? { read: false } : {}),
        })
        .where(inArray(notificationGroups.id, groupIds));
    },

    /** Marks one group (or every unread one) read with `seq`; answers the groups that changed. */
    async markRead(tx: Db, recipientId: string, seq: number, groupId?: string): Promise<string[]> {
      const rows = await tx
        .update(notificationGroups)
        .set({ read: true, seq })
        .where(
          and(
            eq(notificationGroups.recipientId, recipientId),
            sql`not ${notificationGroups.read} and ${notificationGroups.actorCount} > 0`,
            groupId ? eq(notificationGroups.id, groupId) : undefined,
          ),
        )
        .returning({ id: notificationGroups.id });
      return rows.map((r) => r.id);
    },

    async groupOwner(tx: Db, groupId: string): Promise<string | undefined> {
      const [row] = await tx
        .select({ recipientId: notificationGroups.recipientId })
        .from(notificationGroups)
        .where(eq(notificationGroups.id, groupId));
      return row?.recipientId;
    },

    /** Tells every process (LISTEN) once the transaction commits: this person's notifications changed. */
    async notify(tx: Db, recipientId: string, seq: number) {
      await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${`${recipientId}:${seq}`})`);
    },

    /**
     * A page of the person's shown groups, newest first, after `after`: one statement, walking the
     * list index in its order and stopping at `limit` (the title probes run on those rows only). A
     * group whose target was deleted is dropped here; only when some were, one more statement
     * reads on.
     */
    async page(recipientId: string, after: CursorKey | undefined, limit: number): Promise<GroupRow[]> {
      const shownRows: GroupRow[] = [];
      let from = after;
      for (;;) {
        const keyset = from
          ? sql`and (${g.latestAt}, ${g.id}) < (${from.sortKey}::timestamptz, ${from.id}::uuid)`
          : sql``;
        const result = await db.execute(sql`select ${groupColumns} from ${G_TABLE}
          where ${g.recipientId} = ${recipientId} and ${g.actorCount} > 0 ${keyset}
          order by ${g.latestAt} desc, ${g.id} desc limit ${limit}`);
        const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows.map(toGroupRow);
        shownRows.push(...rows.filter((r) => r.title !== null));
        const last = rows[rows.length - 1];
        if (shownRows.length >= limit || rows.length < limit || !last) return shownRows.slice(0, limit);
        from = { sortKey: last.sortKey, id: last.id };
      }
    },

    /** The person's groups changed after `seq` (the stream), oldest change first; gone ones too. */
    async changedSince(recipientId: string, seq: number, limit: number): Promise<GroupRow[]> {
      const result = await db.execute(sql`select ${groupColumns}, ${shown} as shown from ${G_TABLE}
        where ${g.recipientId} = ${recipientId} and ${g.seq} > ${seq}
        order by ${g.seq}, ${g.id} limit ${limit}`);
      return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => {
        const row = toGroupRow(r);
        return r.shown ? row : { ...row, actorCount: 0 };
      });
    },

    /** Unread shown groups. */
    async unread(recipientId: string): Promise<number> {
      const result = await db.execute(sql`select count(*)::int as n from ${G_TABLE}
        where ${g.recipientId} = ${recipientId} and not ${g.read} and ${shown}`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },

    /**
     * Inside the removing transaction: groups about removed objects go, and the actions whose cause
     * was a removed comment, and a removed person's actions (their own groups go with the account).
     */
    async forget(tx: Db, removal: Removal) {
      const touched: string[] = [];
      const deleteActors = async (match: ReturnType<typeof sql>) => {
        const rows = await tx.execute(sql`delete from notification_actors where ${match} returning group_id`);
        touched.push(...(rows as unknown as { rows: { group_id: string }[] }).rows.map((r) => r.group_id));
      };
      for (const o of removal.objects) {
        if (o.ids.length === 0) continue;
        const ids = sql.join(
          o.ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        );
        await tx.execute(
          sql`delete from notification_groups where target_type = ${o.type} and target_id in (${ids})`,
        );
        if (o.type === 'comment') await deleteActors(sql`cause_id in (${ids})`);
      }
      if (removal.userId) await deleteActors(sql`actor_id = ${removal.userId}::uuid`);
      const groups = [...new Set(touched)];
      if (groups.length)
        await tx
          .update(notificationGroups)
          .set({
            actorCount: sql`(select count(distinct n.actor_id)::int from notification_actors n where n.group_id = ${notificationGroups.id})`,
          })
          .where(inArray(notificationGroups.id, groups));
    },
  };
}
export type NotificationsRepo = ReturnType<typeof notificationsRepo>;
