import { AppShell } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { registerNavigate } from '../../lib/navigation.ts';
import { useNotificationStream } from '../../shared/notifications/lib/use-notification-stream.ts';
import { LazyPlayerBar } from '../../shared/player/lazy-player-bar.tsx';
import { dismissBootOverlay } from '../boot-overlay.ts';
import { RouteMeta } from '../route-meta.tsx';
import { AppHeader } from './app-header.tsx';
import classes from './app-layout.module.css';
import { BottomNav } from './bottom-nav.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { SideNav } from './side-nav.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

export function AppLayout() {
  const navigate = useNavigate();
  const { t } = useTranslation('nav');
  // The unread badge of every page, and the notifications page, follow the stream.
  useNotificationStream();

  useEffect(() => {
    registerNavigate((to) => void navigate(to));
    dismissBootOverlay();
  }, [navigate]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: { sm: 232, lg: 264 }, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: { base: 64, sm: 0 } }}
      padding={0}
    >
      <SkipLink />
      <NavigationProgress />
      <RouteMeta />
      <ScrollRestoration />
      <AppShell.Header className={classes.header}>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Navbar visibleFrom="sm" className={classes.navbar} aria-label={t('navLabel')}>
        <SideNav />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <div className={classes.content}>
          <Outlet />
        </div>
        <SiteFooter />
      </AppShell.Main>
      <LazyPlayerBar />
      <AppShell.Footer hiddenFrom="sm" className={classes.footer}>
        <BottomNav />
      </AppShell.Footer>
    </AppShell>
  );
}
