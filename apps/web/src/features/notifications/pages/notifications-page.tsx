import {
  Button,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBell, IconChecks, IconMusic, IconSearch, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListLoadError, LoadMore } from '../../../components/list-states.tsx';
import { useSession } from '../../../hooks/use-session.ts';
import {
  useNotificationList,
  useSetNotificationRead,
} from '../../../shared/notifications/api/notifications.ts';
import { NotificationRow } from '../components/notification-row.tsx';

export const NOTIFICATION_SETTINGS_PATH = '/user/privacysetting#notifications';

function ListSkeleton() {
  return (
    <Stack gap={0} aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <Group key={i} gap="md" p="md" wrap="nowrap">
          <Skeleton circle height={40} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="70%" />
            <Skeleton height={10} width="25%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

function Empty() {
  const { t } = useTranslation('social');
  return (
    <Paper withBorder radius="lg" py={{ base: 36, sm: 56 }} px="lg" data-testid="notifications-empty">
      <EmptyState variant="light" size="md" maw={480} mx="auto">
        <EmptyState.Indicator>
          <IconBell size={30} stroke={1.6} aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title order={2}>{t('notifications.emptyTitle')}</EmptyState.Title>
        <EmptyState.Description>{t('notifications.empty')}</EmptyState.Description>
        <Group justify="center" mt="md">
          <Button
            component={Link}
            to="/user/profile-audio-edit"
            leftSection={<IconMusic size={18} aria-hidden />}
          >
            {t('notifications.emptyAddTrack')}
          </Button>
          <Button
            component={Link}
            to="/search"
            variant="default"
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            {t('notifications.emptyFindPeople')}
          </Button>
        </Group>
      </EmptyState>
    </Paper>
  );
}

/**
 * `/notification`: my notifications grouped («Анна и ещё 3 человека оценили …»), newest first,
 * live from the stream the app shell keeps open; open one or mark it read, or all of them.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('social');
  const list = useNotificationList();
  const read = useSetNotificationRead();
  const unread = useSession().unread ?? 0;

  let body: React.ReactNode;
  if (list.isPending)
    body = (
      <Paper withBorder radius="lg" aria-busy="true">
        <VisuallyHidden role="status">{t('notifications.loading')}</VisuallyHidden>
        <ListSkeleton />
      </Paper>
    );
  else if (list.isError)
    body = (
      <ListLoadError
        title={t('notifications.loadError')}
        message={list.error.message}
        retryLabel={t('notifications.retry')}
        retrying={list.isRefetching}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.groups.length === 0) body = <Empty />;
  else
    body = (
      <Stack gap="md">
        <Paper withBorder radius="lg" className="notification-list" style={{ overflow: 'hidden' }}>
          <ul aria-label={t('notifications.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.groups.map((group) => (
              <li key={group.groupKey}>
                <NotificationRow
                  group={group}
                  onOpen={() => {
                    if (group.ReadFlag === 'N') read.mutate(group.groupKey);
                  }}
                  onMarkRead={() => read.mutate(group.groupKey)}
                />
              </li>
            ))}
          </ul>
        </Paper>
        {list.hasNextPage && (
          <LoadMore
            label={t('notifications.more')}
            errorLabel={t('notifications.moreError')}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoad={() => void list.fetchNextPage()}
          />
        )}
      </Stack>
    );

  return (
    <Stack gap="lg" maw={760} mx="auto" data-testid="notifications-page">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('notifications.title')}
          </Title>
          <Text c="dimmed" aria-live="polite" data-testid="notifications-unread">
            {unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.allRead')}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            to={NOTIFICATION_SETTINGS_PATH}
            leftSection={<IconSettings size={18} aria-hidden />}
          >
            {t('notifications.settingsLink')}
          </Button>
          <Button
            variant="light"
            disabled={unread === 0}
            loading={read.isPending && read.variables === undefined}
            onClick={() => read.mutate(undefined)}
            leftSection={<IconChecks size={18} aria-hidden />}
          >
            {t('notifications.markAll')}
          </Button>
        </Group>
      </Group>
      {body}
    </Stack>
  );
}
