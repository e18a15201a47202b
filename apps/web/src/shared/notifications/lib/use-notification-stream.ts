import { notificationStreamEventSchema } from '@talanty/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../hooks/use-session.ts';
import { refreshSession } from '../../../lib/session.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { NOTIFICATION_PATHS } from '../api/notifications.ts';
import { applyStreamEvent } from './stream-event.ts';

const RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * Keeps one `EventSource` on the notifications stream while signed in (mounted once by the app
 * shell): every page's badge and the open notifications page follow it. The browser reconnects by
 * itself with `Last-Event-ID` (the server replays what was missed); when it gives up (the server
 * restarted, a 5xx), a new stream opens after a growing pause and the list and count are fetched
 * afresh, since a new stream has no last id to resume from.
 */
export function useNotificationStream(): void {
  const client = useQueryClient();
  const { loggedIn } = useSession();

  useEffect(() => {
    if (!loggedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const onMessage = (message: MessageEvent<string>) => {
      failures = 0;
      try {
        const parsed = notificationStreamEventSchema.safeParse(JSON.parse(message.data));
        if (parsed.success) applyStreamEvent(client, parsed.data);
      } catch {
        // A message outside the contract is skipped; the next one carries the count again.
      }
    };

    const open = (resumed: boolean) => {
      source = new EventSource(NOTIFICATION_PATHS.stream, { withCredentials: true });
      source.addEventListener('hello', onMessage);
      source.addEventListener('notification', onMessage);
      source.onerror = () => {
        if (!source || source.readyState !== EventSource.CLOSED || stopped) return;
        source = null;
        const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
        failures += 1;
        timer = setTimeout(() => {
          // Signed out meanwhile (the stream answered 401): the session check ends the loop.
          void refreshSession().then((still) => {
            if (still && !stopped) open(true);
          });
        }, delay);
      };
      if (resumed) void client.invalidateQueries({ queryKey: notificationKeys.lists() });
    };

    open(false);
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [client, loggedIn]);
}
