import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type StorageUploadAnswer, toLine } from '@talanty/contract';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { UploadVariant } from '../../db/schema/files.ts';
import { AppError } from '../../lib/errors.ts';
import { type Declared, MediaError, type MediaRegistry, receiveUpload } from '../../lib/media/index.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { coverSizes, fileUrl, imageSizes } from './files.mapper.ts';
import type { FilesRepo, Forget, UploadRow } from './files.repo.ts';

/** Leftovers of interrupted uploads (temporary files, objects without a row) older than this are removed. */
export const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/** Unreferenced uploads live this long before the cleanup purges them. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

const MEDIA_STATUS: Record<MediaError['code'], number> = {
  UNSUPPORTED_FORMAT: 415,
  INVALID_EXTENSION: 400,
  FILE_TYPE_MISMATCH: 400,
  FILE_TOO_LARGE: 413,
  FILE_UNREADABLE: 400,
  IMAGE_TOO_MANY_PIXELS: 400,
  INVALID_AUDIO_EXTENSION: 400,
  AUDIO_DURATION_UNREADABLE: 400,
  MEDIA_BUSY: 503,
  MEDIA_QUOTA_FULL: 429,
};

const RETRY_AFTER: Partial<Record<MediaError['code'], string>> = { MEDIA_BUSY: '30', MEDIA_QUOTA_FULL: '10' };

/** A refused upload -> the API error `{status, code, message}`. */
export function toAppError(err: unknown): unknown {
  if (!(err instanceof MediaError)) return err;
  const { reason: _reason, ...params } = err.params;
  return new AppError(MEDIA_STATUS[err.code], err.code, {
    params,
    headers: RETRY_AFTER[err.code] ? { 'Retry-After': RETRY_AFTER[err.code]! } : undefined,
  });
}

/** `<uuid>.<ext>` is an upload's main object; `<uuid>-<variant>.<ext>` one of its variants. */
const SERVED_KEY =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-([a-z0-9]+))?\.([a-z0-9]{1,8})$/;

/** A user's file name, kept only as text to show (never as a path). */
export function cleanOriginName(name: string | undefined): string | null {
  if (!name) return null;
  const base = toLine(path.basename(name.replaceAll('\\', '/')));
  return base ? base.slice(0, 255) : null;
}

export type ServedObject = {
  key: string;
  mime: string;
  isPublic: boolean;
  ownerId: string;
  fileIds: string[];
};

