import type { NotificationGroup, NotificationStreamEvent } from '@talanty/contract';
import type { QueryClient } from '@tanstack/react-query';
import { setUnreadNotifications } from '../../../lib/session-store.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { mapCachedGroups, type NotificationPages } from '../api/notifications.ts';

/** The group first on the first page (newest first), its older copy gone from every page. */
function moveToTop(data: NotificationPages, group: NotificationGroup): NotificationPages {
  const pages = data.pages.map((page) => ({
    ...page,
    ListOfNotifications: page.ListOfNotifications.filter((old) => old.groupKey !== group.groupKey),
  }));
  const [first, ...rest] = pages;
  if (!first) return data;
  return {
    ...data,
    pages: [{ ...first, ListOfNotifications: [group, ...first.ListOfNotifications] }, ...rest],
  };
}

function holds(data: NotificationPages, groupKey: string): NotificationGroup | undefined {
  for (const page of data.pages) {
    const found = page.ListOfNotifications.find((group) => group.groupKey === groupKey);
    if (found) return found;
  }
  return undefined;
}

/**
 * One message of the notifications stream: the badge takes its count, the cached list takes the
 * group (a newer action moves it to the top, a read mark changes it in place, null removes it;
 * «all read» comes as one message per group).
 */
export function applyStreamEvent(client: QueryClient, event: NotificationStreamEvent): void {
  setUnreadNotifications(event.UnreadNotifications);
  const { Group: group, groupKey } = event;
  if (group) {
    client.setQueriesData<NotificationPages>({ queryKey: notificationKeys.lists() }, (data) => {
      if (!data) return data;
      const old = holds(data, group.groupKey);
      if (old && old.LatestAt === group.LatestAt) {
        return {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            ListOfNotifications: page.ListOfNotifications.map((item) =>
              item.groupKey === group.groupKey ? group : item,
            ),
          })),
        };
      }
      return moveToTop(data, group);
    });
  } else if (groupKey) {
    mapCachedGroups(client, (item) => (item.groupKey === groupKey ? null : item));
  }
}
