import type { ServerResponse } from 'node:http';
import {
  NOTIFICATION_STREAM_HEARTBEAT_MS,
  NOTIFICATION_STREAMS_PER_USER,
  type NotificationStreamEvent,
} from '@talanty/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsService } from './notifications.service.ts';

/** One open stream: where it writes and the last change it was sent. */
type Stream = { res: ServerResponse; lastSeq: number; opened: number };

/** What the hub needs of the service. */
type Source = Pick<NotificationsService, 'changesSince' | 'seq' | 'unread'>;

/**
 * The open notification streams of this process. Every process LISTENs on one channel; a NOTIFY
 * (sent when a change commits, by whichever process made it) names the person, and the hub sends
 * each of their streams here what changed after the last change it was sent, read from the
 * database, so nothing depends on which process made the change or on the order NOTIFYs arrive.
 */
export function notificationHub(deps: {
  source: Source;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
  perUser?: number;
}) {
  const { source, log } = deps;
  const perUser = deps.perUser ?? NOTIFICATION_STREAMS_PER_USER;
  const streams = new Map<string, Set<Stream>>();
  /** One catch-up at a time per person: changes go out in order, each once. */
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  let opened = 0;

  const write = (s: Stream, text: string) => {
    if (!s.res.writableEnded && !s.res.destroyed) s.res.write(text);
  };
  const message = (event: string, data: NotificationStreamEvent, id?: number) =>
    `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

  async function catchUp(userId: string) {
    const mine = streams.get(userId);
    if (!mine?.size) return;
    const from = Math.min(...[...mine].map((s) => s.lastSeq));
    let after = from;
    for (;;) {
      const changes = await source.changesSince(userId, after);
      if (changes.length === 0) return;
      for (const s of streams.get(userId) ?? []) {
        for (const c of changes) if (c.id > s.lastSeq) write(s, message('notification', c.data, c.id));
        s.lastSeq = Math.max(s.lastSeq, changes[changes.length - 1]!.id);
      }
      after = changes[changes.length - 1]!.id;
    }
  }

  /** Runs a catch-up for the person now, or right after the one running (never two at once). */
  function wake(userId: string) {
    if (running.has(userId)) {
      again.add(userId);
      return running.get(userId)!;
    }
    const run = catchUp(userId)
      .catch((err) => log.warn({ err, userId }, 'notification stream catch-up failed'))
      .finally(() => {
        running.delete(userId);
        if (again.delete(userId)) void wake(userId);
      });
    running.set(userId, run);
    return run;
  }

  const heartbeat = setInterval(() => {
    for (const set of streams.values()) for (const s of set) write(s, ': ping\n\n');
  }, deps.heartbeatMs ?? NOTIFICATION_STREAM_HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** A NOTIFY payload `<user id>:<seq>`: that person's streams here catch up. */
    onNotify(payload: string) {
      const userId = payload.split(':')[0];
      if (userId && streams.has(userId)) void wake(userId);
    },

    /** After the LISTEN connection was lost and came back: every stream catches up. */
    onReconnect() {
      for (const userId of streams.keys()) void wake(userId);
    },

    /**
     * Starts a stream on `res` (headers already sent): the unread count at once, then what changed
     * after `lastEventId` (a reconnect), then every change as it commits. A person's oldest stream
     * closes when they open one more than the cap.
     */
    async open(userId: string, res: ServerResponse, lastEventId: number | undefined) {
      const current = await source.seq(userId);
      const resume = lastEventId !== undefined && lastEventId <= current;
      const stream: Stream = { res, lastSeq: resume ? lastEventId : current, opened: opened++ };
      const set = streams.get(userId) ?? new Set<Stream>();
      streams.set(userId, set);
      set.add(stream);
      while (set.size > perUser) {
        const oldest = [...set].reduce((a, b) => (a.opened < b.opened ? a : b));
        set.delete(oldest);
        oldest.res.end();
      }
      res.on('close', () => {
        set.delete(stream);
        if (set.size === 0 && streams.get(userId) === set) streams.delete(userId);
      });
      write(stream, message('hello', { UnreadNotifications: await source.unread(userId), Group: null }));
      await wake(userId);
    },

    /** Open streams (for tests and the log). */
    count: () => [...streams.values()].reduce((n, set) => n + set.size, 0),

    /** Ends every stream (the server is closing): browsers reconnect to another process. */
    close() {
      clearInterval(heartbeat);
      for (const set of streams.values()) for (const s of set) s.res.end();
      streams.clear();
    },
  };
}
export type NotificationHub = ReturnType<typeof notificationHub>;
