import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createVideoProviders } from '../../lib/video/index.ts';
import { mediaPageMeta } from './media.meta.ts';
import { mediaRoutes } from './media.routes.ts';
import { type VideoService, videoService } from './media.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Video links: recognising them and the platforms' details (cached). */
    video: VideoService;
  }
}

/**
 * The media library on top of the files module: video links (`getVideoInfo`, and `addUserFile`
 * with `externalFlag:"Y"` through the files module's video hook) and the `/media/:id` page's
 * Open Graph tags. Audio uploads are a kind of the media registry (lib/media/audio.ts); likes,
 * peaks and covers live in the files module.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { video: cfg, publicUrl } = app.config;
    const providers = createVideoProviders(cfg, {
      userAgent: `Talanty/1.0 (+${publicUrl})`,
      log: app.log,
    });
    const video = videoService(providers);
    app.decorate('video', video);
    app.files.registerVideoLinks((url) => video.resolve(url));
    app.pageMeta.add(mediaPageMeta(app));
    await app.register(mediaRoutes(video));
  },
  { name: 'media', dependencies: ['files', 'sessions'] },
);
