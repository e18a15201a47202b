import fp from 'fastify-plugin';
import { accountRoutes } from './account.routes.ts';
import { type AccountService, createAccountService } from './account.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountService;
  }
}

/** Account settings: password, e-mail, mail language, other sessions, deletion. */
export default fp(
  async (app) => {
    const service = createAccountService({
      db: app.db,
      config: app.config,
      mailer: app.mailer,
      log: app.log,
      auth: app.auth,
      users: app.users,
      sessions: app.sessions,
      purgeFilesOf: (userId) => app.files.uploads.purgeOwner(userId),
    });
    app.decorate('account', service);
    await app.register(accountRoutes(service));

    app.jobs.register({ name: 'account.purge', everyMs: 60 * 60 * 1000, run: () => service.purgeExpired() });
  },
  { name: 'account', dependencies: ['auth', 'jobs', 'users', 'files', 'sessions', 'csrf', 'errors', 'i18n'] },
);
