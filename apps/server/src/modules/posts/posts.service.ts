import {
  type CreateUserPostBody,
  type FileRecord,
  type GetFeedBody,
  type GetUserPostListBody,
  type Lang,
  POST_LIMITS,
  POSTS_PAGE_SIZE,
  type PostRecord,
  toLang,
  type UpdateUserPostBody,
} from '@talanty/contract';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { keysetCursors, TIMESTAMP_KEY } from '../../lib/cursor.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Outbox } from '../../lib/events/outbox.ts';
import type { ObjectsRegistry, Removal } from '../../lib/objects.ts';
import { collectingTags, readTags } from '../../lib/public-cache.ts';
import type { FilesService } from '../files/files.module.ts';
import type { LikesService } from '../likes/likes.module.ts';
import { authorCard } from '../users/users.columns.ts';
import type { UsersService } from '../users/users.module.ts';
import { toPostEdits, toPostRecord } from './posts.mapper.ts';
import type { PostChanges, PostListKind, PostRow, PostsRepo } from './posts.repo.ts';
import { postTemplate } from './posts.templates.ts';

declare module '../../lib/events/outbox.ts' {
  interface EventMap {
    /** A post became visible to its readers: published at once, or its scheduled time came. */
    'post.published': {
      postId: string;
      authorId: string;
      publishedAt: string;
      /** True when the publishing job published it at its scheduled time (notifications tell the author). */
      scheduled?: boolean;
    };
  }
}

/** Deleted posts are kept this long (restorable), then purged with their likes and comments. */
export const DELETED_POST_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Versions the edit history answers at most. */
const EDITS_SHOWN = 100;
const PUBLISH_BATCH = 100;

type Viewer = { id: string } | null;

