import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lang, RouteMetaKey } from '@talanty/contract';

/** The part of vite's build manifest (`dist/.vite/manifest.json`) a page's preload links need. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The lazy page chunk of each public page (apps/web/src/app/routes.tsx): the browser learns of it
 * only once the entry has run, a round trip late on a slow phone link, so the page names it.
 */
const ROUTE_MODULES: Partial<Record<RouteMetaKey, string>> = {
  home: 'src/features/home/pages/home-page.tsx',
  search: 'src/features/search/pages/search-page.tsx',
  profile: 'src/features/profile/pages/profile-page.tsx',
  media: 'src/features/media/pages/media-page.tsx',
  post: 'src/features/posts/pages/post-page.tsx',
};
/** app/start.tsx waits for the reader's messages before the first render (lib/i18n.ts `loadLanguage`). */
const messagesModule = (lang: Lang) => `src/locales/${lang}/index.ts`;

/** The build's manifest, or undefined (a build without one, the tests' stand-in build): no links then. */
export async function readManifest(dist: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** A chunk and its static imports, depth first. */
function withImports(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, into);
}

/** What a page links to ahead: `modulepreload` scripts and `preload` styles (`/assets/…`). */
export type PagePreloads = { scripts: string[]; styles: string[] };

/**
 * The files a public page's first render needs besides what index.html already loads: the page's
 * chunk, the reader's messages and their static imports, with the styles of those chunks (vite
 * fetches them with the chunk, so a late style would hold the page's render as long).
 */
export function pagePreloads(
  manifest: Manifest | undefined,
  key: RouteMetaKey | undefined,
  lang: Lang,
): PagePreloads {
  const route = key && ROUTE_MODULES[key];
  if (!manifest || !route) return { scripts: [], styles: [] };
  const entry = new Set<string>();
  for (const [name, chunk] of Object.entries(manifest)) if (chunk.isEntry) withImports(manifest, name, entry);
  const wanted = new Set<string>();
  withImports(manifest, messagesModule(lang), wanted);
  withImports(manifest, route, wanted);
  const fresh = [...wanted].filter((name) => !entry.has(name)).map((name) => manifest[name]!);
  const entryStyles = new Set([...entry].flatMap((name) => manifest[name]?.css ?? []));
  return {
    scripts: fresh
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'))
      .map((f) => `/${f}`),
    styles: [...new Set(fresh.flatMap((chunk) => chunk.css ?? []))]
      .filter((file) => !entryStyles.has(file))
      .map((f) => `/${f}`),
  };
}
