import fp from 'fastify-plugin';
import { firstCreativeNames } from './talents.repo.ts';
import { talentsRoutes } from './talents.routes.ts';
import { createTalentsService, type TalentsService } from './talents.service.ts';

/** What other modules may use of this one: its service's type (the service itself is on the app). */
export type { TalentsService } from './talents.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    talents: TalentsService;
  }
}

/** The user's talents with tools, styles and priced services; names come from the glossary. */
export default fp(
  async (app) => {
    const { db } = app;
    const talents = createTalentsService({ db, glossary: app.glossary });
    app.decorate('talents', talents);
    app.users.registerCardSource(
      async (ids) =>
        new Map((await firstCreativeNames(db, ids)).map((r) => [r.userId, { CreativeName: r.name }])),
    );
    await app.register(talentsRoutes(talents));
  },
  { name: 'talents', dependencies: ['db', 'sessions', 'users', 'glossary'] },
);
