import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CSS_CHUNK_LOAD_FAILED, installPreloadErrorHandler, withChunkTimeout } from '../lib/chunk-errors.ts';
import { lazyPage } from './lazy-page.ts';
import { AppProviders } from './providers.tsx';
import { RouteError } from './route-error.tsx';

function NoFallback() {
  return null;
}

function renderFailingPage(error: Error) {
  const router = createMemoryRouter([
    {
      Component: Outlet,
      HydrateFallback: NoFallback,
      children: [
        { ErrorBoundary: RouteError, children: [{ path: '/', lazy: lazyPage(() => Promise.reject(error)) }] },
      ],
    },
  ]);
  render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a page that fails to load', () => {
  it('shows the chunk error page with a reload button for a failed script part', async () => {
    renderFailingPage(new TypeError('Failed to fetch dynamically imported module: /assets/search-page.js'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Не удалось загрузить страницу' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading chunk failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
  });

  it('names a failed style part CSS_CHUNK_LOAD_FAILED', async () => {
    installPreloadErrorHandler();
    const error = new Error('Unable to preload CSS for /assets/home-page.css');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
    window.dispatchEvent(event);
    expect((error as Error & { code?: string }).code).toBe(CSS_CHUNK_LOAD_FAILED);

    renderFailingPage(error);
    expect(await screen.findByText(CSS_CHUNK_LOAD_FAILED)).toBeInTheDocument();
  });

  it('gives up on a part that does not arrive within 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise<never>(() => {}));
    vi.advanceTimersByTime(119_999);
    let settled = false;
    pending.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(pending).rejects.toThrow('Loading chunk failed');
    vi.useRealTimers();
  });

  it('shows a generic error page for other failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingPage(new Error('boom'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
  });
});
