import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchDoc, tsvector } from './text-search.ts';
import { users } from './users.ts';

/**
 * A file's title as the search compares it (lower case, ё as е): the stored `name_key` column
 * (below) is exactly this, and the search reads the column.
 */
export const fileNameKey = (name: AnyPgColumn) => sql`replace(lower(${name}), 'ё', 'е')`;
/** The full-text document of a title (the stored `search_doc`, `files_search_doc_idx`). */
export const fileDoc = (t: { searchDoc: AnyPgColumn }) => sql`${t.searchDoc}`;

/** A stored variant of an upload (image sizes, an audio's embedded cover, ...). */
export type UploadVariant = { key: string; mime: string; size: number; width?: number; height?: number };

/**
 * What `POST /api/storage` stored: bytes in storage under generated keys, owned by the uploader.
 * A File record references it; one left unreferenced for a day is purged with its bytes.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The storage key of the main object: `<id>.<ext>`. */
    key: text('key').notNull(),
    /** The stored object's type (images are re-encoded to WebP). */
    mime: text('mime').notNull(),
    /** What the uploaded content was sniffed as. */
    sourceMime: text('source_mime').notNull(),
    ext: text('ext').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    originName: text('origin_name'),
    width: integer('width'),
    height: integer('height'),
    orientation: text('orientation'),
    duration: doublePrecision('duration'),
    variants: jsonb('variants').$type<Record<string, UploadVariant>>().notNull().default({}),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_key_uq').on(t.key),
    index('uploads_owner_created_idx').on(t.ownerId, t.createdAt),
    index('uploads_created_idx').on(t.createdAt),
    check('uploads_kind_ck', sql`${t.kind} in ('image', 'audio', 'video')`),
  ],
);

/** The File entity of spec section 3: an Audio, Video or Image of a user, uploaded or linked. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileType: text('file_type').notNull(),
    fileSubType: text('file_sub_type'),
    /** The storage key of an uploaded file, or the link of an external one. */
    fileName: text('file_name').notNull(),
    fileExt: text('file_ext'),
    /** The upload holding the bytes; the foreign key keeps a referenced upload from being purged. */
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'no action' }),
    /** The cover (LogoId): one of the owner's image uploads. */
    logoUploadId: uuid('logo_upload_id').references(() => uploads.id, { onDelete: 'no action' }),
    /** A cover that is a link (a video platform's thumbnail). */
    logoUrl: text('logo_url'),
    originName: text('origin_name'),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    comment: text('comment').notNull().default(''),
    fileSize: bigint('file_size', { mode: 'number' }),
    /** Seconds. */
    duration: doublePrecision('duration'),
    width: integer('width'),
    height: integer('height'),
    orientation: text('orientation'),
    available: boolean('available').notNull().default(true),
    public: boolean('public').notNull().default(true),
    digest: boolean('digest').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    external: boolean('external').notNull().default(false),
    externalUrl: text('external_url'),
    hostingService: text('hosting_service'),
    /** A video link's id on its platform (YouTube's 11 characters, VK's `<owner>_<id>`). */
    externalId: text('external_id'),
    /** A video link's player address (an iframe's src). */
    embedUrl: text('embed_url'),
    /** Audio waveform: base64 of one byte per peak (200-2000 of them), sent by the browser. */
    peaks: text('peaks'),
    /** FileDate: when the work was made, as the owner says. */
    fileDate: timestamp('file_date', { withTimezone: true }),
    /** AddedDT; millisecond precision, so the list's keyset cursor (an ISO string) compares exactly. */
    addedAt: timestamp('added_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchDoc: tsvector('search_doc').generatedAlwaysAs((): SQL => searchDoc(sql`${files.name}`)),
    /**
     * The title as the search compares it (`fileNameKey`), stored: a track search by a word walks
     * tens of thousands of titles to count a common one's first 1000 (issue 15), and `lower()` of
     * each was two thirds of that walk. The walk reads it from files_search_list_idx (INCLUDE).
     */
    nameKey: text('name_key').generatedAlwaysAs((): SQL => fileNameKey(files.name)),
  },
  (t) => [
    // The list pages: own or someone's files of one type, newest first, keyset by (added_at, id).
    index('files_owner_type_list_idx').on(t.ownerId, t.fileType, t.deleted, t.addedAt.desc(), t.id.desc()),
    index('files_owner_list_idx').on(t.ownerId, t.deleted, t.addedAt.desc(), t.id.desc()),
    uniqueIndex('files_upload_uq').on(t.uploadId),
    index('files_logo_upload_idx').on(t.logoUploadId),
    index('files_deleted_at_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    // The search's global lists (public, live files newest first, keyset by (added_at, id)): one
    // type, or video and photo together; and titles by trigram.
    // The migration (0024) adds INCLUDE (owner_id, available, name_key): a search by a title word
    // walks this index alone, newest first, comparing the stored titles (Drizzle has no INCLUDE).
    index('files_search_list_idx')
      .on(t.fileType, t.addedAt.desc(), t.id.desc())
      .where(sql`not ${t.deleted} and ${t.public}`),
    index('files_search_media_idx')
      .on(t.addedAt.desc(), t.id.desc())
      .where(sql`not ${t.deleted} and ${t.public} and ${t.fileType} <> 'Audio'`),
    // Not partial: the planner reads an expression's statistics only from a full index, and needs
    // them to choose between this index and walking the list in order for a common word.
    index('files_search_name_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    index('files_search_doc_idx').using('gin', t.searchDoc),
    // An owner's listed tracks with their titles' documents: the people search's relevance ranks a
    // candidate's tracks (ts_rank) and a card counts them, from this index alone (index-only), not
    // from a heap page per track. The migration (0023) makes search_doc an INCLUDE column, not a key
    // (Drizzle has no INCLUDE; a tsvector is no search key here).
    index('files_owner_audio_doc_idx')
      .on(t.ownerId, t.searchDoc)
      .where(sql`${t.fileType} = 'Audio' and not ${t.deleted} and ${t.public} and ${t.available}`),
    check('files_type_ck', sql`${t.fileType} in ('Audio', 'Video', 'Image')`),
    check(
      'files_orientation_ck',
      sql`${t.orientation} is null or ${t.orientation} in ('Horizontal', 'Vertical')`,
    ),
    check('files_deleted_ck', sql`${t.deleted} = (${t.deletedAt} is not null)`),
    // One live copy of a video link per owner (a deleted one may be added again).
    uniqueIndex('files_owner_video_uq')
      .on(t.ownerId, t.hostingService, t.externalId)
      .where(sql`${t.external} and not ${t.deleted}`),
  ],
);

const tagTable = (name: string) =>
  pgTable(
    name,
    {
      fileId: uuid('file_id')
        .notNull()
        .references(() => files.id, { onDelete: 'cascade' }),
      /** A glossary code (validated through the files service's tag glossary hook). */
      code: text('code').notNull(),
      position: integer('position').notNull().default(0),
    },
    (t) => [primaryKey({ columns: [t.fileId, t.code] }), index(`${name}_code_idx`).on(t.code, t.fileId)],
  );

/** ListOfTalants, ListOfTools, ListOfStyles of a file. */
export const fileTalents = tagTable('file_talents');
export const fileTools = tagTable('file_tools');
export const fileStyles = tagTable('file_styles');
