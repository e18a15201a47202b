import { Menu, Stack, Text } from '@mantine/core';
import { IconLayoutNavbar, IconPhoto, IconPhotoPlus, IconUserCircle } from '@tabler/icons-react';
import type { FileRecord } from '@talanty/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { useSetUserAvatar } from '../../../shared/account/api/set-avatar.ts';
import { useSetUserHeader } from '../../../shared/account/api/set-header.ts';
import type { FileListView } from '../../../shared/media/api/media-keys.ts';
import { PhotoCard } from '../../../shared/media/components/photo-card.tsx';
import { GridSkeleton, sharedClasses } from '../../../shared/media/components/video-photo-shared.tsx';
import { usePublishToFeed } from '../../../shared/posts/components/publish-to-feed.tsx';
import { ListState, MoreButton, RestoreButton, ViewEmpty } from '../components/editor-list-parts.tsx';
import { EditorOwnerMenu, type PublishAction } from '../components/editor-owner-menu.tsx';
import { MediaEditorPage } from '../components/editor-page.tsx';
import { PhotoCaptionField } from '../components/photo-caption-field.tsx';
import { PhotoDetailsModal } from '../components/photo-details-modal.tsx';
import { PhotoUploader } from '../components/photo-uploader.tsx';
import { PhotoViewer } from '../components/photo-viewer.tsx';
import { useEditorList, useEditorView } from '../components/use-editor-list.ts';

function OwnerMenu({
  file,
  onEdit,
  onDelete,
  publish,
}: {
  file: FileRecord;
  onEdit: () => void;
  onDelete: () => void;
  publish: PublishAction;
}) {
  const { t } = useTranslation('photoEdit');
  const avatar = useSetUserAvatar();
  const header = useSetUserHeader();
  // The profile's pictures come from the photo library (spec section 3: Image records).
  const choose = (which: 'avatar' | 'header') => {
    const done = {
      onSuccess: () => notifySuccess(t(`actions.${which}Done`)),
      onError: (error: Error) => notifyError(error.message),
    };
    if (which === 'avatar') avatar.mutate(file.FileId, done);
    else header.mutate({ color: null, imgId: file.FileId }, done);
  };
  return (
    <EditorOwnerMenu
      ns="photoEdit"
      file={file}
      name={file.Name || t('card.untitled')}
      onEdit={onEdit}
      onDelete={onDelete}
      onImage
      publish={publish}
    >
      <Menu.Item leftSection={<IconUserCircle size={16} aria-hidden />} onClick={() => choose('avatar')}>
        {t('actions.makeAvatar')}
      </Menu.Item>
      <Menu.Item leftSection={<IconLayoutNavbar size={16} aria-hidden />} onClick={() => choose('header')}>
        {t('actions.makeHeader')}
      </Menu.Item>
    </EditorOwnerMenu>
  );
}

function PhotoList({ view, onAdd }: { view: FileListView; onAdd: () => void }) {
  const { t } = useTranslation('photoEdit');
  const { list, lifecycle, purgeText } = useEditorList('photoEdit', 'Image', view);
  const [editing, setEditing] = useState<FileRecord | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const publisher = usePublishToFeed();

  return (
    <ListState
      ns="photoEdit"
      list={list}
      skeleton={<GridSkeleton variant="photo" label={t('list.loading')} />}
      empty={<ViewEmpty ns="photoEdit" view={view} icon={IconPhoto} addIcon={IconPhotoPlus} onAdd={onAdd} />}
    >
      <Stack gap="lg">
        <div className={sharedClasses.photoGrid}>
          {list.files.map((file, index) =>
            view === 'live' ? (
              <PhotoCard
                key={file.FileId}
                file={file}
                onOpen={() => setViewing(index)}
                ownerActions={
                  <OwnerMenu
                    file={file}
                    onEdit={() => setEditing(file)}
                    onDelete={() => lifecycle.askDelete(file)}
                    publish={publisher.forFile(file)}
                  />
                }
                footer={<PhotoCaptionField file={file} />}
              />
            ) : (
              <PhotoCard
                key={file.FileId}
                file={file}
                interactive={false}
                footer={
                  <Stack gap={6}>
                    <Text size="sm" fw={500} lineClamp={1}>
                      {file.Name || t('card.untitled')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {purgeText(file)}
                    </Text>
                    <RestoreButton
                      ns="photoEdit"
                      name={file.Name || t('card.untitled')}
                      loading={lifecycle.restoringId === file.FileId}
                      onRestore={() => void lifecycle.restore(file)}
                    />
                  </Stack>
                }
              />
            ),
          )}
        </div>
        <MoreButton ns="photoEdit" list={list} />
        <PhotoDetailsModal file={editing} onClose={() => setEditing(null)} />
        {publisher.modal}
        {view === 'live' && (
          <PhotoViewer
            files={list.files}
            index={viewing !== null && viewing < list.files.length ? viewing : null}
            onIndexChange={setViewing}
            onClose={() => setViewing(null)}
          />
        )}
      </Stack>
    </ListState>
  );
}

/** /user/profile-photo-edit: drop several photos at once, caption them in place, delete and restore. */
export default function PhotoEditPage() {
  const [view, setView] = useEditorView();
  const openPicker = useRef<() => void>(null);

  function startAdding() {
    if (view !== 'live') setView('live');
    // The drop zone's file dialog (after the tab switch has rendered it).
    setTimeout(() => openPicker.current?.(), 0);
  }

  return (
    <MediaEditorPage
      ns="photoEdit"
      type="Image"
      icon={IconPhoto}
      tabIcon={IconPhoto}
      addIcon={IconPhotoPlus}
      view={view}
      onViewChange={setView}
      onAdd={startAdding}
      live={
        <Stack gap="xl">
          <PhotoUploader openRef={openPicker} />
          <PhotoList view="live" onAdd={startAdding} />
        </Stack>
      }
      trash={<PhotoList view="trash" onAdd={startAdding} />}
    />
  );
}
