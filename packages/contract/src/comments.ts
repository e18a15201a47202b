import { z } from 'zod';
import { flagSchema } from './flags.ts';
import type { Lang } from './lang.ts';
import { authorCardSchema } from './posts.ts';

/**
 * Comments with replies (spec sections 3 Comment, 7): on posts and on media files. Any depth is
 * stored (`ParentId` is the comment answered); a thread shows two levels: top-level comments, and
 * under each all its replies oldest first (`RootId` is their top-level comment, `ReplyToNickName`
 * names whom a reply to a reply answers).
 */

export const COMMENT_LIMITS = {
  /** Plain text, 1..2000 characters (links made clickable by the client, never HTML). */
  message: 2000,
  /** Adding comments, per user: this many a minute and this many an hour (429 COMMENT_RATE_LIMITED). */
  perMinute: 10,
  perHour: 120,
} as const;
/** Top-level comments per page, and replies per page of `getCommentList` with `parentId`. */
export const COMMENTS_PAGE_SIZE = 20;
/** Replies of each top-level comment carried with it in a page (oldest first); the rest through `parentId`. */
export const COMMENT_REPLIES_PREVIEW = 3;

/** What comments may be on: a post, or a file of the media library (a track, a video, a photo). */
export const COMMENT_OBJECT_TYPES = ['post', 'file'] as const;
export const commentObjectTypeSchema = z.enum(COMMENT_OBJECT_TYPES, 'INVALID_OBJECT_TYPE');
export type CommentObjectType = z.infer<typeof commentObjectTypeSchema>;

export const COMMENT_OPERATIONS = ['add', 'edit', 'delete'] as const;

/** A comment as a thread shows it. */
export const commentRecordSchema = z.object({
  CommentId: z.string(),
  ObjectId: z.string(),
  ObjectType: commentObjectTypeSchema,
  /** The comment this one answers (null for a top-level comment). */
  ParentId: z.string().nullable(),
  /** The top-level comment of its thread (null for a top-level comment). */
  RootId: z.string().nullable(),
  /** Plain text; empty when deleted. */
  Message: z.string(),
  Created: z.string(),
  LastUpdated: z.string(),
  /** Y once the author edited it («изменено»). */
  EditedFlag: flagSchema,
  /** Y for a deleted comment kept because it has replies: shown as «комментарий удалён», no author. */
  DeletedFlag: flagSchema,
  /** Null when deleted. */
  Author: authorCardSchema.nullable(),
  /** Whom a reply to a reply answers (the parent's author's nickname); null otherwise. */
  ReplyToNickName: z.string().nullable(),
  Likes: z.number().int(),
  /** Y when the viewer likes it. */
  LikeFlag: flagSchema,
  /** Top-level comments: their replies at any depth (deleted ones not counted); 0 on replies. */
  ReplyNum: z.number().int(),
  /** Y when the viewer wrote it (may edit and delete it). */
  OwnerFlag: flagSchema,
  /** Y when the viewer may delete it: its author, or the owner of the post or file it is on. */
  CanDeleteFlag: flagSchema,
});
export type CommentRecord = z.infer<typeof commentRecordSchema>;

/** A comment in a thread page: a top-level one carries its first replies (COMMENT_REPLIES_PREVIEW). */
export const threadCommentSchema = commentRecordSchema.extend({
  /** Oldest first; empty on replies and on a page of replies (`parentId`). */
  ListOfReplies: z.array(commentRecordSchema),
});
export type ThreadComment = z.infer<typeof threadCommentSchema>;

const message = z
  .string('COMMENT_EMPTY')
  .trim()
  .min(1, 'COMMENT_EMPTY')
  .max(COMMENT_LIMITS.message, 'COMMENT_TOO_LONG');

/**
 * `POST /api/user/processComment`: `operation`
 * - `add`: `message`, and `parentId` to reply to a comment on the same object;
 * - `edit`: `commentId` and `message` (the author only);
 * - `delete`: `commentId` (its author, or the owner of the post or file). A deleted comment with
 *   replies stays as a tombstone; one without goes.
 * An object the caller may not see (private, deleted, scheduled, unknown): 404.
 */
export const processCommentBodySchema = z
  .object({
    objectId: z.uuid('COMMENT_OBJECT_NOT_FOUND'),
    objectType: commentObjectTypeSchema,
    operation: z.enum(COMMENT_OPERATIONS, 'INVALID_COMMENT_OPERATION'),
    commentId: z.uuid('COMMENT_NOT_FOUND').nullish(),
    parentId: z.uuid('COMMENT_PARENT_NOT_FOUND').nullish(),
    message: message.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.operation !== 'delete' && b.message === undefined)
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'COMMENT_EMPTY' });
    if (b.operation !== 'add' && !b.commentId)
      ctx.addIssue({ code: 'custom', path: ['commentId'], message: 'COMMENT_ID_REQUIRED' });
  });
