import type {
  AddUserFileBody,
  FileRecord,
  GetUserFileListQuery,
  ImageSizes,
  Lang,
  MediaKind,
  SetUserMediaLikeAnswer,
  SyncFileRecord,
} from '@talanty/contract';
import { FILE_LIST_PAGE, peaksToStored } from '@talanty/contract';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { AppError, badRequest, conflict, type FieldError, notFound } from '../../lib/errors.ts';
import { keyOfFileUrl } from '../../lib/storage/urls.ts';
import { allowedThumbnail, idThumbnail, type VideoDetails, type VideoLink } from '../../lib/video/index.ts';
import { fileUrl, imageSizes, type TagNames, toFileRecord } from './files.mapper.ts';
import type { FileChanges, FileRow, FilesRepo, FileTags, NewFile, TagKind, UploadRow } from './files.repo.ts';
import type { UploadsService } from './uploads.service.ts';

/** Deleted files are kept this long (restorable), then purged with their bytes. */
export const DELETED_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Hook for the glossary module: which talent/tool/style codes exist, and their names. Until it is
 * registered (`app.files.registerTagGlossary`), any well-formed code is accepted and shown without a name.
 */
export type FileTagGlossary = {
  unknownCodes(kind: TagKind, codes: string[]): Promise<string[]>;
  names?(kind: TagKind, codes: string[], lang: Lang): Promise<Map<string, string>>;
};

/**
 * Hook for modules that show a user's file to everyone whatever its PublicFlag (an avatar or a
 * header image): answers whether one of these file ids is in such a use.
 */
export type PublicUseCheck = (fileIds: string[]) => Promise<boolean>;

/**
 * Hook for the media module: recognises a YouTube/VK link (throwing the spec's link errors as
 * AppErrors) and fetches its details when it can (null when it cannot). Until it is registered
 * (`app.files.registerVideoLinks`), links are refused with EXTERNAL_FILES_UNSUPPORTED.
 */
export type VideoLinkResolver = (url: string) => Promise<{ link: VideoLink; details: VideoDetails | null }>;

const TAG_CODE = /^[A-Za-z0-9_.-]{1,40}$/;
const TAG_FIELDS: Record<TagKind, 'ListOfTalants' | 'ListOfTools' | 'ListOfStyles'> = {
  talents: 'ListOfTalants',
  tools: 'ListOfTools',
  styles: 'ListOfStyles',
};
/** Which upload kind each FileType is made from. */
const UPLOAD_KIND: Record<FileRecord['FileType'], MediaKind> = {
  Image: 'image',
  Audio: 'audio',
  Video: 'video',
};

type TagInput = string | { Code: string };
type Viewer = { id: string } | null;

const isYes = (v: string | undefined) => v === 'Y' || v === 'true' || v === '1';
const toDate = (v: string | null | undefined) => (v ? new Date(v) : v === null ? null : undefined);
const normalizeType = (t: string | undefined) =>
  (t === 'Photo' ? 'Image' : t) as FileRecord['FileType'] | undefined;

function encodeCursor(row: FileRow): string {
  return Buffer.from(`${row.addedAt.toISOString()}|${row.id}`).toString('base64url');
}
function decodeCursor(cursor: string): { addedAt: string; id: string } {
  const [addedAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!addedAt || !id || Number.isNaN(Date.parse(addedAt)) || !/^[0-9a-f-]{36}$/.test(id))
    throw badRequest('INVALID_CURSOR');
  return { addedAt, id };
}

/** A unique-index violation, however the driver wraps it. */
const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown };
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};
/** The violated constraint's name, when the driver tells it. */
const violatedConstraint = (err: unknown): string | undefined => {
  const e = err as { constraint?: string; message?: string; cause?: unknown };
  return (
    e?.constraint ??
    /files_owner_video_uq|files_upload_uq/.exec(e?.message ?? '')?.[0] ??
    (e?.cause !== undefined ? violatedConstraint(e.cause) : undefined)
  );
};
const isForeignKeyViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown };
  return e?.code === '23503' || (e?.cause !== undefined && isForeignKeyViolation(e.cause));
};
/** 409 for a second live copy of an upload or a video link. */
function duplicateError(err: unknown): AppError | undefined {
  if (!isUniqueViolation(err)) return undefined;
  return violatedConstraint(err) === 'files_owner_video_uq'
    ? conflict('VIDEO_ALREADY_ADDED')
    : conflict('UPLOAD_ALREADY_USED');
}

