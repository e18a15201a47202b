import fp from 'fastify-plugin';
import { searchCursors } from './search.cursor.ts';
import { searchPageMeta } from './search.meta.ts';
import { searchRepo } from './search.repo.ts';
import { searchRoutes } from './search.routes.ts';
import { searchService } from './search.service.ts';

/** Search (spec sections 2 and 7): people, tracks, and videos with photos; open to visitors. */
export default fp(
  async (app) => {
    const search = searchService({
      repo: searchRepo(app.db),
      glossary: app.glossary,
      files: app.files,
      cursors: searchCursors(app.config.sessionSecret),
    });
    app.pageMeta.add(searchPageMeta(app, search));
    await app.register(searchRoutes(search));
    // The vocabulary is built in the background once the server is up, not on someone's first search.
    app.addHook('onReady', async () => {
      void search.warm().catch((err) => app.log.warn({ err }, 'search vocabulary not built yet'));
    });
  },
  {
    name: 'search',
    dependencies: ['db', 'glossary', 'files', 'sessions', 'csrf', 'errors', 'public-cache', 'page-meta'],
  },
);
