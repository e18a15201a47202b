import fp from 'fastify-plugin';
import { postPageMeta } from './posts.meta.ts';
import { postsRepo } from './posts.repo.ts';
import { postsRoutes } from './posts.routes.ts';
import { type PostsService, postsService } from './posts.service.ts';

/** What other modules may use of this one: its service's type (the service itself is on the app). */
export type { PostsService } from './posts.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Posts: records for pages and crawlers, the publishing job. */
    posts: PostsService;
  }
}

const PUBLISH_JOB = 'posts.publish';
/** The publishing job also runs this often, whatever was scheduled (a safety net; it wakes at each post's time). */
const PUBLISH_EVERY_MS = 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Posts: the `/api/user/post/*` calls, the `post` type of the objects registry, the publishing job
 * for scheduled posts, the hourly purge of posts deleted 30 days ago, and `/post/{id}`'s crawler tags.
 */
export default fp(
  async (app) => {
    const posts = postsService({
      repo: postsRepo(app.db),
      files: app.files,
      users: app.users,
      likes: app.likes,
      events: app.events,
      objects: app.objects,
      // The job's row says when it next runs, on whichever process polls first: a due time passed
      // while every process was down is caught up at the first poll after a start.
      publishAt: (at) =>
        at.getTime() <= Date.now() ? app.jobs.wake(PUBLISH_JOB) : app.jobs.runAt(PUBLISH_JOB, at),
      secret: app.config.sessionSecret,
    });
    app.objects.register('post', {
      visibleTo: (viewerId, ids, opts) => posts.visibleIds(viewerId, ids, opts),
      owners: (ids) => posts.ownersOf(ids),
      link: (id) => `/post/${id}`,
      notFound: 'POST_NOT_FOUND',
    });
    app.objects.onRemove(posts.forget);
    app.decorate('posts', posts);
    app.pageMeta.add(postPageMeta(app));
    await app.register(postsRoutes(posts));

    app.jobs.register({
      name: PUBLISH_JOB,
      everyMs: PUBLISH_EVERY_MS,
      run: async () => {
        const published = await posts.publishDue();
        if (published) app.log.info({ published }, 'published scheduled posts');
      },
    });
    app.jobs.register({
      name: 'posts.purge',
      everyMs: PURGE_EVERY_MS,
      run: async () => {
        const purged = await posts.purgeDeleted();
        if (purged) app.log.info({ purged }, 'purged deleted posts');
      },
    });
  },
  {
    name: 'posts',
    dependencies: [
      'db',
      'jobs',
      'events',
      'sessions',
      'objects',
      'users',
      'files',
      'likes',
      'page-meta',
      'public-cache',
    ],
  },
);
