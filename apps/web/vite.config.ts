import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions, type UserConfig } from 'vite';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
const BOOT_SCRIPT = resolve(import.meta.dirname, 'src/boot/boot-script.js');

/** Paths the Fastify server answers; everything else is the single-page app. */
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['^/api(/|$)', '^/(login|logout)(\\?|$)', '^/registration/', '^/reset-password/', '^/files/'].map(
    (path) => [path, { target: API_ORIGIN, changeOrigin: false }],
  ),
);

/**
 * Injects the colour-scheme/direction/language boot script as a classic, render-blocking script with
 * a content hash in its name (served with immutable caching like every other built asset).
 */
function bootScript(): Plugin {
  const source = () => readFileSync(BOOT_SCRIPT, 'utf8');
  const hashed = () => `assets/boot-${createHash('sha256').update(source()).digest('hex').slice(0, 10)}.js`;
  let isBuild = false;
  return {
    name: 'talanty-boot-script',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use('/@talanty-boot.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: hashed(), source: source() });
    },
    transformIndexHtml() {
      return [
        {
          tag: 'script',
          attrs: { src: isBuild ? `/${hashed()}` : '/@talanty-boot.js' },
          injectTo: 'head',
        },
      ];
    },
  };
}

/** The app's start (src/main.tsx imports it once React and the contract are evaluated). */
const START = 'src/app/start.tsx';

/**
 * The start is a second entry of the build, so the libraries and modules of the first load stay in
 * the chunks they had when main.tsx imported them itself (`$initial` below), and index.html links its
 * chunks ahead as it links the entry's: the browser fetches them all at once, while the entry
 * evaluates them step by step.
 */
function startPreloads(): Plugin {
  return {
    name: 'talanty-start-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const start = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(START));
        if (!start) throw new Error(`the build has no chunk for ${START}`);
        const graph = (from: string, into = new Set<string>()) => {
          if (into.has(from)) return into;
          into.add(from);
          for (const imported of byFile.get(from)?.imports ?? []) graph(imported, into);
          return into;
        };
        // What index.html links already: the entry's own chunks (the styles are one file, linked by
        // vite: `cssCodeSplit` below).
        const linked = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry && chunk !== start) graph(chunk.fileName, linked);
        return [...graph(start.fileName)]
          .filter((file) => !linked.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** Writes dist/build-id, which the server sends as X-App-Version; the client reloads when it changes. */
function buildId(): Plugin {
  let outDir = '';
  return {
    name: 'talanty-build-id',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const digest = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) digest.update(name);
      const stamp = new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
      writeFileSync(join(outDir, 'build-id'), `${stamp}-${digest.digest('hex').slice(0, 12)}`);
    },
  };
}

/**
 * Mantine's `useId` (@mantine/hooks) renders React's id, then swaps it for a random one in a layout
 * effect: every input, tab list, modal and app shell renders twice on mount, and on a hydrated page
 * those second renders come in the hydration's commit at the synchronous priority, where they force
 * the parts React would hydrate later (HydrateApart) to hydrate at once, in one long task. This keeps
 * React's id (unique within the one root, the same in the server's render and the browser's), with
 * Mantine's `mantine-` prefix, and no second render. It takes effect in the two builds (the client's
 * and the server render's); the dev server and the tests load Mantine as it is, where the swap is
 * harmless.
 */
function mantineStableIds(): Plugin {
  const file = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  let replaced = false;
  return {
    name: 'talanty-mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = false;
    },
    buildEnd(error) {
      // A Mantine that moved the hook: say so rather than ship the double render unnoticed.
      if (!error && !replaced)
        this.error('mantineStableIds: @mantine/hooks has no esm/use-id/use-id.mjs any more');
    },
    load(id) {
      if (!file.test(id)) return null;
      replaced = true;
      return `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/:/g, '');
}
`;
    },
  };
}

/** Text assets worth compressing once at build time instead of on every request. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes `name.br` (brotli, best) and `name.gz` (gzip -9) beside every built text asset, small ones
 * too (the server looks for them before the file itself); the server sends them as they are
 * (@fastify/static `preCompressed`). Brotli at its best level is 14% smaller than what the server
 * compressed on the fly (brotli 4 / gzip), for no CPU per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'talanty-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = join(assets, name);
        const data = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * React and React Router change together and every page needs them: one long-cached chunk. The rest
 * of the libraries are left to rolldown, so a page loads only the parts it imports (a group would pull
 * all of Mantine's floating UI, number inputs and modals into the first load of a read-only page).
 */
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
];

export default defineConfig(({ command, isSsrBuild }) => {
  // A build started from a test runner inherits NODE_ENV=test, which would ship React's development build.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return isSsrBuild ? ssrConfig : config;
});

/**
 * The second build, `vite build --ssr src/entry-server.tsx --outDir dist/.ssr` (npm run build): the
 * server's render of a public page's first view (apps/server lib/page-render.ts). Self-contained
 * (every library bundled into one file), so the server can import it from any WEB_DIST_DIR; in a dot folder,
 * which the static files never serve. Its CSS modules' class names are the client build's (both
 * hash the same file paths).
 */
const ssrConfig: UserConfig = {
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), mantineStableIds()],
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    target: 'node22',
    minify: false,
    copyPublicDir: false,
    // One file: the server imports it once per build (its mtime in the URL), and split chunks would
    // import the entry again without that, a second copy of React, the router and the page data.
    rolldownOptions: { input: 'src/entry-server.tsx', output: { codeSplitting: false } },
  },
};

const config: UserConfig = {
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), mantineStableIds(), bootScript(), startPreloads(), buildId(), precompress()],
  optimizeDeps: { exclude: ['@talanty/contract'] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    // scripts/check-bundle-size.ts reads which chunks a route loads from it.
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    // CSS `light-dark()` stays native (every browser of 2024 on has it); lowered, lightningcss would
    // emit `--lightningcss-light/dark` variables that nothing defines and drop the colours.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    // One stylesheet for the whole app (46 kB brotli; a page's own were 33–37 kB in 7–17 files): a
    // page's first paint waits for every stylesheet it links, and on a phone's link each costs a round
    // trip, so /search and a post painted 300 ms after the home page. Later pages need no styles.
    cssCodeSplit: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        start: resolve(import.meta.dirname, START),
      },
      output: {
        codeSplitting: {
          groups: [
            ...vendorGroups.map((group, index) => ({ ...group, priority: 10 - index })),
            // zod and the contract's schemas in three chunks, which main.tsx evaluates one task each:
            // zod with the first half of the schemas, then the other half (with the API client).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, tags: ['$initial'], priority: 7 },
            {
              name: 'contract-base',
              test: /packages[\\/]contract[\\/]src[\\/](flags|glossary|text|lang|talents|routes|auth|media|files|errors)\.ts$/,
              priority: 6,
            },
            // What the first load needs of the libraries, in one chunk (not 60 requests of a few hundred
            // bytes). Their styles stay with the entry (main.tsx imports them): in this chunk they
            // would make the entry import it, and evaluate it, before anything else.
            {
              name: 'vendor',
              test: (id: string) => /node_modules/.test(id) && !/\.css$/.test(id),
              tags: ['$initial'],
              priority: 5,
            },
            // The libraries the pages share, grouped by the pages that use them. Small groups are not
            // merged: a merge puts them in a chunk of more pages, and the entry then loaded the date
            // picker of the forms (a 20 kB threshold made a profile's first load 346 kB gzip, none 307).
            {
              name: 'libs',
              test: /node_modules/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
              priority: 4,
            },
          ],
        },
      },
    },
  },
};
