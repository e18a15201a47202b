import type { PageMeta } from '@talanty/contract';
import { useEffect, useSyncExternalStore } from 'react';

let override: PageMeta | undefined;
const listeners = new Set<() => void>();

function set(next: PageMeta | undefined): void {
  override = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For screens that replace a route's content (error boundaries): their title wins while shown. */
export function useMetaOverride(meta: PageMeta): void {
  const { title, description } = meta;
  useEffect(() => {
    set({ title, description });
    return () => set(undefined);
  }, [title, description]);
}

export function useCurrentMetaOverride(): PageMeta | undefined {
  return useSyncExternalStore(
    subscribe,
    () => override,
    () => undefined,
  );
}
