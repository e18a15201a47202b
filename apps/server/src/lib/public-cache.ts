import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * The answers a visitor (no session) gets for public reads, kept in this process: a profile, a
 * page's HTML, a public file, a page of people found. Each entry is tagged with what it was read
 * from (`user:<id>`, `file:<id>`, `post:<id>`, `search`); the database tells every process when
 * one of those changes (NOTIFY public_cache '<tag>', migration 0017), and the entries with that
 * tag go. `*` empties the cache (the glossary changed, or the LISTEN connection was lost).
 */
export type CachedAnswer = {
  body: string;
  /** A strong validator: the body's hash, quoted. */
  etag: string;
  contentType: string;
};

type Entry = CachedAnswer & { tags: string[] };

/** Bodies are kept up to this many bytes in all (UTF-16 strings: two a character), whatever `max` says. */
const MAX_BYTES = 64 * 1024 * 1024;

/** How many tags' invalidation times are remembered for the race guard before falling back to "everything changed". */
const MAX_REMEMBERED_TAGS = 10_000;

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

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match matches: `*`, or one of the listed tags (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export type PublicCacheOptions = { max: number; ttlMs: number };

export class PublicCache {
  readonly enabled: boolean;
  private readonly entries: LRUCache<string, Entry> | undefined;
  /** Tag -> keys of the entries that carry it. */
  private readonly byTag = new Map<string, Set<string>>();
  /**
   * The race guard: a counter bumped by every invalidation, the counter's value at each tag's last
   * invalidation, and at the last "everything". A read notes the counter before its first query; it
   * stores its answer only if none of its tags (nor everything) changed since, because a write that
   * committed after the read's snapshot and whose NOTIFY already came would otherwise be undone.
   */
  private clock = 0;
  private readonly changedAt = new Map<string, number>();
  private allChangedAt = 0;

  constructor(opts: PublicCacheOptions) {
    this.enabled = opts.max > 0 && opts.ttlMs > 0;
    this.entries = this.enabled
      ? new LRUCache<string, Entry>({
          max: opts.max,
          maxSize: MAX_BYTES,
          sizeCalculation: (entry) => entry.body.length * 2 + 256,
          ttl: opts.ttlMs,
          // Evicted (size, TTL) or replaced: its keys leave the tag index too.
          dispose: (entry, key) => this.unindex(key, entry.tags),
        })
      : undefined;
  }

  get size() {
    return this.entries?.size ?? 0;
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries?.get(key);
  }

  /** The moment a read starts: pass it back to `set`. */
  now(): number {
    return this.clock;
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

  /** Stores an answer read since `startedAt`, unless something it depends on changed meanwhile. */
  set(key: string, answer: CachedAnswer, tags: string[], startedAt: number): boolean {
    if (!this.entries || tags.length === 0) return false;
    if (this.allChangedAt > startedAt) return false;
    for (const t of tags) if ((this.changedAt.get(t) ?? 0) > startedAt) return false;
    this.entries.set(key, { ...answer, tags });
    for (const t of tags) {
      const keys = this.byTag.get(t);
      if (keys) keys.add(key);
      else this.byTag.set(t, new Set([key]));
    }
    return true;
  }

  /** A NOTIFY's payload: one tag, or `*` for everything. */
  invalidate(tag: string): void {
    if (tag === '*' || tag === '') {
      this.clear();
      return;
    }
    this.clock++;
    this.changedAt.set(tag, this.clock);
    if (this.changedAt.size > MAX_REMEMBERED_TAGS) {
      // Forgetting the tags' times is safe only as "everything changed now" for the reads in flight.
      this.changedAt.clear();
      this.allChangedAt = this.clock;
    }
    const keys = this.byTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.entries?.delete(key);
    this.byTag.delete(tag);
  }

  clear(): void {
    this.clock++;
    this.allChangedAt = this.clock;
    this.changedAt.clear();
    this.entries?.clear();
    this.byTag.clear();
  }

  private unindex(key: string, tags: string[]) {
    for (const t of tags) {
      const keys = this.byTag.get(t);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(t);
    }
  }
}
