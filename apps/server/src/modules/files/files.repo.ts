import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { fileStyles, files, fileTalents, fileTools, uploads } from '../../db/schema/files.ts';
import type { ReadOpts } from '../../lib/objects.ts';
import { commentCountOf } from '../comments/comments.columns.ts';
import { likeCountOf, likedBy } from '../likes/likes.columns.ts';
import { nickNameOf } from '../users/users.columns.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;
export type FileTableRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;
export type FileChanges = PgUpdateSetSource<typeof files>;
export type TagKind = 'talents' | 'tools' | 'styles';
export type FileTags = Record<TagKind, string[]>;
/** What the files module tells the objects registry, inside the transaction that removes files (and an account's). */
export type Forget = (tx: Db, fileIds: string[], userId?: string) => Promise<void>;

const tagTables = { talents: fileTalents, tools: fileTools, styles: fileStyles } as const;
const logo = alias(uploads, 'logo');

/** A file with what its record shows: the owner's nickname, the upload's sizes, the cover, its likes and the viewer's. */
const fileColumns = (viewerId: string | null) => ({
  file: files,
  ownerNick: nickNameOf(files.ownerId),
  mime: uploads.mime,
  variants: uploads.variants,
  logoKey: logo.key,
  logoVariants: logo.variants,
  logoWidth: logo.width,
  logoHeight: logo.height,
  // Primary-key probes of the likes module's tables per row: still one query per list.
  likes: likeCountOf('file', files.id),
  liked: likedBy('file', files.id, viewerId),
  comments: commentCountOf('file', files.id),
});
type Selected = {
  file: FileTableRow;
  ownerNick: string;
  mime: string | null;
  variants: UploadRow['variants'] | null;
  logoKey: string | null;
  logoVariants: UploadRow['variants'] | null;
  logoWidth: number | null;
  logoHeight: number | null;
  likes: number;
  liked: boolean;
  comments: number;
};
export type FileRow = FileTableRow & Omit<Selected, 'file'>;

const flatten = ({ file, ...rest }: Selected): FileRow => ({
  ...file,
  ...rest,
  likes: Number(rest.likes),
  liked: Boolean(rest.liked),
  comments: Number(rest.comments),
});

/** Who may see a file: its owner always, everyone while it is public and not deleted. */
const visible = (viewerId: string | null) =>
  viewerId
    ? sql`(${files.ownerId} = ${viewerId}::uuid or (${files.public} and not ${files.deleted}))`
    : sql`(${files.public} and not ${files.deleted})`;

const selectFiles = (db: Db, viewerId: string | null) =>
  db
    .select(fileColumns(viewerId))
    .from(files)
    .leftJoin(uploads, eq(uploads.id, files.uploadId))
    .leftJoin(logo, eq(logo.id, files.logoUploadId));

// Correlated subqueries spelled out: drizzle leaves columns unqualified in single-table queries.
/** Some file references the outer `uploads` row, as the file itself or as its cover. */
const referencedByAFile = sql`exists (select 1 from files f where f.upload_id = uploads.id or f.logo_upload_id = uploads.id)`;

