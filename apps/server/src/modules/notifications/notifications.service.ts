import {
  NOTIFICATION_GROUP_WINDOW_HOURS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationListAnswer,
  type NotificationSettings,
  type NotificationStreamEvent,
  type NotificationType,
  type SetNotificationSettingsBody,
} from '@talanty/contract';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { keysetCursors } from '../../lib/cursor.ts';
import { isForeignKeyViolation } from '../../lib/driver-errors.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { ObjectsRegistry, Removal } from '../../lib/objects.ts';
import { toNotificationGroup } from './notifications.mapper.ts';
import type { InboxRow, NotificationsRepo, TargetType } from './notifications.repo.ts';

const WINDOW_MS = NOTIFICATION_GROUP_WINDOW_HOURS * 60 * 60 * 1000;
/** Changes one stream read takes at a time. */
const REPLAY_BATCH = 100;

/** One action that may notify someone. */
export type Action = {
  type: NotificationType;
  recipientId: string;
  actorId: string;
  targetType: TargetType;
  targetId: string;
  /** What undoing it names: the comment for comments and replies, else the target. */
  causeId: string;
  at: Date;
};

/** The switch of each type, as the inbox row names it. */
const SWITCH: Record<NotificationType, keyof Omit<InboxRow, 'userId' | 'seq'>> = {
  follow: 'follow',
  like: 'like',
  comment: 'comment',
  reply: 'reply',
  post_published: 'postPublished',
};
/** Where a follow group leads: the recipient's followers. */
const FOLLOWERS_LINK = '/friendlist';

