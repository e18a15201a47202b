import { z } from 'zod';
import { SEX_VALUES } from './auth.ts';
import { fileRecordSchema } from './files.ts';
import { flagSchema } from './flags.ts';
import type { Lang } from './lang.ts';

/**
 * Posts (spec sections 3 Post, 4, 5, 7): `/api/user/post/*`. Records use the spec's field names,
 * `Sheduled` spelt as the spec spells it. Flags travel as "Y"/"N"; times are ISO strings (UTC).
 */

export const POST_LIMITS = {
  title: 200,
  /** A post's text: 1..5000 characters (a post with files may have none: a template fills it). */
  body: 5000,
  /** Files attached to one post (a photo set). */
  files: 10,
  /** How far ahead a post may be scheduled. */
  scheduleDays: 365,
} as const;
/** Spec section 9: posts load ten at a time. */
export const POSTS_PAGE_SIZE = 10;

/**
 * Who sees a published post: everyone (Public, the default), the author's followers and the author
 * (Followers), or its author alone (Private). A post a reader may not see is a 404 to them everywhere
 * (lists, the feed, the post page, comments, likes, search, link previews, notifications).
 */
export const POST_TYPES = ['Public', 'Followers', 'Private'] as const;
export const postTypeSchema = z.enum(POST_TYPES);
export type PostType = z.infer<typeof postTypeSchema>;

/** `Sheduled` (spelt so, spec section 4) until its DisplayDT, then `Published`, by the server's job. */
export const POST_STATUSES = ['Published', 'Sheduled'] as const;
export const postStatusSchema = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof postStatusSchema>;

