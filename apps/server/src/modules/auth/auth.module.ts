import fp from 'fastify-plugin';
import mail from '../../lib/mail.ts';
import { authRoutes } from './auth.routes.ts';
import { type AuthService, type Clock, createAuthService } from './auth.service.ts';

/** What other modules may use of this one: its service's type (the service itself is on the app). */
export type { AuthService, RenewableCodeStore } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-up, sign-in and recovery, and for account: mailed codes, rate limits, password checks. */
    auth: AuthService;
  }
}

/** Sign-up, sign-in, sign-out and recovery. `app.auth.clock` is the time the rules use (tests move it). */
export default fp(
  async (app) => {
    if (!app.hasDecorator('mailer')) await app.register(mail);
    const clock: Clock = { now: () => new Date() };
    const service = createAuthService({
      db: app.db,
      config: app.config,
      mailer: app.mailer,
      log: app.log,
      clock,
      users: app.users,
      sessions: app.sessions,
    });
    app.decorate('auth', service);
    await app.register(authRoutes(service));

    app.jobs.register({ name: 'auth.purge', everyMs: 60 * 60 * 1000, run: () => service.purgeExpired() });
  },
  { name: 'auth', dependencies: ['db', 'jobs', 'sessions', 'users', 'csrf', 'errors', 'i18n'] },
);
