import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANG,
  fullTitle,
  isAppPath,
  LANG_COOKIE,
  type Lang,
  ROUTE_META,
  type RouteMetaKey,
  routeMetaKey,
  toLang,
} from '@talanty/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ASSET_EXT } from '../lib/assets.ts';
import { AppError } from '../lib/errors.ts';
import { type Manifest, pagePreloads, readManifest } from '../lib/page-assets.ts';
import { type PageMeta, renderPage } from '../lib/page-html.ts';
import { loadRenderer, renderFirstView, SSR_ENTRY } from '../lib/page-render.ts';
import { withTimeout } from '../lib/timeout.ts';
import { sendError } from './errors.ts';

export type { PageMeta };
/** A module fills a public page's tags from its data; undefined leaves the route's defaults. */
export type PageMetaResolver = (pathname: string, lang: Lang) => Promise<PageMeta | undefined>;
export type PageMetaRegistry = { add: (resolver: PageMetaResolver) => void; resolvers: PageMetaResolver[] };

/** Registered before the modules, so each can add a resolver for its public pages. */
export const pageMetaRegistry = fp(
  async (app) => {
    const resolvers: PageMetaResolver[] = [];
    app.decorate('pageMeta', { add: (r: PageMetaResolver) => void resolvers.push(r), resolvers });
  },
  { name: 'page-meta' },
);

/**
 * The pages whose first view the server renders for a visitor (web client src/entry-server.tsx).
 * The post page too: its relative times show the day in UTC until hydrated (components/relative-time.tsx).
 */
const SERVER_RENDERED = new Set<RouteMetaKey>(['home', 'search', 'profile', 'media', 'post']);
/** Of those, the pages whose first view needs no answers (the others are rendered only with theirs). */
const WITHOUT_ANSWERS = new Set<RouteMetaKey>(['home']);

/** Paths the history fallback never answers with the app: the API, auth calls, media files. */
const NOT_APP = /^\/(api|login|logout|registration|reset-password|files)(\/|$)/;

/** How often index.html is looked at for a new build. */
const INDEX_RECHECK_MS = 1000;
/** Routes of the pages visitors open most (isAppPath still decides what each one is). */
const PUBLIC_PAGES = ['/search', '/@:nick', '/user/:nick', '/post/:id', '/media/:id'];

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** How long start-up waits for the server render's warm-up before it listens anyway. */
const WARM_UP_WAIT_MS = 3_000;

/**
 * Serves the built web client: hashed assets cached forever, and `index.html` for every app path
 * with the route's title, description and Open Graph tags filled in (crawlers run no scripts).
 */
