import fp from 'fastify-plugin';
import { birthdaysRepo } from './birthdays.repo.ts';
import { birthdaysRoutes } from './birthdays.routes.ts';
import { birthdaysService } from './birthdays.service.ts';

/** What other modules may use of this one: its service's type. */
export type { BirthdaysService } from './birthdays.service.ts';

/**
 * Birthdays of the people I follow (`/birthday`): no table of its own, one statement over the
 * follows, users, profiles and talents modules' columns files.
 */
export default fp(
  async (app) => {
    await app.register(birthdaysRoutes(birthdaysService({ repo: birthdaysRepo(app.db) })));
  },
  { name: 'birthdays', dependencies: ['db', 'sessions', 'users', 'follows', 'profiles'] },
);
