import { z } from 'zod';
import { fileTypeSchema } from './files.ts';
import { flagSchema } from './flags.ts';
import { authorCardSchema } from './posts.ts';

/**
 * Notifications (issue 13): grouped like Mastodon 4.3 (per type and target within a time window),
 * newest first, keyset-paged; the web builds the sentence («Анна и ещё 3 оценили ваш трек «…»»)
 * from a group's data.
 *
 * - `GET /api/user/getNotificationList?cursor=` — a page of groups.
 * - `POST /api/user/setNotificationRead {groupKey?}` — one group read, or all (no `groupKey`).
 * - `GET /api/user/getUserStatistic` carries `UnreadNotifications` (unread groups).
 * - `GET /api/user/notificationStream` — Server-Sent Events, see `NotificationStreamEvent`.
 * - `GET /api/user/getNotificationSettings`, `POST /api/user/setNotificationSettings` — per-type switches.
 */

export const NOTIFICATION_TYPES = ['follow', 'like', 'comment', 'reply', 'post_published'] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** Groups a page answers. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** People cards a group carries (the newest first); `ActorCount` says how many there are in all. */
export const NOTIFICATION_ACTORS_SHOWN = 3;
/** A new action joins a group started less than this long ago (same recipient, type and target). */
export const NOTIFICATION_GROUP_WINDOW_HOURS = 24;

/** GET /api/user/getNotificationList: `cursor` is the previous page's `nextCursor`. */
export const notificationListQuerySchema = z.object({
  cursor: z.string('INVALID_CURSOR').max(300, 'INVALID_CURSOR').optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/**
 * What a group is about. `Type` `user`: the recipient (follows); `post`, `file`: the liked or
 * commented object; `comment`: the recipient's comment that got a reply. `Title`: a post's or a
 * comment's first line (an excerpt), a file's title; null for `user`. `Link`: its page (same origin).
 * `FileType`: a file's kind (a track, a video, a photo: the sentence names it); null for the others.
 */
export const notificationTargetSchema = z.object({
  Type: z.enum(['user', 'post', 'file', 'comment']),
  Id: z.string(),
  Title: z.string().nullable(),
  FileType: fileTypeSchema.nullable(),
  Link: z.string(),
});
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

export const notificationGroupSchema = z.object({
  /** The group's key, for setNotificationRead and to replace a group a stream event carries. */
  groupKey: z.string(),
  type: notificationTypeSchema,
  Target: notificationTargetSchema,
  /** Up to three people cards, the newest action first (for `post_published`: the recipient). */
  Actors: z.array(authorCardSchema),
  /** Everyone in the group (people, not actions: two comments by Анна count once). */
  ActorCount: z.number().int(),
  /** The newest action's time (ISO). */
  LatestAt: z.string(),
  ReadFlag: flagSchema,
});
export type NotificationGroup = z.infer<typeof notificationGroupSchema>;

export const notificationListAnswerSchema = z.object({
  ListOfNotifications: z.array(notificationGroupSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  UnreadNotifications: z.number().int(),
});
export type NotificationListAnswer = z.infer<typeof notificationListAnswerSchema>;

/** POST /api/user/setNotificationRead: one group (its `groupKey`), or all of them (`{}`). */
export const setNotificationReadBodySchema = z.object({
  groupKey: z.uuid('NOTIFICATION_NOT_FOUND').optional(),
});
export type SetNotificationReadBody = z.input<typeof setNotificationReadBodySchema>;
export const setNotificationReadAnswerSchema = z.object({ UnreadNotifications: z.number().int() });
export type SetNotificationReadAnswer = z.infer<typeof setNotificationReadAnswerSchema>;

/**
 * The per-type switches (Y: notify me). GET /api/user/getNotificationSettings answers all of them;
 * POST /api/user/setNotificationSettings takes any of them and answers all of them. Switching a type
 * off stops new notifications of it; the ones already there stay.
 */
export const notificationSettingsSchema = z.object({
  FollowFlag: flagSchema,
  LikeFlag: flagSchema,
  CommentFlag: flagSchema,
  ReplyFlag: flagSchema,
  PostPublishedFlag: flagSchema,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
/** Unknown keys are dropped; an empty body changes nothing. */
export const setNotificationSettingsBodySchema = notificationSettingsSchema.partial();
export type SetNotificationSettingsBody = z.input<typeof setNotificationSettingsBodySchema>;

/** Which switch governs which type. */
export const NOTIFICATION_SETTING_OF: Record<NotificationType, keyof NotificationSettings> = {
  follow: 'FollowFlag',
  like: 'LikeFlag',
  comment: 'CommentFlag',
  reply: 'ReplyFlag',
  post_published: 'PostPublishedFlag',
};

/**
 * GET /api/user/notificationStream (text/event-stream; 401 without a session). Every message is
 * `event: notification`, `id: <seq>` (a number growing with each change of the recipient's
 * notifications: send it back as `Last-Event-ID` on reconnect, and the changes missed are replayed),
 * `data: <NotificationStreamEvent as JSON>`. The first message (`event: hello`, no id) carries the
 * unread count at once. A comment line (`: ping`) comes every 25 s. A person may hold 5 streams at a
 * time; a sixth closes the oldest.
 */
export const notificationStreamEventSchema = z.object({
  UnreadNotifications: z.number().int(),
  /** The group that changed, as the list would show it now; null when it is gone (the cause undone). */
  Group: notificationGroupSchema.nullable(),
  /** The changed group's key (also when `Group` is null); absent on `hello`. */
  groupKey: z.string().optional(),
});
export type NotificationStreamEvent = z.infer<typeof notificationStreamEventSchema>;
export const NOTIFICATION_STREAM_HEARTBEAT_MS = 25_000;
export const NOTIFICATION_STREAMS_PER_USER = 5;