export type ProcessCommentBody = z.input<typeof processCommentBodySchema>;
export const processCommentAnswerSchema = z.object({
  /** Comments on the object now (deleted ones not counted). */
  commentNum: z.number().int(),
  /** The comment added or edited; after a delete, its tombstone, or null when it is gone. */
  Comment: commentRecordSchema.nullable(),
});
export type ProcessCommentAnswer = z.infer<typeof processCommentAnswerSchema>;

/**
 * `POST /api/glossary/getCommentList` (the spec's path): a thread, oldest first, keyset-paged.
 * Without `parentId`: top-level comments (COMMENTS_PAGE_SIZE a page), each with its first replies.
 * With `parentId` (a top-level comment): all its replies, oldest first, a page at a time.
 */
export const getCommentListBodySchema = z.object({
  objectId: z.uuid('COMMENT_OBJECT_NOT_FOUND'),
  objectType: commentObjectTypeSchema,
  parentId: z.uuid('COMMENT_PARENT_NOT_FOUND').optional(),
  cursor: z.string().max(300).optional(),
  languageCode: z.string().max(8).optional(),
});
export type GetCommentListBody = z.input<typeof getCommentListBodySchema>;
export const getCommentListAnswerSchema = z.object({
  ListOfComments: z.array(threadCommentSchema),
  /** Comments on the object (deleted ones not counted). */
  commentNum: z.number().int(),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type GetCommentListAnswer = z.infer<typeof getCommentListAnswerSchema>;

/** `POST /api/user/setCommentLike`: like ("Y") or unlike ("N") a comment you may see; repeating is harmless. */
export const setCommentLikeBodySchema = z.object({
  commentId: z.uuid('COMMENT_NOT_FOUND'),
  likeFlag: flagSchema,
});
export type SetCommentLikeBody = z.infer<typeof setCommentLikeBodySchema>;
export const setCommentLikeAnswerSchema = z.object({ likeFlag: flagSchema, likeNum: z.number().int() });

export const COMMENT_API = {
  process: '/api/user/processComment',
  list: '/api/glossary/getCommentList',
  like: '/api/user/setCommentLike',
} as const;

const commentMessagesRu = {
  COMMENT_NOT_FOUND: 'Комментарий не найден',
  COMMENT_OBJECT_NOT_FOUND: 'Публикация или файл не найдены',
  COMMENT_PARENT_NOT_FOUND: 'Комментарий, на который вы отвечаете, не найден',
  COMMENT_EMPTY: 'Напишите комментарий',
  COMMENT_TOO_LONG: `Комментарий: не больше ${COMMENT_LIMITS.message} символов`,
  COMMENT_ID_REQUIRED: 'Укажите комментарий (commentId)',
  COMMENT_NOT_AUTHOR: 'Изменить комментарий может только его автор',
  COMMENT_DELETE_FORBIDDEN: 'Удалить комментарий может его автор или владелец публикации',
  COMMENT_DELETED: 'Комментарий удалён',
  COMMENT_RATE_LIMITED: 'Вы пишете слишком часто: повторите через {seconds} с',
  INVALID_OBJECT_TYPE: 'Комментировать можно публикацию (post) или файл (file)',
  INVALID_COMMENT_OPERATION: 'Операция: add, edit или delete',
} as const;
type CommentMessageCode = keyof typeof commentMessagesRu;
const commentMessagesEn: Record<CommentMessageCode, string> = {
  COMMENT_NOT_FOUND: 'Comment not found',
  COMMENT_OBJECT_NOT_FOUND: 'Post or file not found',
  COMMENT_PARENT_NOT_FOUND: 'The comment you are replying to was not found',
  COMMENT_EMPTY: 'Write a comment',
  COMMENT_TOO_LONG: `A comment is at most ${COMMENT_LIMITS.message} characters`,
  COMMENT_ID_REQUIRED: 'Say which comment (commentId)',
  COMMENT_NOT_AUTHOR: 'Only its author can edit a comment',
  COMMENT_DELETE_FORBIDDEN: 'A comment can be deleted by its author or the owner of the post',
  COMMENT_DELETED: 'The comment is deleted',
  COMMENT_RATE_LIMITED: 'You are commenting too fast: try again in {seconds} s',
  INVALID_OBJECT_TYPE: 'Comments go on a post (post) or a file (file)',
  INVALID_COMMENT_OPERATION: 'Operation: add, edit or delete',
};
export const COMMENT_MESSAGES: Record<Lang, Record<CommentMessageCode, string>> = {
  ru: commentMessagesRu,
  en: commentMessagesEn,
};
