import type { Lang, UserInfo, UserStatistic } from '@talanty/contract';
import type { Db, Executor } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import { removalTurn } from '../../lib/objects.ts';
import { toUserCard, toUserInfo, type UserCard } from './users.mapper.ts';
import * as repo from './users.repo.ts';

export type { UserCard } from './users.mapper.ts';
export type { NewUser, UserPatch, UserRow } from './users.repo.ts';

/** What another module adds to the cards of these people, in one query for all of them. */
export type CardSource = (
  ids: string[],
) => Promise<Map<string, Partial<Pick<UserCard, 'CreativeName' | 'Photo'>>>>;
/** What another module adds to the current user's record (avatar, talents, onboarding state). */
export type InfoSource = (userId: string, lang: Lang) => Promise<Partial<UserInfo>>;

/** What another module adds to getUserStatistic for a signed-in person (follow counts, unread notifications). */
export type StatisticSource = (userId: string) => Promise<Partial<Omit<UserStatistic, 'status'>>>;
/**
 * Runs in the transaction that removes an account, after its row is locked and before it goes: a
 * module keeping counts about other people (follows) takes this person off them.
 */
export type RemovalListener = (tx: Executor, userId: string) => Promise<void>;

export type UsersService = ReturnType<typeof usersService>;

/**
 * The owner of the `users` table: accounts for auth and account, names for profiles, author cards
 * for lists. Modules that add to a person (profiles, talents) register a source here, so this
 * module depends on none of them.
 */
export function usersService(deps: { db: Db }) {
  const { db } = deps;
  const cardSources: CardSource[] = [];
  let infoSource: InfoSource | undefined;
  const statisticSources: StatisticSource[] = [];
  const removalListeners: RemovalListener[] = [];

  return {
    registerCardSource(source: CardSource) {
      cardSources.push(source);
    },
    registerInfoSource(source: InfoSource) {
      infoSource = source;
    },
    registerStatisticSource(source: StatisticSource) {
      statisticSources.push(source);
    },
    onRemove(listener: RemovalListener) {
      removalListeners.push(listener);
    },

    /** Never 401: the web client asks this at start to learn whether it is signed in (spec section 4). */
    async statistic(userId: string | null): Promise<UserStatistic> {
      const base: UserStatistic = {
        status: 'NOT_LOGGED_IN',
        Follows: 0,
        Followers: 0,
        UnreadNotifications: 0,
      };
      if (!userId) return base;
      const parts = await Promise.all(statisticSources.map((source) => source(userId)));
      return Object.assign(base, ...parts, { status: 'LOGGED_IN' });
    },

    /**
     * Holds these accounts until the transaction ends (they cannot be removed meanwhile) and
     * answers which of them exist: a write referring to people checks and pins them in one step.
     */
    holdAccounts: (ids: string[], tx: Executor) => repo.holdAccounts(tx, [...new Set(ids)].sort()),

    async userInfo(userId: string, lang: Lang): Promise<UserInfo> {
      const row = await repo.findUser(db, userId);
      if (!row) throw unauthorized('NOT_LOGGED_IN');
      return { ...toUserInfo(row), ...(await infoSource?.(userId, lang)) };
    },

    /** The id of a nickname, case-insensitively (as profiles are looked up), or undefined. */
    idByNick: (nickName: string) => repo.idByNick(db, nickName.replace(/^@/, '')),

    /**
     * Author cards for a list (posts, comments, notifications): one query for the names plus one
     * per registered source, whatever the number of ids. Unknown ids are absent from the map.
     */
    async cards(ids: string[], viewerId?: string): Promise<Map<string, UserCard>> {
      const unique = [...new Set(ids)];
      const [rows, ...parts] = await Promise.all([
        repo.cardRows(db, unique),
        ...cardSources.map((source) => source(unique)),
      ]);
      return new Map(
        rows.map((row) => [
          row.id,
          toUserCard(row, Object.assign({}, ...parts.map((p) => p.get(row.id))), viewerId),
        ]),
      );
    },

    // --- for the modules that keep accounts (auth, account, profiles) ----------------------------

    find: (id: string, tx: Executor = db) => repo.findUser(tx, id),
    findByNick: (nickName: string) => repo.findByNick(db, nickName),
    findByLogin: (login: string) => repo.findByLogin(db, login),
    findByEmail: (email: string) => repo.findByEmail(db, email),
    findTaken: (email: string, nickName: string, tx: Executor = db) => repo.findTaken(tx, email, nickName),
    emailTaken: (email: string, exceptUserId: string, tx: Executor = db) =>
      repo.emailTaken(tx, email, exceptUserId),
    /** Taken by someone other than `exceptUserId` (case-insensitive). */
    async nickTaken(nickName: string, exceptUserId?: string): Promise<boolean> {
      const id = await repo.idByNick(db, nickName);
      return Boolean(id && id !== exceptUserId);
    },
    insert: (user: repo.NewUser, tx: Executor = db) => repo.insertUser(tx, user),
    /** Writes the columns given (none: nothing), stamping updated_at. */
    async update(userId: string, patch: Partial<repo.NewUser>, now: Date, tx: Executor = db) {
      if (Object.keys(patch).length > 0) await repo.updateUser(tx, userId, patch, now);
    },
    /** Removes the account in `tx`: its row locked first, then the removal listeners, then the row. */
    async remove(userId: string, tx: Executor = db) {
      // Deleting the row cascades to rows about two people (follows, notifications): two accounts
      // removed at once would each wait for the other's (seen on PostgreSQL in seed:demo --reset).
      await removalTurn(tx);
      await repo.lockForRemoval(tx, userId);
      for (const listener of removalListeners) await listener(tx, userId);
      return repo.deleteUser(tx, userId);
    },
  };
}
