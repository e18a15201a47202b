import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { refreshSession, USER_STATISTIC_PATH } from '../lib/session.ts';
import { jsonFetch, seededQueryClient } from './render.tsx';

export type HeldAnswer = { status?: number; body: unknown };

/**
 * A signed-in reader with a seeded cache, `element` on screen, and the like call `likePath` held until
 * the test answers it (`likeAnswer`), so what the cache holds while the write is in flight can be read.
 * Answers the query client and the bodies sent to `likePath`.
 */
export async function renderWithHeldLike({
  likePath,
  likeAnswer,
  seed,
  element,
  path = '/',
}: {
  likePath: string;
  likeAnswer: () => Promise<HeldAnswer>;
  seed: (client: QueryClient) => void;
  element: ReactNode;
  path?: string;
}): Promise<{ client: QueryClient; sent: unknown[] }> {
  const routes = jsonFetch({
    [USER_STATISTIC_PATH]: { body: { status: 'LOGGED_IN', Follows: 0, Followers: 0 } },
  });
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes(likePath)) return routes(input, init);
    sent.push(JSON.parse(String(init?.body)));
    const answer = await likeAnswer();
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  await refreshSession();
  const client = seededQueryClient();
  seed(client);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <AppProviders env="test" queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { client, sent };
}
