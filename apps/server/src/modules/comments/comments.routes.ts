import {
  COMMENT_API,
  errorSchema,
  getCommentListAnswerSchema,
  getCommentListBodySchema,
  processCommentAnswerSchema,
  processCommentBodySchema,
  setCommentLikeAnswerSchema,
  setCommentLikeBodySchema,
} from '@talanty/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserPerMinute } from '../../lib/rate-limit.ts';
import { firstRuleErrors } from '../../plugins/errors.ts';
import type { LikesService } from '../likes/likes.module.ts';
import type { CommentsService } from './comments.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };
const tags = ['comments'];

/** The comment calls: processComment and getCommentList of spec section 7, and a comment's like. */
export function commentsRoutes(comments: CommentsService, likes: LikesService): FastifyPluginAsyncZod {
  return async (app) => {
    // A refused body answers with its first rule's code (POST_BODY_TOO_LONG), not VALIDATION_ERROR.
    app.setErrorHandler(firstRuleErrors);
    app.post(
      COMMENT_API.process,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary:
            'Add (parentId: a reply), edit (author) or delete (author or the object’s owner) a comment',
          body: processCommentBodySchema,
          response: { 200: processCommentAnswerSchema, ...errors },
        },
      },
      (req) => comments.process(req.user!, req.body),
    );

    app.post(
      COMMENT_API.list,
      {
        schema: {
          tags,
          summary:
            'A post’s or file’s comments, oldest first, with their first replies; parentId: one comment’s replies',
          body: getCommentListBodySchema,
          response: { 200: getCommentListAnswerSchema, ...errors },
        },
      },
      // What a visitor sees of a thread is the same for every visitor: cached (plugins/public-cache.ts).
      async (req, reply) =>
        app.publicCache.answer(req, reply, {
          key: `comments:${JSON.stringify([req.body.objectType, req.body.objectId, req.body.parentId ?? '', req.body.cursor ?? ''])}`,
          type: 'json',
          read: async () => reply.serialize(await comments.list(req.user ?? null, req.body)),
        }),
    );

    app.post(
      COMMENT_API.like,
      {
        preHandler: app.requireUser,
        config: perUserPerMinute(Boolean(app.config.rateLimits), 120),
        schema: {
          tags,
          summary: 'Like (Y) or unlike (N) a comment you may see; repeating is harmless',
          body: setCommentLikeBodySchema,
          response: { 200: setCommentLikeAnswerSchema, ...errors },
        },
      },
      (req) => likes.setFlag(req.user!, { type: 'comment', id: req.body.commentId }, req.body.likeFlag),
    );
  };
}
