import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconRefresh, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Pieces the profile's video and photo tabs share: the heading with the owner's links, errors, "more". */

export function MediaTabHeader({
  title,
  editorPath,
  addLabel,
  manageLabel,
  isOwner,
}: {
  title: string;
  editorPath: string;
  addLabel: string;
  manageLabel: string;
  isOwner: boolean;
}) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      {isOwner && (
        <Group gap="xs">
          <Button
            component={Link}
            to={editorPath}
            variant="subtle"
            color="gray"
            leftSection={<IconSettings size={18} aria-hidden />}
          >
            {manageLabel}
          </Button>
          <MediaAddButton to={editorPath} label={addLabel} />
        </Group>
      )}
    </Group>
  );
}

export function MediaAddButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} variant="light" leftSection={<IconPlus size={18} aria-hidden />}>
      {label}
    </Button>
  );
}

export function MediaTabError({
  title,
  message,
  retrying,
  onRetry,
}: {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('media');
  return (
    <Alert
      variant="light"
      color="red"
      radius="lg"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={title}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          onClick={onRetry}
          loading={retrying}
          leftSection={<IconRefresh size={16} aria-hidden />}
        >
          {t('tabs.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function MediaLoadMore({
  hasMore,
  loading,
  failed,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation('media');
  if (!hasMore) return null;
  return (
    <Stack gap={6} align="center">
      {failed && (
        <Text size="sm" c="red" role="alert">
          {t('tabs.moreError')}
        </Text>
      )}
      <Button variant="default" onClick={onMore} loading={loading}>
        {t('tabs.loadMore')}
      </Button>
    </Stack>
  );
}
