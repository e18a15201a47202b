import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { noteStreamedBytes } from '../young-gc.ts';
import type { MediaMatch, MediaRegistry } from './registry.ts';
import { MediaError, type MediaFormat } from './types.ts';

/** How much of the start of an upload is read before deciding what it is. */
export const SNIFF_BYTES = 64 * 1024;
const MB = 1024 * 1024;

export type Declared = { filename?: string | undefined; mimetype?: string | undefined };
export type ReceivedUpload = MediaMatch & { path: string; size: number };

const NEUTRAL_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** The name's extension and the declared type must agree with the content (never trusted alone). */
export function checkDeclared(
  declared: Declared,
  format: MediaFormat,
  badExtension?: (ext: string, format: MediaFormat) => MediaError,
): void {
  const type = (declared.mimetype ?? '').split(';')[0]!.trim().toLowerCase();
  if (!NEUTRAL_TYPES.has(type) && type !== format.mime && !format.declaredTypes.includes(type)) {
    throw new MediaError('FILE_TYPE_MISMATCH', { declared: type, actual: format.label });
  }
  const ext = path
    .extname(declared.filename ?? '')
    .slice(1)
    .toLowerCase();
  if (ext && !format.extensions.includes(ext)) {
    if (badExtension) throw badExtension(ext, format);
    throw new MediaError('INVALID_EXTENSION', { ext, allowed: format.extensions.join(', ') });
  }
}

/**
 * Streams an upload into a temporary file under `tmpDir`. The first SNIFF_BYTES decide the kind by
 * content (`file-type`); an unsupported or mislabelled file is refused at once, and the kind's size
 * limit is enforced while the rest arrives. Nothing is left in `tmpDir` when this rejects.
 */
export async function receiveUpload(
  source: Readable,
  opts: { tmpDir: string; registry: MediaRegistry; declared: Declared },
): Promise<ReceivedUpload> {
  const { registry, declared } = opts;
  await mkdir(opts.tmpDir, { recursive: true });
  const file = path.join(opts.tmpDir, `${randomUUID()}.upload`);

  let head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  let match: MediaMatch | undefined;

  const tooLarge = (limit: number) => new MediaError('FILE_TOO_LARGE', { limit: Math.round(limit / MB) });

  async function decide(): Promise<Buffer> {
    const sample = Buffer.concat(head);
    head = [];
    const sniffed = await fileTypeFromBuffer(sample);
    match = registry.match(sniffed?.mime);
    if (!match) throw new MediaError('UNSUPPORTED_FORMAT', { accepted: registry.acceptedLabels });
    checkDeclared(declared, match.format, match.processor.badExtension?.bind(match.processor));
    if (size > match.processor.maxBytes) throw tooLarge(match.processor.maxBytes);
    return sample;
  }

  const gate = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      noteStreamedBytes(chunk.length);
      if (match) {
        if (size > match.processor.maxBytes) return done(tooLarge(match.processor.maxBytes));
        return done(null, chunk);
      }
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < SNIFF_BYTES) return done();
      decide().then(
        (sample) => done(null, sample),
        (err) => done(err),
      );
    },
    flush(done) {
      if (match) return done();
      decide().then(
        (sample) => done(null, sample),
        (err) => done(err),
      );
    },
  });

  try {
    await pipeline(source, gate, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    await rm(file, { force: true });
    // @fastify/multipart's own cap (the largest kind's limit) ends the stream with its 413.
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(match?.processor.maxBytes ?? registry.maxBytes);
    throw err;
  }
  // A transport that cut the stream at its own cap (busboy's `truncated`) means too large as well.
  if ((source as { truncated?: boolean }).truncated) {
    await rm(file, { force: true });
    throw tooLarge(match?.processor.maxBytes ?? registry.maxBytes);
  }
  if (!match) {
    await rm(file, { force: true });
    throw new MediaError('UNSUPPORTED_FORMAT', { accepted: registry.acceptedLabels });
  }
  return { ...match, path: file, size };
}
