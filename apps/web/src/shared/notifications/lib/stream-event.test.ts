import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSession, setSession } from '../../../lib/session-store.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import type { NotificationPages } from '../api/notifications.ts';
import { groupFixture } from '../test-fixtures.ts';
import { applyStreamEvent } from './stream-event.ts';

const key = notificationKeys.list('ru');
const a = groupFixture({ groupKey: 'a', LatestAt: '2026-11-26T10:00:00.000Z' });
const b = groupFixture({ groupKey: 'b', LatestAt: '2026-11-26T09:00:00.000Z', type: 'follow' });
const c = groupFixture({ groupKey: 'c', LatestAt: '2026-11-25T09:00:00.000Z' });

function seeded() {
  const client = new QueryClient();
  client.setQueryData<NotificationPages>(key, {
    pages: [
      { ListOfNotifications: [a, b], nextCursor: 'x', UnreadNotifications: 3 },
      { ListOfNotifications: [c], nextCursor: null, UnreadNotifications: 3 },
    ],
    pageParams: [null, 'x'],
  });
  const keys = () =>
    client
      .getQueryData<NotificationPages>(key)
      ?.pages.map((page) => page.ListOfNotifications.map((g) => g.groupKey));
  return { client, keys };
}

beforeEach(() => setSession({ loggedIn: true }));

describe('a notifications stream message', () => {
  it('moves a group with a newer action to the top, from any page, and sets the count', () => {
    const { client, keys } = seeded();
    applyStreamEvent(client, {
      UnreadNotifications: 4,
      Group: { ...c, ActorCount: 2, LatestAt: '2026-11-26T11:00:00.000Z' },
      groupKey: 'c',
    });
    expect(keys()).toEqual([['c', 'a', 'b'], []]);
    expect(getSession().unread).toBe(4);
  });

  it('changes a group in place when only its read mark changed, and adds a new one on top', () => {
    const { client, keys } = seeded();
    applyStreamEvent(client, { UnreadNotifications: 2, Group: { ...b, ReadFlag: 'Y' }, groupKey: 'b' });
    expect(keys()).toEqual([['a', 'b'], ['c']]);
    expect(client.getQueryData<NotificationPages>(key)?.pages[0]?.ListOfNotifications[1]?.ReadFlag).toBe('Y');
    applyStreamEvent(client, {
      UnreadNotifications: 3,
      Group: groupFixture({ groupKey: 'd' }),
      groupKey: 'd',
    });
    expect(keys()).toEqual([['d', 'a', 'b'], ['c']]);
  });

  it('removes a group whose cause was undone, and a hello only sets the count', () => {
    const { client, keys } = seeded();
    applyStreamEvent(client, { UnreadNotifications: 1, Group: null, groupKey: 'a' });
    expect(keys()).toEqual([['b'], ['c']]);
    applyStreamEvent(client, { UnreadNotifications: 7, Group: null });
    expect(keys()).toEqual([['b'], ['c']]);
    expect(getSession().unread).toBe(7);
  });
});
