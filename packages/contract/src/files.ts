import { z } from 'zod';
import { HOSTING_SERVICES, peaksInputSchema, VIDEO_SUB_TYPES } from './media.ts';

/**
 * Media files (spec sections 3, 5, 7): uploads through `POST /api/storage`, File records through
 * `/api/user/*File*`. Records use the spec's field names; flags travel as "Y"/"N".
 */

const yn = z.enum(['Y', 'N']);
const MB = 1024 * 1024;

/**
 * Upload limits per kind of content (decided by sniffing, never by the name). The audio one is the
 * default of the server's `UPLOAD_AUDIO_MAX_MB`; the server tells the one in force through
 * `GET /api/public/getUploadLimits`.
 */
export const UPLOAD_LIMITS = { image: 20 * MB, audio: 500 * MB } as const;

/** GET /api/public/getUploadLimits: the largest upload per kind, in bytes, as this server enforces it. */
export const uploadLimitsSchema = z.object({
  imageMaxBytes: z.number().int().positive(),
  audioMaxBytes: z.number().int().positive(),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;
/** Image formats accepted by `/api/storage` (HEIC/HEIF only when the server can decode it). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'heic', 'heif'] as const;
/** Spec section 5: what the audio upload accepts (the content decides; name and declared type must agree). */
export const AUDIO_EXTENSIONS = ['mp3', 'wav', 'ogg', 'aac'] as const;
export const AUDIO_MIME_TYPES = [
  'audio/mpeg',
  'audio/wav',
  'audio/ogg',
  'audio/aac',
  'audio/vnd.dlna.adts',
] as const;

export const FILE_TYPES = ['Audio', 'Video', 'Image'] as const;
export const fileTypeSchema = z.enum(FILE_TYPES);
export type FileType = z.infer<typeof fileTypeSchema>;
/** `Photo` is the spec's other name for `Image`; the server stores `Image`. */
export const fileTypeInputSchema = z.enum(['Audio', 'Video', 'Image', 'Photo']);

export const FILE_SUB_TYPES = [...VIDEO_SUB_TYPES, 'Cover'] as const;
export const fileSubTypeSchema = z.enum(FILE_SUB_TYPES);
export const hostingServiceSchema = z.enum(HOSTING_SERVICES);
export const orientationSchema = z.enum(['Horizontal', 'Vertical']);
export type Orientation = z.infer<typeof orientationSchema>;

export const FILE_TEXT_LIMITS = { name: 200, description: 5000, comment: 2000, tags: 50 } as const;

/** A talent, tool or style on a file: the glossary code, and its name once the glossary supplies it. */
export const fileTagSchema = z.object({ Code: z.string(), Name: z.string().optional() });
export type FileTag = z.infer<typeof fileTagSchema>;

/** Sized WebP versions of an uploaded image: same-origin paths, `/files/<key>`. */
export const imageSizesSchema = z.object({
  /** At most 400 px on the long side. */
  Thumbnail: z.string(),
  /** Square crops for avatars. */
  Square512: z.string(),
  Square128: z.string(),
  /** 4:1 crop, at most 1920x480, for profile headers. */
  Wide: z.string(),
});
export type ImageSizes = z.infer<typeof imageSizesSchema>;

/** A cover's WebP versions (an uploaded cover image, or the art embedded in an audio file). */
export const coverSizesSchema = z.object({
  /** At most 1600 px on the long side. */
  Full: z.string(),
  /** At most 400 px on the long side. */
  Thumbnail: z.string(),
  /** Square crops (player, lock-screen artwork). */
  Square512: z.string(),
  Square128: z.string(),
});
export type CoverSizes = z.infer<typeof coverSizesSchema>;

/** The File record of spec section 3 as the server answers it. */
export const fileRecordSchema = z.object({
  FileId: z.string(),
  FileType: fileTypeSchema,
  FileSubType: fileSubTypeSchema.nullable(),
  /** The storage key of an uploaded file, or the link of an external one. */
  FileName: z.string(),
  FileExt: z.string().nullable(),
  FileFullURL: z.string(),
  OriginName: z.string().nullable(),
  Name: z.string(),
  Description: z.string(),
  Comment: z.string(),
  FileSize: z.number().nullable(),
  /** Seconds. */
  Duration: z.number().nullable(),
  Width: z.number().int().nullable(),
  Height: z.number().int().nullable(),
  Orientation: orientationSchema.nullable(),
  /** The cover: one of the owner's image uploads (null for an audio's embedded art or a video's thumbnail). */
  LogoId: z.string().nullable(),
  /**
   * The cover's thumbnail: the LogoId image, else an audio's embedded art, else a video's platform
   * thumbnail, else (images) the image's own thumbnail.
   */
  LogoURL: z.string().nullable(),
  /** Cover width and height in pixels (of `CoverSizes.Full`), when known. */
  LogoWidth: z.number().int().nullable(),
  LogoHeight: z.number().int().nullable(),
  CoverSizes: coverSizesSchema.nullable(),
  Sizes: imageSizesSchema.nullable(),
  /** The stored content's type (`audio/mpeg`, `image/webp`); null for links. */
  MimeType: z.string().nullable(),
  /** Audio: waveform peaks, base64 of one byte per peak (`decodePeaks`); null until the web sends them. */
  Peaks: z.string().nullable(),
  /** Video links: the platform's id (`dQw4w9WgXcQ`, `-123_456`) and the iframe address. */
  VideoId: z.string().nullable(),
  EmbedURL: z.string().nullable(),
  AvailableFlag: yn,
  DeletedFlag: yn,
  PublicFlag: yn,
  /** Y when the viewer owns the file. */
  OwnerFlag: yn,
  DigestFlag: yn,
  externalFlag: yn,
  hostingService: hostingServiceSchema.nullable(),
  /** The owner's nickname. */
  NickName: z.string(),
  AddedDT: z.string(),
  FileDate: z.string().nullable(),
  DeletedDT: z.string().nullable(),
  ListOfTalants: z.array(fileTagSchema),
  ListOfTools: z.array(fileTagSchema),
  ListOfStyles: z.array(fileTagSchema),
  /** How many people like the file. */
  Likes: z.number().int(),
  /** Y when the viewer likes it. */
  LikeFlag: yn,
  /** Comments on the file (deleted ones not counted). */
  CommentNum: z.number().int(),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

/** A tag as a client sends it: `"SNG"` or `{Code:"SNG"}`. */
export const fileTagInputSchema = z.union([
  z.string().trim().min(1).max(40),
  z.object({ Code: z.string().trim().min(1).max(40) }),
]);
const tagList = z.array(fileTagInputSchema).max(FILE_TEXT_LIMITS.tags);
const fileDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/** Fields a client may write; anything else in the record (server fields) is ignored. */
const writableFields = {
  Name: z.string().trim().max(FILE_TEXT_LIMITS.name).nullish(),
  Description: z.string().trim().max(FILE_TEXT_LIMITS.description).nullish(),
  Comment: z.string().trim().max(FILE_TEXT_LIMITS.comment).nullish(),
  PublicFlag: yn.optional(),
  DigestFlag: yn.optional(),
  FileDate: fileDate.nullish(),
  /** The cover: one of the caller's own image uploads (`uploadId`), or null to remove it. */
  LogoId: z.uuid().nullish(),
  /** Video links only: the platform's thumbnail as the cover (`thumbnailUrl` of getVideoInfo). */
  LogoURL: z.string().trim().max(2000).nullish(),
  /** Audio only: waveform peaks computed in the browser (see `peaksInputSchema`). */
  Peaks: peaksInputSchema.nullish(),
  ListOfTalants: tagList.optional(),
  ListOfTools: tagList.optional(),
  ListOfStyles: tagList.optional(),
};

/**
 * `POST /api/user/addUserFile`: a record referencing the caller's own upload by `FileName` (or its
 * URL, or `uploadId`); or, with `FileType:"Video"` and `externalFlag:"Y"`, a YouTube/VK link in
 * `FileFullURL` (or `FileName`), whose platform and subtype the server decides.
 */
export const addUserFileBodySchema = z.object({
  FileType: fileTypeInputSchema,
  FileSubType: fileSubTypeSchema.nullish(),
  FileName: z.string().trim().max(2000).optional(),
  FileFullURL: z.string().trim().max(2000).optional(),
  /** The upload's id from `/api/storage`, an alternative to `FileName`. */
  uploadId: z.uuid().optional(),
  externalFlag: yn.optional(),
  hostingService: hostingServiceSchema.nullish(),
  ...writableFields,
});
export type AddUserFileBody = z.infer<typeof addUserFileBodySchema>;

export const getUserFileQuerySchema = z.object({
  fileId: z.uuid(),
  languageCode: z.string().max(8).optional(),
});

const ynQuery = z.enum(['Y', 'N', 'true', 'false', '1', '0']);
export const FILE_LIST_PAGE = { default: 50, max: 200 } as const;

/** Own files (signed in), or with `nickName` someone's public files. Keyset paging: pass `nextCursor` back as `cursor`. */
export const getUserFileListQuerySchema = z.object({
  type: fileTypeInputSchema.optional(),
  includeDeleted: ynQuery.optional(),
  onlyDeleted: ynQuery.optional(),
  nickName: z.string().trim().min(1).max(64).optional(),
  pageSize: z.coerce.number().int().min(1).max(FILE_LIST_PAGE.max).optional(),
  cursor: z.string().max(200).optional(),
  languageCode: z.string().max(8).optional(),
});
export type GetUserFileListQuery = z.infer<typeof getUserFileListQuerySchema>;

export const getUserFileListAnswerSchema = z.object({
  outIO: z.object({
    ListOfUserFileList: z.object({ File: z.array(fileRecordSchema) }),
    /** Null on the last page. */
    nextCursor: z.string().nullable(),
  }),
});
export type GetUserFileListAnswer = z.infer<typeof getUserFileListAnswerSchema>;

export const deleteUserFileBodySchema = z.object({ rowId: z.uuid() });
export const deleteUserFileAnswerSchema = z.object({ status: z.literal('OK'), data: fileRecordSchema });

/**
 * One record of `syncFile`: `FileId` plus the fields to change; `DeletedFlag:"N"` restores a deleted
 * file. The file's address may change too (the audio variant): `FileName`/`FileFullURL`/`uploadId`
 * naming another of your uploads of the same kind replaces the bytes, and a video's `FileFullURL`
 * may be another YouTube/VK link. Echoing the current values back changes nothing.
 */
export const syncFileRecordSchema = z.object({
  FileId: z.uuid(),
  DeletedFlag: yn.optional(),
  FileName: z.string().trim().max(2000).optional(),
  FileFullURL: z.string().trim().max(2000).optional(),
  uploadId: z.uuid().optional(),
  ...writableFields,
});
export type SyncFileRecord = z.infer<typeof syncFileRecordSchema>;

export const syncFileBodySchema = z.object({
  InIO: z.object({
    IntObjectName: z.literal('UserFile'),
    ListOfUserFile: z.object({ File: z.array(syncFileRecordSchema).min(1).max(20) }),
  }),
});
export type SyncFileBody = z.infer<typeof syncFileBodySchema>;
export const syncFileAnswerSchema = z.object({
  outIO: z.object({ ListOfUserFile: z.object({ File: z.array(fileRecordSchema) }) }),
});

export const mediaKindSchema = z.enum(['image', 'audio', 'video']);
export type MediaKind = z.infer<typeof mediaKindSchema>;

/** `POST /api/storage` answer: the spec's four fields, then what the server learnt from the content. */
export const storageUploadAnswerSchema = z.object({
  /** The storage key: pass it as `FileName` to `addUserFile`. */
  fileName: z.string(),
  url: z.string(),
  ext: z.string(),
  size: z.number().int(),
  uploadId: z.string(),
  kind: mediaKindSchema,
  /** The stored content's type, as sniffed (images are re-encoded to WebP). */
  mime: z.string(),
  originName: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  orientation: orientationSchema.nullable(),
  /** Audio: seconds, as read from the file. */
  duration: z.number().nullable(),
  sizes: imageSizesSchema.nullable(),
  /** Audio: the title and artist from the file's tags, when it has them. */
  title: z.string().nullable(),
  artist: z.string().nullable(),
  /** Audio: the cover art embedded in the file, re-encoded without metadata (kept as the cover unless you give one). */
  coverSizes: coverSizesSchema.nullable(),
});
export type StorageUploadAnswer = z.infer<typeof storageUploadAnswerSchema>;