/** The storage keys of an image's sizes that profiles keep (avatar and header). */
export type ImageKeys = { Square512: string; Square128: string; Wide: string };

/** Which upload a request names: `uploadId`, or `FileName`/`FileFullURL` as the key, `/files/<key>` or the full URL. */
function uploadRef(body: { uploadId?: string; FileName?: string; FileFullURL?: string }) {
  if (body.uploadId) return { id: body.uploadId };
  const raw = body.FileName || body.FileFullURL;
  if (!raw) return undefined;
  return { key: keyOfFileUrl(raw) };
}

/** What a record copies from its upload (the bytes' facts); an audio's default name is its tag title. */
function fromUpload(upload: UploadRow) {
  return {
    fileName: upload.key,
    fileExt: upload.ext,
    uploadId: upload.id,
    originName: upload.originName,
    fileSize: upload.size,
    duration: upload.duration,
    width: upload.width,
    height: upload.height,
    orientation: upload.orientation,
  };
}
const defaultName = (upload: UploadRow) =>
  (typeof upload.meta.title === 'string' && upload.meta.title) ||
  (upload.originName?.replace(/\.[^.]+$/, '') ?? '');

/** What a record keeps of a video link (shorts and clips are vertical). */
function fromVideo(link: VideoLink, details: VideoDetails | null) {
  return {
    fileName: link.url,
    externalUrl: link.url,
    fileExt: null,
    uploadId: null,
    external: true,
    hostingService: link.hostingService,
    fileSubType: link.subType,
    externalId: link.videoId,
    embedUrl: details?.embedUrl ?? link.embedUrl,
    duration: details?.duration ?? null,
    orientation: link.subType === 'YouTubeShort' || link.subType === 'VKClip' ? 'Vertical' : 'Horizontal',
  };
}

