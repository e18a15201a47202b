import { errorSchema, userInfoSchema, userStatisticSchema } from '@talanty/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersService } from './users.service.ts';

const tags = ['user'];

/** The signed-in user's own data: login state and record. */
export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/getUserStatistic',
      {
        schema: {
          tags,
          summary:
            'Login state and follow counts; NOT_LOGGED_IN for a visitor or an expired session (never 401)',
          response: { 200: userStatisticSchema },
        },
      },
      async (req) => users.statistic(req.user?.id ?? null),
    );

    app.get(
      '/api/user/userInfo',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: 'The current user record',
          security: [{ session: [] }],
          response: { 200: userInfoSchema, 401: errorSchema },
        },
      },
      async (req) => users.userInfo(req.user!.id, req.lang),
    );
  };
}
