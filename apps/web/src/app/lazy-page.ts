import type { ComponentType } from 'react';
import { withChunkTimeout } from '../lib/chunk-errors.ts';

type PageModule = { default: ComponentType };

/** A route `lazy` that loads one page module, failing with "Loading chunk failed" after 120 s. */
export function lazyPage(load: () => Promise<PageModule>): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await withChunkTimeout(load());
    return { Component: module.default };
  };
}
