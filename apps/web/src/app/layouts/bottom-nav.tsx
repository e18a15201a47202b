import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  type Icon,
  IconBell,
  IconHome,
  IconLogin2,
  IconNews,
  IconSearch,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../hooks/use-session.ts';
import type { NavKey } from '../nav-items.ts';
import { isNavItemActive } from '../nav-items.ts';
import classes from './bottom-nav.module.css';
import { unreadText, useUnreadCount } from './unread-badge.tsx';

type BottomItem = { to: string; label: NavKey; icon: Icon; end?: boolean; badge?: 'unread' };

const MEMBER_ITEMS: BottomItem[] = [
  { to: '/list', label: 'bottom.feed', icon: IconNews },
  { to: '/search', label: 'bottom.search', icon: IconSearch },
  { to: '/notification', label: 'bottom.notifications', icon: IconBell, badge: 'unread' },
  { to: '/friendlist', label: 'bottom.friends', icon: IconUsers },
  { to: '/profile', label: 'bottom.profile', icon: IconUserCircle },
];

const VISITOR_ITEMS: BottomItem[] = [
  { to: '/', label: 'bottom.home', icon: IconHome, end: true },
  { to: '/search', label: 'bottom.search', icon: IconSearch },
  { to: '/auth/signup', label: 'bottom.signUp', icon: IconUserPlus },
  { to: '/auth/signin', label: 'bottom.signIn', icon: IconLogin2 },
];

/** Phone navigation (below the sm breakpoint), where the side navigation is hidden. */
/** The unread count over the bell (a phone has no side navigation to show it). */
function IconWithBadge({ item, active }: { item: BottomItem; active: boolean }) {
  const { t } = useTranslation('nav');
  const count = useUnreadCount();
  const icon = <item.icon size={24} stroke={active ? 2.1 : 1.7} aria-hidden />;
  if (item.badge !== 'unread' || count === 0) return icon;
  return (
    <span className={classes.iconWrap}>
      {icon}
      <span className={classes.count} data-testid="unread-badge-bottom">
        <span aria-hidden>{unreadText(count)}</span>
        <VisuallyHidden>{t('badge.unread', { count })}</VisuallyHidden>
      </span>
    </span>
  );
}

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
            <IconWithBadge item={item} active={active} />
            <Text component="span" className={classes.label}>
              {t(item.label)}
            </Text>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
