import fp from 'fastify-plugin';
import { commentsRepo } from './comments.repo.ts';
import { commentsRoutes } from './comments.routes.ts';
import { type CommentsService, commentsService } from './comments.service.ts';

/** What other modules may use of this one: its service's type (the service itself is on the app). */
export type { CommentsService } from './comments.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Comments on posts and files: threads, counts, the `comment` type of the objects registry. */
    comments: CommentsService;
  }
}

/**
 * Comments with replies on whatever the objects registry says the viewer may see (posts, files);
 * counts other modules' lists read through `comments.columns.ts`.
 */
export default fp(
  async (app) => {
    const comments = commentsService({
      repo: commentsRepo(app.db),
      objects: app.objects,
      events: app.events,
      secret: app.config.sessionSecret,
    });
    app.objects.register('comment', {
      visibleTo: (viewerId, ids, opts) => comments.visibleIds(viewerId, ids, opts),
      owners: (ids) => comments.ownersOf(ids),
      link: (id) => comments.link(id),
      notFound: 'COMMENT_NOT_FOUND',
    });
    app.objects.onRemove(comments.forget);
    app.decorate('comments', comments);
    await app.register(commentsRoutes(comments, app.likes));
  },
  { name: 'comments', dependencies: ['db', 'sessions', 'objects', 'users', 'likes', 'events'] },
);
