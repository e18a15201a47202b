import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profileEditRoutes } from '../features/account/test-fixtures.ts';
import { refreshSession, USER_STATISTIC_PATH } from '../lib/session.ts';
import { LOGGED_IN_KEY } from '../lib/session-store.ts';
import { jsonFetch, renderApp } from '../test/render.tsx';

async function signedIn(loggedIn: boolean) {
  vi.stubGlobal(
    'fetch',
    jsonFetch({
      [USER_STATISTIC_PATH]: {
        body: { status: loggedIn ? 'LOGGED_IN' : 'NOT_LOGGED_IN', Follows: 0, Followers: 0 },
      },
    }),
  );
  await refreshSession();
}

describe('login guard', () => {
  it('sends a visitor on a login-required route to sign-in with the way back', async () => {
    await signedIn(false);
    const { router } = renderApp('/user/profile-edit?tab=contacts');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/user/profile-edit?tab=contacts')}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBe('false');
  });

  it('guards the editing group under every mount point and the social group', async () => {
    await signedIn(false);
    for (const path of [
      '/howitworks/profile-audio-edit',
      '/quotes/edit-talant/SNG',
      '/list',
      '/notification',
      '/blocked',
    ]) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
      unmount();
    }
  });

  it('treats a failing status endpoint as "not signed in"', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    localStorage.setItem(LOGGED_IN_KEY, 'true');
    await refreshSession();
    const { router } = renderApp('/user/accountsetting');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
  });

  it('lets a signed-in user through', async () => {
    await signedIn(true);
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN', Follows: 0, Followers: 0 } },
        ...profileEditRoutes(),
      }),
    );
    const { router } = renderApp('/user/profile-edit');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Редактирование профиля' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/profile-edit');
    expect(localStorage.getItem(LOGGED_IN_KEY)).toBe('true');
  });

  it('keeps the home page and public pages open to visitors', async () => {
    await signedIn(false);
    const home = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Покажите свой талант/ }),
    ).toBeInTheDocument();
    expect(home.router.state.location.pathname).toBe('/');
    home.unmount();

    const search = renderApp('/search?q=guitar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск' })).toBeInTheDocument();
    expect(search.router.state.location.pathname).toBe('/search');
  });
});
