import type { FollowListAnswer, FollowPerson, Profile } from '@talanty/contract';
import { type InfiniteData, type QueryClient, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { refreshSession, USER_STATISTIC_PATH } from '../lib/session.ts';
import { followKeys } from '../shared/follows/api/follow-keys.ts';
import { FollowButton } from '../shared/follows/components/follow-button.tsx';
import { profileKeys } from '../shared/profile/api/profile-keys.ts';
import { profileFixture } from '../shared/profile/test-fixtures.ts';
import { jsonFetch, seededQueryClient } from '../test/render.tsx';
import { AppProviders } from './providers.tsx';

const NICK = 'anna.sol';
const profileKey = profileKeys.detail(NICK, { lang: 'ru', signedIn: true });
const listKey = followKeys.list('followers', { nickName: 'boris' });

const row = (NickName: string, over: Partial<FollowPerson> = {}): FollowPerson => ({
  UserId: `id-${NickName}`,
  NickName,
  FirstName: null,
  LastName: null,
  CreativeName: null,
  Photo: null,
  DemoFlag: 'N',
  MeFlag: 'N',
  FollowFlag: 'N',
  FollowsYouFlag: 'N',
  FollowedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

/** The profile as its page caches it, with its follow button. */
function ProfileButton() {
  const { data } = useQuery<Profile>({ queryKey: profileKey, enabled: false });
  return data ? <FollowButton person={data} /> : null;
}

function seed(client: QueryClient) {
  client.setQueryData<Profile>(profileKey, {
    ...profileFixture(),
    NickName: NICK,
    Followers: 3,
    FollowFlag: 'N',
    FollowsYouFlag: 'Y',
  });
  client.setQueryData<InfiniteData<FollowListAnswer>>(listKey, {
    pages: [{ ListOfUsers: [row('other'), row(NICK, { FollowsYouFlag: 'Y' })], nextCursor: null }],
    pageParams: [null],
  });
}

async function renderButton(
  loggedIn: boolean,
  followAnswer: () => Promise<{ status?: number; body: unknown }> = async () => ({ body: {} }),
) {
  const calls: string[] = [];
  const routes = jsonFetch({
    [USER_STATISTIC_PATH]: {
      body: loggedIn ? { status: 'LOGGED_IN', Follows: 0, Followers: 0 } : { status: 'NOT_LOGGED_IN' },
    },
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.includes('/api/user/foolow')) return routes(input, init);
    calls.push(`${url.replace(/^.*\/api\/user\//, '')} ${init?.body}`);
    const answer = await followAnswer();
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  await refreshSession();
  const client = seededQueryClient();
  seed(client);
  const router = createMemoryRouter([{ path: '*', element: <ProfileButton /> }], {
    initialEntries: [`/@${NICK}`],
  });
  render(
    <AppProviders env="test" queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { client, calls };
}

const onProfile = (client: QueryClient) => {
  const p = client.getQueryData<Profile>(profileKey);
  return p && { FollowFlag: p.FollowFlag, Followers: p.Followers };
};
const inList = (client: QueryClient, nick: string) =>
  client
    .getQueryData<InfiniteData<FollowListAnswer>>(listKey)
    ?.pages[0]?.ListOfUsers.find((p) => p.NickName === nick)?.FollowFlag;

describe('FollowButton', () => {
  it('follows at once: the profile and every list row of the person move, then settle with the server’s count', async () => {
    let answer!: (value: { body: unknown }) => void;
    const { client, calls } = await renderButton(true, () => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    // They follow me: the button offers to follow back.
    await user.click(await screen.findByRole('button', { name: `Подписаться в ответ на @${NICK}` }));

    await waitFor(() => expect(onProfile(client)).toEqual({ FollowFlag: 'Y', Followers: 4 }));
    expect(inList(client, NICK)).toBe('Y');
    expect(inList(client, 'other')).toBe('N');
    expect(screen.getByRole('button', { name: /Вы подписаны на @anna\.sol/ })).toHaveTextContent(
      'Вы подписаны',
    );

    answer({ body: { isFollow: 'Y', followNum: 12 } });
    await waitFor(() => expect(onProfile(client)).toEqual({ FollowFlag: 'Y', Followers: 12 }));
    expect(calls).toEqual([`foolowAdd {"nickName":"${NICK}"}`]);

    // And back: unfollowing is one press too.
    const second = userEvent.setup();
    let answerRemove!: (value: { body: unknown }) => void;
    vi.stubGlobal(
      'fetch',
      async () =>
        new Promise<Response>((resolve) => {
          answerRemove = (v) =>
            resolve(
              new Response(JSON.stringify(v.body), { headers: { 'Content-Type': 'application/json' } }),
            );
        }),
    );
    await second.click(screen.getByRole('button', { name: /Вы подписаны/ }));
    await waitFor(() => expect(onProfile(client)).toEqual({ FollowFlag: 'N', Followers: 11 }));
    answerRemove({ body: { isFollow: 'N', followNum: 11 } });
  });

  it('a refused follow puts every copy back and says why', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    const { client } = await renderButton(true, () => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Подписаться в ответ/ }));
    await waitFor(() => expect(onProfile(client)).toEqual({ FollowFlag: 'Y', Followers: 4 }));

    answer({
      status: 404,
      body: { status: 404, code: 'FOLLOW_USER_NOT_FOUND', message: 'Пользователь не найден' },
    });
    expect(await screen.findByText('Пользователь не найден')).toBeInTheDocument();
    await waitFor(() => expect(onProfile(client)).toEqual({ FollowFlag: 'N', Followers: 3 }));
    expect(inList(client, NICK)).toBe('N');
    expect(screen.getByRole('button', { name: /Подписаться в ответ/ })).toBeInTheDocument();
  });

  it('leads a visitor to sign in and back, writing nothing', async () => {
    const { calls } = await renderButton(false);
    const link = await screen.findByRole('link', { name: `Подписаться на @${NICK}` });
    expect(link).toHaveAttribute('href', `/auth/signin?next=${encodeURIComponent(`/@${NICK}`)}`);
    expect(calls).toEqual([]);
  });
});
