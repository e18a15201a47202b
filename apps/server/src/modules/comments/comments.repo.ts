import { and, eq, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { commentCounts, comments } from '../../db/schema/comments.ts';
import type { Removal } from '../../lib/objects.ts';
import { likeCountOf, likedBy } from '../likes/likes.columns.ts';
import { avatarThumbKeyOf } from '../profiles/profiles.columns.ts';
import { creativeNameOf } from '../talents/talents.columns.ts';
import { type AuthorColumns, authorOf, nickNameOf } from '../users/users.columns.ts';
import type { CommentedType } from './comments.columns.ts';

export type CommentTableRow = typeof comments.$inferSelect;
export type CommentedObject = { type: CommentedType; id: string };

/** A comment as a thread page reads it: times as ISO text, its likes, the viewer's like, whom it answers. */
export type CommentRow = AuthorColumns & {
  id: string;
  objectType: CommentedType;
  objectId: string;
  parentId: string | null;
  rootId: string | null;
  authorId: string | null;
  message: string;
  created: string;
  updated: string;
  edited: string | null;
  deleted: boolean;
  replyCount: number;
  sortKey: string;
  likes: number;
  liked: boolean;
  replyTo: string | null;
};

const c = alias(comments, 'c');
const parent = alias(comments, 'p');
// drizzle names an alias without its table in raw SQL: the FROM items are spelt out.
const C_TABLE = sql.raw('comments c');
const P_TABLE = sql.raw('comments p');
const iso = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of a thread page, every one read in the page's one query. */
const threadColumns = (viewerId: string | null) => sql`
  ${c.id} as id, ${c.objectType} as object_type, ${c.objectId} as object_id, ${c.parentId} as parent_id,
  ${c.rootId} as root_id, ${c.authorId} as author_id, ${c.message} as message,
  ${iso(c.createdAt)} as created, ${iso(c.updatedAt)} as updated, ${iso(c.editedAt)} as edited,
  ${c.deleted} as deleted, ${c.replyCount} as reply_count,
  to_char(${c.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sort_key,
  ${likeCountOf('comment', c.id)} as likes,
  ${likedBy('comment', c.id, viewerId)} as liked,
  case when ${c.parentId} <> ${c.rootId} then
    (select ${nickNameOf(parent.authorId)} from ${P_TABLE} where ${parent.id} = ${c.parentId} and not ${parent.deleted})
  end as reply_to,
  ${authorOf(c.authorId)} as author, ${avatarThumbKeyOf(c.authorId)} as photo_key,
  ${creativeNameOf(c.authorId)} as creative_name`;

function toRow(r: Record<string, unknown>): CommentRow {
  return {
    id: String(r.id),
    objectType: r.object_type as CommentedType,
    objectId: String(r.object_id),
    parentId: (r.parent_id as string | null) ?? null,
    rootId: (r.root_id as string | null) ?? null,
    authorId: (r.author_id as string | null) ?? null,
    message: String(r.message),
    created: String(r.created),
    updated: String(r.updated),
    edited: (r.edited as string | null) ?? null,
    deleted: Boolean(r.deleted),
    replyCount: Number(r.reply_count),
    sortKey: String(r.sort_key),
    likes: Number(r.likes),
    liked: Boolean(r.liked),
    replyTo: (r.reply_to as string | null) ?? null,
    author: (r.author as AuthorColumns['author']) ?? null,
    photoKey: (r.photo_key as string | null) ?? null,
    creativeName: (r.creative_name as string | null) ?? null,
  };
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows.map(toRow);
const after = (key?: { sortKey: string; id: string }) =>
  key ? sql`and (${c.createdAt}, ${c.id}) > (${key.sortKey}::timestamptz, ${key.id}::uuid)` : sql``;

type PageOpts = { after?: { sortKey: string; id: string }; limit: number };
type RootsOpts = PageOpts & { preview: number };

/** The statements of a thread page (exported for the EXPLAIN tests); each page is one of them. */
export const threadQueries = {
  /**
   * `limit` top-level comments after the key, oldest first, and the first `preview` replies of
   * each (a lateral probe of the replies index per comment), in one statement.
   */
  roots: (object: CommentedObject, viewerId: string | null, opts: RootsOpts) => sql`
    with page as (
      select ${c.id} as id from ${C_TABLE}
      where ${c.objectType} = ${object.type} and ${c.objectId} = ${object.id}::uuid and ${c.rootId} is null ${after(opts.after)}
      order by ${c.createdAt}, ${c.id}
      limit ${opts.limit}
    ), shown as (
      select page.id from page
      union all
      select r.id from page cross join lateral (
        select r.id from comments r where r.root_id = page.id order by r.created_at, r.id limit ${opts.preview}
      ) r
    )
    select ${threadColumns(viewerId)} from shown join ${C_TABLE} on ${c.id} = shown.id
    order by ${c.createdAt}, ${c.id}`,

  /** A top-level comment's replies at any depth after the key, oldest first. */
  replies: (rootId: string, viewerId: string | null, opts: PageOpts) => sql`
    select ${threadColumns(viewerId)} from ${C_TABLE}
    where ${c.rootId} = ${rootId}::uuid ${after(opts.after)}
    order by ${c.createdAt}, ${c.id}
    limit ${opts.limit}`,
};

export function commentsRepo(db: Db) {
  /** Adds `delta` to an object's count (creating its row) and answers the new count. */
  async function bump(tx: Db, object: CommentedObject, delta: number): Promise<number> {
    const [row] = await tx
      .insert(commentCounts)
      .values({ objectType: object.type, objectId: object.id, count: Math.max(delta, 0) })
      .onConflictDoUpdate({
        target: [commentCounts.objectType, commentCounts.objectId],
        set: { count: sql`greatest(${commentCounts.count} + ${delta}, 0)` },
      })
      .returning({ n: commentCounts.count });
    return row!.n;
  }

  return {
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),
    bump,

    async count(object: CommentedObject, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: commentCounts.count })
        .from(commentCounts)
        .where(and(eq(commentCounts.objectType, object.type), eq(commentCounts.objectId, object.id)));
      return row?.n ?? 0;
    },

    /** A comment, locked: `update` to change it, `share` to answer it (it cannot go meanwhile). */
    async lock(tx: Db, id: string, mode: 'update' | 'key share'): Promise<CommentTableRow | undefined> {
      const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for(mode);
      return row;
    },

    async insert(tx: Db, row: typeof comments.$inferInsert) {
      await tx.insert(comments).values(row);
    },

    async update(tx: Db, id: string, changes: Partial<typeof comments.$inferInsert>) {
      await tx.update(comments).set(changes).where(eq(comments.id, id));
    },

    async addReplies(tx: Db, rootId: string, delta: number) {
      await tx
        .update(comments)
        .set({ replyCount: sql`greatest(${comments.replyCount} + ${delta}, 0)` })
        .where(eq(comments.id, rootId));
    },

    async hasReplies(tx: Db, id: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: comments.id })
        .from(comments)
        .where(eq(comments.parentId, id))
        .limit(1);
      return Boolean(row);
    },

    async remove(tx: Db, id: string) {
      await tx.delete(comments).where(eq(comments.id, id));
    },

    /** How many comments the author added since each of the two times, and the oldest of the first window. */
    async recentBy(authorId: string, sinceMinute: Date, sinceHour: Date) {
      const [row] = await db
        .select({
          minute: sql<number>`count(*) filter (where ${comments.createdAt} > ${sinceMinute.toISOString()}::timestamptz)::int`,
          hour: sql<number>`count(*)::int`,
          oldestInMinute: sql<
            string | null
          >`min(${comments.createdAt}) filter (where ${comments.createdAt} > ${sinceMinute.toISOString()}::timestamptz)`,
          oldestInHour: sql<string | null>`min(${comments.createdAt})`,
        })
        .from(comments)
        .where(
          and(
            eq(comments.authorId, authorId),
            sql`${comments.createdAt} > ${sinceHour.toISOString()}::timestamptz`,
          ),
        );
      return {
        minute: Number(row?.minute ?? 0),
        hour: Number(row?.hour ?? 0),
        oldestInMinute: row?.oldestInMinute ? new Date(row.oldestInMinute) : null,
        oldestInHour: row?.oldestInHour ? new Date(row.oldestInHour) : null,
      };
    },

    /** One page of a thread: `limit` top-level comments after the key, with the first replies of each. */
    async roots(object: CommentedObject, viewerId: string | null, opts: RootsOpts) {
      return rowsOf(await db.execute(threadQueries.roots(object, viewerId, opts)));
    },

    /** One page of a top-level comment's replies (any depth), oldest first. */
    async replies(rootId: string, viewerId: string | null, opts: PageOpts) {
      return rowsOf(await db.execute(threadQueries.replies(rootId, viewerId, opts)));
    },

    /** One comment as a thread shows it. */
    async one(id: string, viewerId: string | null, tx: Db = db): Promise<CommentRow | undefined> {
      const result = await tx.execute(
        sql`select ${threadColumns(viewerId)} from ${C_TABLE} where ${c.id} = ${id}::uuid`,
      );
      return rowsOf(result)[0];
    },

    /** For the objects registry: each known comment's object; `lock` holds the comments (shared). */
    async objectsOf(ids: string[], tx: Db = db, lock = false) {
      const query = tx
        .select({ id: comments.id, objectType: comments.objectType, objectId: comments.objectId })
        .from(comments)
        .where(and(inArray(comments.id, ids), eq(comments.deleted, false)));
      const rows = lock ? await query.for('key share') : await query;
      return rows as { id: string; objectType: CommentedType; objectId: string }[];
    },

    async authorsOf(ids: string[]): Promise<Map<string, string>> {
      const rows = await db
        .select({ id: comments.id, authorId: comments.authorId })
        .from(comments)
        .where(inArray(comments.id, ids));
      return new Map(rows.flatMap((r) => (r.authorId ? [[r.id, r.authorId] as [string, string]] : [])));
    },

    /** Inside the removing transaction: comments on removed posts and files go with their counts; answers their ids. */
    async deleteOn(tx: Db, objects: Removal['objects']): Promise<string[]> {
      const ids: string[] = [];
      for (const o of objects) {
        if ((o.type !== 'post' && o.type !== 'file') || o.ids.length === 0) continue;
        const on = and(eq(comments.objectType, o.type), inArray(comments.objectId, o.ids));
        // Replies first would not matter: the self-references cascade; one statement removes the lot.
        const gone = await tx.delete(comments).where(on).returning({ id: comments.id });
        ids.push(...gone.map((g) => g.id));
        await tx
          .delete(commentCounts)
          .where(and(eq(commentCounts.objectType, o.type), inArray(commentCounts.objectId, o.ids)));
      }
      return ids;
    },

    /**
     * Inside an account's removal: its live comments become tombstones without an author (replies to
     * them keep their thread), off their objects' counts and their threads' reply counts.
     */
    async forgetAuthor(tx: Db, authorId: string) {
      const gone = await tx
        .update(comments)
        .set({ deleted: true, message: '', authorId: null, updatedAt: new Date() })
        .where(and(eq(comments.authorId, authorId), eq(comments.deleted, false)))
        .returning({ objectType: comments.objectType, objectId: comments.objectId, rootId: comments.rootId });
      const perObject = new Map<string, number>();
      const perRoot = new Map<string, number>();
      for (const g of gone) {
        const key = `${g.objectType}|${g.objectId}`;
        perObject.set(key, (perObject.get(key) ?? 0) + 1);
        if (g.rootId) perRoot.set(g.rootId, (perRoot.get(g.rootId) ?? 0) + 1);
      }
      // In one order (as the likes do), so two accounts removed at once do not wait on each other.
      for (const [key, n] of [...perObject].sort(([a], [b]) => a.localeCompare(b))) {
        const [type, id] = key.split('|') as [CommentedType, string];
        await bump(tx, { type, id }, -n);
      }
      for (const [rootId, n] of [...perRoot].sort(([a], [b]) => a.localeCompare(b)))
        await tx
          .update(comments)
          .set({ replyCount: sql`greatest(${comments.replyCount} - ${n}, 0)` })
          .where(eq(comments.id, rootId));
    },
  };
}
export type CommentsRepo = ReturnType<typeof commentsRepo>;
