import {
  errorSchema,
  FOLLOW_LIST_PAGE,
  followAnswerSchema,
  followBodySchema,
  followListAnswerSchema,
  followListQuerySchema,
} from '@talanty/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserPerMinute } from '../../lib/rate-limit.ts';
import { firstRuleErrors } from '../../plugins/errors.ts';
import type { FollowListKind } from './follows.repo.ts';
import type { FollowsService } from './follows.service.ts';

const tags = ['follows'];
const writeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const listErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

const listHelp =
  '`nickName`: whose list (absent: your own, signed in). `q`: part of a nickname, first or last name ' +
  '(case and ё/е ignored). `notFollowedBack=Y`: only people you do not follow (signed in). Newest ' +
  `follow first; keyset paging: pass \`nextCursor\` back as \`cursor\`; \`pageSize\` ${FOLLOW_LIST_PAGE.default} ` +
  `by default, at most ${FOLLOW_LIST_PAGE.max}. Each row: the person's card, \`FollowFlag\` (you follow ` +
  'them), `FollowsYouFlag` (they follow you), `FollowedAt`. Errors: FOLLOW_USER_NOT_FOUND (404), ' +
  'FOLLOW_CURSOR_INVALID and FOLLOW_FILTER_TOO_LONG (400), NOT_LOGGED_IN (401).';

const viewer = (req: FastifyRequest) => (req.user ? { id: req.user.id } : null);

/** The follow calls of spec section 7 (their spellings), and the followers list in their style. */
export function followsRoutes(follows: FollowsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.setErrorHandler(firstRuleErrors);
    const writeConfig = perUserPerMinute(Boolean(app.config.rateLimits), 120);

    for (const [path, follow] of [
      ['/api/user/foolowAdd', true],
      ['/api/user/foolowRemove', false],
    ] as const) {
      app.post(
        path,
        {
          preHandler: app.requireUser,
          config: writeConfig,
          schema: {
            tags,
            summary: follow
              ? 'Follow a person by nickname; following again changes nothing'
              : 'Stop following a person by nickname; repeating changes nothing',
            description:
              'Answers whether you follow them now and their follower count. Errors: FOLLOW_SELF (400), ' +
              'FOLLOW_NICKNAME_REQUIRED (400), FOLLOW_LIMIT_REACHED (400), FOLLOW_USER_NOT_FOUND (404: unknown or deleted).',
            security: [{ session: [] }],
            body: followBodySchema,
            response: { 200: followAnswerSchema, ...writeErrors },
          },
        },
        async (req) => follows.set(req.user!, req.body.nickName, follow),
      );
    }

    const lists: [string, FollowListKind, string][] = [
      ['/api/user/getUserFollowingList', 'following', 'Whom a person follows'],
      ['/api/user/getUserFollowerList', 'followers', 'Who follows a person'],
    ];
    for (const [path, kind, summary] of lists) {
      app.get(
        path,
        {
          schema: {
            tags,
            summary,
            description: listHelp,
            querystring: followListQuerySchema,
            response: { 200: followListAnswerSchema, ...listErrors },
          },
        },
        async (req) => follows.list(kind, viewer(req), req.query),
      );
    }
  };
}
