import { errorSchema, getVideoInfoBodySchema, videoInfoSchema } from '@talanty/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages.ts';
import { perUserPerMinute } from '../../lib/rate-limit.ts';
import type { VideoService } from './media.service.ts';

/** `POST /api/media/getVideoInfo` (spec section 7, External: the server asks the platforms). */
export function mediaRoutes(video: VideoService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/media/getVideoInfo',
      {
        preHandler: app.requireUser,
        config: perUserPerMinute(Boolean(app.config.rateLimits), 30),
        schema: {
          tags: ['media'],
          summary: 'Recognise a YouTube or VK video link and fetch its title, author, preview and duration',
          description:
            'YouTube: watch, shorts, embed, live and youtu.be links (www., m., music. hosts) with an 11-character id. ' +
            'VK: vk.com / vk.ru / vkvideo.ru video and clip links, `?z=video…` overlays and video_ext.php players. ' +
            'Other platforms: 400 UNSUPPORTED_VIDEO_PLATFORM; malformed links: INVALID_YOUTUBE_LINK / INVALID_VK_LINK; ' +
            'no id: VIDEO_ID_MISSING. When the platform cannot be asked, the link is still recognised: ' +
            '`detailsFlag:"N"` with `detailsError`, and the title and cover come from the user.',
          body: getVideoInfoBodySchema,
          response: { 200: videoInfoSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
        },
      },
      async (req) => video.info(req.body.url, (code) => translate(req.lang, code)),
    );
  };
}
