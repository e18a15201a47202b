import { Paper, Skeleton, Stack } from '@mantine/core';
import type { Profile } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { displayNameOf } from '../../../lib/format.ts';
import { useFileList } from '../../../shared/media/api/files.ts';
import { MediaTabFrame } from '../../../shared/media/components/media-tab-parts.tsx';
import { TrackList } from '../../../shared/media/components/track-list.tsx';
import classes from './audio-tab.module.css';
import { MediaEmptyState } from './media-empty-state.tsx';

const EDITOR_PATH = '/user/profile-audio-edit';

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

  return (
    <MediaTabFrame
      list={list}
      isOwner={isOwner}
      editorPath={EDITOR_PATH}
      labels={{
        title: t('tab.title'),
        add: t('tab.add'),
        manage: t('tab.manage'),
        loading: t('tab.loading'),
        error: t('tab.loadError'),
        retry: t('tab.retry'),
        more: t('tab.more'),
        moreError: t('tab.moreError'),
      }}
      skeleton={
        <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
          <TrackListSkeleton />
        </Paper>
      }
      empty={<MediaEmptyState tab="audio" isOwner={isOwner} />}
    >
      <Paper withBorder radius="lg" p={{ base: 4, sm: 'xs' }}>
        <TrackList files={list.files} artist={displayNameOf(profile)} />
      </Paper>
    </MediaTabFrame>
  );
}
