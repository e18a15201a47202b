import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_INFO_PATH } from '../hooks/use-user-info.ts';
import { refreshSession, USER_STATISTIC_PATH } from '../lib/session.ts';
import { groupFixture } from '../shared/notifications/test-fixtures.ts';
import { jsonFetch, renderApp } from '../test/render.tsx';
import { userInfoFixture } from '../test/user-info-fixture.ts';

/** The browser's EventSource, driven by the test: `emit` delivers a message to the open stream. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static readonly CLOSED = 2;
  readonly url: string;
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? [])
        listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
}

afterEach(() => {
  FakeEventSource.instances = [];
  vi.unstubAllGlobals();
});

describe('the unread notifications badge', () => {
  it('shows getUserStatistic’s count, then follows the stream on any page', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        [USER_STATISTIC_PATH]: {
          body: { status: 'LOGGED_IN', Follows: 1, Followers: 2, UnreadNotifications: 1 },
        },
        [USER_INFO_PATH]: { body: userInfoFixture() },
        '/api/user/getBirthdayList': { body: { ListOfUsers: [] } },
      }),
    );
    await refreshSession();
    renderApp('/birthday');

    const nav = await screen.findByRole('navigation', { name: 'Основная навигация' });
    expect(await within(nav).findByLabelText('1 непрочитанное')).toHaveTextContent('1');

    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0]!;
    expect(stream.url).toBe('/api/user/notificationStream');
    stream.emit('notification', {
      UnreadNotifications: 4,
      Group: groupFixture({}, 4),
      groupKey: groupFixture().groupKey,
    });

    expect(await within(nav).findByLabelText('4 непрочитанных')).toHaveTextContent('4');
    expect(screen.getByTestId('unread-badge-bottom')).toHaveTextContent('4');
    expect(screen.getByTestId('header-bell')).toHaveAccessibleName('Уведомления: 4 непрочитанных');

    // Everything read (elsewhere): the badges go away.
    stream.emit('notification', { UnreadNotifications: 0, Group: null, groupKey: groupFixture().groupKey });
    await waitFor(() => expect(within(nav).queryByTestId('unread-badge')).not.toBeInTheDocument());
    expect(screen.queryByTestId('unread-badge-bottom')).not.toBeInTheDocument();
  });
});
