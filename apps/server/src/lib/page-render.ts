import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Lang } from '@talanty/contract';
import { withTimeout } from './timeout.ts';

/**
 * The web client's server render (apps/web src/entry-server.tsx, built by `vite build --ssr` into
 * `<dist>/.ssr/entry-server.js`): a visitor's first view of a public page as HTML for `#root`.
 */
type RenderRequest = { url: string; lang: Lang; answers: Record<string, unknown>; signal?: AbortSignal };
type SsrModule = { render: (request: RenderRequest) => Promise<{ html: string } | undefined> };

/** Where the SSR build puts its entry inside the client's build (apps/web vite.config.ts `SSR_OUT_DIR`). */
export const SSR_ENTRY = path.join('.ssr', 'entry-server.js');

/** Longer than this and the page goes out without the markup (the client renders it, as before). */
export const RENDER_BOUND_MS = 1500;

/**
 * The SSR build of `dist`, imported once per build (its file's mtime in the URL, so a new build is a
 * new module); undefined when the build has none (dev, the tests' stand-in build): pages as before.
 */
export async function loadRenderer(dist: string): Promise<SsrModule | undefined> {
  const file = path.join(dist, SSR_ENTRY);
  const info = await stat(file).catch(() => undefined);
  if (!info) return undefined;
  const module = (await import(`${pathToFileURL(file).href}?build=${info.mtimeMs}`)) as Partial<SsrModule>;
  if (typeof module.render !== 'function') throw new Error(`${file} exports no render()`);
  return module as SsrModule;
}

/**
 * The markup of a page's first view, or why there is none: the render's own error, or the bound
 * passing (the render is aborted). Never throws: the caller sends the page without it.
 */
export async function renderFirstView(
  renderer: SsrModule,
  request: Omit<RenderRequest, 'signal'>,
  boundMs = RENDER_BOUND_MS,
): Promise<{ html: string } | { error: Error } | undefined> {
  const controller = new AbortController();
  try {
    return await withTimeout(
      renderer.render({ ...request, signal: controller.signal }),
      boundMs,
      `the render took over ${boundMs} ms`,
      (error) => controller.abort(error),
    );
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
}
