import fp from 'fastify-plugin';
import { followsRepo } from './follows.repo.ts';
import { followsRoutes } from './follows.routes.ts';
import { type FollowsService, followsService } from './follows.service.ts';

/** What other modules may use of this one: its service's type (the service itself is on the app). */
export type { FollowsService } from './follows.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Follows: follow/unfollow, both lists, counts; `follows.columns.ts` for other modules' queries. */
    follows: FollowsService;
  }
}

/**
 * People following people: the two calls and two lists, the counts in getUserStatistic, and the
 * follows of a removed account taken off everyone's counts in its removal's transaction.
 */
export default fp(
  async (app) => {
    const follows = followsService({
      db: app.db,
      repo: followsRepo(app.db),
      users: app.users,
      events: app.events,
      secret: app.config.sessionSecret,
    });
    app.decorate('follows', follows);
    app.users.registerStatisticSource((userId) => follows.statistic(userId));
    app.users.onRemove((tx, userId) => follows.forgetUser(tx, userId));
    await app.register(followsRoutes(follows));
  },
  { name: 'follows', dependencies: ['db', 'sessions', 'events', 'users'] },
);
