import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { appRoutes } from '../app/routes.tsx';

/** The real route tree and providers, started at `path`, in a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

export function renderWithProviders(ui: ReactNode) {
  return render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      {ui}
    </AppProviders>,
  );
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

/** A fetch stand-in that answers with real Response objects, by path. */
export function jsonFetch(routes: Record<string, Answer | ((request: Request) => Answer)>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://localhost'),
      init,
    );
    const path = new URL(request.url).pathname;
    const route = routes[path];
    const answer =
      typeof route === 'function'
        ? route(request)
        : (route ?? { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found' } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
}
