import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person's notification state: the per-type switches and `seq`, the number of the last change
 * of their notifications. Every change locks this row to take the next number, so one person's
 * changes are numbered in commit order (a stream resuming from `Last-Event-ID` misses none).
 * Absent until the first notification or setting: every switch on, seq 0.
 */
export const notificationInboxes = pgTable('notification_inboxes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  follow: boolean('follow').notNull().default(true),
  like: boolean('like').notNull().default(true),
  comment: boolean('comment').notNull().default(true),
  reply: boolean('reply').notNull().default(true),
  postPublished: boolean('post_published').notNull().default(true),
});

/**
 * A group: the actions of one type on one target for one recipient, within the grouping window
 * from `started_at`. `actor_count` 0: everything in it was undone (kept, so a resuming stream
 * learns it went; the list skips it). `seq`: the recipient's change that last touched it.
 */
export const notificationGroups = pgTable(
  'notification_groups',
  {
    id: uuid('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    link: text('link').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    latestAt: timestamp('latest_at', { withTimezone: true }).notNull(),
    actorCount: integer('actor_count').notNull().default(0),
    read: boolean('read').notNull().default(false),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    // The list: newest first, keyset on (latest_at, id).
    index('notification_groups_list_idx')
      .on(t.recipientId, t.latestAt.desc(), t.id.desc())
      .where(sql`${t.actorCount} > 0`),
    // The unread count.
    index('notification_groups_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.actorCount} > 0 and not ${t.read}`),
    // A stream's replay: the groups changed after a seq.
    index('notification_groups_seq_idx').on(t.recipientId, t.seq),
    // The open group of a type and target a new action joins; the groups an undone action was in.
    index('notification_groups_target_idx').on(
      t.recipientId,
      t.type,
      t.targetType,
      t.targetId,
      t.startedAt.desc(),
    ),
    // Removed objects take their groups with them.
    index('notification_groups_object_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * Who did what in a group: one row per person and cause (`cause_id`: the comment for comments and
 * replies, else the target), so a repeated delivery adds nothing and undoing one cause finds its row.
 */
export const notificationActors = pgTable(
  'notification_actors',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => notificationGroups.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    causeId: uuid('cause_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.actorId, t.causeId] }),
    // A group's newest people (the cards), and its count.
    index('notification_actors_group_idx').on(t.groupId, t.at.desc()),
    index('notification_actors_cause_idx').on(t.causeId),
    index('notification_actors_actor_idx').on(t.actorId),
  ],
);
