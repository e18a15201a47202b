import type {
  AddUserFileBody,
  FileRecord,
  GetUserFileListQuery,
  ImageSizes,
  Lang,
  SyncFileRecord,
} from '@talanty/contract';
import { FILE_LIST_PAGE, peaksToStored } from '@talanty/contract';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { keysetCursors } from '../../lib/cursor.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { readTags } from '../../lib/public-cache.ts';
import {
  defaultName,
  duplicateError,
  fromUpload,
  isYes,
  normalizeType,
  toDate,
  UPLOAD_KIND,
  uploadRef,
} from './files.input.ts';
import { fileUrl, imageSizes, toFileRecord } from './files.mapper.ts';
import type { FileChanges, FileRow, FilesRepo, FileTags, Forget, NewFile } from './files.repo.ts';
import { type FileTagGlossary, fileTags } from './files.tags.ts';
import { fileVideos, fromVideo, type VideoLinkResolver, videoLogoUrl } from './files.video.ts';
import type { UploadsService } from './uploads.service.ts';

export type { FileTagGlossary, VideoLinkResolver };

/** Deleted files are kept this long (restorable), then purged with their bytes. */
export const DELETED_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Hook for modules that show a user's file to everyone whatever its PublicFlag (an avatar or a
 * header image): answers whether one of these file ids is in such a use.
 */
export type PublicUseCheck = (fileIds: string[]) => Promise<boolean>;

type Viewer = { id: string } | null;

/** The list's key: `added_at` as the column keeps it (milliseconds). */
const ADDED_AT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The storage keys of an image's sizes that profiles keep (avatar and header). */
export type ImageKeys = { Square512: string; Square128: string; Wide: string };

export function filesService(deps: {
  repo: FilesRepo;
  uploads: UploadsService;
  /** What other modules keep about files goes in the transaction that removes them (likes, ...). */
  forget: Forget;
  /** Whose files a list shows: the users module answers a nickname with an id. */
  idByNick: (nickName: string) => Promise<string | undefined>;
  secret: string;
  log: FastifyBaseLogger;
}) {
  const { repo, uploads, forget, log } = deps;
  const tagRules = fileTags();
  const videos = fileVideos({ tags: tagRules, ownLogo });
  const cursors = keysetCursors({
    secret: deps.secret,
    purpose: 'files',
    invalid: () => badRequest('INVALID_CURSOR'),
  });
  const publicUses: PublicUseCheck[] = [];

  async function toRecords(rows: FileRow[], viewer: Viewer, lang: Lang): Promise<FileRecord[]> {
    const tagsOf = await repo.tagsOf(rows.map((r) => r.id));
    const withTags = rows.map((row) => ({ row, tags: tagsOf.get(row.id) }));
    const names = await tagRules.names(withTags, lang);
    return withTags.map(({ row, tags }) => toFileRecord(row, { viewerId: viewer?.id ?? null, tags, names }));
  }

  const canSee = (row: FileRow, viewer: Viewer) => row.ownerId === viewer?.id || (row.public && !row.deleted);

  async function recordOf(id: string, viewer: Viewer, lang: Lang): Promise<FileRecord> {
    const row = await repo.getFile(id, viewer?.id ?? null);
    if (!row || !canSee(row, viewer)) throw notFound('FILE_NOT_FOUND');
    readTags(`file:${row.id}`, `user:${row.ownerId}`);
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

  /** Stores a new record (a second live copy of an upload or a link is a 409) and answers it. */
  async function insert(row: NewFile, lists: Partial<FileTags>, owner: { id: string }, lang: Lang) {
    try {
      await repo.insertFile(row, lists);
    } catch (err) {
      throw duplicateError(err) ?? err;
    }
    return recordOf(row.id!, owner, lang);
  }

  return {
    registerTagGlossary: tagRules.register,

    registerPublicUse(check: PublicUseCheck) {
      publicUses.push(check);
    },

    registerVideoLinks: videos.register,

    /** For the objects registry: which of these files the viewer may see, and their owners. */
    visibleIds: repo.visibleIds,
    ownersOf: repo.ownersOf,

    async addUserFile(owner: { id: string }, body: AddUserFileBody, lang: Lang): Promise<FileRecord> {
      const fileType = normalizeType(body.FileType)!;
      if (body.externalFlag === 'Y') {
        const video = await videos.newRecord(owner, body, fileType);
        return insert(video.row, video.tags, owner, lang);
      }
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
      const lists = await tagRules.read({
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
      return insert(row, lists, owner, lang);
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
        const found = await deps.idByNick(q.nickName);
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
        after: q.cursor ? afterKey(cursors.decode('files', q.cursor, ADDED_AT_KEY)) : undefined,
        limit: pageSize + 1,
      });
      const page = rows.slice(0, pageSize);
      return {
        outIO: {
          ListOfUserFileList: { File: await toRecords(page, viewer, lang) },
          nextCursor:
            rows.length > pageSize ? cursors.encode('files', lastKey(page[page.length - 1]!)) : null,
        },
      };
    },

    /** Soft delete (DeletedFlag Y); repeating it keeps the first deletion time. */
    async deleteUserFile(owner: { id: string }, fileId: string, lang: Lang) {
      if (!(await repo.softDelete(owner.id, fileId, new Date()))) throw notFound('FILE_NOT_FOUND');
      return { status: 'OK' as const, data: await recordOf(fileId, owner, lang) };
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
            const { link, details } = await videos.resolve(raw);
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
        const lists = await tagRules.read({
          talents: r.ListOfTalants,
          tools: r.ListOfTools,
          styles: r.ListOfStyles,
        });
        changes.push({ id: r.FileId, set, tags: lists });
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
          const gone = await repo.deleteFile(id, forget);
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

const lastKey = (row: FileRow) => ({ sortKey: row.addedAt.toISOString(), id: row.id });
const afterKey = (key: { sortKey: string; id: string }) => ({ addedAt: key.sortKey, id: key.id });
