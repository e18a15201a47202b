import { Text, Title } from '@mantine/core';
import { type Icon, IconSettings, IconShieldLock, IconUserEdit } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { settingsPaths } from '../lib/settings-paths.ts';
import classes from './settings-shell.module.css';

type SettingsShellProps = {
  page: 'account' | 'privacy';
  title: string;
  description: ReactNode;
  children: ReactNode;
};

/** The frame of both settings pages: heading, the section links (a sidebar on wide screens, tabs on phones), the cards. */
export function SettingsShell({ page, title, description, children }: SettingsShellProps) {
  const { t } = useTranslation(['settings', 'nav']);
  const { pathname } = useLocation();
  const paths = settingsPaths(pathname);
  const links: { id: string; to: string; label: string; icon: Icon }[] = [
    { id: 'account', to: paths.account, label: t('settings:nav.account'), icon: IconSettings },
    { id: 'privacy', to: paths.privacy, label: t('settings:nav.privacy'), icon: IconShieldLock },
    { id: 'profile', to: paths.profileEdit, label: t('nav:items.profileEdit'), icon: IconUserEdit },
  ];

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Text className={classes.eyebrow}>{t('settings:header.eyebrow')}</Text>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text c="dimmed" mt={6}>
          {description}
        </Text>
      </header>
      <div className={classes.layout}>
        <nav className={classes.nav} aria-label={t('settings:nav.label')}>
          {links.map(({ id, to, label, icon: LinkIcon }) => (
            <Link
              key={id}
              to={to}
              className={id === 'profile' ? `${classes.link} ${classes.wideOnly}` : classes.link}
              aria-current={id === page ? 'page' : undefined}
              data-testid={`settings-nav-${id}`}
            >
              <LinkIcon size={18} stroke={1.7} className={classes.linkIcon} aria-hidden />
              {label}
            </Link>
          ))}
        </nav>
        <div className={classes.content}>{children}</div>
      </div>
    </div>
  );
}
