import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Outbox } from '../../lib/events/outbox.ts';
import type { ObjectsRegistry, ObjectType, Removal } from '../../lib/objects.ts';
import type { LikedObject, LikesRepo } from './likes.repo.ts';

declare module '../../lib/events/outbox.ts' {
  interface EventMap {
    /** Someone liked an object (notifications). */
    'like.created': { objectType: ObjectType; objectId: string; userId: string };
    /** Someone took their like back (its notification goes). */
    'like.removed': { objectType: ObjectType; objectId: string; userId: string };
  }
}

export function likesService(deps: {
  repo: LikesRepo;
  objects: ObjectsRegistry;
  events: Pick<Outbox, 'emit'>;
}) {
  const { repo, objects, events } = deps;

  /**
   * Likes or unlikes an object the viewer may see (else 404 with the type's code, and nothing is
   * written). Repeating a like or an unlike changes nothing. The object stays locked (shared) until
   * the like is written, so it cannot be removed in between and leave a like behind.
   */
  async function set(viewer: { id: string }, object: LikedObject, like: boolean) {
    const count = await repo.set(
      object,
      viewer.id,
      like,
      async (tx) => {
        if (!(await objects.isVisible(object.type, viewer.id, object.id, { tx, lock: true })))
          throw notFound(objects.notFoundCode(object.type));
      },
      (tx) =>
        events
          .emit(tx, {
            type: like ? 'like.created' : 'like.removed',
            payload: { objectType: object.type, objectId: object.id, userId: viewer.id },
          })
          .then(() => {}),
    );
    return { liked: like, count };
  }

  return {
    set,

    /** `set` as the like calls answer it: the viewer's flag and the count after the call. */
    async setFlag(viewer: { id: string }, object: LikedObject, likeFlag: 'Y' | 'N') {
      const { count } = await set(viewer, object, likeFlag === 'Y');
      return { likeFlag, likeNum: count };
    },

    /** The objects registry's removal listener: likes of removed objects, and of a removed user, go. */
    forget: (tx: Db, removal: Removal) => repo.forget(tx, removal),
  };
}
export type LikesService = ReturnType<typeof likesService>;
