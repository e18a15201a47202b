import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * One object wherever the cache holds a copy of it: records are matched by their id field
 * (`FileId`, later `PostId`, `CommentId`), so a like patches lists, pages and search results alike.
 */
export type CachedObjectRef = { idField: string; id: string };

/** What the cache held before a patch, to put back when the write fails. */
export type CacheSnapshot = Array<[QueryKey, unknown]>;

type PlainRecord = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainRecord {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Copies only the paths that lead to a match; everything else keeps its identity (no re-render). */
function patchDeep(
  value: unknown,
  ref: CachedObjectRef,
  patch: (record: PlainRecord) => PlainRecord,
): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const patched = patchDeep(item, ref, patch);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  if (!isPlainObject(value)) return value;
  if (value[ref.idField] === ref.id) return patch(value);
  let next: PlainRecord | null = null;
  for (const [key, child] of Object.entries(value)) {
    const patched = patchDeep(child, ref, patch);
    if (patched !== child) {
      next ??= { ...value };
      next[key] = patched;
    }
  }
  return next ?? value;
}

/** Queries whose key starts with one of `roots` (the features' key factories' `all`). */
export function keyRootsPredicate(roots: ReadonlyArray<QueryKey>) {
  return (query: Query) => roots.some((root) => root.every((part, i) => query.queryKey[i] === part));
}

/** Whether a cached answer holds a copy of the object anywhere. */
export function holdsObject(data: unknown, ref: CachedObjectRef): boolean {
  return patchDeep(data, ref, (record) => ({ ...record })) !== data;
}

/**
 * Patches every copy of one object in the cached answers `predicate` selects, wherever it sits in
 * them (infinite pages, envelopes, a single record), and answers what was there for a rollback.
 */
export function patchCachedObject<T extends object>(
  client: QueryClient,
  predicate: (query: Query) => boolean,
  ref: CachedObjectRef,
  patch: (record: T) => T,
): CacheSnapshot {
  const snapshot = client.getQueriesData({ predicate }) as CacheSnapshot;
  client.setQueriesData({ predicate }, (data: unknown) =>
    patchDeep(data, ref, patch as unknown as (record: PlainRecord) => PlainRecord),
  );
  return snapshot;
}

/** Puts back what `patchCachedObject` changed. */
export function restoreCache(client: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}
