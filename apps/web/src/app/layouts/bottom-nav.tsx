import { Text, UnstyledButton } from '@mantine/core';
import {
  type Icon,
  IconBell,
  IconHome,
  IconLogin2,
  IconNews,
  IconSearch,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../hooks/use-session.ts';
import type { NavKey } from '../nav-items.ts';
import { isNavItemActive } from '../nav-items.ts';
import classes from './bottom-nav.module.css';

type BottomItem = { to: string; label: NavKey; icon: Icon; end?: boolean };

const MEMBER_ITEMS: BottomItem[] = [
  { to: '/', label: 'bottom.home', icon: IconHome, end: true },
  { to: '/search', label: 'bottom.search', icon: IconSearch },
  { to: '/list', label: 'bottom.feed', icon: IconNews },
  { to: '/notification', label: 'bottom.notifications', icon: IconBell },
  { to: '/profile', label: 'bottom.profile', icon: IconUserCircle },
];

const VISITOR_ITEMS: BottomItem[] = [
  { to: '/', label: 'bottom.home', icon: IconHome, end: true },
  { to: '/search', label: 'bottom.search', icon: IconSearch },
  { to: '/auth/signup', label: 'bottom.signUp', icon: IconUserPlus },
  { to: '/auth/signin', label: 'bottom.signIn', icon: IconLogin2 },
];

/** Phone navigation (below the sm breakpoint), where the side navigation is hidden. */
export function BottomNav() {
  const { t } = useTranslation('nav');
  const { loggedIn } = useSession();
  const { pathname } = useLocation();
  const items = loggedIn ? MEMBER_ITEMS : VISITOR_ITEMS;

  return (
    <nav aria-label={t('bottomNavLabel')} className={classes.nav}>
      {items.map((item) => {
        const active = isNavItemActive(pathname, item);
        return (
          <UnstyledButton
            key={item.to}
            component={Link}
            to={item.to}
            className={classes.item}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <item.icon size={24} stroke={active ? 2.1 : 1.7} aria-hidden />
            <Text component="span" className={classes.label}>
              {t(item.label)}
            </Text>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
