import type { UserSearchResult } from '@talanty/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_INFO_PATH } from '../../../hooks/use-user-info.ts';
import { refreshSession, USER_STATISTIC_PATH } from '../../../lib/session.ts';
import { profileFixture } from '../../../shared/profile/test-fixtures.ts';
import { jsonFetch, renderApp } from '../../../test/render.tsx';
import { userInfoFixture } from '../../../test/user-info-fixture.ts';

const person = (NickName: string, FirstName: string): UserSearchResult => ({
  NickName,
  FirstName,
  LastName: 'Иванова',
  Age: null,
  Sex: 'F',
  AvatarThumb: null,
  CityName: 'Москва',
  CountryName: 'Россия',
  TripFlag: 'N',
  RemoteFlag: 'N',
  ListOfTalants: [{ Code: 'SNG', Name: 'Вокалист', CreativeName: null }],
  ListOfTools: [],
  ListOfStyles: [],
  PriceFrom: null,
  AudioNum: 3,
  DemoFlag: 'N',
});

afterEach(() => vi.unstubAllGlobals());

describe('the feed', () => {
  it('suggests people sharing my talent and city instead of a blank page, and follows them there', async () => {
    const user = userEvent.setup();
    const searches: unknown[] = [];
    const follows: unknown[] = [];
    let feedCalls = 0;
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN', UnreadNotifications: 0 } },
        [USER_INFO_PATH]: { body: userInfoFixture() },
        '/api/user/getProfile/anna.sol': { body: profileFixture() },
        '/api/user/post/getFeed': () => {
          feedCalls += 1;
          return { body: { ListOfPosts: [], nextCursor: null } };
        },
        '/api/search/executeUserSearch': (request) => {
          void request
            .clone()
            .json()
            .then((body) => searches.push(body));
          return {
            body: {
              ListOfUsers: [person('anna.sol', 'Анна'), person('vera', 'Вера'), person('olga', 'Ольга')],
              nextCursor: null,
              rowNum: 3,
              understood: [],
              text: null,
              sort: 'relevance',
            },
          };
        },
        '/api/user/foolowAdd': (request) => {
          void request
            .clone()
            .json()
            .then((body) => follows.push(body));
          return { body: { isFollow: 'Y', followNum: 5 } };
        },
      }),
    );
    await refreshSession();
    renderApp('/list');

    const empty = await screen.findByTestId('feed-empty');
    expect(within(empty).getByRole('heading', { name: 'Лента пока пуста' })).toBeInTheDocument();
    const cards = await within(empty).findAllByTestId('feed-suggestion');
    // Me among the results is left out.
    expect(cards.map((card) => within(card).getAllByRole('link')[0]?.textContent ?? '')).toEqual([
      'Вера Иванова',
      'Ольга Иванова',
    ]);
    // The first search asks for my first talent in my city.
    await waitFor(() =>
      expect(searches[0]).toMatchObject({ talantCode: 'SNG', cityCode: '524901', languageCode: 'ru' }),
    );
    expect(screen.queryByRole('button', { name: 'Показать ленту' })).not.toBeInTheDocument();

    await user.click(within(cards[0]!).getByRole('button', { name: 'Подписаться на @vera' }));
    await waitFor(() => expect(follows).toEqual([{ nickName: 'vera' }]));
    expect(
      await within(cards[0]!).findByRole('button', { name: /Вы подписаны на @vera/ }),
    ).toBeInTheDocument();

    const before = feedCalls;
    await user.click(screen.getByRole('button', { name: 'Показать ленту' }));
    await waitFor(() => expect(feedCalls).toBeGreaterThan(before));
  });
});
