import { createBrowserRouter, matchRoutes } from 'react-router';
import { appRoutes } from './routes.tsx';

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Loads the route modules of the page being opened into its routes, before the router is created
 * (React Router's way to hydrate lazy routes): the first render is then the page itself, as the
 * server rendered it, not the routes' `HydrateFallback`.
 */
export async function loadInitialRoutes(location: Location = window.location): Promise<void> {
  const matches = matchRoutes(appRoutes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
