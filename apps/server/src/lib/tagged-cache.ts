import { LRUCache } from 'lru-cache';

/** How many tags' invalidation times are remembered for the race guard before falling back to "everything changed". */
const MAX_REMEMBERED_TAGS = 10_000;

export type TaggedCacheOptions<V> = {
  max: number;
  ttlMs: number;
  /** With `bytes`: the most all values may weigh together, whatever `max` says. */
  maxBytes?: number;
  bytes?: (value: V) => number;
  /**
   * The kinds of tag this cache's entries carry (`user:`, ...): a NOTIFY naming another kind is
   * ignored, so it does not fill the race guard's memory of tags. Unset: every tag counts.
   */
  tagPrefixes?: string[];
};

type Entry<V> = { value: V; tags: string[] };

/**
 * A process's cache of values read from the database, each tagged with what it was read from
 * (`user:<id>`, a session's hash...). The database tells every process when one of those changes
 * (a NOTIFY naming the tag), and the values with that tag go; `*` empties it (also what a lost
 * LISTEN connection calls for, since NOTIFYs were missed meanwhile). Used by the public cache
 * (public-cache.ts) and the session cache (plugins/sessions.ts).
 */
export class TaggedCache<V extends object> {
  readonly enabled: boolean;
  private readonly entries: LRUCache<string, Entry<V>> | undefined;
  /** Tag -> keys of the entries that carry it. */
  private readonly byTag = new Map<string, Set<string>>();
  /**
   * The race guard: a counter bumped by every invalidation, the counter's value at each tag's last
   * invalidation, and at the last "everything". A read notes the counter before its first query; it
   * stores its value only if none of its tags (nor everything) changed since, because a write that
   * committed after the read's snapshot and whose NOTIFY already came would otherwise be undone.
   */
  private clock = 0;
  private readonly changedAt = new Map<string, number>();
  private allChangedAt = 0;
  private readonly tagPrefixes: string[] | undefined;

  constructor(opts: TaggedCacheOptions<V>) {
    this.enabled = opts.max > 0 && opts.ttlMs > 0;
    this.tagPrefixes = opts.tagPrefixes;
    const { bytes, maxBytes } = opts;
    this.entries = this.enabled
      ? new LRUCache<string, Entry<V>>({
          max: opts.max,
          ttl: opts.ttlMs,
          ...(bytes && maxBytes ? { maxSize: maxBytes, sizeCalculation: (e) => bytes(e.value) + 256 } : {}),
          // Evicted (size, TTL) or replaced: its keys leave the tag index too.
          dispose: (entry, key) => this.unindex(key, entry.tags),
        })
      : undefined;
  }

  get size() {
    return this.entries?.size ?? 0;
  }

  get(key: string): V | undefined {
    return this.entries?.get(key)?.value;
  }

  /** The moment a read starts: pass it back to `set`. */
  now(): number {
    return this.clock;
  }

  /** Stores a value read since `startedAt`, unless something it depends on changed meanwhile. */
  set(key: string, value: V, tags: string[], startedAt: number): boolean {
    if (!this.entries || tags.length === 0) return false;
    if (this.allChangedAt > startedAt) return false;
    for (const t of tags) if ((this.changedAt.get(t) ?? 0) > startedAt) return false;
    this.entries.set(key, { value, tags });
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
    if (this.tagPrefixes && !this.tagPrefixes.some((prefix) => tag.startsWith(prefix))) return;
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
