import type { Lang } from '@talanty/contract';
import type { Config } from './config.ts';
import type { Db, DbKind, Listen } from './db/client.ts';
import type { TaggedCache } from './lib/tagged-cache.ts';
import type { CachedSession, SessionService, SessionUser } from './plugins/sessions.ts';
import type { PageMetaRegistry } from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: DbKind;
    /** LISTEN on a PostgreSQL channel (`db/client.ts`): how processes sharing the database tell each other. */
    dbListen: Listen;
    sessions: SessionService;
    /** This process's signed-in sessions (plugins/sessions.ts); plugins/public-cache.ts drops what NOTIFYs name. */
    sessionCache: TaggedCache<CachedSession>;
    pageMeta: PageMetaRegistry;
    /** preHandler: 401 unless signed in ('Session expired' when the session ran out). */
    requireUser: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    lang: Lang;
    user: SessionUser | null;
    sessionExpired: boolean;
    sessionToken: string | null;
  }
  interface FastifyReply {
    /** The session token this answer sets (sign-in) or clears (''), for the CSRF binding. */
    newSessionToken: string | null | undefined;
  }
}
