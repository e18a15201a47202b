import fp from 'fastify-plugin';
import { loadLocations } from './glossary.loader.ts';
import { glossaryRoutes } from './glossary.routes.ts';
import { GlossaryService } from './glossary.service.ts';

/** What other modules may use of this one: its service's type (the service itself is on the app). */
export type { GlossaryService } from './glossary.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reference data for other modules: talents' field matrix, code checks, names by code, locations. */
    glossary: GlossaryService;
  }
}

/**
 * The glossary module: loads the location data file once per version (after the migrations, before
 * the server listens), hangs the service on the instance and registers the routes. Other modules
 * declare `dependencies: ['glossary']` and call `app.glossary`.
 */
export default fp(
  async (app) => {
    const result = await loadLocations(app.db, app.dbKind);
    if (result.loaded) {
      app.log.info(
        { rows: result.rows, ms: Math.round(result.ms), version: result.version },
        'locations loaded',
      );
    }
    const glossary = new GlossaryService(app.db);
    app.decorate('glossary', glossary);
    await app.register(glossaryRoutes(glossary));
  },
  { name: 'glossary', dependencies: ['db'] },
);
