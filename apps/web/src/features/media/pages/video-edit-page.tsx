import { Stack, Title } from '@mantine/core';
import { IconMovie, IconVideo } from '@tabler/icons-react';
import type { FileRecord } from '@talanty/contract';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileListView } from '../../../shared/media/api/media-keys.ts';
import { isVerticalVideo, VideoCard } from '../../../shared/media/components/video-card.tsx';
import { GridSkeleton, sharedClasses } from '../../../shared/media/components/video-photo-shared.tsx';
import { usePublishToFeed } from '../../../shared/posts/components/publish-to-feed.tsx';
import { ListState, MoreButton, RestoreButton, ViewEmpty } from '../components/editor-list-parts.tsx';
import { EditorOwnerMenu } from '../components/editor-owner-menu.tsx';
import { MediaEditorPage } from '../components/editor-page.tsx';
import { useEditorList, useEditorView } from '../components/use-editor-list.ts';
import { VideoAddCard } from '../components/video-add-card.tsx';
import { VideoEditModal } from '../components/video-edit-modal.tsx';

function VideoGrid({ files, render }: { files: FileRecord[]; render: (file: FileRecord) => ReactNode }) {
  const { t } = useTranslation('videoEdit');
  const vertical = files.filter((f) => isVerticalVideo(f.FileSubType, f.Orientation));
  const horizontal = files.filter((f) => !isVerticalVideo(f.FileSubType, f.Orientation));
  const both = vertical.length > 0 && horizontal.length > 0;
  return (
    <Stack gap="xl">
      {horizontal.length > 0 && (
        <section aria-label={both ? t('list.videos') : undefined}>
          {both && (
            <Title order={2} fz="h4" mb="sm">
              {t('list.videos')}
            </Title>
          )}
          <div className={sharedClasses.videoGrid}>{horizontal.map(render)}</div>
        </section>
      )}
      {vertical.length > 0 && (
        <section aria-label={both ? t('list.shorts') : undefined}>
          {both && (
            <Title order={2} fz="h4" mb="sm">
              {t('list.shorts')}
            </Title>
          )}
          <div className={sharedClasses.shortsGrid}>{vertical.map(render)}</div>
        </section>
      )}
    </Stack>
  );
}

function VideoList({ view }: { view: FileListView }) {
  const { t } = useTranslation('videoEdit');
  const { list, lifecycle, purgeText } = useEditorList('videoEdit', 'Video', view);
  const [editing, setEditing] = useState<FileRecord | null>(null);
  const publisher = usePublishToFeed();

  return (
    <ListState
      ns="videoEdit"
      list={list}
      skeleton={<GridSkeleton variant="video" label={t('list.loading')} />}
      // The add card above the list is the one way to add: the empty library points to it.
      empty={<ViewEmpty ns="videoEdit" view={view} icon={IconMovie} />}
    >
      <Stack gap="lg">
        <VideoGrid
          files={list.files}
          render={(file) =>
            view === 'live' ? (
              <VideoCard
                key={file.FileId}
                file={file}
                ownerActions={
                  <EditorOwnerMenu
                    ns="videoEdit"
                    file={file}
                    name={file.Name}
                    onEdit={() => setEditing(file)}
                    onDelete={() => lifecycle.askDelete(file)}
                    publish={publisher.forFile(file)}
                  />
                }
              />
            ) : (
              <VideoCard
                key={file.FileId}
                file={file}
                link={false}
                meta={purgeText(file)}
                footer={
                  <RestoreButton
                    ns="videoEdit"
                    name={file.Name}
                    loading={lifecycle.restoringId === file.FileId}
                    onRestore={() => void lifecycle.restore(file)}
                    style={{ alignSelf: 'flex-start' }}
                  />
                }
              />
            )
          }
        />
        <MoreButton ns="videoEdit" list={list} />
        <VideoEditModal file={editing} onClose={() => setEditing(null)} />
        {publisher.modal}
      </Stack>
    </ListState>
  );
}

/**
 * /user/profile-video-edit: the owner's videos by link (YouTube, VK), the add flow, edit, trash. The
 * header's «Добавить видео» is the page's one add button: it brings the link field of the add card
 * into view (from the trash tab too); the empty library points to that card instead of repeating it.
 */
export default function VideoEditPage() {
  const [view, setView] = useEditorView();
  const linkRef = useRef<HTMLInputElement>(null);

  function startAdding() {
    setView('live');
    // After the tab switch has rendered the add card.
    setTimeout(() => {
      linkRef.current?.focus();
      linkRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }, 0);
  }

  return (
    <MediaEditorPage
      ns="videoEdit"
      type="Video"
      icon={IconVideo}
      tabIcon={IconMovie}
      view={view}
      onViewChange={setView}
      onAdd={startAdding}
      live={
        <Stack gap="xl">
          <VideoAddCard linkRef={linkRef} />
          <VideoList view="live" />
        </Stack>
      }
      trash={<VideoList view="trash" />}
    />
  );
}