export function filesService(deps: { repo: FilesRepo; uploads: UploadsService; log: FastifyBaseLogger }) {
  const { repo, uploads, log } = deps;
  let glossary: FileTagGlossary | undefined;
  let videoLinks: VideoLinkResolver | undefined;
  const publicUses: PublicUseCheck[] = [];

  /** Normalises and validates the tag lists present in a request; absent lists stay absent. */
  async function readTags(
    input: Partial<Record<TagKind, TagInput[] | undefined>>,
  ): Promise<Partial<FileTags>> {
    const out: Partial<FileTags> = {};
    const fields: FieldError[] = [];
    const bad: string[] = [];
    for (const kind of Object.keys(TAG_FIELDS) as TagKind[]) {
      const list = input[kind];
      if (!list) continue;
      const codes = [...new Set(list.map((t) => (typeof t === 'string' ? t : t.Code).trim()))];
      const malformed = codes.filter((c) => !TAG_CODE.test(c));
      const unknown = malformed.length ? malformed : glossary ? await glossary.unknownCodes(kind, codes) : [];
      for (const code of unknown) {
        bad.push(code);
        fields.push({ path: `body.${TAG_FIELDS[kind]}`, message: code });
      }
      out[kind] = codes;
    }
    if (bad.length) throw badRequest('INVALID_TAG_CODE', { params: { code: bad.join(', ') }, fields });
    return out;
  }

  async function tagNames(rows: { tags: FileTags | undefined }[], lang: Lang): Promise<TagNames | undefined> {
    if (!glossary?.names) return undefined;
    const names: TagNames = {};
    for (const kind of Object.keys(TAG_FIELDS) as TagKind[]) {
      const codes = [...new Set(rows.flatMap((r) => r.tags?.[kind] ?? []))];
      if (codes.length) names[kind] = await glossary.names(kind, codes, lang);
    }
    return names;
  }

  async function toRecords(rows: FileRow[], viewer: Viewer, lang: Lang): Promise<FileRecord[]> {
    const tags = await repo.tagsOf(rows.map((r) => r.id));
    const withTags = rows.map((row) => ({ row, tags: tags.get(row.id) }));
    const names = await tagNames(withTags, lang);
    return withTags.map(({ row, tags }) => toFileRecord(row, { viewerId: viewer?.id ?? null, tags, names }));
  }

  const canSee = (row: FileRow, viewer: Viewer) => row.ownerId === viewer?.id || (row.public && !row.deleted);

  async function recordOf(id: string, viewer: Viewer, lang: Lang): Promise<FileRecord> {
    const row = await repo.getFile(id, viewer?.id ?? null);
    if (!row || !canSee(row, viewer)) throw notFound('FILE_NOT_FOUND');
    return (await toRecords([row], viewer, lang))[0]!;
  }

  /** A cover: one of the owner's image uploads, or one of their live Image files (its upload is kept). */
  async function ownLogo(ownerId: string, logoId: string | null | undefined) {
    if (logoId === undefined || logoId === null) return logoId;
    const logo = await uploads.findOwn(ownerId, { id: logoId });
    if (logo?.kind === 'image') return logo.id;
    const file = logo ? undefined : await repo.getFile(logoId);
    if (file?.ownerId === ownerId && file.fileType === 'Image' && !file.deleted && file.uploadId)
      return file.uploadId;
    throw notFound('LOGO_NOT_FOUND');
  }

  /** A video link's cover: an own image (LogoId), else an allowed platform thumbnail (LogoURL), else the platform's. */
  function videoLogoUrl(given: string | null | undefined, fallback: string | null): string | null {
    if (given === undefined) return fallback;
    if (given === null || given === '') return null;
    const ok = allowedThumbnail(given);
    if (!ok) throw badRequest('INVALID_LOGO_URL', { fields: [{ path: 'body.LogoURL', message: given }] });
    return ok;
  }

  async function resolveVideo(url: string) {
    if (!videoLinks) throw badRequest('EXTERNAL_FILES_UNSUPPORTED');
    return videoLinks(url);
  }

  async function addVideoLink(
    owner: { id: string },
    body: AddUserFileBody,
    fileType: FileRecord['FileType'],
    lang: Lang,
  ): Promise<FileRecord> {
    if (fileType !== 'Video') throw badRequest('EXTERNAL_FILES_UNSUPPORTED');
    if (body.Peaks) throw badRequest('PEAKS_AUDIO_ONLY');
    const raw = body.FileFullURL || body.FileName;
    if (!raw) throw badRequest('VIDEO_URL_REQUIRED');
    const { link, details } = await resolveVideo(raw);
    if (body.hostingService && body.hostingService !== link.hostingService)
      throw badRequest('VIDEO_HOSTING_MISMATCH', {
        params: { given: body.hostingService, actual: link.hostingService },
      });
    if (body.FileSubType && body.FileSubType !== link.subType)
      throw badRequest('INVALID_FILE_SUB_TYPE', { params: { subType: body.FileSubType, fileType } });
    const logoUploadId = (await ownLogo(owner.id, body.LogoId)) ?? null;
    const logoUrl = logoUploadId
      ? null
      : videoLogoUrl(body.LogoURL, details?.thumbnailUrl ?? idThumbnail(link));
    const tags = await readTags({
      talents: body.ListOfTalants,
      tools: body.ListOfTools,
      styles: body.ListOfStyles,
    });
    const now = new Date();
    const row: NewFile = {
      id: uuidv7(),
      ownerId: owner.id,
      fileType,
      ...fromVideo(link, details),
      logoUploadId,
      logoUrl,
      originName: null,
      name: body.Name || details?.title || `${link.hostingService} ${link.videoId}`,
      description: body.Description ?? '',
      comment: body.Comment ?? '',
      public: body.PublicFlag !== 'N',
      digest: body.DigestFlag === 'Y',
      fileDate: toDate(body.FileDate) ?? null,
      addedAt: now,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await repo.insertFile(row, tags);
    } catch (err) {
      throw duplicateError(err) ?? err;
    }
    return recordOf(row.id!, owner, lang);
  }

  return {
    registerTagGlossary(g: FileTagGlossary) {
      glossary = g;
    },

    registerPublicUse(check: PublicUseCheck) {
      publicUses.push(check);
    },

    registerVideoLinks(resolver: VideoLinkResolver) {
      videoLinks = resolver;
    },

    async addUserFile(owner: { id: string }, body: AddUserFileBody, lang: Lang): Promise<FileRecord> {
      const fileType = normalizeType(body.FileType)!;
      if (body.externalFlag === 'Y') return addVideoLink(owner, body, fileType, lang);
      const ref = uploadRef(body);
      if (!ref) throw badRequest('UPLOAD_REFERENCE_REQUIRED');
      const upload = await uploads.findOwn(owner.id, ref);
      if (!upload) throw notFound('UPLOAD_NOT_FOUND');
      if (upload.kind !== UPLOAD_KIND[fileType])
        throw badRequest('UPLOAD_KIND_MISMATCH', { params: { fileType } });
      if (body.FileSubType && !(fileType === 'Image' && body.FileSubType === 'Cover'))
        throw badRequest('INVALID_FILE_SUB_TYPE', { params: { subType: body.FileSubType, fileType } });
      if (body.Peaks && fileType !== 'Audio') throw badRequest('PEAKS_AUDIO_ONLY');
      const logoUploadId = await ownLogo(owner.id, body.LogoId);
      const tags = await readTags({
        talents: body.ListOfTalants,
        tools: body.ListOfTools,
        styles: body.ListOfStyles,
      });
      const now = new Date();
      const row: NewFile = {
        id: uuidv7(),
        ownerId: owner.id,
        fileType,
        fileSubType: body.FileSubType ?? null,
        ...fromUpload(upload),
        logoUploadId: logoUploadId ?? null,
        name: body.Name || defaultName(upload),
        description: body.Description ?? '',
        comment: body.Comment ?? '',
        peaks: body.Peaks ? peaksToStored(body.Peaks) : null,
        public: body.PublicFlag !== 'N',
        digest: body.DigestFlag === 'Y',
        fileDate: toDate(body.FileDate) ?? null,
        addedAt: now,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await repo.insertFile(row, tags);
      } catch (err) {
        throw duplicateError(err) ?? err;
      }
      return recordOf(row.id!, owner, lang);
    },

    getUserFile: (viewer: Viewer, fileId: string, lang: Lang) => recordOf(fileId, viewer, lang),

    /** Several files for another module (a post's attachments): those this viewer may see, in order. */
    async getFileRecords(viewer: Viewer, fileIds: string[], lang: Lang): Promise<FileRecord[]> {
      const rows = (await repo.getFiles(fileIds, viewer?.id ?? null)).filter((r) => canSee(r, viewer));
      const byId = new Map((await toRecords(rows, viewer, lang)).map((r) => [r.FileId, r]));
      return fileIds.flatMap((id) => byId.get(id) ?? []);
    },

    async list(viewer: Viewer, q: GetUserFileListQuery, lang: Lang) {
      let ownerId: string;
      if (q.nickName) {
        const found = await repo.findUserIdByNick(q.nickName);
        if (!found) throw notFound('FILE_OWNER_NOT_FOUND');
        ownerId = found;
      } else {
        if (!viewer) throw new AppError(401, 'NOT_LOGGED_IN');
        ownerId = viewer.id;
      }
      const own = ownerId === viewer?.id;
      const pageSize = q.pageSize ?? FILE_LIST_PAGE.default;
      const rows = await repo.listFiles({
        ownerId,
        viewerId: viewer?.id ?? null,
        fileType: normalizeType(q.type),
        deleted: !own ? 'no' : isYes(q.onlyDeleted) ? 'only' : isYes(q.includeDeleted) ? 'any' : 'no',
        publicOnly: !own,
        after: q.cursor ? decodeCursor(q.cursor) : undefined,
        limit: pageSize + 1,
      });
      const page = rows.slice(0, pageSize);
      return {
        outIO: {
          ListOfUserFileList: { File: await toRecords(page, viewer, lang) },
          nextCursor: rows.length > pageSize ? encodeCursor(page[page.length - 1]!) : null,
        },
      };
    },

    /** Soft delete (DeletedFlag Y); repeating it keeps the first deletion time. */
    async deleteUserFile(owner: { id: string }, fileId: string, lang: Lang) {
      if (!(await repo.softDelete(owner.id, fileId, new Date()))) throw notFound('FILE_NOT_FOUND');
      return { status: 'OK' as const, data: await recordOf(fileId, owner, lang) };
    },

    /**
     * Likes or unlikes a file the viewer may see (else 404, revealing nothing). Repeating a like
     * or an unlike changes nothing: one row per user and file.
     */
    async setLike(viewer: { id: string }, fileId: string, like: boolean): Promise<SetUserMediaLikeAnswer> {
      const row = await repo.getFile(fileId);
      if (!row || !canSee(row, viewer)) throw notFound('FILE_NOT_FOUND');
      try {
        const likeNum = await repo.setLike(fileId, viewer.id, like);
        return { likeFlag: like ? 'Y' : 'N', likeNum };
      } catch (err) {
        // Purged between the check and the write.
        if (isForeignKeyViolation(err)) throw notFound('FILE_NOT_FOUND');
        throw err;
      }
    },

    /**
     * Updates the owner's records all or nothing; someone else's file is a 404 and nothing changes.
     * The audio variant may also name another upload (the bytes are replaced, the old upload goes)
     * or, for a video link, another link.
     */
    async syncFiles(owner: { id: string }, records: SyncFileRecord[], lang: Lang) {
      const current = new Map(
        (await repo.getFiles(records.map((r) => r.FileId)))
          .filter((row) => row.ownerId === owner.id)
          .map((row) => [row.id, row]),
      );
      const changes = [];
      const replaced: string[] = [];
      for (const r of records) {
        const row = current.get(r.FileId);
        if (!row) throw notFound('FILE_NOT_FOUND');
        const set: FileChanges = {};
        if (r.Name !== undefined) set.name = r.Name ?? '';
        if (r.Description !== undefined) set.description = r.Description ?? '';
        if (r.Comment !== undefined) set.comment = r.Comment ?? '';
        if (r.PublicFlag) set.public = r.PublicFlag === 'Y';
        if (r.DigestFlag) set.digest = r.DigestFlag === 'Y';
        if (r.FileDate !== undefined) set.fileDate = toDate(r.FileDate) ?? null;
        if (r.Peaks !== undefined && r.Peaks !== null && row.fileType !== 'Audio')
          throw badRequest('PEAKS_AUDIO_ONLY');
        if (r.Peaks !== undefined && row.fileType === 'Audio')
          set.peaks = r.Peaks ? peaksToStored(r.Peaks) : null;

        // The cover: an own image; for a video link also a platform thumbnail. Echoes change nothing.
        const shownLogo = toFileRecord(row, { viewerId: owner.id, tags: undefined }).LogoURL;
        if (r.LogoId) {
          set.logoUploadId = (await ownLogo(owner.id, r.LogoId)) ?? null;
          if (row.external) set.logoUrl = null;
        } else if (row.external && r.LogoURL !== undefined && r.LogoURL !== shownLogo) {
          set.logoUrl = videoLogoUrl(r.LogoURL, null);
          set.logoUploadId = null;
        } else if (r.LogoId === null) {
          set.logoUploadId = null;
        }

        // The address: another upload of the same kind, or another video link.
        if (row.external) {
          const raw = r.FileFullURL || r.FileName;
          if (raw && raw !== row.externalUrl && raw !== row.fileName) {
            const { link, details } = await resolveVideo(raw);
            Object.assign(set, fromVideo(link, details));
          }
        } else {
          const ref = uploadRef(r);
          if (ref && ref.id !== row.uploadId && ref.key !== row.fileName) {
            const upload = await uploads.findOwn(owner.id, ref);
            if (!upload) throw notFound('UPLOAD_NOT_FOUND');
            if (upload.kind !== UPLOAD_KIND[row.fileType as FileRecord['FileType']])
              throw badRequest('UPLOAD_KIND_MISMATCH', { params: { fileType: row.fileType } });
            Object.assign(set, fromUpload(upload));
            // New bytes, new waveform: the peaks sent along, else none until the web sends them.
            if (row.fileType === 'Audio') set.peaks = r.Peaks ? peaksToStored(r.Peaks) : null;
            if (row.uploadId) replaced.push(row.uploadId);
          }
        }

        if (r.DeletedFlag === 'N') Object.assign(set, { deleted: false, deletedAt: null });
        // Deleting an already deleted file keeps its deletion time (and so its purge date).
        if (r.DeletedFlag === 'Y')
          Object.assign(set, { deleted: true, deletedAt: repo.deletedAtNowOrKept() });
        const tags = await readTags({
          talents: r.ListOfTalants,
          tools: r.ListOfTools,
          styles: r.ListOfStyles,
        });
        changes.push({ id: r.FileId, set, tags });
      }
      try {
        await repo.updateOwnFiles(owner.id, changes, () => notFound('FILE_NOT_FOUND'));
      } catch (err) {
        throw duplicateError(err) ?? err;
      }
      for (const id of replaced)
        await uploads
          .removeIfUnreferenced(id)
          .catch((err) => log.warn({ err }, 'could not remove a replaced upload'));
      const rows = await repo.getFiles(
        changes.map((c) => c.id),
        owner.id,
      );
      const byId = new Map((await toRecords(rows, owner, lang)).map((r) => [r.FileId, r]));
      return { outIO: { ListOfUserFile: { File: changes.map((c) => byId.get(c.id)!) } } };
    },

    /**
     * For avatars and headers: one of the owner's live Image files with the storage keys of its
     * sizes (what a profile stores) and their paths, else undefined.
     */
    async getOwnImage(
      ownerId: string,
      fileId: string,
    ): Promise<{ fileId: string; url: string; sizes: ImageSizes; keys: ImageKeys } | undefined> {
      const row = await repo.getFile(fileId);
      if (!row || row.ownerId !== ownerId || row.deleted || row.fileType !== 'Image') return undefined;
      const sizes = imageSizes(row.variants);
      const v = row.variants ?? {};
      if (!sizes || !v.sq512 || !v.sq128 || !v.wide) return undefined;
      return {
        fileId: row.id,
        url: fileUrl(row.fileName),
        sizes,
        keys: { Square512: v.sq512.key, Square128: v.sq128.key, Wide: v.wide.key },
      };
    },

    /** May this viewer fetch the bytes of `/files/<key>`? Undefined when not (404, revealing nothing). */
    async servable(key: string, viewer: Viewer) {
      const served = await uploads.resolve(key);
      if (!served) return undefined;
      if (served.ownerId === viewer?.id) return { ...served, isPublic: served.isPublic };
      if (served.isPublic) return served;
      for (const check of publicUses) {
        if (served.fileIds.length && (await check(served.fileIds))) return { ...served, isPublic: true };
      }
      return undefined;
    },

    /** Files deleted more than 30 days ago go for good, with their uploads and bytes. */
    async purgeDeleted(now = new Date()): Promise<number> {
      let purged = 0;
      for (;;) {
        const batch = await repo.deletedBefore(new Date(now.getTime() - DELETED_TTL_MS), 100);
        for (const { id } of batch) {
          const gone = await repo.deleteFile(id);
          if (!gone) continue;
          purged++;
          for (const uploadId of [gone.uploadId, gone.logoUploadId]) {
            if (uploadId) await uploads.removeIfUnreferenced(uploadId).catch((err) => log.warn({ err }));
          }
        }
        if (batch.length < 100) break;
      }
      return purged;
    },
  };
}
export type FilesService = ReturnType<typeof filesService>;
