import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { appRoutes } from '../app/routes.tsx';

/**
 * The app's query client, retrying a failed question as often as in the browser but at once:
 * React Query's back-off (1 s, then 2 s) made every test of a server failure wait 3 s of real time
 * doing nothing. The retries themselves, and what the page shows meanwhile, are unchanged.
 */
export function testQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

/**
 * A test client for components given their data by `setQueryData` rather than by a fetch: a
 * refetch after a write (an invalidation) answers what the cache holds, where React Query would
 * log that the query has no function of its own.
 */
export function seededQueryClient() {
  const client = testQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, queryFn: ({ queryKey }) => client.getQueryData(queryKey) ?? null },
  });
  return client;
}

/** The real route tree and providers, started at `path`, in a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders env="test" queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

export function renderWithProviders(ui: ReactNode) {
  return render(
    <AppProviders env="test" queryClient={testQueryClient()}>
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
