import type { FastifyInstance } from 'fastify';
import { demoAccounts } from './accounts.ts';
import { unit } from './likes.ts';
import { MEDIA_PEOPLE } from './media.ts';
import { DEMO_EMAIL_DOMAIN } from './people.ts';

/** At most this many people one demo person follows. */
export const MAX_DEMO_FOLLOWING = 80;
/** How often someone followed follows back (when they are not already following). */
const FOLLOW_BACK = 0.3;

/**
 * How popular a demo person is: a Pareto-like weight (a few people weigh a hundred times the
 * median). People with published media (the first `MEDIA_PEOPLE`) draw three times as many.
 */
export function popularity(index: number): number {
  const weight = Math.min(200, 1 / unit(`popular:${index}`));
  return index < MEDIA_PEOPLE ? weight * 3 : weight;
}

/** How many people this one follows: most a handful, one in ten a few dozen. */
export function followingTarget(index: number, others: number): number {
  const r = unit(`following:${index}`);
  return Math.min(others, MAX_DEMO_FOLLOWING, Math.max(1, Math.floor(3 / r ** 0.8)));
}

const indexOf = (email: string) => Number(email.slice('demo-'.length, email.indexOf('@'))) - 1;

/**
 * Demo people follow each other through `app.follows.setById` (the rule, the counts and the events
 * the pages use): each picks whom to follow by weighted sampling without replacement (the
 * Efraimidis-Spirakis key `u^(1/weight)`), so a few popular profiles gather many followers and
 * most a few; some follow back. Who follows whom is a function of the indexes, so a second run adds
 * no follow and a top-up adds the newcomers' follows. Returns the follows added.
 */
export async function addDemoFollows(app: FastifyInstance, concurrency = 4): Promise<number> {
  const people = (await demoAccounts(app.db))
    .filter((a) => a.complete && a.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`))
    .map((a) => ({ id: a.id, index: indexOf(a.email) }));
  const pairs = new Map<string, { followerId: string; followeeId: string }>();
  const add = (followerId: string, followeeId: string) =>
    pairs.set(`${followerId}>${followeeId}`, { followerId, followeeId });
  for (const p of people) {
    const picked = people
      .filter((q) => q.id !== p.id)
      .map((q) => ({ q, key: unit(`follow:${p.index}:${q.index}`) ** (1 / popularity(q.index)) }))
      .sort((a, b) => b.key - a.key)
      .slice(0, followingTarget(p.index, people.length - 1));
    for (const { q } of picked) {
      add(p.id, q.id);
      if (unit(`back:${q.index}:${p.index}`) < FOLLOW_BACK) add(q.id, p.id);
    }
  }
  const list = [...pairs.values()];
  let next = 0;
  let added = 0;
  const worker = async () => {
    while (next < list.length) {
      const pair = list[next++]!;
      const { changed } = await app.follows.setById(pair.followerId, pair.followeeId, true);
      if (changed) added++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return added;
}
