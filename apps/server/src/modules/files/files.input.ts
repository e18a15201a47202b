import type { FileRecord, MediaKind } from '@talanty/contract';
import { uniqueViolation } from '../../lib/driver-errors.ts';
import { type AppError, conflict } from '../../lib/errors.ts';
import { keyOfFileUrl } from '../../lib/storage/urls.ts';
import type { UploadRow } from './files.repo.ts';

// What a files request says, read into what the rows keep.

/** Which upload kind each FileType is made from. */
export const UPLOAD_KIND: Record<FileRecord['FileType'], MediaKind> = {
  Image: 'image',
  Audio: 'audio',
  Video: 'video',
};

export const isYes = (v: string | undefined) => v === 'Y' || v === 'true' || v === '1';
export const toDate = (v: string | null | undefined) => (v ? new Date(v) : v === null ? null : undefined);
export const normalizeType = (t: string | undefined) =>
  (t === 'Photo' ? 'Image' : t) as FileRecord['FileType'] | undefined;

/** 409 for a second live copy of an upload or a video link. */
export function duplicateError(err: unknown): AppError | undefined {
  const constraint = uniqueViolation(err);
  if (constraint === undefined) return undefined;
  return constraint === 'files_owner_video_uq'
    ? conflict('VIDEO_ALREADY_ADDED')
    : conflict('UPLOAD_ALREADY_USED');
}

/** Which upload a request names: `uploadId`, or `FileName`/`FileFullURL` as the key, `/files/<key>` or the full URL. */
export function uploadRef(body: { uploadId?: string; FileName?: string; FileFullURL?: string }) {
  if (body.uploadId) return { id: body.uploadId };
  const raw = body.FileName || body.FileFullURL;
  if (!raw) return undefined;
  return { key: keyOfFileUrl(raw) };
}

/** What a record copies from its upload (the bytes' facts). */
export function fromUpload(upload: UploadRow) {
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

/** An audio's default name is its tag title, else the file's name without its extension. */
export const defaultName = (upload: UploadRow) =>
  (typeof upload.meta.title === 'string' && upload.meta.title) ||
  (upload.originName?.replace(/\.[^.]+$/, '') ?? '');
