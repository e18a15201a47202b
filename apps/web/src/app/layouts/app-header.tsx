import { ActionIcon, Box, Button, Group, Indicator, Modal, Skeleton, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconLogin2, IconPalette, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Hint } from '../../components/hint.tsx';
import { Logo } from '../../components/logo.tsx';
import { useSession } from '../../hooks/use-session.ts';
import { withChunkTimeout } from '../../lib/chunk-errors.ts';
import { signInPath } from '../../lib/sign-in-path.ts';
import classes from './app-header.module.css';
import { LanguageSwitch } from './language-switch.tsx';
import { SearchBox } from './search-box.tsx';
import { unreadText, useUnreadCount } from './unread-badge.tsx';

// A member's menu and the theme settings are not needed to read a page: they load when shown
// (the menu with a member's header, the drawer when first opened).
const UserMenu = lazy(() =>
  withChunkTimeout(import('./user-menu.tsx')).then((module) => ({ default: module.UserMenu })),
);
const ThemeDrawer = lazy(() =>
  withChunkTimeout(import('../theme/theme-drawer.tsx')).then((module) => ({ default: module.ThemeDrawer })),
);

/** Desktop: the bell with the live unread count (phones show it in the bottom bar). */
function HeaderBell() {
  const { t } = useTranslation('nav');
  const count = useUnreadCount();
  const label =
    count > 0 ? `${t('items.notifications')}: ${t('badge.unread', { count })}` : t('items.notifications');
  return (
    <Box visibleFrom="sm">
      <Hint label={label} position="bottom">
        <Indicator
          label={unreadText(count)}
          size={18}
          color="red"
          offset={4}
          disabled={count === 0}
          data-testid="header-bell-count"
          styles={{ indicator: { fontWeight: 700, fontSize: 11 } }}
        >
          <ActionIcon
            component={Link}
            to="/notification"
            variant="default"
            size={38}
            radius="md"
            aria-label={label}
            data-testid="header-bell"
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Hint>
    </Box>
  );
}

export function AppHeader() {
  const { t } = useTranslation('nav');
  const { loggedIn } = useSession();
  const location = useLocation();
  const [searchOpened, search] = useDisclosure(false);
  const [themeOpened, theme] = useDisclosure(false);
  // Mounted from the first opening on, so it closes with its animation.
  const [themeWanted, setThemeWanted] = useState(false);
  if (themeOpened && !themeWanted) setThemeWanted(true);
  const next = location.pathname.startsWith('/auth/') ? undefined : location.pathname + location.search;

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} gap="md" wrap="nowrap" justify="space-between">
      <UnstyledButton component={Link} to="/" aria-label={t('header.home')} className={classes.brand}>
        <Logo size={34} />
      </UnstyledButton>

      <Box visibleFrom="sm" className={classes.search}>
        <SearchBox />
      </Box>

      <Group gap={8} wrap="nowrap" className={classes.actions}>
        <ActionIcon
          hiddenFrom="sm"
          variant="subtle"
          color="gray"
          size={38}
          onClick={search.open}
          aria-label={t('header.openSearch')}
        >
          <IconSearch size={21} aria-hidden />
        </ActionIcon>
        <LanguageSwitch />
        <Hint label={t('header.themeSettings')} position="bottom">
          <ActionIcon
            variant="default"
            size={38}
            radius="md"
            onClick={theme.open}
            aria-label={t('header.themeSettings')}
            data-testid="theme-settings-button"
          >
            <IconPalette size={20} aria-hidden />
          </ActionIcon>
        </Hint>
        {loggedIn && <HeaderBell />}
        {loggedIn ? (
          <Suspense fallback={<Skeleton circle height={34} />}>
            <UserMenu />
          </Suspense>
        ) : (
          <>
            <Button
              visibleFrom="sm"
              component={Link}
              to={signInPath(next)}
              leftSection={<IconLogin2 size={18} aria-hidden />}
            >
              {t('header.signIn')}
            </Button>
            <ActionIcon
              hiddenFrom="sm"
              component={Link}
              to={signInPath(next)}
              size={38}
              radius="md"
              aria-label={t('header.signIn')}
            >
              <IconLogin2 size={20} aria-hidden />
            </ActionIcon>
          </>
        )}
      </Group>

      <Modal
        opened={searchOpened}
        onClose={search.close}
        title={t('header.searchTitle')}
        yOffset="10dvh"
        radius="lg"
        closeButtonProps={{ 'aria-label': t('header.close') }}
      >
        <SearchBox autoFocus onSubmitted={search.close} />
      </Modal>
      {themeWanted && (
        <Suspense fallback={null}>
          <ThemeDrawer opened={themeOpened} onClose={theme.close} />
        </Suspense>
      )}
    </Group>
  );
}
