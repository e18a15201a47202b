import { ActionIcon, Avatar, Group, Menu, Text, useMantineTheme } from '@mantine/core';
import { IconLogout, IconSettings, IconShieldLock, IconUserCircle, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../hooks/use-session.ts';
import { useSignOut } from '../../hooks/use-sign-out.ts';

export function UserMenu() {
  const { t } = useTranslation('nav');
  const { follows, followers } = useSession();
  const signOut = useSignOut();
  const { primaryColor } = useMantineTheme();

  return (
    <Menu position="bottom-end" width={260} shadow="lg" radius="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="transparent" size={38} radius="xl" aria-label={t('userMenu.open')}>
          <Avatar color={primaryColor} radius="xl" size={36} variant="light" alt="">
            <IconUserCircle size={22} aria-hidden />
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('userMenu.account')}</Menu.Label>
        {(follows !== undefined || followers !== undefined) && (
          <Group gap="lg" px="sm" pb="xs">
            <Text size="sm">
              <b>{follows ?? 0}</b>{' '}
              <Text span c="dimmed" size="sm">
                {t('userMenu.follows')}
              </Text>
            </Text>
            <Text size="sm">
              <b>{followers ?? 0}</b>{' '}
              <Text span c="dimmed" size="sm">
                {t('userMenu.followers')}
              </Text>
            </Text>
          </Group>
        )}
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={18} aria-hidden />}>
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
