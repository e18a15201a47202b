import type { Lang, UserInfo, UserStatistic } from '@talanty/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.ts';
import { toUserInfo } from './users.mapper.ts';
import * as repo from './users.repo.ts';

export function createUsersService(app: FastifyInstance) {
  const { db } = app;
  return {
    /** Never 401: the web client asks this at start to learn whether it is signed in (spec section 4). */
    statistic(req: FastifyRequest): UserStatistic {
      // Follow counts arrive with the follows module; until then nobody follows anybody.
      return { status: req.user ? 'LOGGED_IN' : 'NOT_LOGGED_IN', Follows: 0, Followers: 0 };
    },
    async userInfo(userId: string, lang: Lang): Promise<UserInfo> {
      const row = await repo.findUser(db, userId);
      if (!row) throw unauthorized('NOT_LOGGED_IN');
      return { ...toUserInfo(row), ...(await app.profiles.ownSummary(userId, lang)) };
    },
  };
}
