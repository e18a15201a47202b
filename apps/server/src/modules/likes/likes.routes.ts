import { errorSchema, setUserMediaLikeAnswerSchema, setUserMediaLikeBodySchema } from '@talanty/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserPerMinute } from '../../lib/rate-limit.ts';
import type { LikesService } from './likes.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The like call of spec section 7 for files; posts and comments serve theirs with `setFlag`. */
export function likesRoutes(likes: LikesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/user/setUserMediaLike',
      {
        preHandler: app.requireUser,
        config: perUserPerMinute(Boolean(app.config.rateLimits), 120),
        schema: {
          tags: ['files'],
          summary: 'Like (Y) or unlike (N) a file you may see; repeating is harmless',
          body: setUserMediaLikeBodySchema,
          response: { 200: setUserMediaLikeAnswerSchema, ...errors },
        },
      },
      (req) => likes.setFlag(req.user!, { type: 'file', id: req.body.fileId }, req.body.likeFlag),
    );
  };
}
