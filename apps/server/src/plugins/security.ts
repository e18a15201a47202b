import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError } from '../lib/errors.ts';
import { databaseRateLimitStore, pruneHits } from '../lib/rate-limit-store.ts';
import { VIDEO_FRAME_ORIGINS, VIDEO_THUMBNAIL_SOURCES } from '../lib/video/hosts.ts';

/** Hosts the browser may load from besides us: video embeds and their thumbnails (the same lists the server checks covers against). */
const FRAME_HOSTS = VIDEO_FRAME_ORIGINS;
const IMAGE_HOSTS = VIDEO_THUMBNAIL_SOURCES;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The headers a synchronous middleware sets (it must set the same ones for every request). */
function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  middleware({} as IncomingMessage, res, (err) => {
    if (err) throw err;
  });
  return headers;
}

export default fp(
  async (app) => {
    // The security headers (helmet) are the same for every answer (no nonces): read once from its
    // middleware and set as they are. @fastify/helmet built the middleware on every request, and
    // helmet's own middleware joins the CSP directives on every call (a tenth of a cached answer's time).
    const securityHeaders = headersOf(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            // Mantine writes its CSS variables into a style element at run time.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', ...IMAGE_HOSTS],
            mediaSrc: ["'self'", 'blob:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            frameSrc: FRAME_HOSTS,
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: app.config.secureCookies ? [] : null,
          },
        },
        crossOriginEmbedderPolicy: false,
        strictTransportSecurity: app.config.secureCookies,
      }),
    );
    // Through Fastify's own headers: Node then writes them with the answer's head in one pass
    // (res.setHeader checks and stores each one first). A hijacked answer writes reply.getHeaders().
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });
    await app.register(compress, { threshold: 1024 });
    // On PostgreSQL several processes may serve: the counters live in the database, so they share
    // one allowance. PGlite has one process per database: the memory store is right there and free.
    const shared = app.dbKind === 'postgres';
    if (shared) {
      app.jobs.register({ name: 'rate-limits.prune', everyMs: 60_000, run: () => pruneHits(app.db) });
    }
    // Off by default: routes opt in with `config: { rateLimit: {...} }` and their own limits.
    await app.register(rateLimit, {
      global: false,
      ...(shared ? { store: databaseRateLimitStore(app.db) } : {}),
      enableDraftSpec: false,
      errorResponseBuilder: (_req, ctx) =>
        new AppError(429, 'RATE_LIMITED', {
          params: { seconds: Math.ceil(ctx.ttl / 1000) },
          headers: { 'Retry-After': String(Math.ceil(ctx.ttl / 1000)) },
        }),
    });
  },
  { name: 'security', dependencies: ['db', 'jobs'] },
);
