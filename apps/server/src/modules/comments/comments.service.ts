import {
  COMMENT_LIMITS,
  COMMENT_REPLIES_PREVIEW,
  COMMENTS_PAGE_SIZE,
  type CommentRecord,
  type GetCommentListBody,
  type ProcessCommentBody,
  type ThreadComment,
} from '@talanty/contract';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { keysetCursors, TIMESTAMP_KEY } from '../../lib/cursor.ts';
import { badRequest, forbidden, notFound, tooMany } from '../../lib/errors.ts';
import type { Outbox } from '../../lib/events/outbox.ts';
import type { ObjectsRegistry, ReadOpts, Removal } from '../../lib/objects.ts';
import { collectingTags, readTags } from '../../lib/public-cache.ts';
import { authorCard } from '../users/users.columns.ts';
import { toCommentRecord } from './comments.mapper.ts';
import type { CommentedObject, CommentRow, CommentsRepo } from './comments.repo.ts';

declare module '../../lib/events/outbox.ts' {
  interface EventMap {
    /** A comment was added (notifications): on an object, or a reply to `parentId`. */
    'comment.created': {
      commentId: string;
      objectType: CommentedObject['type'];
      objectId: string;
      authorId: string;
      parentId: string | null;
      /** The replied-to comment's author (null: a top-level comment, or a reply to a deleted one). */
      parentAuthorId: string | null;
    };
    /** A comment was deleted (its notification goes). */
    'comment.removed': { commentId: string };
  }
}

