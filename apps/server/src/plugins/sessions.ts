import { and, eq, lte, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';
// The one read of another owner's table: the request's user comes with its session in one query.
import { users } from '../db/schema/users.ts';
import { unauthorized } from '../lib/errors.ts';
import { TaggedCache } from '../lib/tagged-cache.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';

export type SessionUser = { id: string; nickName: string; status: string };

/** Idle expiry: a session unused this long is over. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn every request into a write. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;
/** The session cache's safety net: a session is read again at least this often, whatever NOTIFY says. */
const CACHE_TTL_MS = 5 * 60 * 1000;

export type CachedSession = { user: SessionUser; expiresAt: number; lastSeenAt: number };

export type SessionService = {
  cookieName: string;
  /** Signs the user in on this answer with a new session id (the old one, if any, is ended). */
  create: (req: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>;
  /** Ends the request's session and clears the cookie. */
  destroy: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Ends every session of a user (password recovery), inside the caller's transaction when given. */
  destroyAllForUser: (userId: string, tx?: Executor) => Promise<void>;
  /** Ends every session of a user but the one with this cookie token; answers how many ended. */
  destroyOthers: (userId: string, keepToken: string | null, tx?: Executor) => Promise<number>;
  purgeExpired: () => Promise<number>;
};

export default fp(
  async (app) => {
    const { db, config } = app;
    const cookieName = config.secureCookies ? '__Host-sid' : 'sid';
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.secureCookies,
    };

    app.decorateRequest('user', null);
    app.decorateRequest('sessionExpired', false);
    app.decorateRequest('sessionToken', null);
    app.decorateReply('newSessionToken', undefined);

    /**
     * Signed-in sessions by their hash, tagged `session:<hash>` and `user:<id>`: a signed-in request
     * reads no row while its session is here. Dropped in every process by the database's NOTIFYs
     * (migration 0021; the listener and the write fence are the public cache's, plugins/public-cache.ts).
     */
    const cache = new TaggedCache<CachedSession>({
      max: config.sessionCacheMax,
      ttlMs: CACHE_TTL_MS,
      tagPrefixes: ['session:', 'user:'],
    });
    app.decorate('sessionCache', cache);

    async function readSession(idHash: string): Promise<CachedSession | undefined> {
      const startedAt = cache.now();
      const [row] = await db
        .select({
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          id: users.id,
          nickName: users.nickName,
          status: users.status,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.idHash, idHash))
        .limit(1);
      if (!row) return undefined;
      const found: CachedSession = {
        user: { id: row.id, nickName: row.nickName, status: row.status },
        expiresAt: row.expiresAt.getTime(),
        lastSeenAt: row.lastSeenAt.getTime(),
      };
      cache.set(idHash, found, [`session:${idHash}`, `user:${row.id}`], startedAt);
      return found;
    }

    app.addHook('onRequest', async (req) => {
      const token = req.cookies[cookieName];
      if (!token) return;
      req.sessionToken = token;
      const idHash = sha256(token);
      const now = Date.now();
      let found = cache.get(idHash);
      // A copy that looks expired may be older than another process's touch: the row decides.
      if (!found || found.expiresAt <= now) found = await readSession(idHash);
      if (!found || found.expiresAt <= now) {
        req.sessionExpired = true;
        return;
      }
      req.user = found.user;
      if (now - found.lastSeenAt > TOUCH_EVERY_MS) {
        found.lastSeenAt = now;
        found.expiresAt = now + SESSION_IDLE_MS;
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + SESSION_IDLE_MS) })
          .where(eq(sessions.idHash, idHash));
      }
    });

    /** Ends one session here at once (other processes hear it from the database). */
    async function forget(idHash: string) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
      cache.invalidate(`session:${idHash}`);
    }

    const service: SessionService = {
      cookieName,
      async create(req, reply, userId) {
        if (req.sessionToken) await forget(sha256(req.sessionToken));
        const token = randomToken();
        await db.insert(sessions).values({
          idHash: sha256(token),
          userId,
          expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
          userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
          ip: req.ip,
        });
        reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: SESSION_IDLE_MS / 1000 });
        reply.newSessionToken = token;
      },
      async destroy(req, reply) {
        if (req.sessionToken) await forget(sha256(req.sessionToken));
        reply.clearCookie(cookieName, cookieOptions);
        reply.newSessionToken = null;
      },
      async destroyAllForUser(userId, tx = db) {
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        cache.invalidate(`user:${userId}`);
      },
      async destroyOthers(userId, keepToken, tx = db) {
        const keep = keepToken ? sha256(keepToken) : '';
        const rows = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keep)))
          .returning({ id: sessions.idHash });
        for (const row of rows) cache.invalidate(`session:${row.id}`);
        return rows.length;
      },
      async purgeExpired() {
        const gone = await db
          .delete(sessions)
          .where(lte(sessions.expiresAt, new Date()))
          .returning({ id: sessions.idHash });
        return gone.length;
      },
    };
    app.decorate('sessions', service);

    app.decorate('requireUser', async (req: FastifyRequest) => {
      if (req.user) return;
      throw req.sessionExpired ? unauthorized('SESSION_EXPIRED') : unauthorized('NOT_LOGGED_IN');
    });

    app.jobs.register({ name: 'sessions.purge', everyMs: 60 * 60 * 1000, run: () => service.purgeExpired() });
  },
  { name: 'sessions', dependencies: ['@fastify/cookie', 'db', 'jobs'] },
);
