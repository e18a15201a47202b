import fp from 'fastify-plugin';
import { NOTIFY_CHANNEL, notificationsRepo } from './notifications.repo.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { type NotificationsService, notificationsService } from './notifications.service.ts';
import { notificationHub } from './notifications.stream.ts';

/** What other modules may use of this one: its service's type (the service itself is on the app). */
export type { NotificationsService } from './notifications.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifications: grouped, read state, switches; `notificationHub` streams them live. */
    notifications: NotificationsService;
  }
}

/**
 * Notifications made by consumers of `app.events` (follows, likes, comments, scheduled posts),
 * grouped per type and target; live to every process's streams through LISTEN/NOTIFY.
 */
export default fp(
  async (app) => {
    const notifications = notificationsService({
      repo: notificationsRepo(app.db),
      objects: app.objects,
      secret: app.config.sessionSecret,
    });
    const hub = notificationHub({ source: notifications, log: app.log });
    app.decorate('notifications', notifications);
    app.objects.onRemove(notifications.forget);
    app.users.registerStatisticSource(async (userId) => ({
      UnreadNotifications: await notifications.unread(userId),
    }));

    const at = (e: { createdAt: Date }) => e.createdAt;
    app.events.on('follow.created', (e) =>
      notifications.record({
        type: 'follow',
        recipientId: e.payload.followeeId,
        actorId: e.payload.followerId,
        targetType: 'user',
        targetId: e.payload.followeeId,
        causeId: e.payload.followeeId,
        at: at(e),
      }),
    );
    app.events.on('follow.removed', (e) =>
      notifications.undo({
        type: 'follow',
        recipientId: e.payload.followeeId,
        actorId: e.payload.followerId,
        targetType: 'user',
        targetId: e.payload.followeeId,
      }),
    );
    // Likes of posts and files notify their owners (a liked comment does not).
    const liked = async (p: { objectType: string; objectId: string }) => {
      if (p.objectType !== 'post' && p.objectType !== 'file') return undefined;
      const type: 'post' | 'file' = p.objectType;
      const owner = (await app.objects.owners(type, [p.objectId])).get(p.objectId);
      return owner ? { type, id: p.objectId, owner } : undefined;
    };
    app.events.on('like.created', async (e) => {
      const target = await liked(e.payload);
      if (!target?.owner) return;
      await notifications.record({
        type: 'like',
        recipientId: target.owner,
        actorId: e.payload.userId,
        targetType: target.type,
        targetId: target.id,
        causeId: target.id,
        at: at(e),
      });
    });
    app.events.on('like.removed', async (e) => {
      const target = await liked(e.payload);
      if (!target?.owner) return;
      await notifications.undo({
        type: 'like',
        recipientId: target.owner,
        actorId: e.payload.userId,
        targetType: target.type,
        targetId: target.id,
      });
    });
    app.events.on('comment.created', async (e) => {
      const p = e.payload;
      const base = { actorId: p.authorId, causeId: p.commentId, at: at(e) };
      // The replied-to comment's author hears of the reply; the object's owner of any comment (once).
      if (p.parentId && p.parentAuthorId)
        await notifications.record({
          ...base,
          type: 'reply',
          recipientId: p.parentAuthorId,
          targetType: 'comment',
          targetId: p.parentId,
        });
      const owner = (await app.objects.owners(p.objectType, [p.objectId])).get(p.objectId);
      if (owner && owner !== p.parentAuthorId)
        await notifications.record({
          ...base,
          type: 'comment',
          recipientId: owner,
          targetType: p.objectType,
          targetId: p.objectId,
        });
    });
    app.events.on('comment.removed', (e) => notifications.undo({ causeId: e.payload.commentId }));
    app.events.on('post.published', async (e) => {
      if (!e.payload.scheduled) return;
      await notifications.record({
        type: 'post_published',
        recipientId: e.payload.authorId,
        actorId: e.payload.authorId,
        targetType: 'post',
        targetId: e.payload.postId,
        causeId: e.payload.postId,
        at: at(e),
      });
    });

    const unlisten = await app.dbListen(
      NOTIFY_CHANNEL,
      (payload) => hub.onNotify(payload),
      () => hub.onReconnect(),
    );
    // Streams end before the server waits for its connections; the LISTEN goes with the app.
    app.addHook('preClose', async () => hub.close());
    app.addHook('onClose', async () => unlisten());

    await app.register(notificationsRoutes(notifications, hub));
  },
  {
    name: 'notifications',
    dependencies: [
      'db',
      'sessions',
      'events',
      'objects',
      'users',
      'posts',
      'files',
      'comments',
      'likes',
      'follows',
    ],
  },
);