export default fp(
  async (app) => {
    const dist = app.config.webDistDir;
    const { resolvers } = app.pageMeta;

    // index.html is read again when a build replaces it; looked at no more than once a second
    // (a stat per page view was a good part of a cached page's cost).
    // The build's manifest (which chunks a page loads) is read with it: a build writes both.
    // So is its server render (lib/page-render.ts), looked at beside it: the SSR build is written
    // after index.html, and a server must not pair a new client with the render of the old one.
    let cached:
      | {
          /** Which build: index.html's and the server render's mtimes (a page cached under one is of it). */
          version: string;
          html: string;
          manifest?: Manifest;
          renderer?: ReturnType<typeof loadRenderer>;
          checkedAt: number;
        }
      | undefined;
    async function indexHtml(): Promise<string | undefined> {
      const now = Date.now();
      if (cached && now - cached.checkedAt < INDEX_RECHECK_MS) return cached.html;
      const file = path.join(dist, 'index.html');
      const [info, ssr] = await Promise.all([
        stat(file).catch(() => undefined),
        app.config.serverRender ? stat(path.join(dist, SSR_ENTRY)).catch(() => undefined) : undefined,
      ]);
      if (!info) return undefined;
      const version = `${info.mtimeMs}-${ssr?.mtimeMs ?? 0}`;
      if (cached?.version !== version) {
        const [html, manifest] = await Promise.all([readFile(file, 'utf8'), readManifest(dist)]);
        const renderer = ssr
          ? loadRenderer(dist).catch((err: unknown) => {
              app.log.error({ err }, 'the web client’s server render could not be loaded');
              return undefined;
            })
          : undefined;
        cached = { version, html, manifest, renderer, checkedAt: now };
      }
      cached.checkedAt = now;
      return cached.html;
    }

    /**
     * The first view's markup for `#root`, or undefined (the page as before): no build of the server
     * render, a failed render or one slower than its bound (logged, never a 500).
     */
    async function renderRoot(
      pending: NonNullable<ReturnType<typeof loadRenderer>>,
      req: FastifyRequest,
      lang: Lang,
      answers: Record<string, unknown>,
    ): Promise<string | undefined> {
      const renderer = await pending;
      if (!renderer) return undefined;
      const url = `${app.config.publicUrl}${req.url}`;
      // As the browser reads them from the page: JSON (the in-memory answers may hold more, a Date).
      const embedded = JSON.parse(JSON.stringify(answers)) as Record<string, unknown>;
      const result = await renderFirstView(renderer, { url, lang, answers: embedded });
      if (result && 'error' in result) {
        req.log.error({ err: result.error, url: req.url }, 'server render failed: the page goes without it');
        return undefined;
      }
      return result?.html;
    }

    // The server render is loaded (a 5 MB module compiled on the event loop: about 100 ms) and run
    // once on the home page (its code's first run) before the server listens. Loaded by the first
    // visitor's page instead, it held every request in flight that long (the bench's stall).
    // Start-up waits for it at most WARM_UP_WAIT_MS (a busy machine took over Fastify's 10 s
    // plugin timeout, and the server never started); past that it goes on in the background, and
    // a page asked for meanwhile waits for the same load.
    app.addHook('onReady', async () => {
      const warmUp = (async () => {
        if (!(await indexHtml())) return;
        const renderer = await cached?.renderer;
        if (!renderer) return;
        const warm = await renderFirstView(renderer, {
          url: `${app.config.publicUrl}/`,
          lang: DEFAULT_LANG,
          answers: {},
        });
        if (warm && 'error' in warm)
          app.log.warn({ err: warm.error }, 'the server render’s first run failed');
      })().catch((err: unknown) => app.log.warn({ err }, 'warming the server render failed'));
      // The warm-up never rejects (its failures are logged above): a rejection here is the wait's end.
      await withTimeout(
        warmUp,
        WARM_UP_WAIT_MS,
        `the server render is still loading after ${WARM_UP_WAIT_MS} ms; the server starts meanwhile`,
      ).catch((error: Error) => app.log.info(error.message));
    });

    async function metaFor(pathname: string, lang: Lang, known: boolean): Promise<PageMeta> {
      const key = known ? (routeMetaKey(pathname) ?? 'home') : 'notFound';
      const base = ROUTE_META[lang][key];
      let meta: PageMeta = { ...base, title: fullTitle(base.title, lang) };
      if (known) {
        for (const resolve of resolvers) {
          const found = await resolve(pathname, lang);
          if (found) {
            meta = { ...found, title: fullTitle(found.title, lang) };
            break;
          }
        }
      }
      return meta;
    }

    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build writes `.br` and `.gz` beside each text asset (apps/web vite.config.ts `precompress`):
      // sent as they are, smaller than on-the-fly compression and free of its CPU.
      preCompressed: true,
      serve: true,
      decorateReply: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });

    async function serveApp(req: FastifyRequest, reply: FastifyReply) {
      const pathname = safeDecode(req.url.split('?')[0] ?? '/');
      const html = await indexHtml();
      if (!html) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web client is not built yet: run `npm run build` (npm start does it for you).');
      }
      const known = isAppPath(pathname) && !ASSET_EXT.test(pathname);
      const { publicUrl } = app.config;
      const { manifest, renderer } = cached ?? {};
      // The web client shows its saved language (the cookie it writes with it), else Russian, whatever
      // the browser asks for: the answers and messages its first view uses are in that language.
      const appLang = toLang(req.cookies[LANG_COOKIE] ?? DEFAULT_LANG);
      const metaKey = known ? routeMetaKey(pathname) : undefined;
      // A visitor's home, search, profile, media or post page comes with its first view rendered; a
      // member's differs (their own answers, menu and buttons), so theirs is rendered by the browser
      // as before. So does an address with a query (`?tab=photo`): the page's cached copy is one per path.
      const firstView =
        renderer &&
        metaKey &&
        SERVER_RENDERED.has(metaKey) &&
        !req.url.includes('?') &&
        !req.cookies[app.sessions.cookieName]
          ? renderer
          : undefined;
      const render = async () => {
        const meta = await metaFor(pathname, req.lang, known);
        const first = appLang === req.lang || !known ? meta : await metaFor(pathname, appLang, known);
        const answers = first.answers ?? (metaKey && WITHOUT_ANSWERS.has(metaKey) ? {} : undefined);
        const root = firstView && answers ? await renderRoot(firstView, req, appLang, answers) : undefined;
        return renderPage(
          html,
          { ...meta, answers: first.answers, images: first.images },
          {
            url: `${publicUrl}${pathname}`,
            lang: req.lang,
            appLang,
            publicUrl,
            // The page's own chunk and messages, which the entry would only ask for once it has run.
            links: pagePreloads(manifest, metaKey, appLang),
            root,
          },
        );
      };
      // A page's HTML is the same for every reader (the resolvers read as a visitor): one cached copy
      // per path, languages and build of index.html, dropped when what its tags name changes.
      if (known)
        return app.publicCache.answer(req, reply, {
          key: `page:${req.lang}:${appLang}:${cached?.version}:${firstView ? 'rendered' : 'bare'}:${pathname}`,
          type: 'html',
          viewerFree: true,
          read: render,
        });
      const page = await render();
      return reply
        .status(known ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page);
    }

    app.get('/', { schema: { hide: true } }, serveApp);
    // The public pages a visitor lands on have their own routes: without them a page view first
    // looked for a file of that name in the build (a failed stat) and then went the not-found way.
    for (const url of PUBLIC_PAGES) app.get(url, { schema: { hide: true } }, serveApp);
    app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
      const pathname = req.url.split('?')[0] ?? '/';
      if ((req.method === 'GET' || req.method === 'HEAD') && !NOT_APP.test(pathname))
        return serveApp(req, reply);
      return sendError(
        req,
        reply,
        new AppError(404, pathname.startsWith('/api/') ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND'),
      );
    });
  },
  { name: 'spa', dependencies: ['i18n', 'errors', 'page-meta', 'public-cache'] },
);