export function postsService(deps: {
  repo: PostsRepo;
  files: Pick<FilesService, 'getFileRecords'>;
  users: Pick<UsersService, 'idByNick' | 'find'>;
  likes: Pick<LikesService, 'setFlag'>;
  events: Pick<Outbox, 'emit'>;
  objects: Pick<ObjectsRegistry, 'removed'>;
  /** Makes the publishing job run at `at` (now, when it has passed). */
  publishAt: (at: Date) => Promise<void>;
  secret: string;
}) {
  const { repo, files, users, likes, events, objects } = deps;
  const cursors = keysetCursors({
    secret: deps.secret,
    purpose: 'posts',
    invalid: () => badRequest('INVALID_CURSOR'),
  });

  /** Records of rows: their authors from the rows' own query, their files in one more (and their tags). */
  async function toRecords(rows: PostRow[], viewer: Viewer, lang: Lang): Promise<PostRecord[]> {
    if (rows.length === 0) return [];
    const fileRecords = await files.getFileRecords(
      viewer,
      rows.flatMap((r) => r.fileIds),
      lang,
    );
    const byId = new Map(fileRecords.map((f) => [f.FileId, f]));
    return rows.flatMap((row) => {
      const author = authorCard(row.authorId, row, viewer?.id ?? null);
      if (!author) return [];
      const attached = row.fileIds.flatMap((id) => byId.get(id) ?? []);
      return [toPostRecord(row, { viewerId: viewer?.id ?? null, author, files: attached })];
    });
  }

  async function recordOf(id: string, viewer: Viewer, lang: Lang): Promise<PostRecord> {
    const row = await repo.get(id, viewer?.id ?? null);
    if (!row) throw notFound('POST_NOT_FOUND');
    readTags(`post:${id}`, `user:${row.authorId}`, ...row.fileIds.map((f) => `file:${f}`));
    return (await toRecords([row], viewer, lang))[0]!;
  }

  /** The attached files: the author's own, public, not deleted ones, in the order given. */
  async function ownPublicFiles(authorId: string, ids: string[], lang: Lang): Promise<FileRecord[]> {
    if (ids.length === 0) return [];
    const found = new Map(
      (await files.getFileRecords({ id: authorId }, ids, lang)).map((f) => [f.FileId, f]),
    );
    return ids.map((id) => {
      const file = found.get(id);
      if (file?.OwnerFlag !== 'Y' || file.DeletedFlag === 'Y') throw notFound('POST_FILE_NOT_FOUND');
      if (file.PublicFlag !== 'Y') throw badRequest('POST_FILE_NOT_PUBLIC');
      return file;
    });
  }

  /** A scheduling time: in the future, at most POST_LIMITS.scheduleDays ahead. */
  function scheduleTime(value: string | undefined, now: Date): Date {
    if (!value) throw badRequest('INVALID_DISPLAY_DT');
    const at = new Date(value);
    if (at.getTime() <= now.getTime()) throw badRequest('POST_SCHEDULE_IN_PAST');
    if (at.getTime() > now.getTime() + POST_LIMITS.scheduleDays * DAY_MS)
      throw badRequest('POST_SCHEDULE_TOO_FAR');
    return at;
  }

  /** The author's language (their mail language), for the text of a post made from files alone. */
  async function authorLang(authorId: string): Promise<Lang> {
    return toLang((await users.find(authorId))?.language);
  }

  /** The template a post's files give (the new ones, else those it has) in the author's language. */
  async function templateFor(
    authorId: string,
    postId: string,
    newFiles: FileRecord[] | undefined,
    lang: Lang,
  ) {
    const current = newFiles ? undefined : await repo.get(postId, authorId);
    const attached =
      newFiles ??
      (current?.authorId === authorId
        ? await files.getFileRecords({ id: authorId }, current.fileIds, lang)
        : []);
    return postTemplate(attached, await authorLang(authorId));
  }

  const published = (
    tx: Db,
    row: { id: string; authorId: string; publishedAt: Date | null },
    scheduled = false,
  ) =>
    events.emit(tx, {
      type: 'post.published',
      payload: {
        postId: row.id,
        authorId: row.authorId,
        publishedAt: row.publishedAt!.toISOString(),
        scheduled,
      },
    });

  /** A page of rows fetched one past the page size: its records and the cursor to the next. */
  /** The public cache's tags of the posts a page shows: each post and each attached file. */
  const shownTags = (records: PostRecord[]) =>
    records.flatMap((p) => [`post:${p.PostId}`, ...p.Files.map((f) => `file:${f.FileId}`)]);

  async function pageOf(rows: PostRow[], tag: string, viewer: Viewer, lang: Lang) {
    const page = rows.slice(0, POSTS_PAGE_SIZE);
    const last = page[page.length - 1];
    return {
      ListOfPosts: await toRecords(page, viewer, lang),
      nextCursor:
        rows.length > POSTS_PAGE_SIZE && last
          ? cursors.encode(tag, { sortKey: last.sortKey, id: last.id })
          : null,
    };
  }

  function listKind(body: GetUserPostListBody): PostListKind {
    if (body.deletedFlag === 'Y') return 'deleted';
    return body.status === 'Sheduled' ? 'scheduled' : 'published';
  }

  return {
    /** For the objects registry. */
    visibleIds: repo.visibleIds,
    ownersOf: repo.ownersOf,

    /** `at`: when it happens (now; the demo seed backdates its posts). */
    async create(
      author: { id: string },
      body: CreateUserPostBody,
      lang: Lang,
      at: Date = new Date(),
    ): Promise<PostRecord> {
      const now = at;
      const fileIds = (body.fileId ?? []) as string[];
      const attached = await ownPublicFiles(author.id, fileIds, lang);
      const text = body.body?.trim() || postTemplate(attached, await authorLang(author.id));
      const scheduled = body.displayDT ? scheduleTime(body.displayDT, now) : null;
      const id = uuidv7();
      await repo.transaction(async (tx) => {
        const row = {
          id,
          authorId: author.id,
          title: body.title?.trim() || null,
          body: text,
          type: body.type ?? 'Public',
          status: scheduled ? 'Sheduled' : 'Published',
          fileIds,
          createdAt: now,
          publishedAt: scheduled ? null : now,
          scheduledAt: scheduled,
          displayAt: scheduled ?? now,
          updatedAt: now,
        };
        await repo.insert(tx, row);
        if (!scheduled) await published(tx, row);
      });
      if (scheduled) await deps.publishAt(scheduled);
      return recordOf(id, author, lang);
    },

    async update(author: { id: string }, body: UpdateUserPostBody, lang: Lang): Promise<PostRecord> {
      const now = new Date();
      const newFiles = body.FileIds && (await ownPublicFiles(author.id, body.FileIds, lang));
      // An emptied body becomes the files' template, read before the transaction: every query in it
      // goes through its own connection (the embedded database has one).
      const template =
        body.Body !== undefined && !body.Body.trim()
          ? await templateFor(author.id, body.PostId, newFiles, lang)
          : '';
      let scheduleAt: Date | null = null;
      await repo.transaction(async (tx) => {
        const row = await repo.lockOwn(tx, body.PostId, author.id);
        if (!row) throw notFound('POST_NOT_FOUND');
        const changes: PostChanges = {};

        if (body.DeletedFlag === 'Y' && !row.deleted)
          Object.assign(changes, { deleted: true, deletedAt: now });
        if (body.DeletedFlag === 'N' && row.deleted)
          Object.assign(changes, { deleted: false, deletedAt: null });
        const contentChange =
          body.Title !== undefined ||
          body.Body !== undefined ||
          body.Type !== undefined ||
          body.Status !== undefined ||
          body.DisplayDT !== undefined ||
          body.FileIds !== undefined;
        if (row.deleted && body.DeletedFlag !== 'N' && contentChange) throw conflict('POST_DELETED');

        // The text: an empty body falls back to the files' template, and a post never ends up empty.
        if (body.FileIds !== undefined) changes.fileIds = body.FileIds;
        const text = (body.Body !== undefined ? body.Body.trim() : row.body) || template;
        if (!text) throw badRequest('POST_EMPTY');
        const title = body.Title === undefined ? row.title : body.Title?.trim() || null;
        const textChanged = text !== row.body || title !== row.title;
        if (textChanged) Object.assign(changes, { body: text, title });
        if (body.Type !== undefined && body.Type !== row.type) changes.type = body.Type;

        // Scheduling and publishing.
        let status = row.status;
        if (body.Status === 'Published' && row.status === 'Sheduled') {
          status = 'Published';
          Object.assign(changes, { status, publishedAt: now, displayAt: now });
        } else if (
          body.Status === 'Sheduled' ||
          (body.DisplayDT !== undefined && body.Status !== 'Published')
        ) {
          if (row.status === 'Published') throw badRequest('POST_ALREADY_PUBLISHED');
          scheduleAt = scheduleTime(body.DisplayDT, now);
          Object.assign(changes, { scheduledAt: scheduleAt, displayAt: scheduleAt });
        }
        // A restored scheduled post whose time came while it was deleted goes out with the next run.
        if (changes.deleted === false && row.status === 'Sheduled' && !scheduleAt && status === 'Sheduled')
          scheduleAt = row.displayAt;

        if (Object.keys(changes).length === 0) return;
        // Each edit of a published post's text keeps the text it replaces (the edit history).
        if (textChanged && row.status === 'Published') {
          await repo.addEdit(tx, {
            id: uuidv7(),
            postId: row.id,
            title: row.title,
            body: row.body,
            writtenAt: row.editedAt ?? row.publishedAt ?? row.createdAt,
          });
          changes.editedAt = now;
        }
        changes.updatedAt = now;
        await repo.update(tx, row.id, changes);
        if (status === 'Published' && row.status === 'Sheduled')
          await published(tx, { id: row.id, authorId: row.authorId, publishedAt: now });
      });
      if (scheduleAt) await deps.publishAt(scheduleAt);
      return recordOf(body.PostId, author, lang);
    },

    get: (viewer: Viewer, postId: string, lang: Lang) => recordOf(postId, viewer, lang),

    async list(viewer: Viewer, body: GetUserPostListBody, lang: Lang) {
      let authorId: string;
      if (body.nickName) {
        const found = await users.idByNick(body.nickName);
        if (!found) throw notFound('POST_AUTHOR_NOT_FOUND');
        authorId = found;
      } else {
        if (!viewer) throw new AppError(401, 'NOT_LOGGED_IN');
        authorId = viewer.id;
      }
      const own = authorId === viewer?.id;
      const kind = listKind(body);
      const tag = `posts-${kind}`;
      const after = body.cursor ? cursors.decode(tag, body.cursor, TIMESTAMP_KEY) : undefined;
      // Scheduled and deleted posts are their author's alone.
      if (!own && kind !== 'published') return { ListOfPosts: [], nextCursor: null };
      const rows = await repo.list({
        authorId,
        viewerId: viewer?.id ?? null,
        kind,
        readerView: !own,
        after,
        limit: POSTS_PAGE_SIZE + 1,
      });
      const page = await pageOf(rows, tag, viewer, lang);
      // A visitor's cached page goes when the author posts, edits, removes or renames (user:), or a
      // shown post's counts or files change.
      if (collectingTags()) readTags(`user:${authorId}`, ...shownTags(page.ListOfPosts));
      return page;
    },

    /** The home feed: published posts of the people the viewer follows and their own, newest first. */
    async feed(viewer: { id: string }, body: GetFeedBody, lang: Lang) {
      const tag = 'posts-feed';
      const after = body.cursor ? cursors.decode(tag, body.cursor, TIMESTAMP_KEY) : undefined;
      const rows = await repo.feed({ viewerId: viewer.id, after, limit: POSTS_PAGE_SIZE + 1 });
      const page = await pageOf(rows, tag, viewer, lang);
      // A cached page goes when anyone it follows posts or changes (user:), when the reader follows
      // or unfollows (their follow counts: user:), or when a shown post, its counts or files change.
      if (collectingTags())
        readTags(
          `user:${viewer.id}`,
          ...(await repo.followeeIds(viewer.id)).map((id) => `user:${id}`),
          ...shownTags(page.ListOfPosts),
        );
      return page;
    },

    like: (viewer: { id: string }, postId: string, likeFlag: 'Y' | 'N') =>
      likes.setFlag(viewer, { type: 'post', id: postId }, likeFlag),

    async edits(viewer: Viewer, postId: string) {
      const row = await repo.get(postId, viewer?.id ?? null);
      if (!row) throw notFound('POST_NOT_FOUND');
      return { ListOfPostEdits: toPostEdits(row, await repo.edits(postId, EDITS_SHOWN - 1)) };
    },

    /**
     * The publishing job: every scheduled post whose time has come, in batches, each exactly once
     * (see the repo), with its `post.published` event in the same transaction. Then the job is
     * set to wake at the next scheduled time.
     */
    async publishDue(now = new Date()): Promise<number> {
      let total = 0;
      for (;;) {
        const { count } = await repo.publishDue(now, PUBLISH_BATCH, async (tx, rows) => {
          for (const row of rows) await published(tx, row, true);
        });
        total += count;
        if (count < PUBLISH_BATCH) break;
      }
      const next = await repo.nextDue();
      if (next) await deps.publishAt(next);
      return total;
    },

    /** Posts deleted more than 30 days ago go for good, with what refers to them (likes, comments). */
    async purgeDeleted(now = new Date()): Promise<number> {
      let purged = 0;
      for (;;) {
        const ids = await repo.deletedBefore(new Date(now.getTime() - DELETED_POST_TTL_MS), 100);
        if (ids.length)
          purged += await repo.purge(ids, (tx, gone) => objects.removed(tx, postsRemoval(gone)));
        if (ids.length < 100) return purged;
      }
    },

    /** The objects registry's removal listener: a removed account's posts go with what refers to them. */
    async forget(tx: Db, removal: Removal) {
      if (!removal.userId) return;
      const ids = await repo.deleteAllOf(tx, removal.userId);
      if (ids.length) await objects.removed(tx, postsRemoval(ids));
    },
  };
}
export type PostsService = ReturnType<typeof postsService>;

const postsRemoval = (ids: string[]): Removal => ({ objects: [{ type: 'post', ids }] });
