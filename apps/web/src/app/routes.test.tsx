import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { refreshSession, USER_STATISTIC_PATH } from '../lib/session.ts';
import { jsonFetch, renderApp } from '../test/render.tsx';
import { appRoutes } from './routes.tsx';

function leaf(path: string) {
  const matches = matchRoutes(appRoutes, path) ?? [];
  const last = matches[matches.length - 1];
  return { path: last?.route.path, handle: (last?.route.handle ?? {}) as RouteHandle, params: last?.params };
}

describe('route table', () => {
  it('lets fixed paths win over the /:nik profile route', () => {
    expect(leaf('/search').path).toBe('search');
    expect(leaf('/list').path).toBe('list');
    expect(leaf('/notification').path).toBe('notification');
    expect(leaf('/verify').path).toBe('verify');
    expect(leaf('/user/profile-edit').path).toBe('user/profile-edit');
    expect(leaf('/user/ivan').path).toBe('user/:nik');
    expect(leaf('/@ivan')).toMatchObject({ path: ':nik', params: { nik: '@ivan' } });
    expect(leaf('/ivan')).toMatchObject({ path: ':nik', params: { nik: 'ivan' } });
  });

  it('mounts the editing group under /user, /howitworks, /invite and /quotes', () => {
    for (const base of ['user', 'howitworks', 'invite', 'quotes']) {
      expect(leaf(`/${base}/profile-video-edit`).path).toBe(`${base}/profile-video-edit`);
      expect(leaf(`/${base}/edit-talant/DJ`).path).toBe(`${base}/edit-talant/:talantCode`);
    }
  });

  it('sends the unbuilt demo groups and unknown paths to the 404 page', () => {
    const demo = [
      '/blog',
      '/store/checkout',
      '/icon',
      '/form',
      '/form-wizard',
      '/app/calendar',
      '/extra-pages',
    ];
    const more = ['/core', '/table', '/chat', '/weather/today', '/market1/item'];
    for (const path of [...demo, ...more, '/nonexistent/path', '/auth/unknown', '/pages', '/user', '/post']) {
      expect(leaf(path).handle.notFound, path).toBe(true);
    }
  });

  it('keeps the template pages and the unbuilt social sections as pages that say so (issue 13)', () => {
    const pages = ['/weather', '/market1', '/market2', '/profile1', '/profile2', '/profile3'];
    for (const path of pages) expect(leaf(path).handle.planned, path).toBe(path.slice(1));
    expect(leaf('/group').handle.planned).toBe('groups');
    expect(leaf('/profileforum').handle.planned).toBe('forum');
    expect(leaf('/list').handle.planned).toBe('feed');
  });
});

describe('pages and titles', () => {
  it('shows the 404 page for an unknown path, titled from the shared route meta', async () => {
    vi.stubGlobal('fetch', jsonFetch({ [USER_STATISTIC_PATH]: { body: { status: 'NOT_LOGGED_IN' } } }));
    await refreshSession();
    renderApp('/nonexistent/path');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Страница не найдена — Таланты'));
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Страница не найдена — Таланты',
    );
  });

  it('sets the title, description and og tags per route and language', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    const { router } = renderApp('/search');
    await waitFor(() => expect(document.title).toBe('Поиск талантов — Таланты'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /без регистрации/,
    );
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toMatch(/\/search$/);

    await act(() => router.navigate('/pages/error/503'));
    await waitFor(() => expect(document.title).toBe('Сервис временно недоступен — Таланты'));

    await act(() => changeLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Service temporarily unavailable — Talanty'));
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toMatch(/(^|; )lang=en/);
    await act(() => changeLanguage('ru'));
  });
  it('titles the feed as the feed and an unknown talent editor as the 404 page', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({ [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN', Follows: 0, Followers: 0 } } }),
    );
    await refreshSession();
    const { router } = renderApp('/list');
    await waitFor(() => expect(document.title).toBe('Лента — Таланты'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/подписаны/);

    await act(() => router.navigate('/user/edit-talant/XYZ'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Страница не найдена — Таланты'));
  });
});
