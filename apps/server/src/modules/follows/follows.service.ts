import { FOLLOW_LIMIT, FOLLOW_LIST_PAGE, type FollowAnswer, type FollowListAnswer } from '@talanty/contract';
import type { Db, Executor } from '../../db/client.ts';
import { keysetCursors } from '../../lib/cursor.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import type { Outbox } from '../../lib/events/outbox.ts';
import type { UsersService } from '../users/users.module.ts';
import { toFollowPerson } from './follows.mapper.ts';
import type { FollowListKind, FollowsRepo } from './follows.repo.ts';

declare module '../../lib/events/outbox.ts' {
  interface EventMap {
    /** Someone began following someone (notifications, the feed's caches). */
    'follow.created': { followerId: string; followeeId: string };
    /** Someone stopped following someone (a follow notification is taken back). */
    'follow.removed': { followerId: string; followeeId: string };
  }
}

type Viewer = { id: string } | null;

export type FollowListOptions = {
  nickName?: string;
  q?: string;
  notFollowedBack?: 'Y' | 'N';
  pageSize?: number;
  cursor?: string;
};

export function followsService(deps: {
  db: Db;
  repo: FollowsRepo;
  users: Pick<UsersService, 'findByNick' | 'holdAccounts' | 'cards'>;
  events: Pick<Outbox, 'emit'>;
  secret: string;
}) {
  const { db, repo, users, events } = deps;
  const cursors = keysetCursors({
    secret: deps.secret,
    purpose: 'follows',
    invalid: () => badRequest('FOLLOW_CURSOR_INVALID'),
  });

  /** The id of a live person by nickname (with or without @), else 404 FOLLOW_USER_NOT_FOUND. */
  async function personId(nickName: string): Promise<string> {
    const row = await users.findByNick(nickName.replace(/^@/, ''));
    if (!row || row.status === 'DELETED') throw notFound('FOLLOW_USER_NOT_FOUND');
    return row.id;
  }

  return {
    /**
     * Follows (or unfollows) the person with this nickname (`setById`), in one transaction: both accounts held
     * (neither can be removed meanwhile; a removed or unknown one is a 404), both count rows locked
     * in id order, the row added or removed, and only when it really changed: the counts and the
     * `follow.created`/`follow.removed` event. Repeating either changes nothing. Answers whether the
     * viewer now follows them and their follower count.
     */
    async set(viewer: { id: string }, nickName: string, follow: boolean): Promise<FollowAnswer> {
      const targetId = await personId(nickName);
      if (targetId === viewer.id) throw badRequest('FOLLOW_SELF');
      const { followers } = await setById(viewer.id, targetId, follow);
      return { isFollow: follow ? 'Y' : 'N', followNum: followers };
    },

    /** `set` by ids (the demo seed): whether a row was really added or removed, and their follower count. */
    setById,

    /**
     * A page of whom someone follows (`following`) or who follows them (`followers`), newest follow
     * first, with the viewer's flags per row. Someone's list by `nickName` (anyone may read it), else
     * the viewer's own (401 for a visitor).
     */
    async list(kind: FollowListKind, viewer: Viewer, o: FollowListOptions): Promise<FollowListAnswer> {
      const ownerId = o.nickName ? await personId(o.nickName) : viewer?.id;
      if (!ownerId) throw unauthorized('NOT_LOGGED_IN');
      const notFollowedBack = o.notFollowedBack === 'Y';
      if (notFollowedBack && !viewer) throw unauthorized('NOT_LOGGED_IN');
      // The cursor names its list: another person's, the other direction or the other filter is refused.
      const tag = `${kind}:${ownerId}:${notFollowedBack ? 'new' : 'all'}`;
      const pageSize = o.pageSize ?? FOLLOW_LIST_PAGE.default;
      const rows = await repo.list({
        kind,
        ownerId,
        viewerId: viewer?.id ?? null,
        text: o.q,
        notFollowedByViewer: notFollowedBack,
        after: o.cursor ? cursors.decode(tag, o.cursor) : undefined,
        limit: pageSize + 1,
      });
      const page = rows.slice(0, pageSize);
      const cards = await users.cards(
        page.map((r) => r.userId),
        viewer?.id,
      );
      const last = page[page.length - 1];
      return {
        ListOfUsers: page.flatMap((row) => {
          const card = cards.get(row.userId);
          return card ? [toFollowPerson(row, card)] : [];
        }),
        nextCursor:
          rows.length > pageSize && last
            ? cursors.encode(tag, { sortKey: last.sortKey, id: last.userId })
            : null,
      };
    },

    /** A signed-in person's counts for getUserStatistic. */
    async statistic(userId: string) {
      const { following, followers } = await repo.counts(userId);
      return { Follows: following, Followers: followers };
    },

    /** The users module's removal listener: the account's follows go, with the counts they were in. */
    forgetUser: (tx: Executor, userId: string) => repo.forgetUser(tx, userId),
  };

  async function setById(followerId: string, targetId: string, follow: boolean) {
    if (targetId === followerId) throw badRequest('FOLLOW_SELF');
    return db.transaction(async (tx) => {
      const live = await users.holdAccounts([followerId, targetId], tx);
      if (!live.has(targetId)) throw notFound('FOLLOW_USER_NOT_FOUND');
      if (!live.has(followerId)) throw unauthorized('NOT_LOGGED_IN');
      const counts = await repo.lockCounts(tx, [followerId, targetId]);
      const changed = follow
        ? await addWithinLimit(tx, followerId, targetId, counts.get(followerId)?.following ?? 0)
        : await repo.remove(tx, followerId, targetId);
      if (changed) {
        await repo.bump(tx, followerId, targetId, follow ? 1 : -1);
        await events.emit(tx as unknown as Db, {
          type: follow ? 'follow.created' : 'follow.removed',
          payload: { followerId, followeeId: targetId },
        });
      }
      const { followers } = await repo.counts(targetId, tx);
      return { changed, followers };
    });
  }

  async function addWithinLimit(tx: Executor, followerId: string, followeeId: string, following: number) {
    if (following < FOLLOW_LIMIT) return repo.add(tx, followerId, followeeId);
    // At the limit, following someone already followed is still the harmless repeat it always is.
    const added = await repo.add(tx, followerId, followeeId);
    if (added) throw badRequest('FOLLOW_LIMIT_REACHED', { params: { limit: FOLLOW_LIMIT } });
    return false;
  }
}
export type FollowsService = ReturnType<typeof followsService>;
