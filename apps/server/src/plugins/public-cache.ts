import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptedEncoding, compressBody, encodedEtag } from '../lib/encoded-body.ts';
import { type CachedAnswer, etagOf, matchesEtag, PublicCache } from '../lib/public-cache.ts';

export const PUBLIC_CACHE_CHANNEL = 'public_cache';

/** Cache-Control of the answers (docs/DECISIONS.md, "Public cache"). */
const VISITOR = 'public, max-age=0, must-revalidate';
const VISITOR_WITH_COOKIE = 'private, no-cache';
const SIGNED_IN = 'private, no-store';
const PAGE = 'no-cache';

/** A call the contract names as a read (its last path segment: `get…`, `execute…`). */
const READ_CALL = /\/(get|execute)[A-Z][^/]*$/;

/** How long a write's answer waits for its own NOTIFYs before going out anyway. */
const FENCE_TIMEOUT_MS = 1000;

export type PublicAnswer = {
  /** The cache key: everything the answer depends on but the data (path, language, normalised body). */
  key: string;
  type: 'json' | 'html';
  /** The answer's body (`reply.serialize(record)` for JSON); services it calls name what it read (`readTags`). */
  read: () => Promise<string | Buffer | ArrayBuffer>;
  /**
   * The same for every reader (a page's HTML): signed-in readers share the visitors' entry.
   * Otherwise a signed-in reader's answer is read for them and never stored.
   */
  viewerFree?: boolean;
  /**
   * One reader's own answer (the feed): kept for that signed-in reader alone, under their id, with
   * the tags of everything it shows (their follows, the authors, the posts), never shared.
   */
  perViewer?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: {
      cache: PublicCache;
      /** Answers a public read from the cache or reads, stores and answers it, with ETag and Cache-Control. */
      answer: (req: FastifyRequest, reply: FastifyReply, a: PublicAnswer) => Promise<FastifyReply>;
    };
  }
  interface FastifyReply {
    /** Set on an answer of `publicCache.answer`: the write fence leaves it alone. */
    publicRead?: boolean;
  }
}

const asBuffer = (body: string | Buffer | ArrayBuffer) =>
  typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : Buffer.from(body);

const CONTENT_TYPE = { json: 'application/json; charset=utf-8', html: 'text/html; charset=utf-8' };

/**
 * The public cache of this process: LISTENs on `public_cache` (the triggers of migration 0018) and
 * drops the entries each NOTIFY names; on a lost connection, everything (NOTIFYs were missed).
 *
 * Read-your-writes in this process: a write's answer (any non-GET) waits until its own NOTIFYs have
 * come back (a `fence:<n>` NOTIFY sent after them arrives after them), so the next read of the same
 * client never meets the entry it just made stale. Other processes drop it when the NOTIFY reaches
 * them (milliseconds).
 */