type Viewer = { id: string } | null;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export function commentsService(deps: {
  repo: CommentsRepo;
  objects: Pick<ObjectsRegistry, 'isVisible' | 'visibleTo' | 'owners' | 'notFoundCode' | 'removed' | 'link'>;
  events: Pick<Outbox, 'emit'>;
  secret: string;
}) {
  const { repo, objects, events } = deps;
  const cursors = keysetCursors({
    secret: deps.secret,
    purpose: 'comments',
    invalid: () => badRequest('INVALID_CURSOR'),
  });

  /** 404 with the object type's own code unless the viewer may see the object (held until `tx` ends). */
  async function mustSee(object: CommentedObject, viewer: Viewer, opts?: ReadOpts) {
    if (!(await objects.isVisible(object.type, viewer?.id ?? null, object.id, opts)))
      throw notFound(objects.notFoundCode(object.type));
  }

  /** Records of rows (their authors' cards come with them), and who may delete what: one query for the owner. */
  async function toRecords(
    rows: CommentRow[],
    object: CommentedObject,
    viewer: Viewer,
  ): Promise<CommentRecord[]> {
    if (rows.length === 0) return [];
    const viewerId = viewer?.id ?? null;
    const objectOwner = (await objects.owners(object.type, [object.id])).get(object.id) ?? null;
    return rows.map((row) => {
      const author = row.authorId && !row.deleted ? authorCard(row.authorId, row, viewerId) : undefined;
      return toCommentRecord(row, { viewerId, objectOwner, author });
    });
  }

  /** Adding is limited per author, counted in the database so that every server process agrees. */
  async function checkRate(authorId: string, now: Date) {
    const recent = await repo.recentBy(
      authorId,
      new Date(now.getTime() - MINUTE_MS),
      new Date(now.getTime() - HOUR_MS),
    );
    const wait = (oldest: Date | null, window: number) =>
      Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + window - now.getTime()) / 1000));
    if (recent.minute >= COMMENT_LIMITS.perMinute)
      throw tooMany('COMMENT_RATE_LIMITED', wait(recent.oldestInMinute, MINUTE_MS));
    if (recent.hour >= COMMENT_LIMITS.perHour)
      throw tooMany('COMMENT_RATE_LIMITED', wait(recent.oldestInHour, HOUR_MS));
  }

  async function add(viewer: { id: string }, object: CommentedObject, body: ProcessCommentBody, now: Date) {
    const id = uuidv7();
    const commentNum = await repo.transaction(async (tx) => {
      await mustSee(object, viewer, { tx, lock: true });
      let rootId: string | null = null;
      let parentAuthorId: string | null = null;
      if (body.parentId) {
        const parent = await repo.lock(tx, body.parentId, 'key share');
        if (!parent || parent.deleted || parent.objectType !== object.type || parent.objectId !== object.id)
          throw notFound('COMMENT_PARENT_NOT_FOUND');
        rootId = parent.rootId ?? parent.id;
        parentAuthorId = parent.authorId;
        await repo.addReplies(tx, rootId, 1);
      }
      await repo.insert(tx, {
        id,
        objectType: object.type,
        objectId: object.id,
        parentId: body.parentId ?? null,
        rootId,
        authorId: viewer.id,
        message: body.message!,
        createdAt: now,
        updatedAt: now,
      });
      await events.emit(tx, {
        type: 'comment.created',
        payload: {
          commentId: id,
          objectType: object.type,
          objectId: object.id,
          authorId: viewer.id,
          parentId: body.parentId ?? null,
          parentAuthorId,
        },
      });
      return repo.bump(tx, object, 1);
    });
    return { commentNum, id };
  }

  /** The comment named by the call, locked for a change, on the object named (else 404). */
  async function ownComment(tx: Db, object: CommentedObject, commentId: string) {
    const row = await repo.lock(tx, commentId, 'update');
    if (!row || row.deleted || row.objectType !== object.type || row.objectId !== object.id)
      throw notFound('COMMENT_NOT_FOUND');
    return row;
  }

  async function edit(viewer: { id: string }, object: CommentedObject, body: ProcessCommentBody, now: Date) {
    const commentNum = await repo.transaction(async (tx) => {
      await mustSee(object, viewer, { tx, lock: true });
      const row = await ownComment(tx, object, body.commentId!);
      if (row.authorId !== viewer.id) throw forbidden('COMMENT_NOT_AUTHOR');
      if (row.message !== body.message)
        await repo.update(tx, row.id, { message: body.message!, editedAt: now, updatedAt: now });
      return repo.count(object, tx);
    });
    return { commentNum, id: body.commentId! };
  }

  /**
   * Deletes a comment: a tombstone while it has replies, else the row goes, and with it any
   * tombstones above it left without replies. Its likes go with the rows (the registry's removal).
   */
  async function remove(
    viewer: { id: string },
    object: CommentedObject,
    body: ProcessCommentBody,
    now: Date,
  ) {
    let kept = false;
    // An object's owner never changes: read before the transaction (the embedded database has one connection).
    const owner = (await objects.owners(object.type, [object.id])).get(object.id);
    const commentNum = await repo.transaction(async (tx) => {
      await mustSee(object, viewer, { tx, lock: true });
      const row = await ownComment(tx, object, body.commentId!);
      if (row.authorId !== viewer.id && owner !== viewer.id) throw forbidden('COMMENT_DELETE_FORBIDDEN');
      const removed: string[] = [];
      await events.emit(tx, { type: 'comment.removed', payload: { commentId: row.id } });
      if (await repo.hasReplies(tx, row.id)) {
        kept = true;
        await repo.update(tx, row.id, { deleted: true, message: '', updatedAt: now });
      } else {
        await repo.remove(tx, row.id);
        removed.push(row.id);
        let up = row.parentId;
        while (up) {
          const above = await repo.lock(tx, up, 'update');
          if (!above?.deleted || (await repo.hasReplies(tx, above.id))) break;
          await repo.remove(tx, above.id);
          removed.push(above.id);
          up = above.parentId;
        }
      }
      if (row.rootId && !removed.includes(row.rootId)) await repo.addReplies(tx, row.rootId, -1);
      if (removed.length) await objects.removed(tx, { objects: [{ type: 'comment', ids: removed }] });
      return repo.bump(tx, object, -1);
    });
    return { commentNum, id: kept ? body.commentId! : null };
  }

  return {
    /** `processComment`: add, edit or delete; answers the object's count and the comment as it is now. */
    /** `opts` for the demo seed: `at` backdates the change, `unlimited` skips the rate limit. */
    async process(
      viewer: { id: string },
      body: ProcessCommentBody,
      opts: { at?: Date; unlimited?: boolean } = {},
    ) {
      const object: CommentedObject = { type: body.objectType, id: body.objectId };
      const now = opts.at ?? new Date();
      if (body.operation === 'add' && !opts.unlimited) await checkRate(viewer.id, now);
      const op = body.operation === 'add' ? add : body.operation === 'edit' ? edit : remove;
      const { commentNum, id } = await op(viewer, object, body, now);
      const row = id ? await repo.one(id, viewer.id) : undefined;
      const [comment] = row ? await toRecords([row], object, viewer) : [];
      return { commentNum, Comment: comment ?? null };
    },

    /** `getCommentList`: top-level comments with their first replies, or one comment's replies; oldest first. */
    async list(viewer: Viewer, body: GetCommentListBody) {
      const object: CommentedObject = { type: body.objectType, id: body.objectId };
      await mustSee(object, viewer);
      const viewerId = viewer?.id ?? null;
      const tag = body.parentId
        ? `comments-replies-${body.parentId}`
        : `comments-${object.type}-${object.id}`;
      const after = body.cursor ? cursors.decode(tag, body.cursor, TIMESTAMP_KEY) : undefined;
      const limit = COMMENTS_PAGE_SIZE + 1;
      let pageRows: CommentRow[];
      let items: ThreadComment[];
      if (body.parentId) {
        const root = await repo.one(body.parentId, viewerId);
        if (!root || root.rootId !== null || root.objectType !== object.type || root.objectId !== object.id)
          throw notFound('COMMENT_PARENT_NOT_FOUND');
        const rows = await repo.replies(root.id, viewerId, { after, limit });
        pageRows = rows.filter((r) => r.rootId === root.id);
        items = (await toRecords(pageRows.slice(0, COMMENTS_PAGE_SIZE), object, viewer)).map((r) => ({
          ...r,
          ListOfReplies: [],
        }));
      } else {
        const rows = await repo.roots(object, viewerId, { after, limit, preview: COMMENT_REPLIES_PREVIEW });
        pageRows = rows.filter((r) => r.rootId === null);
        const shown = pageRows.slice(0, COMMENTS_PAGE_SIZE);
        const keep = new Set(shown.map((r) => r.id));
        const replies = rows.filter((r) => r.rootId !== null && keep.has(r.rootId));
        const records = await toRecords([...shown, ...replies], object, viewer);
        const byRoot = new Map<string, CommentRecord[]>();
        for (const r of records.slice(shown.length))
          byRoot.set(r.RootId!, [...(byRoot.get(r.RootId!) ?? []), r]);
        items = records
          .slice(0, shown.length)
          .map((r) => ({ ...r, ListOfReplies: byRoot.get(r.CommentId) ?? [] }));
      }
      const last = pageRows[COMMENTS_PAGE_SIZE - 1];
      // A visitor's cached page goes when a comment on the object changes (migration 0022), the object
      // or its owner does (visibility), or a shown comment's likes or author do.
      if (collectingTags()) {
        const owner = (await objects.owners(object.type, [object.id])).get(object.id);
        const shown = items.flatMap((c) => [c, ...c.ListOfReplies]);
        readTags(
          `${object.type}:${object.id}`,
          ...(owner ? [`user:${owner}`] : []),
          ...shown.flatMap((c) => [
            `comment:${c.CommentId}`,
            ...(c.Author ? [`user:${c.Author.UserId}`] : []),
          ]),
        );
      }
      return {
        ListOfComments: items,
        commentNum: await repo.count(object),
        nextCursor:
          pageRows.length > COMMENTS_PAGE_SIZE && last
            ? cursors.encode(tag, { sortKey: last.sortKey, id: last.id })
            : null,
      };
    },

    /** For the objects registry: comments are visible where their object is. */
    async visibleIds(viewerId: string | null, ids: string[], opts: ReadOpts = {}): Promise<Set<string>> {
      const rows = await repo.objectsOf(ids, opts.tx, opts.lock);
      const out = new Set<string>();
      for (const type of ['post', 'file'] as const) {
        const mine = rows.filter((r) => r.objectType === type);
        const visible = await objects.visibleTo(
          type,
          viewerId,
          mine.map((r) => r.objectId),
          opts,
        );
        for (const r of mine) if (visible.has(r.objectId)) out.add(r.id);
      }
      return out;
    },
    ownersOf: repo.authorsOf,
    /** A comment's place: its object's page, with the comment named in the query. */
    async link(id: string): Promise<string> {
      const [row] = await repo.objectsOf([id]);
      if (!row) return '/';
      return `${await objects.link(row.objectType, row.objectId)}?comment=${id}`;
    },

    /** The objects registry's removal listener: comments on removed objects go; a removed account's become tombstones. */
    async forget(tx: Db, removal: Removal) {
      const gone = await repo.deleteOn(tx, removal.objects);
      if (gone.length) await objects.removed(tx, { objects: [{ type: 'comment', ids: gone }] });
      if (removal.userId) await repo.forgetAuthor(tx, removal.userId);
    },
  };
}
export type CommentsService = ReturnType<typeof commentsService>;
