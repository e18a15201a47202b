import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { postEdits, posts } from '../../db/schema/posts.ts';
import type { ReadOpts } from '../../lib/objects.ts';
import { commentCountOf } from '../comments/comments.columns.ts';
import { followeesOf, followingCountOf, followsAuthor } from '../follows/follows.columns.ts';
import { likeCountOf, likedBy } from '../likes/likes.columns.ts';
import { avatarThumbKeyOf } from '../profiles/profiles.columns.ts';
import { creativeNameOf } from '../talents/talents.columns.ts';
import { type AuthorColumns, authorOf } from '../users/users.columns.ts';

export type PostTableRow = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
export type PostChanges = PgUpdateSetSource<typeof posts>;
/** A post with what its record shows besides its own columns: likes, the viewer's like, comments, its author. */
export type PostRow = PostTableRow &
  AuthorColumns & { likes: number; liked: boolean; comments: number; sortKey: string };

/** Which of an author's lists: published (newest first), scheduled (soonest first), deleted (latest first). */
export type PostListKind = 'published' | 'scheduled' | 'deleted';

/** A time as the keyset compares it: ISO with microseconds, so no two keys collide by rounding. */
const keyOf = (column: typeof posts.displayAt | typeof posts.deletedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const postColumns = (viewerId: string | null, sortKey = keyOf(posts.displayAt)) => ({
  post: posts,
  sortKey,
  // Primary-key probes of the likes and comments modules' count tables: still one query per page.
  likes: likeCountOf('post', posts.id),
  liked: likedBy('post', posts.id, viewerId),
  comments: commentCountOf('post', posts.id),
  // The author's card: primary-key probes of users, profiles and talents.
  author: authorOf(posts.authorId),
  photoKey: avatarThumbKeyOf(posts.authorId),
  creativeName: creativeNameOf(posts.authorId),
});
type Selected = AuthorColumns & {
  post: PostTableRow;
  sortKey: string;
  likes: number;
  liked: boolean;
  comments: number;
};
const flatten = ({ post, ...rest }: Selected): PostRow => ({
  ...post,
  author: rest.author,
  photoKey: rest.photoKey,
  creativeName: rest.creativeName,
  sortKey: rest.sortKey,
  likes: Number(rest.likes),
  liked: Boolean(rest.liked),
  comments: Number(rest.comments),
});

/**
 * Whom a published, not deleted post of someone else reaches: everyone when public, the author's
 * followers when followers-only (a primary-key probe of follows), nobody when private.
 */
const audience = (viewerId: string | null) =>
  sql`(${posts.type} = 'Public' or (${posts.type} = 'Followers' and ${followsAuthor(viewerId, posts.authorId)}))`;

/** Who may see a post: its author always; others a published, not deleted one that reaches them. */
const visible = (viewerId: string | null) => {
  const open = sql`(${posts.status} = 'Published' and not ${posts.deleted} and ${audience(viewerId)})`;
  return viewerId ? sql`(${posts.authorId} = ${viewerId}::uuid or ${open})` : open;
};

export type PostListFilter = {
  authorId: string;
  viewerId: string | null;
  kind: PostListKind;
  /** Someone else's list: only the posts that reach the viewer (public; followers-only to a follower). */
  readerView: boolean;
  after?: { sortKey: string; id: string };
  limit: number;
};

/** The statement of one list page (exported for the EXPLAIN tests). */
export function listQuery(db: Db, filter: PostListFilter) {
  const { kind, after } = filter;
  const where = [eq(posts.authorId, filter.authorId)];
  if (kind === 'deleted') where.push(eq(posts.deleted, true));
  else
    where.push(eq(posts.deleted, false), eq(posts.status, kind === 'scheduled' ? 'Sheduled' : 'Published'));
  if (filter.readerView) where.push(audience(filter.viewerId));
  const column = kind === 'deleted' ? posts.deletedAt : posts.displayAt;
  if (after) {
    const key = sql`(${column}, ${posts.id})`;
    const at = sql`(${after.sortKey}::timestamptz, ${after.id}::uuid)`;
    where.push(kind === 'scheduled' ? sql`${key} > ${at}` : sql`${key} < ${at}`);
  }
  const order = kind === 'scheduled' ? [asc(column), asc(posts.id)] : [desc(column), desc(posts.id)];
  return db
    .select(postColumns(filter.viewerId, keyOf(column)))
    .from(posts)
    .where(and(...where))
    .orderBy(...order)
    .limit(filter.limit);
}

export type FeedFilter = {
  viewerId: string;
  after?: { sortKey: string; id: string };
  limit: number;
  /** The first try's bound in index entries (tests set it to reach the fallback); FEED_SCAN_* by default. */
  scan?: number;
};

/**
 * How far the feed's first try walks the newest posts of everyone: FEED_SCAN_PER_FOLLOW entries per
 * person followed (one author walk of the fallback costs about as much as 30 entries of this scan),
 * at least FEED_SCAN_MIN, at most FEED_SCAN_MAX. Only speed depends on it, never the answer.
 */
const FEED_SCAN_MIN = 1000;
const FEED_SCAN_PER_FOLLOW = 20;
const FEED_SCAN_MAX = 100_000;

/**
 * The statement of one feed page (exported for the EXPLAIN tests): fan-out on read, in two ways, one
 * statement.
 * 1. The newest posts of everyone (`posts_feed_idx`, backwards, index-only, after the cursor), at most
 *    a bound of entries (FEED_SCAN_*), kept when their author is the viewer or someone they follow
 *    (a hash of the followees, `follows_follower_idx`): the first `limit` kept are the page, read in
 *    a few thousand index entries when the people I follow write as often as most.
 * 2. Only when that found fewer than `limit` (the people I follow write rarely, or the feed ends): for
 *    the viewer and each followee, a LATERAL walk of that author's posts (`posts_author_list_idx`,
 *    backwards) takes at most `limit` after the cursor, and the merge keeps the newest `limit`.
 * Both read the same rows in the same order, so the page is the same either way. Only the page's
 * posts get their likes, counts and author card. Followers-only posts of followees reach the
 * viewer; private ones only their author.
 */
export function feedQuery(db: Db, filter: FeedFilter) {
  const me = sql`${filter.viewerId}::uuid`;
  const limit = filter.limit;
  const after = filter.after
    ? sql`and (fp.display_at, fp.id) < (${filter.after.sortKey}::timestamptz, ${filter.after.id}::uuid)`
    : sql``;
  const bound =
    filter.scan !== undefined
      ? sql`${filter.scan}`
      : sql`least(${FEED_SCAN_MAX}, greatest(${FEED_SCAN_MIN}, ${FEED_SCAN_PER_FOLLOW} * ${followingCountOf(me)}))`;
  // `published_at is not null` (true of every published post) is posts_feed_idx's predicate, which
  // only this statement states (see the schema). The subquery with its own LIMIT stays ordered, so
  // the filter above it keeps the order and the outer LIMIT stops the walk early; the IN under an OR
  // stays a hashed subplan (not a join that would lose the order and read the whole bound).
  const recent = sql`select g.id, g.display_at from (
      select fp.id, fp.display_at, fp.author_id, fp.type from posts fp
      where fp.status = 'Published' and not fp.deleted and fp.published_at is not null ${after}
      order by fp.display_at desc, fp.id desc limit ${bound}
    ) g
    where g.author_id = ${me} or (g.type <> 'Private' and g.author_id in ${followeesOf(filter.viewerId)})
    order by g.display_at desc, g.id desc limit ${limit}`;
  const walks = sql`select p.id, p.display_at from (select ${me} union all ${followeesOf(filter.viewerId)}) a(author_id)
    cross join lateral (
      select fp.id, fp.display_at from posts fp
      where fp.author_id = a.author_id and fp.status = 'Published' and not fp.deleted
        and (fp.type <> 'Private' or fp.author_id = ${me}) ${after}
      order by fp.display_at desc, fp.id desc limit ${limit}
    ) p`;
  // Each branch runs only when its one-time filter holds: the walks never run when the scan filled the page.
  const newest = sql`with recent as materialized (${recent})
    select id, display_at from recent where (select count(*) from recent) >= ${limit}
    union all
    select w.id, w.display_at from (${walks}) w where (select count(*) from recent) < ${limit}
    order by display_at desc, id desc limit ${limit}`;
  return db
    .select(postColumns(filter.viewerId))
    .from(posts)
    .where(sql`${posts.id} in (select n.id from (${newest}) n)`)
    .orderBy(desc(posts.displayAt), desc(posts.id))
    .limit(limit);
}

export function postsRepo(db: Db) {
  return {
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    async insert(tx: Db, row: NewPost) {
      await tx.insert(posts).values(row);
    },

    /** A post the viewer may see (undefined when unknown or not theirs to see). */
    async get(id: string, viewerId: string | null, tx: Executor = db): Promise<PostRow | undefined> {
      const [row] = await tx
        .select(postColumns(viewerId))
        .from(posts)
        .where(and(eq(posts.id, id), visible(viewerId)))
        .limit(1);
      return row && flatten(row);
    },

    /** The author's own row, locked for an update (undefined when unknown or someone else's). */
    async lockOwn(tx: Db, id: string, authorId: string): Promise<PostTableRow | undefined> {
      const [row] = await tx
        .select()
        .from(posts)
        .where(and(eq(posts.id, id), eq(posts.authorId, authorId)))
        .for('update');
      return row;
    },

    async update(tx: Db, id: string, changes: PostChanges) {
      await tx.update(posts).set(changes).where(eq(posts.id, id));
    },

    async addEdit(tx: Db, edit: typeof postEdits.$inferInsert) {
      await tx.insert(postEdits).values(edit);
    },

    /** Earlier texts of a post, newest first. */
    async edits(postId: string, limit: number) {
      return db
        .select()
        .from(postEdits)
        .where(eq(postEdits.postId, postId))
        .orderBy(desc(postEdits.writtenAt))
        .limit(limit);
    },

    /** One page of an author's list, keyset after `after` (the previous page's last key), one query. */
    async list(filter: PostListFilter): Promise<PostRow[]> {
      return (await listQuery(db, filter)).map(flatten);
    },

    /** One page of the viewer's feed (see feedQuery), one query. */
    async feed(filter: FeedFilter): Promise<PostRow[]> {
      return (await feedQuery(db, filter)).map(flatten);
    },

    /** Whom the viewer follows (the feed cache's tags). */
    async followeeIds(viewerId: string): Promise<string[]> {
      const res = await db.execute(followeesOf(viewerId));
      return (res as unknown as { rows: { followee_id: string }[] }).rows.map((r) => r.followee_id);
    },

    /** For the objects registry: the ids among `ids` the viewer may see; `lock` holds them (shared). */
    async visibleIds(viewerId: string | null, ids: string[], opts: ReadOpts = {}): Promise<Set<string>> {
      const query = (opts.tx ?? db)
        .select({ id: posts.id })
        .from(posts)
        .where(and(inArray(posts.id, ids), visible(viewerId)));
      const rows = opts.lock ? await query.for('key share') : await query;
      return new Set(rows.map((r) => r.id));
    },

    async ownersOf(ids: string[]): Promise<Map<string, string>> {
      const rows = await db
        .select({ id: posts.id, authorId: posts.authorId })
        .from(posts)
        .where(inArray(posts.id, ids));
      return new Map(rows.map((r) => [r.id, r.authorId]));
    },

    /**
     * Publishes scheduled posts that are due, at most `limit`, in one transaction with `then` (the
     * events): rows another process is publishing right now are skipped (`skip locked`), and the
     * update re-checks the status, so each post is published exactly once however many run this.
     */
    async publishDue<T>(now: Date, limit: number, then: (tx: Db, published: PostTableRow[]) => Promise<T>) {
      return db.transaction(async (tx) => {
        const due = tx
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.status, 'Sheduled'), eq(posts.deleted, false), lte(posts.displayAt, now)))
          .orderBy(asc(posts.displayAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        const published = await tx
          .update(posts)
          .set({ status: 'Published', publishedAt: sql`${posts.displayAt}`, updatedAt: now })
          .where(and(inArray(posts.id, due), eq(posts.status, 'Sheduled')))
          .returning();
        return { count: published.length, result: await then(tx as unknown as Db, published) };
      });
    },

    /** The display time of the next scheduled post still to publish, if any. */
    async nextDue(): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: posts.displayAt })
        .from(posts)
        .where(and(eq(posts.status, 'Sheduled'), eq(posts.deleted, false)))
        .orderBy(asc(posts.displayAt))
        .limit(1);
      return row?.at;
    },

    /** Ids of posts deleted before `before` (for the purge), oldest first. */
    async deletedBefore(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.deleted, true), lte(posts.deletedAt, before)))
        .orderBy(asc(posts.deletedAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Removes deleted posts for good (their edits cascade) and, in the same transaction, what refers to them. */
    async purge(ids: string[], forget: (tx: Db, ids: string[]) => Promise<void>): Promise<number> {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(posts)
          .where(and(inArray(posts.id, ids), eq(posts.deleted, true)))
          .returning({ id: posts.id });
        if (gone.length)
          await forget(
            tx as unknown as Db,
            gone.map((g) => g.id),
          );
        return gone.length;
      });
    },

    /** Removes every post of an author (account removal), in the caller's transaction; answers their ids. */
    async deleteAllOf(tx: Db, authorId: string): Promise<string[]> {
      const gone = await tx.delete(posts).where(eq(posts.authorId, authorId)).returning({ id: posts.id });
      return gone.map((g) => g.id);
    },
  };
}
export type PostsRepo = ReturnType<typeof postsRepo>;
