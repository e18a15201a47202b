import { Avatar, Group, Menu, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import {
  IconChevronDown,
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconUserCircle,
  IconUserEdit,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../hooks/use-session.ts';
import { useSignOut } from '../../hooks/use-sign-out.ts';
import { initialsOf, useUserInfo } from '../../hooks/use-user-info.ts';
import classes from './user-menu.module.css';

export function UserMenu() {
  const { t } = useTranslation('nav');
  const { follows, followers } = useSession();
  const { data: user } = useUserInfo();
  const signOut = useSignOut();
  const { primaryColor } = useMantineTheme();
  const nick = user?.NickName;
  const fullName = [user?.FirstName, user?.LastName].filter(Boolean).join(' ');
  const avatarSrc = user?.AvatarThumb ?? user?.Avatar ?? null;
  const initials = user ? initialsOf(user) : '';

  const avatar = (size: number) => (
    <Avatar
      src={avatarSrc}
      color={primaryColor}
      radius="xl"
      size={size}
      variant={avatarSrc ? 'default' : 'light'}
      alt=""
      className={classes.avatar}
    >
      {initials || <IconUserCircle size={size * 0.6} aria-hidden />}
    </Avatar>
  );

  return (
    <Menu position="bottom-end" width={280} shadow="lg" radius="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.trigger}
          aria-label={nick ? `${t('userMenu.open')}: ${nick}` : t('userMenu.open')}
          data-testid="user-menu"
        >
          <Group gap={8} wrap="nowrap">
            {avatar(34)}
            {nick && (
              <Text component="span" fw={600} size="sm" visibleFrom="md" className={classes.nick}>
                {nick}
              </Text>
            )}
            <IconChevronDown size={15} aria-hidden className={classes.chevron} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" wrap="nowrap" px="sm" pt="xs" pb="sm">
          {avatar(44)}
          <div className={classes.who}>
            <Text fw={700} size="sm" truncate="end">
              {fullName || (nick ? `@${nick}` : t('userMenu.account'))}
            </Text>
            {nick && fullName && (
              <Text size="xs" c="dimmed" truncate="end">
                @{nick}
              </Text>
            )}
            {(follows !== undefined || followers !== undefined) && (
              <Text size="xs" c="dimmed" mt={2}>
                <b>{follows ?? 0}</b> {t('userMenu.follows')} · <b>{followers ?? 0}</b>{' '}
                {t('userMenu.followers')}
              </Text>
            )}
          </div>
        </Group>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={nick ? `/@${nick}` : '/profile'}
          leftSection={<IconUserCircle size={18} aria-hidden />}
        >
          {t('items.myProfile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/user/profile-edit"
          leftSection={<IconUserEdit size={18} aria-hidden />}
        >
          {t('items.profileEdit')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/user/accountsetting"
          leftSection={<IconSettings size={18} aria-hidden />}
        >
          {t('items.accountSettings')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/user/privacysetting"
          leftSection={<IconShieldLock size={18} aria-hidden />}
        >
          {t('items.privacySettings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
