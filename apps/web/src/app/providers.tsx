import { type CSSVariablesResolver, DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { withChunkTimeout } from '../lib/chunk-errors.ts';
import { createAppTheme } from './theme/create-app-theme.ts';
import { type Direction, themeColorSchemeManager, useThemeSettings } from './theme/theme-settings.ts';

// The toasts' container (and its transitions) loads right after the first paint; a toast shown before
// it arrives waits in @mantine/notifications' store and appears with it.
const Notifications = lazy(() =>
  withChunkTimeout(import('@mantine/notifications')).then((module) => ({ default: module.Notifications })),
);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Answers the server gave on purpose (4xx) are not worth asking again.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/**
 * Mantine's default "dimmed" grey, and its error red under fields (red-6 on white 3.5:1, red-8 on
 * dark grey), are below the WCAG AA 4.5:1 contrast for text; so is the text of its light yellow
 * badges and alerts (yellow-9 on yellow-light, 2.7:1; the demo badge): a dark amber, 5.2:1.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-yellow-light-color': '#9c5300',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

function DirectionSync({ dir }: { dir: Direction }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

type AppProvidersProps = { children: ReactNode; queryClient?: QueryClient; env?: 'default' | 'test' };

export function AppProviders({ children, queryClient, env }: AppProvidersProps) {
  const settings = useThemeSettings();
  const theme = useMemo(
    () => createAppTheme({ color: settings.color, fontSize: settings.fontSize }),
    [settings.color, settings.fontSize],
  );
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [colorSchemeManager] = useState(themeColorSchemeManager);

  return (
    <QueryClientProvider client={client}>
      <DirectionProvider initialDirection={settings.dir} detectDirection={false}>
        <DirectionSync dir={settings.dir} />
        <MantineProvider
          theme={theme}
          colorSchemeManager={colorSchemeManager}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          env={env}
        >
          <ModalsProvider>
            <Suspense fallback={null}>
              <Notifications autoClose={3000} position="top-right" limit={4} zIndex={2000} />
            </Suspense>
            {children}
          </ModalsProvider>
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