export default fp(
  async (app) => {
    const cache = new PublicCache(app.config.publicCache);
    let fenceSeq = 0;
    const fences = new Map<string, () => void>();

    // One listener for both caches: the write fence below then orders the session cache's NOTIFYs too.
    const sessionCache = app.sessionCache;
    if (cache.enabled || sessionCache.enabled) {
      const unlisten = await app.dbListen(
        PUBLIC_CACHE_CHANNEL,
        (payload) => {
          if (payload.startsWith('fence:')) {
            fences.get(payload)?.();
            return;
          }
          cache.invalidate(payload);
          sessionCache.invalidate(payload);
        },
        () => {
          cache.clear();
          sessionCache.clear();
        },
      );
      app.addHook('onClose', async () => {
        await unlisten();
        for (const release of fences.values()) release();
      });
    }

    async function fence() {
      const id = `fence:${process.pid}.${++fenceSeq}`;
      const arrived = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, FENCE_TIMEOUT_MS);
        fences.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await app.db.execute(sql`select pg_notify(${PUBLIC_CACHE_CHANNEL}, ${id})`);
        await arrived;
      } finally {
        fences.delete(id);
      }
    }

    app.addHook('onSend', async (req, reply) => {
      if (reply.publicRead) {
        // A visitor's first answer sets the XSRF cookie: no shared cache may keep that one.
        if (reply.getHeader('cache-control') === VISITOR && reply.hasHeader('set-cookie'))
          reply.header('cache-control', VISITOR_WITH_COOKIE);
        return;
      }
      // Visitors write nothing a cached answer shows (sign-up makes a new nickname, never cached as
      // missing), so only a signed-in person's non-GET waits; and only while something is cached
      // (a session counts: a renamed person's next request must carry the new nickname).
      // The contract's reads sent as POST (`getFeed`, `executeUserSearch`…) write nothing: no wait.
      if (
        req.user &&
        (cache.size > 0 || sessionCache.size > 0) &&
        req.method !== 'GET' &&
        req.method !== 'HEAD' &&
        reply.statusCode < 400 &&
        !READ_CALL.test(req.routeOptions.url ?? '')
      )
        await fence();
    });

    /** An answer as sent: its body (and, when cached, its compressed forms) and validator. */
    type Sendable = { body: Buffer; etag: string; encoded?: CachedAnswer['encoded'] };

    async function send(
      req: FastifyRequest,
      reply: FastifyReply,
      answer: Sendable,
      type: PublicAnswer['type'],
      cacheControl: string,
    ) {
      reply.publicRead = true;
      reply.header('cache-control', cacheControl);
      // A cached answer goes out in the form it was compressed to once; an uncached one is left to
      // @fastify/compress (which sets its own Vary).
      const encoding = answer.encoded
        ? acceptedEncoding(req.headers['accept-encoding'], answer.body.length)
        : undefined;
      reply
        .header('etag', encodedEtag(answer.etag, encoding))
        .header('vary', answer.encoded ? 'Accept-Encoding, Accept-Language' : 'Accept-Language');
      const conditional = req.method === 'GET' || req.method === 'HEAD';
      if (conditional && matchesEtag(req.headers['if-none-match'], answer.etag))
        return reply.code(304).send();
      reply.type(CONTENT_TYPE[type]);
      const forms = answer.encoded;
      if (!encoding || !forms) return reply.send(answer.body);
      forms[encoding] ??= compressBody(answer.body, encoding);
      const encoded = await forms[encoding].catch((err: unknown) => {
        req.log.warn({ err, encoding }, 'public cache: compressing an answer failed; sent as it is');
        delete forms[encoding];
        return undefined;
      });
      if (!encoded) return reply.header('etag', answer.etag).send(answer.body);
      return reply.header('content-encoding', encoding).send(encoded);
    }

    /**
     * The reads under way, by key. A miss joins the read of its key started since the last
     * invalidation (of anything): a page that many ask for at once (a cold cache, a shared link) is
     * read, rendered and compressed once, not once per request, which had held the event loop for
     * hundreds of milliseconds. One started before an invalidation may be stale: it is not joined.
     */
    const reading = new Map<string, { startedAt: number; entry: Promise<CachedAnswer> }>();

    function readOnce(key: string, a: PublicAnswer): Promise<CachedAnswer> {
      const under = reading.get(key);
      if (under && under.startedAt === cache.now()) return under.entry;
      const startedAt = cache.now();
      const entry = (async () => {
        const { value, tags } = await cache.collect(a.read);
        const body = asBuffer(value);
        const read: CachedAnswer = {
          body,
          etag: etagOf(body),
          contentType: CONTENT_TYPE[a.type],
          encoded: {},
        };
        cache.set(key, read, tags, startedAt);
        return read;
      })();
      const underWay = { startedAt, entry };
      reading.set(key, underWay);
      const done = () => {
        if (reading.get(key) === underWay) reading.delete(key);
      };
      entry.then(done, done);
      return entry;
    }

    async function answer(req: FastifyRequest, reply: FastifyReply, a: PublicAnswer) {
      const own = a.perViewer === true && req.user !== undefined;
      const shared = !req.user || a.viewerFree === true;
      const cacheControl = a.type === 'html' ? PAGE : req.user ? SIGNED_IN : VISITOR;
      if ((!shared && !own) || !cache.enabled) {
        const body = asBuffer(await a.read());
        return send(req, reply, { body, etag: etagOf(body) }, a.type, cacheControl);
      }
      const key = own ? `viewer:${req.user!.id}:${a.key}` : a.key;
      const hit = cache.get(key);
      if (hit) return send(req, reply, hit, a.type, cacheControl);
      return send(req, reply, await readOnce(key, a), a.type, cacheControl);
    }

    app.decorate('publicCache', { cache, answer });
  },
  { name: 'public-cache', dependencies: ['db', 'sessions', 'csrf'] },
);
