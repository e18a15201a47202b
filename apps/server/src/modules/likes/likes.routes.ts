import { errorSchema, setUserMediaLikeAnswerSchema, setUserMediaLikeBodySchema } from '@talanty/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LikesService } from './likes.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The like calls of spec section 7; posts and comments add theirs here. */
export function likesRoutes(likes: LikesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/user/setUserMediaLike',
      {
        preHandler: app.requireUser,
        config: app.config.rateLimits
          ? { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: (req) => req.user?.id ?? req.ip } }
          : {},
        schema: {
          tags: ['files'],
          summary: 'Like (Y) or unlike (N) a file you may see; repeating is harmless',
          body: setUserMediaLikeBodySchema,
          response: { 200: setUserMediaLikeAnswerSchema, ...errors },
        },
      },
      async (req) => {
        const like = req.body.likeFlag === 'Y';
        const { count } = await likes.set(req.user!, { type: 'file', id: req.body.fileId }, like);
        return { likeFlag: like ? ('Y' as const) : ('N' as const), likeNum: count };
      },
    );
  };
}