export function uploadsService(deps: {
  repo: FilesRepo;
  storage: Storage;
  registry: MediaRegistry;
  tmpDir: string;
  /** What other modules keep about a removed account's files and the account goes in the same transaction. */
  forget: Forget;
  log: FastifyBaseLogger;
}) {
  const { repo, storage, registry, tmpDir, forget, log } = deps;

  /**
   * Partial uploads in DATA_DIR/tmp/uploads and the storage's interrupted writes untouched for
   * `olderThanMs` (a live upload writes every moment; a dead one stops).
   */
  async function sweepTemporary(olderThanMs: number, now = new Date()): Promise<void> {
    await storage.sweep?.(olderThanMs);
    const names = await readdir(tmpDir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(tmpDir, name);
      const info = await stat(file).catch(() => undefined);
      if (info && now.getTime() - info.mtimeMs >= olderThanMs) await rm(file, { force: true });
    }
  }

  const allKeys = (u: Pick<UploadRow, 'key' | 'variants'>) => [
    u.key,
    ...Object.values(u.variants).map((v) => v.key),
  ];

  async function removeBytes(keys: string[]) {
    const results = await Promise.allSettled(keys.map((k) => storage.delete(k)));
    for (const r of results)
      if (r.status === 'rejected') log.warn({ err: r.reason }, 'could not delete stored object');
  }

  /** Deletes an upload with its bytes if no file references it any more. */
  async function removeIfUnreferenced(id: string): Promise<boolean> {
    const gone = await repo.deleteUnreferencedUpload(id);
    if (gone) await removeBytes(allKeys(gone));
    return Boolean(gone);
  }

  function toAnswer(u: UploadRow): StorageUploadAnswer {
    const cover = u.kind === 'audio' ? coverSizes(null, u.variants) : null;
    const tag = (name: string) => (typeof u.meta[name] === 'string' ? (u.meta[name] as string) : null);
    return {
      fileName: u.key,
      url: fileUrl(u.key),
      ext: u.ext,
      size: u.size,
      uploadId: u.id,
      kind: u.kind as StorageUploadAnswer['kind'],
      mime: u.mime,
      originName: u.originName,
      width: u.width,
      height: u.height,
      orientation: (u.orientation ?? null) as StorageUploadAnswer['orientation'],
      duration: u.duration,
      sizes: u.kind === 'image' ? imageSizes(u.variants) : null,
      title: tag('title'),
      artist: tag('artist'),
      coverSizes: cover && {
        Full: cover.Full,
        Thumbnail: cover.Thumbnail,
        Square512: cover.Square512,
        Square128: cover.Square128,
      },
    };
  }

  return {
    registry,

    /**
     * Receives one file: sniffed, limited, processed by its kind, stored, recorded. Any failure
     * removes what was stored and the temporary file, and writes no row.
     */
    async upload(ownerId: string, source: Readable, declared: Declared): Promise<StorageUploadAnswer> {
      const received = await receiveUpload(source, { tmpDir, registry, declared }).catch((err) => {
        throw toAppError(err);
      });
      const stored: string[] = [];
      try {
        const processed = await received.processor
          .process({ path: received.path, size: received.size, format: received.format, owner: ownerId })
          .catch((err) => {
            if (err instanceof MediaError && err.code === 'FILE_UNREADABLE')
              log.info({ err }, 'unreadable upload');
            throw toAppError(err);
          });
        const id = uuidv7();
        const variants: Record<string, UploadVariant> = {};
        let main: (UploadVariant & { ext: string }) | undefined;
        for (const out of processed.outputs) {
          const key = out.variant === 'main' ? `${id}.${out.ext}` : `${id}-${out.variant}.${out.ext}`;
          stored.push(key);
          const body = Buffer.isBuffer(out.body) ? Readable.from([out.body]) : out.body();
          const { size } = await storage.put(key, body, { contentType: out.mime });
          const entry = { key, mime: out.mime, size, width: out.width, height: out.height };
          if (out.variant === 'main') main = { ...entry, ext: out.ext };
          else variants[out.variant] = entry;
        }
        if (!main) throw new Error(`The ${received.processor.kind} processor produced no main output`);
        const row = await repo.insertUpload({
          id,
          ownerId,
          kind: received.processor.kind,
          key: main.key,
          mime: main.mime,
          sourceMime: received.format.mime,
          ext: main.ext,
          size: main.size,
          originName: cleanOriginName(declared.filename),
          width: processed.meta.width ?? null,
          height: processed.meta.height ?? null,
          orientation: processed.meta.orientation ?? null,
          duration: processed.meta.duration ?? null,
          variants,
          meta: processed.meta.extra ?? {},
        });
        return toAnswer(row);
      } catch (err) {
        await removeBytes(stored);
        if (err instanceof AppError) throw err;
        log.error({ err }, 'upload failed');
        throw new AppError(500, 'UPLOAD_FAILED');
      } finally {
        await rm(received.path, { force: true });
      }
    },

    findOwn(ownerId: string, by: { id?: string; key?: string }) {
      return repo.findOwnUpload(ownerId, by);
    },

    /** What a `/files/<key>` request serves, or undefined when there is no such object. */
    async resolve(key: string): Promise<ServedObject | undefined> {
      const m = SERVED_KEY.exec(key);
      if (!m) return undefined;
      const [, id, variant] = m;
      const access = await repo.uploadAccess(id!);
      if (!access) return undefined;
      const { upload } = access;
      const entry = variant ? upload.variants[variant] : { key: upload.key, mime: upload.mime };
      if (!entry || entry.key !== key) return undefined;
      return {
        key,
        mime: entry.mime,
        isPublic: access.isPublic,
        ownerId: upload.ownerId,
        fileIds: access.fileIds,
      };
    },

    removeIfUnreferenced,

    /** Everything a user stored, rows and bytes (account deletion calls this before removing the user). */
    async purgeOwner(ownerId: string): Promise<number> {
      const gone = await repo.deleteAllOf(ownerId, forget);
      await removeBytes(gone.flatMap(allKeys));
      return gone.length;
    },

    /** Uploads nobody added as a file within a day, and leftovers of interrupted writes. */
    async purgeStale(now = new Date()): Promise<number> {
      let purged = 0;
      for (;;) {
        const ids = await repo.staleUploadIds(new Date(now.getTime() - UPLOAD_TTL_MS), 100);
        for (const id of ids) if (await removeIfUnreferenced(id)) purged++;
        if (ids.length < 100) break;
      }
      await sweepTemporary(LEFTOVER_AGE_MS, now);
      return purged;
    },

    sweepTemporary,

    /**
     * Stored objects no upload row owns: a crash (`kill -9`, power loss) between storing an
     * upload's bytes and recording its row. Only objects older than LEFTOVER_AGE_MS count, so an
     * upload being recorded right now is never touched. Answers how many were removed.
     */
    async removeOrphans(now = new Date()): Promise<number> {
      const before = now.getTime() - LEFTOVER_AGE_MS;
      let batch: { key: string; id: string }[] = [];
      let removed = 0;
      const flush = async () => {
        const known = await repo.existingUploadIds([...new Set(batch.map((o) => o.id))]);
        const orphans = batch.filter((o) => !known.has(o.id)).map((o) => o.key);
        await removeBytes(orphans);
        removed += orphans.length;
        batch = [];
      };
      for await (const object of storage.list()) {
        const id = SERVED_KEY.exec(object.key)?.[1];
        if (!id || object.lastModified.getTime() > before) continue;
        batch.push({ key: object.key, id });
        if (batch.length >= 500) await flush();
      }
      if (batch.length > 0) await flush();
      if (removed > 0) log.warn({ removed }, 'removed stored objects without an upload (crash leftovers)');
      return removed;
    },
  };
}
export type UploadsService = ReturnType<typeof uploadsService>;
