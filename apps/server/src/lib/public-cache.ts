import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { bodyEtag, type Encoding } from './encoded-body.ts';
import { TaggedCache } from './tagged-cache.ts';

/**
 * The answers a visitor (no session) gets for public reads, kept in this process: a profile, a
 * page's HTML, a public file, a page of people found. Each entry is tagged with what it was read
 * from (`user:<id>`, `file:<id>`, `post:<id>`, `search`); the database tells every process when
 * one of those changes (NOTIFY public_cache '<tag>', migration 0017), and the entries with that
 * tag go. `*` empties the cache (the glossary changed, or the LISTEN connection was lost).
 */
export type CachedAnswer = {
  /** UTF-8, encoded once: a socket write of a string encodes it on every request. */
  body: Buffer;
  /** A strong validator: the body's hash, quoted (an encoded form's adds its encoding: `encodedEtag`). */
  etag: string;
  contentType: string;
  /** The body compressed, made by the first request that accepts each encoding (lib/encoded-body.ts). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

/** The tags a read touches: collected while it runs (see `readTags`). */
const collecting = new AsyncLocalStorage<Set<string>>();

/**
 * What the running read depends on: a service calls it with the ids it read (`user:<id>`, ...).
 * Outside a cached read it does nothing; a read that names no tag is never stored.
 */
export function readTags(...tags: string[]): void {
  const set = collecting.getStore();
  if (set) for (const t of tags) set.add(t);
}

/** Whether a cached read is running (a service may skip working out tags nobody collects). */
export const collectingTags = (): boolean => collecting.getStore() !== undefined;

export const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * If-None-Match matches: `*`, or one of the listed tags (weak comparison, as RFC 9110 asks for it),
 * of any encoded form of the same body: what the client holds is this answer, whichever form it came in.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => bodyEtag(t.trim().replace(/^W\//, '')) === etag);
}

export type PublicCacheOptions = { max: number; ttlMs: number };

/** Bodies are kept up to this many bytes in all (with their compressed forms), whatever `max` says. */
const MAX_BYTES = 64 * 1024 * 1024;

/** A body and its compressed forms, as a multiple of the body (brotli and gzip are each well under half of JSON or HTML). */
const ENCODED_SHARE = 2;

/** The answers, by key; `collect` runs a read gathering the tags its services name. */
export class PublicCache extends TaggedCache<CachedAnswer> {
  constructor(opts: PublicCacheOptions) {
    super({ ...opts, maxBytes: MAX_BYTES, bytes: (answer) => answer.body.length * ENCODED_SHARE });
  }

  /**
   * Runs a read, collecting the tags its services name (`readTags`). The caller stores its
   * answer with them, or not when there are none.
   */
  async collect<T>(read: () => Promise<T>): Promise<{ value: T; tags: string[] }> {
    const set = new Set<string>();
    const value = await collecting.run(set, read);
    return { value, tags: [...set] };
  }
}
