import type { FollowPerson } from '@talanty/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refreshSession, USER_STATISTIC_PATH } from '../../../lib/session.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';

const person = (NickName: string, over: Partial<FollowPerson> = {}): FollowPerson => ({
  UserId: `id-${NickName}`,
  NickName,
  FirstName: 'Борис',
  LastName: 'Громов',
  CreativeName: null,
  Photo: null,
  DemoFlag: 'N',
  MeFlag: 'N',
  FollowFlag: 'N',
  FollowsYouFlag: 'Y',
  FollowedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** Signed in; the lists answer what `lists` says for each query string seen. */
async function open(path: string, answer: (url: URL) => FollowPerson[], seen: string[] = []) {
  const list = (request: Request) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname.replace('/api/user/', '')}?${url.searchParams}`);
    return { body: { ListOfUsers: answer(url), nextCursor: null } };
  };
  vi.stubGlobal(
    'fetch',
    jsonFetch({
      [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN', Follows: 2, Followers: 1 } },
      '/api/user/getUserFollowingList': list,
      '/api/user/getUserFollowerList': list,
    }),
  );
  await refreshSession();
  renderApp(path);
  return seen;
}

describe('/friendrequest', () => {
  it('lists new followers with «Подписаться в ответ», asking only for those I do not follow', async () => {
    const seen = await open('/friendrequest', () => [person('boris')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Новые подписчики' })).toBeInTheDocument();
    const row = (await screen.findByText('Борис Громов')).closest('li')!;
    expect(within(row).getByRole('button', { name: 'Подписаться в ответ на @boris' })).toBeInTheDocument();
    expect(within(row).getByText('подписался(ась) 20 ноября')).toBeInTheDocument();
    expect(seen).toEqual(['getUserFollowerList?notFollowedBack=Y&pageSize=20']);
  });

  it('says what to do when there is nobody new', async () => {
    await open('/friendrequest', () => []);
    expect(await screen.findByText('Новых подписчиков нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои подписчики' })).toHaveAttribute(
      'href',
      '/friendlist?tab=followers',
    );
  });
});

describe('/friendlist', () => {
  it('shows my following with counts on the tabs, filters by name, and switches to followers', async () => {
    const seen = await open('/friendlist', (url) =>
      url.searchParams.get('q') === 'нет' ? [] : [person('boris', { FollowFlag: 'Y' })],
    );
    const row = (await screen.findByText('Борис Громов')).closest('li')!;
    expect(within(row).getByRole('button', { name: /Вы подписаны на @boris/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Подписки 2' })).toHaveAttribute('aria-selected', 'true');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Поиск по имени'), 'нет');
    expect(await screen.findByText('Никого не нашли')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Сбросить поиск' }).at(-1)!);
    expect(await screen.findByText('Борис Громов')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Подписчики 1' }));
    await waitFor(() => expect(seen.at(-1)).toBe('getUserFollowerList?pageSize=20'));
    expect(await screen.findByText('Борис Громов')).toBeInTheDocument();
    expect(seen).toContain('getUserFollowingList?q=%D0%BD%D0%B5%D1%82&pageSize=20');
  });

  it('shows someone else’s list by ?user=, and an empty one says so', async () => {
    const seen = await open('/friendlist?user=anna&tab=followers', () => []);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Подписки и подписчики @anna' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('На @anna пока никто не подписан')).toBeInTheDocument();
    expect(seen).toEqual(['getUserFollowerList?nickName=anna&pageSize=20']);
  });
});
