import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { toLang } from '@talanty/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { badRequest } from './lib/errors.ts';
import { type LogStream, loggerOptions, RequestLog } from './lib/logger.ts';

import accountModule from './modules/account/account.module.ts';
import authModule from './modules/auth/auth.module.ts';
import birthdaysModule from './modules/birthdays/birthdays.module.ts';
import commentsModule from './modules/comments/comments.module.ts';
import filesModule from './modules/files/files.module.ts';
import followsModule from './modules/follows/follows.module.ts';
import glossaryModule from './modules/glossary/glossary.module.ts';
import healthModule from './modules/health/health.module.ts';
import likesModule from './modules/likes/likes.module.ts';
import mediaModule from './modules/media/media.module.ts';
import notificationsModule from './modules/notifications/notifications.module.ts';
import postsModule from './modules/posts/posts.module.ts';
import profilesModule from './modules/profiles/profiles.module.ts';
import searchModule from './modules/search/search.module.ts';
import talentsModule from './modules/talents/talents.module.ts';
import usersModule from './modules/users/users.module.ts';
import appVersion from './plugins/app-version.ts';
import csrf from './plugins/csrf.ts';
import errors, { sendError } from './plugins/errors.ts';
import events from './plugins/events.ts';
import i18n from './plugins/i18n.ts';
import inputGuard from './plugins/input-guard.ts';
import jobs from './plugins/jobs.ts';
import objects from './plugins/objects.ts';
import openapi from './plugins/openapi.ts';
import publicCache from './plugins/public-cache.ts';
import security from './plugins/security.ts';
import sessions from './plugins/sessions.ts';
import shutdown from './plugins/shutdown.ts';
import spa, { pageMetaRegistry } from './plugins/spa.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Where the log goes (default stdout); tests pass a collector. */
  logStream?: LogStream;
};

/** The slowest uplink a whole upload of the largest kind must still fit through: 2 Mbit/s. */
const SLOWEST_UPLINK_BYTES_PER_S = 256 * 1024;

/** How long one request may take to arrive, in ms: the largest upload on the slowest uplink, ≥ 10 min. */
export function uploadRequestTimeout(maxUploadBytes: number): number {
  return Math.max(10 * 60_000, Math.ceil(maxUploadBytes / SLOWEST_UPLINK_BYTES_PER_S) * 1000);
}

/** Infrastructure plugins first, then one register() per domain module. */
export async function buildApp({ config, database, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    // Time to receive a whole request: the largest audio upload at 2 Mbit/s (500 MB: about 35 minutes),
    // at least 10 minutes. A stalled upload still ends after connectionTimeout of silence.
    requestTimeout: uploadRequestTimeout(config.uploads.audioMaxBytes),
    connectionTimeout: 60_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Only a proxy we were told about may name the client's address (rate limits key on it).
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => crypto.randomUUID(),
    // A malformed address (`/files/%ZZ`) is refused before routing: still our error shape.
    frameworkErrors: (_err, req, reply) => {
      req.lang = toLang(req.headers['accept-language']?.split(',')[0]);
      return sendError(req, reply, badRequest('BAD_REQUEST'));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('db', database.db);
        instance.decorate('dbKind', database.kind);
        instance.decorate('dbListen', database.listen);
      },
      { name: 'db' },
    ),
  );
  await app.register(jobs);
  await app.register(events);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(i18n);
  await app.register(errors);
  await app.register(inputGuard);
  await app.register(shutdown);
  await app.register(security);
  await app.register(sessions);
  await app.register(csrf);
  await app.register(publicCache);
  await app.register(appVersion);
  await app.register(openapi);
  await app.register(pageMetaRegistry);
  await app.register(objects);

  // Modules only, each a `<domain>.module.ts`; a module's declared dependencies come before it.
  await app.register(healthModule);
  await app.register(glossaryModule);
  await app.register(usersModule);
  await app.register(authModule);
  await app.register(filesModule);
  await app.register(likesModule);
  await app.register(postsModule);
  await app.register(commentsModule);
  await app.register(followsModule);
  await app.register(talentsModule);
  await app.register(profilesModule);
  await app.register(birthdaysModule);
  await app.register(mediaModule);
  await app.register(searchModule);
  await app.register(accountModule);
  await app.register(notificationsModule);

  await app.register(spa);
  return app;
}
