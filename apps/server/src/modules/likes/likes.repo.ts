import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likeCounts, likes } from '../../db/schema/likes.ts';
import type { ObjectType, Removal } from '../../lib/objects.ts';

export type LikedObject = { type: ObjectType; id: string };

/** `(object_type = t and object_id in (...)) or ...` for the objects of a removal; null when there are none. */
function objectsMatch(objects: Removal['objects'], alias: string) {
  const parts = objects
    .filter((o) => o.ids.length > 0)
    .map(
      (o) =>
        sql`(${sql.raw(alias)}.object_type = ${o.type} and ${sql.raw(alias)}.object_id in (${sql.join(
          o.ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))`,
    );
  return parts.length ? sql.join(parts, sql` or `) : null;
}

export function likesRepo(db: Db) {
  return {
    /**
     * Likes or unlikes an object for a user in one transaction, after `check` (run in it, and
     * throwing to refuse) allowed it: a row under the (type, object, user) key, and the count
     * changed (and `changed` run in the transaction) only when a row was really added or removed.
     * Answers the object's count.
     */
    async set(
      object: LikedObject,
      userId: string,
      like: boolean,
      check: (tx: Db) => Promise<void>,
      onChange?: (tx: Db) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        await check(tx as unknown as Db);
        const key = and(
          eq(likes.objectType, object.type),
          eq(likes.objectId, object.id),
          eq(likes.userId, userId),
        );
        const changed = like
          ? await tx
              .insert(likes)
              .values({ objectType: object.type, objectId: object.id, userId })
              .onConflictDoNothing()
              .returning({ id: likes.objectId })
          : await tx.delete(likes).where(key).returning({ id: likes.objectId });
        const counted = and(eq(likeCounts.objectType, object.type), eq(likeCounts.objectId, object.id));
        if (changed.length > 0) await onChange?.(tx as unknown as Db);
        if (changed.length > 0 && like) {
          const [row] = await tx
            .insert(likeCounts)
            .values({ objectType: object.type, objectId: object.id, count: 1 })
            .onConflictDoUpdate({
              target: [likeCounts.objectType, likeCounts.objectId],
              set: { count: sql`${likeCounts.count} + 1` },
            })
            .returning({ n: likeCounts.count });
          return row!.n;
        }
        if (changed.length > 0) {
          const [row] = await tx
            .update(likeCounts)
            .set({ count: sql`${likeCounts.count} - 1` })
            .where(counted)
            .returning({ n: likeCounts.count });
          return row?.n ?? 0;
        }
        const [row] = await tx.select({ n: likeCounts.count }).from(likeCounts).where(counted);
        return row?.n ?? 0;
      });
    },

    /**
     * Inside the removing transaction: the removed objects' likes and counts go, and a removed
     * user's likes come off the counts of what they liked.
     */
    async forget(tx: Db, removal: Removal) {
      const removed = objectsMatch(removal.objects, 'lc');
      const byUser = removal.userId
        ? sql`(lc.object_type, lc.object_id) in (select l.object_type, l.object_id from likes l where l.user_id = ${removal.userId}::uuid)`
        : null;
      const touched = [removed, byUser].filter((c) => c !== null);
      if (touched.length === 0) return;
      // Every count row this changes is locked first, in one order: two accounts removed at once,
      // each having liked what the other had (or liked), would otherwise deadlock.
      await tx.execute(sql`
        select 1 from like_counts lc where ${sql.join(touched, sql` or `)}
        order by lc.object_type, lc.object_id for update`);
      if (removal.userId)
        await tx.execute(sql`
          with gone as (delete from likes where user_id = ${removal.userId}::uuid returning object_type, object_id)
          update like_counts lc set count = lc.count - g.n
          from (select object_type, object_id, count(*)::int as n from gone group by object_type, object_id) g
          where lc.object_type = g.object_type and lc.object_id = g.object_id`);
      const removedLikes = objectsMatch(removal.objects, 'l');
      if (removedLikes && removed) {
        await tx.execute(sql`delete from likes l where ${removedLikes}`);
        await tx.execute(sql`delete from like_counts lc where ${removed}`);
      }
    },
  };
}
export type LikesRepo = ReturnType<typeof likesRepo>;
