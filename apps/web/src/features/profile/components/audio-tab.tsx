import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconRefresh, IconSettings } from '@tabler/icons-react';
import type { Profile } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFileList } from '../../media/api/files.ts';
import { TrackList } from '../../media/components/track-list.tsx';
import classes from './audio-tab.module.css';
import { MediaEmptyState } from './media-empty-state.tsx';

const EDITOR_PATH = '/user/profile-audio-edit';

/** The name the player shows as the artist: first and last name, else the nickname. */
export function displayNameOf(profile: Pick<Profile, 'FirstName' | 'LastName' | 'NickName'>): string {
  return [profile.FirstName, profile.LastName].filter(Boolean).join(' ') || profile.NickName;
}

function TrackListSkeleton() {
  return (
    <Stack gap={4} aria-hidden data-testid="track-list-skeleton">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={classes.skeletonRow}>
          <Skeleton circle height={40} />
          <Skeleton height={48} width={48} radius="sm" />
          <Stack gap={6} className={classes.skeletonTitle}>
            <Skeleton height={12} width="80%" />
            <Skeleton height={10} width="45%" />
          </Stack>
          <Skeleton height={28} className={classes.skeletonWave} />
        </div>
      ))}
    </Stack>
  );
}

/** The profile's tracks: play them right here (the list is the player's queue), owners manage them in the editor. */
export function AudioTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation('player');
  const isOwner = profile.OwnerFlag === 'Y';
  const list = useFileList('Audio', { own: false, nickName: profile.NickName });

  const addButton = isOwner && (
    <Button
      component={Link}
      to={EDITOR_PATH}
      variant="light"
      leftSection={<IconPlus size={18} aria-hidden />}
    >
      {t('tab.add')}
    </Button>
  );

  if (list.isPending) {
    return (
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} aria-busy="true">
        <VisuallyHidden role="status">{t('tab.loading')}</VisuallyHidden>
        <TrackListSkeleton />
      </Paper>
    );
  }

  if (list.isError) {
    return (
      <Alert
        variant="light"
        color="red"
        radius="lg"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={t('tab.loadError')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{list.error.message}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            onClick={() => void list.refetch()}
            loading={list.isRefetching}
            leftSection={<IconRefresh size={16} aria-hidden />}
          >
            {t('tab.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (list.files.length === 0) {
    return (
      <Stack gap="md">
        <MediaEmptyState tab="audio" isOwner={isOwner} />
        {isOwner && <Group justify="center">{addButton}</Group>}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {t('tab.title')}
        </Title>
        {isOwner && (
          <Group gap="xs">
            <Button
              component={Link}
              to={EDITOR_PATH}
              variant="subtle"
              color="gray"
              leftSection={<IconSettings size={18} aria-hidden />}
            >
              {t('tab.manage')}
            </Button>
            {addButton}
          </Group>
        )}
      </Group>
      <Paper withBorder radius="lg" p={{ base: 4, sm: 'xs' }}>
        <TrackList files={list.files} artist={displayNameOf(profile)} />
      </Paper>
      {list.isFetchNextPageError && (
        <Text size="sm" c="red" ta="center" role="alert">
          {t('tab.moreError')}
        </Text>
      )}
      {list.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {t('tab.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