export function filesRepo(db: Db) {
  return {
    // ---- uploads ----
    async insertUpload(row: NewUpload): Promise<UploadRow> {
      const [saved] = await db.insert(uploads).values(row).returning();
      return saved!;
    },

    async findUpload(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row;
    },

    async findOwnUpload(ownerId: string, by: { id?: string; key?: string }): Promise<UploadRow | undefined> {
      const match = by.id ? eq(uploads.id, by.id) : eq(uploads.key, by.key ?? '');
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(match, eq(uploads.ownerId, ownerId)))
        .limit(1);
      return row;
    },

    /** Who may fetch an upload's bytes: its owner, and everyone once a public, live file shows it. */
    async uploadAccess(id: string) {
      const [row] = await db
        .select({
          upload: uploads,
          isPublic: sql<boolean>`exists (select 1 from files f where (f.upload_id = uploads.id or f.logo_upload_id = uploads.id) and f.public and not f.deleted)`,
          fileIds: sql<
            string[]
          >`coalesce((select array_agg(f.id::text) from files f where f.upload_id = uploads.id or f.logo_upload_id = uploads.id), '{}')`,
        })
        .from(uploads)
        .where(eq(uploads.id, id))
        .limit(1);
      return row;
    },

    /** Which of these upload ids have a row. */
    async existingUploadIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    async staleUploadIds(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(lt(uploads.createdAt, before), sql`not ${referencedByAFile}`))
        .orderBy(uploads.createdAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Deletes the upload row only while no file references it; returns it when deleted. */
    async deleteUnreferencedUpload(id: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .delete(uploads)
        .where(and(eq(uploads.id, id), sql`not ${referencedByAFile}`))
        .returning();
      return row;
    },

    // ---- files ----
    async insertFile(row: NewFile, tags: Partial<FileTags>) {
      return db.transaction(async (tx) => {
        const [saved] = await tx.insert(files).values(row).returning({ id: files.id });
        await writeTags(tx as unknown as Db, saved!.id, tags);
        return saved!.id;
      });
    },

    async getFile(id: string, viewerId: string | null = null): Promise<FileRow | undefined> {
      const [row] = await selectFiles(db, viewerId).where(eq(files.id, id)).limit(1);
      return row && flatten(row);
    },

    async getFiles(ids: string[], viewerId: string | null = null): Promise<FileRow[]> {
      if (ids.length === 0) return [];
      const rows = await selectFiles(db, viewerId).where(inArray(files.id, ids));
      return rows.map(flatten);
    },

    async listFiles(filter: {
      ownerId: string;
      viewerId: string | null;
      fileType?: string;
      deleted: 'no' | 'only' | 'any';
      publicOnly: boolean;
      after?: { addedAt: string; id: string };
      limit: number;
    }): Promise<FileRow[]> {
      const where = [eq(files.ownerId, filter.ownerId)];
      if (filter.fileType) where.push(eq(files.fileType, filter.fileType));
      if (filter.deleted === 'no') where.push(eq(files.deleted, false));
      if (filter.deleted === 'only') where.push(eq(files.deleted, true));
      if (filter.publicOnly) where.push(eq(files.public, true));
      if (filter.after)
        where.push(
          sql`(${files.addedAt}, ${files.id}) < (${filter.after.addedAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      const rows = await selectFiles(db, filter.viewerId)
        .where(and(...where))
        .orderBy(desc(files.addedAt), desc(files.id))
        .limit(filter.limit);
      return rows.map(flatten);
    },

    /** The ids among `ids` the viewer may see (for the objects registry); `lock` holds them (shared) until the transaction ends. */
    async visibleIds(viewerId: string | null, ids: string[], opts: ReadOpts = {}): Promise<Set<string>> {
      const query = (opts.tx ?? db)
        .select({ id: files.id })
        .from(files)
        .where(and(inArray(files.id, ids), visible(viewerId)));
      const rows = opts.lock ? await query.for('key share') : await query;
      return new Set(rows.map((r) => r.id));
    },

    async ownersOf(ids: string[]): Promise<Map<string, string>> {
      const rows = await db
        .select({ id: files.id, ownerId: files.ownerId })
        .from(files)
        .where(inArray(files.id, ids));
      return new Map(rows.map((r) => [r.id, r.ownerId]));
    },

    /** Tags of many files in one query. */
    async tagsOf(fileIds: string[]): Promise<Map<string, FileTags>> {
      const out = new Map<string, FileTags>();
      for (const id of fileIds) out.set(id, { talents: [], tools: [], styles: [] });
      if (fileIds.length === 0) return out;
      const list = sql.join(
        fileIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      type TagRow = { kind: TagKind; file_id: string; code: string };
      const rows = await db.execute(sql`
        select 'talents' as kind, file_id, code, position from ${fileTalents} where file_id in (${list})
        union all select 'tools', file_id, code, position from ${fileTools} where file_id in (${list})
        union all select 'styles', file_id, code, position from ${fileStyles} where file_id in (${list})
        order by position, code`);
      for (const r of rowsOf<TagRow>(rows)) out.get(r.file_id)?.[r.kind].push(r.code);
      return out;
    },

    /** Applies a change to files the owner has, in one transaction; a missing one rolls all back. */
    async updateOwnFiles(
      ownerId: string,
      changes: { id: string; set: FileChanges; tags: Partial<FileTags> }[],
      onMissing: (id: string) => Error,
    ) {
      return db.transaction(async (tx) => {
        for (const change of changes) {
          const [row] = await tx
            .update(files)
            .set({ ...change.set, updatedAt: new Date() })
            .where(and(eq(files.id, change.id), eq(files.ownerId, ownerId)))
            .returning({ id: files.id });
          if (!row) throw onMissing(change.id);
          await writeTags(tx as unknown as Db, change.id, change.tags);
        }
      });
    },

    /** The deletion time to set: now, or the one already there (so repeating a delete keeps the purge date). */
    deletedAtNowOrKept: () => sql`coalesce(${files.deletedAt}, now())`,

    async softDelete(ownerId: string, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(files)
        .set({
          deleted: true,
          deletedAt: sql`coalesce(${files.deletedAt}, ${at.toISOString()}::timestamptz)`,
          updatedAt: at,
        })
        .where(and(eq(files.id, id), eq(files.ownerId, ownerId)))
        .returning({ id: files.id });
      return rows.length > 0;
    },

    async deletedBefore(before: Date, limit: number) {
      return db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.deleted, true), lt(files.deletedAt, before)))
        .orderBy(files.deletedAt)
        .limit(limit);
    },

    /**
     * Removes a file row (its tags go with it) and, in the same transaction, what other modules keep
     * about it (`forget`: the objects registry's removal); returns the uploads it referenced.
     */
    async deleteFile(id: string, forget: Forget) {
      return db.transaction(async (tx) => {
        // The row goes first: its lock makes a like being written now finish before, or see it gone.
        const [row] = await tx
          .delete(files)
          .where(eq(files.id, id))
          .returning({ uploadId: files.uploadId, logoUploadId: files.logoUploadId });
        if (row) await forget(tx as unknown as Db, [id]);
        return row;
      });
    },

    /**
     * Removes every file and upload of a user and, in the same transaction, what other modules keep
     * about those files and that user (`forget`: likes of the files, the user's likes elsewhere);
     * returns the uploads' rows (for their bytes).
     */
    async deleteAllOf(ownerId: string, forget: Forget): Promise<UploadRow[]> {
      return db.transaction(async (tx) => {
        // The files first (rows locked): then `forget` locks what it changes in its own one order.
        const gone = await tx.delete(files).where(eq(files.ownerId, ownerId)).returning({ id: files.id });
        await forget(
          tx as unknown as Db,
          gone.map((f) => f.id),
          ownerId,
        );
        return tx.delete(uploads).where(eq(uploads.ownerId, ownerId)).returning();
      });
    },
  };
}
export type FilesRepo = ReturnType<typeof filesRepo>;

async function writeTags(tx: Db, fileId: string, tags: Partial<FileTags>) {
  for (const kind of Object.keys(tagTables) as TagKind[]) {
    const codes = tags[kind];
    if (!codes) continue;
    const table = tagTables[kind];
    await tx.delete(table).where(eq(table.fileId, fileId));
    if (codes.length > 0)
      await tx.insert(table).values(codes.map((code, position) => ({ fileId, code, position })));
  }
}

/** node-postgres answers `execute` with `{rows}`, PGlite with `{rows}` too; typed loosely by drizzle. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
