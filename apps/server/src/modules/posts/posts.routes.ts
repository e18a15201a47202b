import {
  createUserPostBodySchema,
  errorSchema,
  getFeedAnswerSchema,
  getFeedBodySchema,
  getUserPostBodySchema,
  getUserPostEditListAnswerSchema,
  getUserPostEditListBodySchema,
  getUserPostListAnswerSchema,
  getUserPostListBodySchema,
  POST_API,
  postRecordSchema,
  setUserPostLikeAnswerSchema,
  setUserPostLikeBodySchema,
  updateUserPostBodySchema,
} from '@talanty/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserPerMinute } from '../../lib/rate-limit.ts';
import { firstRuleErrors } from '../../plugins/errors.ts';
import type { PostsService } from './posts.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['posts'];

/** The post calls of spec section 7 (`/api/user/post/*`); rules live in the service. */
export function postsRoutes(posts: PostsService): FastifyPluginAsyncZod {
  return async (app) => {
    // A refused body answers with its first rule's code (POST_BODY_TOO_LONG), not VALIDATION_ERROR.
    app.setErrorHandler(firstRuleErrors);
    const perUser = (max: number) => perUserPerMinute(Boolean(app.config.rateLimits), max);

    app.post(
      POST_API.create,
      {
        preHandler: app.requireUser,
        config: perUser(30),
        schema: {
          tags,
          summary:
            'A post from your own public files (1..10) or text (1..5000 characters); displayDT schedules it',
          body: createUserPostBodySchema,
          response: { 200: postRecordSchema, ...errors },
        },
      },
      (req) => posts.create(req.user!, req.body, req.lang),
    );

    app.post(
      POST_API.update,
      {
        preHandler: app.requireUser,
        config: perUser(120),
        schema: {
          tags,
          summary: 'Edit, schedule, publish, delete (DeletedFlag Y) or restore (N) your post',
          body: updateUserPostBodySchema,
          response: { 200: postRecordSchema, ...errors },
        },
      },
      (req) => posts.update(req.user!, req.body, req.lang),
    );

    app.post(
      POST_API.list,
      {
        schema: {
          tags,
          summary: 'Your posts, or with nickName someone’s: ten a page, keyset-paged (nextCursor)',
          body: getUserPostListBodySchema,
          response: { 200: getUserPostListAnswerSchema, ...errors },
        },
      },
      // What a visitor sees of someone's posts is the same for every visitor: cached (plugins/public-cache.ts).
      async (req, reply) =>
        app.publicCache.answer(req, reply, {
          key: `posts:${req.lang}:${JSON.stringify([req.body.nickName ?? '', req.body.status ?? '', req.body.deletedFlag ?? '', req.body.cursor ?? ''])}`,
          type: 'json',
          read: async () => reply.serialize(await posts.list(req.user ?? null, req.body, req.lang)),
        }),
    );

    app.post(
      POST_API.feed,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary:
            'Your feed: published posts of the people you follow and yours, newest first, ten a page (nextCursor)',
          body: getFeedBodySchema,
          response: { 200: getFeedAnswerSchema, ...errors },
        },
      },
      // The reader's own pages are kept for them until a post, an author or a follow of theirs changes.
      async (req, reply) =>
        app.publicCache.answer(req, reply, {
          key: `feed:${req.lang}:${req.body.cursor ?? ''}`,
          type: 'json',
          perViewer: true,
          read: async () => reply.serialize(await posts.feed(req.user!, req.body, req.lang)),
        }),
    );

    app.post(
      POST_API.get,
      {
        schema: {
          tags,
          summary:
            'One post; someone else’s scheduled, private or deleted post, or a followers-only one of someone you do not follow, is a 404',
          body: getUserPostBodySchema,
          response: { 200: postRecordSchema, ...errors },
        },
      },
      (req) => posts.get(req.user ?? null, req.body.postId, req.lang),
    );

    app.post(
      POST_API.like,
      {
        preHandler: app.requireUser,
        config: perUser(120),
        schema: {
          tags,
          summary: 'Like (Y) or unlike (N) a post you may see; repeating is harmless',
          body: setUserPostLikeBodySchema,
          response: { 200: setUserPostLikeAnswerSchema, ...errors },
        },
      },
      (req) => posts.like(req.user!, req.body.postId, req.body.likeFlag),
    );

    app.post(
      POST_API.edits,
      {
        schema: {
          tags,
          summary: 'The edit history of a post you may see: the current text first, then the earlier ones',
          body: getUserPostEditListBodySchema,
          response: { 200: getUserPostEditListAnswerSchema, ...errors },
        },
      },
      (req) => posts.edits(req.user ?? null, req.body.postId),
    );
  };
}
