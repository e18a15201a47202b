import { Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListLoadError } from '../../../components/list-states.tsx';
import type { useFileList } from '../api/files.ts';

/** Pieces the profile's audio, video and photo tabs share: the heading with the owner's links, errors, "more". */

export type MediaTabLabels = {
  /** The list's heading. */
  title: string;
  add: string;
  manage: string;
  /** Said to screen readers while the first page loads. */
  loading: string;
  /** The error's title when the list could not be loaded. */
  error: string;
  /** The media namespace's wording unless given. */
  retry?: string;
  more?: string;
  moreError?: string;
};

/**
 * A profile media tab's states around its list: the skeleton while the first page loads, the error with
 * a retry, the empty state (with the owner's add button), then the heading, the list and "show more".
 */
export function MediaTabFrame({
  list,
  isOwner,
  editorPath,
  labels,
  skeleton,
  empty,
  children,
}: {
  list: ReturnType<typeof useFileList>;
  isOwner: boolean;
  editorPath: string;
  labels: MediaTabLabels;
  skeleton: ReactNode;
  /** The empty state, shown when the list has no files. */
  empty: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('media');
  if (list.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>
        {skeleton}
      </div>
    );
  }
  if (list.isError) {
    return (
      <ListLoadError
        title={labels.error}
        message={list.error.message}
        retrying={list.isRefetching}
        onRetry={() => void list.refetch()}
        retryLabel={labels.retry ?? t('tabs.retry')}
      />
    );
  }
  if (list.files.length === 0) {
    return (
      <Stack gap="md">
        {empty}
        {isOwner && (
          <Group justify="center">
            <MediaAddButton to={editorPath} label={labels.add} />
          </Group>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <MediaTabHeader
        title={labels.title}
        editorPath={editorPath}
        addLabel={labels.add}
        manageLabel={labels.manage}
        isOwner={isOwner}
      />
      {children}
      <MediaLoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
        label={labels.more}
        errorLabel={labels.moreError}
      />
    </Stack>
  );
}

function MediaTabHeader({
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

function MediaAddButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} variant="light" leftSection={<IconPlus size={18} aria-hidden />}>
      {label}
    </Button>
  );
}

function MediaLoadMore({
  hasMore,
  loading,
  failed,
  onMore,
  label,
  errorLabel,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  label?: string;
  errorLabel?: string;
}) {
  const { t } = useTranslation('media');
  if (!hasMore) return null;
  return (
    <Stack gap={6} align="center">
      {failed && (
        <Text size="sm" c="red" role="alert">
          {errorLabel ?? t('tabs.moreError')}
        </Text>
      )}
      <Button variant="default" onClick={onMore} loading={loading}>
        {label ?? t('tabs.loadMore')}
      </Button>
    </Stack>
  );
}