/** A person as posts and comments show their author (the users module's card). */
export const authorCardSchema = z.object({
  UserId: z.string(),
  NickName: z.string(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  /** The creative name of their first talent, when they gave one. */
  CreativeName: z.string().nullable(),
  /** The avatar's 128 px square as a same-origin path (`/files/<key>`), or null. */
  Photo: z.string().nullable(),
  /** As the person gave it (null: not said), so a sentence about them agrees («подписалась»). */
  Sex: z.enum(SEX_VALUES).nullable(),
  DemoFlag: flagSchema,
  /** Y on the viewer's own card. */
  MeFlag: flagSchema,
});
export type AuthorCard = z.infer<typeof authorCardSchema>;

/** The Post record of spec section 3, as the server answers it. */
export const postRecordSchema = z.object({
  PostId: z.string(),
  /** The author's id; the author's card is `Author`. */
  UserId: z.string(),
  Author: authorCardSchema,
  Title: z.string().nullable(),
  /** Plain text (the client makes links clickable; never HTML). */
  Body: z.string(),
  Type: postTypeSchema,
  Status: postStatusSchema,
  Created: z.string(),
  /** When it was published (null while scheduled). */
  Published: z.string().nullable(),
  /** When it is (or was) scheduled to appear; null for a post published at once. */
  Sheduled: z.string().nullable(),
  /** Set on every change (text, files, schedule, deletion, restore). */
  LastUpdated: z.string(),
  /** The time to show and sort by: the publication time, or the scheduled time while scheduled. */
  DisplayDT: z.string(),
  DeletedFlag: flagSchema,
  DeletedDT: z.string().nullable(),
  /** Y once the text was edited after publication: the post shows «изменено», history in getUserPostEditList. */
  EditedFlag: flagSchema,
  /** When the text was last edited after publication. */
  EditedDT: z.string().nullable(),
  /** Y when the viewer is the author (may edit, schedule, delete). */
  OwnerFlag: flagSchema,
  /** The attached files the viewer may see, in the author's order (the media library's File records). */
  Files: z.array(fileRecordSchema),
  Likes: z.number().int(),
  /** Y when the viewer likes it. */
  LikeFlag: flagSchema,
  /** Comments on the post (deleted ones not counted). */
  CommentNum: z.number().int(),
});
export type PostRecord = z.infer<typeof postRecordSchema>;

const uuid = (code: string) => z.uuid(code);
const fileIds = z
  .array(uuid('INVALID_FILE_ID'))
  .max(POST_LIMITS.files, 'POST_TOO_MANY_FILES')
  .refine((ids) => new Set(ids).size === ids.length, 'POST_DUPLICATE_FILES');
const title = z.string().trim().max(POST_LIMITS.title, 'POST_TITLE_TOO_LONG');
const body = z.string().trim().max(POST_LIMITS.body, 'POST_BODY_TOO_LONG');
/** An ISO time with its offset (`2026-12-01T18:00:00+03:00`); must be in the future (checked by the server). */
const displayDT = z.iso.datetime({ offset: true, error: 'INVALID_DISPLAY_DT' });

/**
 * `POST /api/user/post/createUserPost {body, fileId}`: a post from the caller's own public, not
 * deleted audio, video or image files (`fileId`: one id or a list of up to 10), or a text post
 * (body 1..5000 characters). With files and no body, the body is a template in the author's
 * language («Новый трек: …»). `displayDT` schedules it (Status `Sheduled`) instead of publishing now.
 */
export const createUserPostBodySchema = z
  .object({
    body: body.optional(),
    fileId: z
      .union([uuid('INVALID_FILE_ID'), z.array(uuid('INVALID_FILE_ID'))], { error: 'INVALID_FILE_ID' })
      .transform((v) => (typeof v === 'string' ? [v] : v))
      .pipe(fileIds)
      .optional(),
    title: title.optional(),
    type: postTypeSchema.optional(),
    displayDT: displayDT.optional(),
    languageCode: z.string().max(8).optional(),
  })
  .refine((b) => Boolean(b.body) || (b.fileId?.length ?? 0) > 0, {
    message: 'POST_EMPTY',
    path: ['body'],
  });
export type CreateUserPostBody = z.input<typeof createUserPostBodySchema>;

/**
 * `POST /api/user/post/updateUserPost`: the author changes what is given, nothing else.
 * - `Title`, `Body`, `Type`, `FileIds` (the attached files, replacing the list; same rules as create);
 *   an edit of a published post's text keeps the previous text in its edit history.
 * - `Status:"Sheduled"` with a future `DisplayDT` schedules a post not yet published (or moves its
 *   time); `Status:"Published"` publishes it now. A published post cannot go back to scheduled.
 * - `DeletedFlag:"Y"` deletes (soft; restorable for 30 days), `"N"` restores.
 * Someone else's post, or an unknown one: 404 and nothing changes.
 */
export const updateUserPostBodySchema = z.object({
  PostId: uuid('POST_NOT_FOUND'),
  Title: title.nullish(),
  Body: body.optional(),
  Type: postTypeSchema.optional(),
  Status: postStatusSchema.optional(),
  DisplayDT: displayDT.optional(),
  FileIds: fileIds.optional(),
  DeletedFlag: flagSchema.optional(),
  languageCode: z.string().max(8).optional(),
});
export type UpdateUserPostBody = z.input<typeof updateUserPostBodySchema>;

/**
 * `POST /api/user/post/getUserPostList`: ten at a time, keyset-paged (pass `nextCursor` back as
 * `cursor`). Without `nickName`: the caller's own posts (signed in). With it: that person's posts as
 * the caller may see them (a visitor: published, public, not deleted). `status:"Sheduled"`: the
 * author's scheduled posts, soonest first; otherwise published posts, newest first.
 * `deletedFlag:"Y"`: the author's deleted posts, most recently deleted first.
 */
export const getUserPostListBodySchema = z.object({
  deletedFlag: flagSchema.optional(),
  nickName: z.string().trim().min(1).max(64).optional(),
  status: postStatusSchema.optional(),
  cursor: z.string().max(300).optional(),
  languageCode: z.string().max(8).optional(),
});
export type GetUserPostListBody = z.input<typeof getUserPostListBodySchema>;
export const getUserPostListAnswerSchema = z.object({
  ListOfPosts: z.array(postRecordSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type GetUserPostListAnswer = z.infer<typeof getUserPostListAnswerSchema>;

/** `POST /api/user/post/getUserPost {postId}`: someone else's scheduled, private or deleted post is a 404. */
export const getUserPostBodySchema = z.object({
  postId: uuid('POST_NOT_FOUND'),
  languageCode: z.string().max(8).optional(),
});
export type GetUserPostBody = z.input<typeof getUserPostBodySchema>;

/** `POST /api/user/post/setUserPostLike`: like ("Y") or unlike ("N") a post you may see; repeating is harmless. */
export const setUserPostLikeBodySchema = z.object({
  postId: uuid('POST_NOT_FOUND'),
  likeFlag: flagSchema,
});
export type SetUserPostLikeBody = z.infer<typeof setUserPostLikeBodySchema>;
/** The same answer as setUserMediaLike: the viewer's like and the count after the call. */
export const setUserPostLikeAnswerSchema = z.object({ likeFlag: flagSchema, likeNum: z.number().int() });
export type SetUserPostLikeAnswer = z.infer<typeof setUserPostLikeAnswerSchema>;

/** One version of a post's text. */
export const postEditSchema = z.object({
  PostId: z.string(),
  Title: z.string().nullable(),
  Body: z.string(),
  /** When this text was written (the first version: the publication). */
  Created: z.string(),
  /** Y on the version the post shows now (the first item). */
  CurrentFlag: flagSchema,
});
export type PostEdit = z.infer<typeof postEditSchema>;

/**
 * `POST /api/user/post/getUserPostEditList {postId}`: the edit history of a post the viewer may see,
 * newest first: the current text, then each earlier one (up to 100 versions).
 */
export const getUserPostEditListBodySchema = getUserPostBodySchema;
export const getUserPostEditListAnswerSchema = z.object({ ListOfPostEdits: z.array(postEditSchema) });
export type GetUserPostEditListAnswer = z.infer<typeof getUserPostEditListAnswerSchema>;

/**
 * `POST /api/user/post/getFeed {cursor?}` (signed in): the home feed `/list`, the published posts of
 * the people the caller follows and the caller's own, newest first (by publication time), ten a page,
 * keyset-paged (pass `nextCursor` back as `cursor`). Each is the posts list's Post record (files,
 * author, likes, the caller's like, comment count). Followers-only posts of people the caller follows
 * are included; private ones only for their author. Answers `getUserPostList`'s shape.
 */
export const getFeedBodySchema = z.object({
  cursor: z.string().max(300).optional(),
  languageCode: z.string().max(8).optional(),
});
export type GetFeedBody = z.input<typeof getFeedBodySchema>;
export const getFeedAnswerSchema = getUserPostListAnswerSchema;
export type GetFeedAnswer = GetUserPostListAnswer;

export const POST_API = {
  feed: '/api/user/post/getFeed',
  create: '/api/user/post/createUserPost',
  update: '/api/user/post/updateUserPost',
  list: '/api/user/post/getUserPostList',
  get: '/api/user/post/getUserPost',
  like: '/api/user/post/setUserPostLike',
  edits: '/api/user/post/getUserPostEditList',
} as const;

/** The error codes of the post calls, with their texts (the server answers them as `message`). */
const postMessagesRu = {
  POST_NOT_FOUND: 'Публикация не найдена',
  POST_EMPTY: 'Напишите текст публикации или прикрепите файл',
  POST_BODY_TOO_LONG: `Текст публикации: не больше ${POST_LIMITS.body} символов`,
  POST_TITLE_TOO_LONG: `Заголовок: не больше ${POST_LIMITS.title} символов`,
  POST_TOO_MANY_FILES: `К публикации можно прикрепить не больше ${POST_LIMITS.files} файлов`,
  POST_DUPLICATE_FILES: 'Один и тот же файл прикреплён дважды',
  INVALID_FILE_ID: 'Некорректный идентификатор файла',
  POST_FILE_NOT_FOUND: 'Файл не найден среди ваших файлов',
  POST_FILE_NOT_PUBLIC: 'Опубликовать можно только открытый файл: сделайте его доступным всем',
  INVALID_DISPLAY_DT: 'Укажите дату и время публикации',
  POST_SCHEDULE_IN_PAST: 'Время публикации уже прошло: выберите время в будущем',
  POST_SCHEDULE_TOO_FAR: `Запланировать публикацию можно не больше чем на ${POST_LIMITS.scheduleDays} дней вперёд`,
  POST_ALREADY_PUBLISHED: 'Публикация уже вышла: её нельзя запланировать снова',
  POST_DELETED: 'Публикация удалена: сначала восстановите её',
  POST_AUTHOR_NOT_FOUND: 'Пользователь не найден',
} as const;
type PostMessageCode = keyof typeof postMessagesRu;
const postMessagesEn: Record<PostMessageCode, string> = {
  POST_NOT_FOUND: 'Post not found',
  POST_EMPTY: 'Write some text or attach a file',
  POST_BODY_TOO_LONG: `A post's text is at most ${POST_LIMITS.body} characters`,
  POST_TITLE_TOO_LONG: `A title is at most ${POST_LIMITS.title} characters`,
  POST_TOO_MANY_FILES: `A post holds at most ${POST_LIMITS.files} files`,
  POST_DUPLICATE_FILES: 'The same file is attached twice',
  INVALID_FILE_ID: 'Invalid file id',
  POST_FILE_NOT_FOUND: 'File not found among your files',
  POST_FILE_NOT_PUBLIC: 'Only a public file can be posted: make it visible to everyone',
  INVALID_DISPLAY_DT: 'Give the date and time to publish',
  POST_SCHEDULE_IN_PAST: 'That time has passed: choose a time in the future',
  POST_SCHEDULE_TOO_FAR: `A post can be scheduled at most ${POST_LIMITS.scheduleDays} days ahead`,
  POST_ALREADY_PUBLISHED: 'The post is already out: it cannot be scheduled again',
  POST_DELETED: 'The post is deleted: restore it first',
  POST_AUTHOR_NOT_FOUND: 'User not found',
};
export const POST_MESSAGES: Record<Lang, Record<PostMessageCode, string>> = {
  ru: postMessagesRu,
  en: postMessagesEn,
};
