import type { OutgoingHttpHeaders } from 'node:http';
import {
  errorSchema,
  NOTIFICATION_STREAM_HEARTBEAT_MS,
  NOTIFICATION_STREAMS_PER_USER,
  notificationListAnswerSchema,
  notificationListQuerySchema,
  notificationSettingsSchema,
  setNotificationReadAnswerSchema,
  setNotificationReadBodySchema,
  setNotificationSettingsBodySchema,
} from '@talanty/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { firstRuleErrors } from '../../plugins/errors.ts';
import type { NotificationsService } from './notifications.service.ts';
import type { NotificationHub } from './notifications.stream.ts';

const tags = ['notifications'];
const security = [{ session: [] }];
const errors = { 400: errorSchema, 401: errorSchema };

/** A `Last-Event-ID` the stream can resume from: a seq it sent (a whole number). */
function lastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** The notification calls: the list, marking read, the switches and the live stream. */
export function notificationsRoutes(
  notifications: NotificationsService,
  hub: NotificationHub,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.setErrorHandler(firstRuleErrors);

    app.get(
      '/api/user/getNotificationList',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: 'My notifications, grouped per type and target, newest first',
          description:
            'Keyset paging: pass `nextCursor` back as `cursor`. Each group: `type`, `groupKey`, `Target`, up to ' +
            'three people cards (`Actors`, newest first), `ActorCount`, `LatestAt`, `ReadFlag`. Errors: ' +
            'INVALID_CURSOR (400), NOT_LOGGED_IN (401).',
          security,
          querystring: notificationListQuerySchema,
          response: { 200: notificationListAnswerSchema, ...errors },
        },
      },
      async (req) => notifications.list(req.user!.id, req.query.cursor),
    );

    app.post(
      '/api/user/setNotificationRead',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: 'Mark one notification group read (`groupKey`), or all of them (`{}`)',
          description:
            'Answers the unread count. Errors: NOTIFICATION_NOT_FOUND (400 malformed, 404), NOT_LOGGED_IN (401).',
          security,
          body: setNotificationReadBodySchema,
          response: { 200: setNotificationReadAnswerSchema, 404: errorSchema, ...errors },
        },
      },
      async (req) => notifications.markRead(req.user!.id, req.body.groupKey),
    );

    app.get(
      '/api/user/getNotificationSettings',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: 'My per-type notification switches (Y: notify me)',
          security,
          response: { 200: notificationSettingsSchema, 401: errorSchema },
        },
      },
      async (req) => notifications.settings(req.user!.id),
    );

    app.post(
      '/api/user/setNotificationSettings',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: 'Switch notification types on or off; answers all the switches',
          description:
            'Any of the flags; those not sent stay as they are. Switching off stops new ones only.',
          security,
          body: setNotificationSettingsBodySchema,
          response: { 200: notificationSettingsSchema, ...errors },
        },
      },
      async (req) => notifications.setSettings(req.user!.id, req.body),
    );

    app.get(
      '/api/user/notificationStream',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: 'Live notifications (Server-Sent Events)',
          description:
            "`event: hello` with the unread count first, then `event: notification` (`id`: the change's seq, " +
            'data: `{UnreadNotifications, groupKey, Group}`) for each change; `Last-Event-ID` resumes after ' +
            `a seq. \`: ping\` every ${NOTIFICATION_STREAM_HEARTBEAT_MS / 1000} s; at most ` +
            `${NOTIFICATION_STREAMS_PER_USER} streams per person (the oldest closes). Errors: NOT_LOGGED_IN (401).`,
          security,
          response: { 200: z.string().meta({ description: 'text/event-stream' }), 401: errorSchema },
        },
      },
      async (req, reply) => {
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          // The security headers every answer carries (plugins/security.ts).
          ...(reply.getHeaders() as OutgoingHttpHeaders),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          // A proxy must pass each event on at once.
          'x-accel-buffering': 'no',
        });
        res.write('retry: 2000\n\n');
        try {
          await hub.open(req.user!.id, res, lastEventId(req.headers['last-event-id']));
        } catch (err) {
          // The answer has begun: end it, and the browser reconnects (with its Last-Event-ID).
          req.log.warn({ err }, 'opening a notification stream failed');
          res.end();
        }
      },
    );
  };
}
