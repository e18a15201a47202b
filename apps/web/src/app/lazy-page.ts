import type { ComponentType } from 'react';
import { withChunkTimeout } from '../lib/chunk-errors.ts';
import { loadFormMessages } from '../lib/i18n.ts';

type PageModule = { default: ComponentType };

/** A route `lazy` that loads one page module, failing with "Loading chunk failed" after 120 s. */
export function lazyPage(load: () => Promise<PageModule>): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await withChunkTimeout(load());
    return { Component: module.default };
  };
}

/** A page with forms (sign-in, editors, settings): its chunk and the forms' messages, loaded together. */
export function lazyFormPage(load: () => Promise<PageModule>): () => Promise<{ Component: ComponentType }> {
  const page = lazyPage(load);
  return async () => {
    const [loaded] = await Promise.all([page(), withChunkTimeout(loadFormMessages())]);
    return loaded;
  };
}
