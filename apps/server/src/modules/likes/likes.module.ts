import fp from 'fastify-plugin';
import { likesRepo } from './likes.repo.ts';
import { likesRoutes } from './likes.routes.ts';
import { type LikesService, likesService } from './likes.service.ts';

/** What other modules may use of this one: its service's type (the service itself is on the app). */
export type { LikesService } from './likes.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Likes of every likeable object: files, posts, comments. */
    likes: LikesService;
  }
}

/** One `likes` table for every object type; visibility comes from the objects registry. */
export default fp(
  async (app) => {
    const likes = likesService({ repo: likesRepo(app.db), objects: app.objects, events: app.events });
    app.objects.onRemove(likes.forget);
    app.decorate('likes', likes);
    await app.register(likesRoutes(likes));
  },
  { name: 'likes', dependencies: ['db', 'sessions', 'objects', 'events'] },
);