export function notificationsService(deps: {
  repo: NotificationsRepo;
  objects: Pick<ObjectsRegistry, 'isVisible' | 'link'>;
  secret: string;
}) {
  const { repo, objects } = deps;
  const cursors = keysetCursors({
    secret: deps.secret,
    purpose: 'notifications',
    invalid: () => badRequest('INVALID_CURSOR'),
  });

  /** Locks the recipients' inboxes (in id order) and answers each one's next seq. */
  async function seqs(tx: Db, recipients: string[]) {
    const sorted = [...new Set(recipients)].sort();
    for (const id of sorted) await repo.lockInbox(tx, id);
    const out = new Map<string, number>();
    for (const id of sorted) out.set(id, await repo.nextSeq(tx, id));
    return out;
  }

  /** Adds the action to its group in one transaction, numbered in the recipient's inbox. */
  async function addToGroup(action: Action, link: string) {
    const { recipientId, actorId, targetType, targetId } = action;
    await repo.transaction(async (tx) => {
      const inbox = await repo.lockInbox(tx, recipientId);
      if (!inbox[SWITCH[action.type]]) return;
      const key = { recipientId, type: action.type, targetType, targetId };
      let groupId = await repo.openGroup(tx, key, new Date(action.at.getTime() - WINDOW_MS));
      if (!groupId) {
        groupId = uuidv7();
        await repo.insertGroup(tx, { ...key, id: groupId, link, at: action.at, seq: inbox.seq });
      }
      if (!(await repo.addActor(tx, { groupId, actorId, causeId: action.causeId, at: action.at }))) return;
      const seq = await repo.nextSeq(tx, recipientId);
      await repo.refresh(tx, [groupId], seq, true);
      await repo.notify(tx, recipientId, seq);
    });
  }

  return {
    /**
     * Adds an action to the recipient's open group of its type and target (a new group when none
     * started within the window), unless it is their own, their switch is off or they may not see
     * the target. Idempotent: a repeated delivery adds nothing. An action whose recipient or actor
     * has left since (an account deleted, the demo seeded again) notifies no one and is not retried.
     */
    async record(action: Action) {
      const { recipientId, actorId, targetType, targetId } = action;
      if (action.type !== 'post_published' && actorId === recipientId) return;
      if (targetType !== 'user' && !(await objects.isVisible(targetType, recipientId, targetId))) return;
      const link = targetType === 'user' ? FOLLOWERS_LINK : await objects.link(targetType, targetId);
      await addToGroup(action, link).catch((err: unknown) => {
        if (!isForeignKeyViolation(err)) throw err;
      });
    },

    /** Takes actions back (unlike, unfollow, a comment deleted): their groups shrink or go. */
    async undo(
      where:
        | { causeId: string }
        | {
            type: NotificationType;
            recipientId: string;
            actorId: string;
            targetType: TargetType;
            targetId: string;
          },
    ) {
      await repo.transaction(async (tx) => {
        const recipients =
          'causeId' in where ? await repo.recipientsOfCause(tx, where.causeId) : [where.recipientId];
        if (recipients.length === 0) return;
        const next = await seqs(tx, recipients);
        const removed = await repo.removeActors(tx, where);
        for (const [recipientId, seq] of next) {
          const groups = removed.filter((r) => r.recipientId === recipientId).map((r) => r.groupId);
          if (groups.length === 0) continue;
          await repo.refresh(tx, groups, seq, false);
          await repo.notify(tx, recipientId, seq);
        }
      });
    },

    /** A page of the person's groups, newest first, with the unread count. */
    async list(userId: string, cursor?: string): Promise<NotificationListAnswer> {
      const tag = `notifications:${userId}`;
      const after = cursor ? cursors.decode(tag, cursor) : undefined;
      const [rows, unread] = await Promise.all([
        repo.page(userId, after, NOTIFICATIONS_PAGE_SIZE + 1),
        repo.unread(userId),
      ]);
      const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
      const last = page[page.length - 1];
      return {
        ListOfNotifications: page.map((r) => toNotificationGroup(r, userId)),
        nextCursor:
          rows.length > NOTIFICATIONS_PAGE_SIZE && last
            ? cursors.encode(tag, { sortKey: last.sortKey, id: last.id })
            : null,
        UnreadNotifications: unread,
      };
    },

    /** Marks one of the person's groups read (404 for a group not theirs), or all of them. */
    async markRead(userId: string, groupKey?: string) {
      await repo.transaction(async (tx) => {
        if (groupKey && (await repo.groupOwner(tx, groupKey)) !== userId)
          throw notFound('NOTIFICATION_NOT_FOUND');
        const seq = (await seqs(tx, [userId])).get(userId)!;
        const changed = await repo.markRead(tx, userId, seq, groupKey);
        if (changed.length) await repo.notify(tx, userId, seq);
      });
      return { UnreadNotifications: await repo.unread(userId) };
    },

    unread: (userId: string) => repo.unread(userId),

    async settings(userId: string): Promise<NotificationSettings> {
      return toSettings(await repo.inbox(userId));
    },

    async setSettings(userId: string, body: SetNotificationSettingsBody): Promise<NotificationSettings> {
      const patch: Partial<Omit<InboxRow, 'userId' | 'seq'>> = {};
      if (body.FollowFlag) patch.follow = body.FollowFlag === 'Y';
      if (body.LikeFlag) patch.like = body.LikeFlag === 'Y';
      if (body.CommentFlag) patch.comment = body.CommentFlag === 'Y';
      if (body.ReplyFlag) patch.reply = body.ReplyFlag === 'Y';
      if (body.PostPublishedFlag) patch.postPublished = body.PostPublishedFlag === 'Y';
      await repo.transaction((tx) => repo.setSwitches(tx, userId, patch));
      return this.settings(userId);
    },

    /** The person's current seq (a new stream starts after it). */
    seq: async (userId: string) => (await repo.inbox(userId)).seq,

    /**
     * What a stream missed after `seq`: one event per changed group (null `Group` when it is gone),
     * in the order of the changes, with the unread count; at most a batch (call again after the last).
     */
    async changesSince(
      userId: string,
      seq: number,
    ): Promise<{ id: number; data: NotificationStreamEvent }[]> {
      const rows = await repo.changedSince(userId, seq, REPLAY_BATCH);
      if (rows.length === 0) return [];
      const unread = await repo.unread(userId);
      return rows.map((row) => ({
        id: row.seq,
        data: {
          UnreadNotifications: unread,
          groupKey: row.id,
          Group: row.actorCount > 0 ? toNotificationGroup(row, userId) : null,
        },
      }));
    },

    /** The objects registry's removal listener. */
    forget: (tx: Db, removal: Removal) => repo.forget(tx, removal),
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;

function toSettings(row: InboxRow): NotificationSettings {
  const flag = (on: boolean): 'Y' | 'N' => (on ? 'Y' : 'N');
  return {
    FollowFlag: flag(row.follow),
    LikeFlag: flag(row.like),
    CommentFlag: flag(row.comment),
    ReplyFlag: flag(row.reply),
    PostPublishedFlag: flag(row.postPublished),
  };
}
