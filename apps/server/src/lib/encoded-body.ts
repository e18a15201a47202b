import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** The encodings a cached answer is kept in besides itself, in the order the server prefers them. */
export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Below this a compressed answer saves less than its headers and work cost (@fastify/compress's threshold). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to send a body of `size` bytes in, from the request's Accept-Encoding; none for identity. */
export function acceptedEncoding(header: string | undefined, size: number): Encoding | undefined {
  if (!header || size < MIN_BYTES) return undefined;
  return (negotiate(header, ENCODINGS) as Encoding | null) ?? undefined;
}

/**
 * A body compressed once, in zlib's thread pool, for as long as it is cached: brotli 9 and gzip 9
 * (smaller than the per-request brotli 4 of @fastify/compress, and paid once instead of per request).
 */
export function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 9 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The ETag of an encoded form: a strong validator names one representation (RFC 9110, 8.8.3). */
export const encodedEtag = (etag: string, encoding: Encoding | undefined) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;

const ENCODED_SUFFIX = new RegExp(`-(${ENCODINGS.join('|')})"$`);

/** The body's own ETag from the ETag of any of its forms (`encodedEtag` undone). */
export const bodyEtag = (tag: string) => tag.replace(ENCODED_SUFFIX, '"');
