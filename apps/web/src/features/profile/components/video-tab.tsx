import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { Profile } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { useFileList } from '../../../shared/media/api/files.ts';
import { EDITOR_PATHS, isVertical } from '../../../shared/media/components/media-format.ts';
import { MediaTabFrame } from '../../../shared/media/components/media-tab-parts.tsx';
import { VideoCard } from '../../../shared/media/components/video-card.tsx';
import { MediaEmptyState } from './media-empty-state.tsx';
import classes from './video-tab.module.css';

const GRID_COLS = { base: 1, xs: 2, md: 3 };
/** Shorts and clips are 9:16: narrower columns keep them about as tall as a row of wide videos. */
const TALL_COLS = { base: 2, xs: 3, md: 4, lg: 5 };

function VideoGridSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="lg" aria-hidden data-testid="video-tab-skeleton">
      {[0, 1, 2].map((i) => (
        <Stack key={i} gap={8}>
          <Skeleton radius="lg" className={classes.skeletonCover} />
          <Skeleton height={14} width="80%" />
          <Skeleton height={10} width="35%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * The profile's videos (YouTube and VK links): a grid of covers, each opening its page at /media/:id;
 * Shorts and VK clips in a row of their own, narrower, as video sites shelve them.
 */
export function VideoTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['media', 'common']);
  const isOwner = profile.OwnerFlag === 'Y';
  const list = useFileList('Video', { own: false, nickName: profile.NickName });
  const tall = list.files.filter(isVertical);
  const wide = list.files.filter((file) => !isVertical(file));

  return (
    <MediaTabFrame
      list={list}
      isOwner={isOwner}
      editorPath={EDITOR_PATHS.Video}
      labels={{
        title: t('tabs.videoListLabel'),
        add: t('tabs.addVideo'),
        manage: t('tabs.manageVideo'),
        loading: t('common:loading'),
        error: t('tabs.videoError'),
      }}
      skeleton={<VideoGridSkeleton />}
      empty={<MediaEmptyState tab="video" isOwner={isOwner} />}
    >
      {wide.length > 0 && (
        <SimpleGrid
          cols={GRID_COLS}
          spacing="lg"
          verticalSpacing="xl"
          component="ul"
          className={classes.grid}
          aria-label={t('tabs.videoListLabel')}
        >
          {wide.map((file) => (
            <li key={file.FileId} className={classes.item}>
              <VideoCard file={file} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {tall.length > 0 && (
        <>
          {wide.length > 0 && (
            <Title order={3} size="h5" mt="sm">
              {t('tabs.verticalTitle')}
            </Title>
          )}
          <SimpleGrid
            cols={TALL_COLS}
            spacing="md"
            verticalSpacing="xl"
            component="ul"
            className={classes.grid}
            aria-label={t('tabs.verticalTitle')}
          >
            {tall.map((file) => (
              <li key={file.FileId} className={classes.item}>
                <VideoCard file={file} />
              </li>
            ))}
          </SimpleGrid>
        </>
      )}
    </MediaTabFrame>
  );
}
