import fp from 'fastify-plugin';
import { usersRoutes } from './users.routes.ts';
import { type UsersService, usersService } from './users.service.ts';

/** What other modules may use of this one: its service's type (the service itself is on the app). */
export type { RemovalListener, StatisticSource, UserCard, UserRow, UsersService } from './users.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** People for other modules: accounts, `idByNick`, author cards for lists. */
    users: UsersService;
  }
}

/** Accounts' names and the current user's record; other modules add to a person through its sources. */
export default fp(
  async (app) => {
    const users = usersService({ db: app.db });
    app.decorate('users', users);
    await app.register(usersRoutes(users));
  },
  { name: 'users', dependencies: ['db', 'sessions'] },
);
