import { SimpleGrid, Skeleton } from '@mantine/core';
import type { Profile } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileList } from '../../../shared/media/api/files.ts';
import { EDITOR_PATHS } from '../../../shared/media/components/media-format.ts';
import { MediaTabFrame } from '../../../shared/media/components/media-tab-parts.tsx';
import { PhotoCard } from '../../../shared/media/components/photo-card.tsx';
import { PhotoLightbox } from '../../../shared/media/components/photo-lightbox.tsx';
import { MediaEmptyState } from './media-empty-state.tsx';
import classes from './photo-tab.module.css';

const GRID_COLS = { base: 2, sm: 3, md: 4 };

function PhotoGridSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" aria-hidden data-testid="photo-tab-skeleton">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} radius="lg" className={classes.skeleton} />
      ))}
    </SimpleGrid>
  );
}

/** The profile's photos: a grid of thumbnails opening a viewer (arrows, swipe), each with its own page. */
export function PhotoTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['media', 'common']);
  const isOwner = profile.OwnerFlag === 'Y';
  const list = useFileList('Image', { own: false, nickName: profile.NickName });
  const [open, setOpen] = useState<number | null>(null);

  return (
    <MediaTabFrame
      list={list}
      isOwner={isOwner}
      editorPath={EDITOR_PATHS.Image}
      labels={{
        title: t('tabs.photoListLabel'),
        add: t('tabs.addPhoto'),
        manage: t('tabs.managePhoto'),
        loading: t('common:loading'),
        error: t('tabs.photoError'),
      }}
      skeleton={<PhotoGridSkeleton />}
      empty={<MediaEmptyState tab="photo" isOwner={isOwner} />}
    >
      <SimpleGrid
        cols={GRID_COLS}
        spacing="md"
        verticalSpacing="lg"
        component="ul"
        className={classes.grid}
        aria-label={t('tabs.photoListLabel')}
      >
        {list.files.map((file, index) => (
          <li key={file.FileId} className={classes.item}>
            <PhotoCard file={file} onOpen={() => setOpen(index)} />
          </li>
        ))}
      </SimpleGrid>
      <PhotoLightbox
        files={list.files}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        hasMore={list.hasNextPage}
        onLoadMore={() => list.fetchNextPage()}
      />
    </MediaTabFrame>
  );
}
