import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { noteStreamedBytes } from '../young-gc.ts';
import {
  assertKey,
  type ByteRange,
  type Storage,
  StorageNotFoundError,
  type StoredObject,
} from './storage.ts';

const TMP_DIR = '.tmp';

/**
 * Media on the local disk under `root` (DATA_DIR/media), outside the web root. A write goes to
 * `.tmp/` first and is renamed into place, so an interrupted upload never leaves a partial object.
 * Objects sit in one folder per UUIDv7 time prefix (about 4.7 hours each) to keep folders small.
 */
export function createLocalStorage(root: string): Storage {
  const tmpRoot = path.join(root, TMP_DIR);

  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(root, key.slice(0, 6), key);
  };

  const isMissing = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT';

  async function statKey(key: string): Promise<StoredObject | undefined> {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? { size: info.size, lastModified: info.mtime } : undefined;
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  return {
    kind: 'local',

    async put(key, body, _opts) {
      const target = pathOf(key);
      await mkdir(tmpRoot, { recursive: true });
      const tmp = path.join(tmpRoot, randomUUID());
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          noteStreamedBytes(chunk.length);
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, counter, createWriteStream(tmp, { flags: 'wx', mode: 0o640 }));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      return { size };
    },

    async get(key, range?: ByteRange) {
      const file = pathOf(key);
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      // Surface a missing file as a rejection here, not as a stream error after headers are sent.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (err) => reject(isMissing(err) ? new StorageNotFoundError(key) : err));
      });
      return stream as Readable;
    },

    stat: statKey,

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async exists(key) {
      return (await statKey(key)) !== undefined;
    },

    async *list() {
      const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const folder of folders) {
        if (!folder.isDirectory() || folder.name === TMP_DIR) continue;
        const names = await readdir(path.join(root, folder.name)).catch(() => [] as string[]);
        for (const key of names) {
          const info = await stat(path.join(root, folder.name, key)).catch(() => undefined);
          if (info?.isFile()) yield { key, lastModified: info.mtime };
        }
      }
    },

    async sweep(olderThanMs) {
      const names = await readdir(tmpRoot).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const file = path.join(tmpRoot, name);
        const info = await stat(file).catch(() => undefined);
        if (info && Date.now() - info.mtimeMs > olderThanMs) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
