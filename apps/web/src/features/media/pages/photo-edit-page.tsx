import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Menu,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  IconDots,
  IconExternalLink,
  IconLayoutNavbar,
  IconPencil,
  IconPhoto,
  IconPhotoPlus,
  IconRestore,
  IconTrash,
  IconUserCircle,
} from '@tabler/icons-react';
import type { FileRecord } from '@talanty/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { useSetUserAvatar } from '../../account/api/set-avatar.ts';
import { useSetUserHeader } from '../../account/api/set-header.ts';
import { useFileList } from '../api/files.ts';
import type { FileListScope, FileListView } from '../api/media-keys.ts';
import { PhotoCaptionField } from '../components/photo-caption-field.tsx';
import { PhotoCard } from '../components/photo-card.tsx';
import { PhotoDetailsModal } from '../components/photo-details-modal.tsx';
import { PhotoUploader } from '../components/photo-uploader.tsx';
import { PhotoViewer } from '../components/photo-viewer.tsx';
import {
  EmptyList,
  GridSkeleton,
  LoadError,
  purgeDate,
  sharedClasses,
  useFileLifecycle,
} from '../components/video-photo-shared.tsx';

const OWN: FileListScope = { own: true };

function OwnerMenu({
  file,
  onEdit,
  onDelete,
}: {
  file: FileRecord;
  onEdit: () => void;
  onDelete: () => void;
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
    <Menu position="bottom-end" withinPortal shadow="md" radius="md">
      <Menu.Target>
        <ActionIcon
          variant="default"
          radius="xl"
          size="md"
          aria-label={t('actions.menu', { name: file.Name || t('card.untitled') })}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          {t('actions.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconExternalLink size={16} aria-hidden />}
          component={Link}
          to={`/media/${file.FileId}`}
        >
          {t('actions.open')}
        </Menu.Item>
        <Menu.Item leftSection={<IconUserCircle size={16} aria-hidden />} onClick={() => choose('avatar')}>
          {t('actions.makeAvatar')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLayoutNavbar size={16} aria-hidden />} onClick={() => choose('header')}>
          {t('actions.makeHeader')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function PhotoList({ view, onAdd }: { view: FileListView; onAdd: () => void }) {
  const { t, i18n } = useTranslation('photoEdit');
  const list = useFileList('Image', OWN, view);
  const lifecycle = useFileLifecycle('photoEdit');
  const [editing, setEditing] = useState<FileRecord | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long' });

  if (list.isPending) return <GridSkeleton variant="photo" label={t('list.loading')} />;
  if (list.isError)
    return (
      <LoadError message={t('list.loadFailed')} retry={t('list.retry')} onRetry={() => void list.refetch()} />
    );
  if (list.files.length === 0)
    return view === 'live' ? (
      <EmptyList
        icon={IconPhoto}
        title={t('list.emptyTitle')}
        description={t('list.emptyText')}
        action={
          <Button variant="light" leftSection={<IconPhotoPlus size={16} aria-hidden />} onClick={onAdd}>
            {t('page.add')}
          </Button>
        }
      />
    ) : (
      <EmptyList icon={IconTrash} title={t('trash.emptyTitle')} description={t('trash.emptyText')} />
    );

  return (
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
                    {(() => {
                      const date = purgeDate(file);
                      return date
                        ? t('trash.purgeOn', { date: dateFormat.format(date) })
                        : t('trash.deleted');
                    })()}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconRestore size={14} aria-hidden />}
                    loading={lifecycle.restoringId === file.FileId}
                    onClick={() => void lifecycle.restore(file)}
                    aria-label={t('trash.restoreNamed', { name: file.Name || t('card.untitled') })}
                  >
                    {t('trash.restore')}
                  </Button>
                </Stack>
              }
            />
          ),
        )}
      </div>
      {list.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {t('list.more')}
          </Button>
        </Group>
      )}
      <PhotoDetailsModal file={editing} onClose={() => setEditing(null)} />
      {view === 'live' && (
        <PhotoViewer
          files={list.files}
          index={viewing !== null && viewing < list.files.length ? viewing : null}
          onIndexChange={setViewing}
          onClose={() => setViewing(null)}
        />
      )}
    </Stack>
  );
}

function CountBadge({ files, complete }: { files: number; complete: boolean }) {
  if (!complete || files === 0) return null;
  return (
    <Badge size="sm" variant="light" color="gray" radius="sm">
      {files}
    </Badge>
  );
}

/** /user/profile-photo-edit: drop several photos at once, caption them in place, delete and restore. */
export default function PhotoEditPage() {
  const { t } = useTranslation('photoEdit');
  const [params, setParams] = useSearchParams();
  const view: FileListView = params.get('view') === 'trash' ? 'trash' : 'live';
  const openPicker = useRef<() => void>(null);
  const live = useFileList('Image', OWN, 'live');
  const trash = useFileList('Image', OWN, 'trash');

  function setView(next: FileListView) {
    setParams(next === 'trash' ? { view: 'trash' } : {}, { replace: true });
  }

  function startAdding() {
    if (view !== 'live') setView('live');
    // The drop zone's file dialog (after the tab switch has rendered it).
    setTimeout(() => openPicker.current?.(), 0);
  }

  return (
    <Container size={1180} px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div className={sharedClasses.header}>
          <Box>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              <Group component="span" gap={10} wrap="nowrap">
                <IconPhoto size={30} stroke={1.6} aria-hidden />
                {t('page.title')}
              </Group>
            </Title>
            <Text c="dimmed" mt={4} maw={620}>
              {t('page.subtitle')}
            </Text>
          </Box>
          <Button leftSection={<IconPhotoPlus size={18} aria-hidden />} onClick={startAdding}>
            {t('page.add')}
          </Button>
        </div>
        <Tabs
          value={view}
          onChange={(value) => setView(value === 'trash' ? 'trash' : 'live')}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab
              value="live"
              leftSection={<IconPhoto size={16} aria-hidden />}
              rightSection={
                <CountBadge files={live.files.length} complete={live.isSuccess && !live.hasNextPage} />
              }
            >
              {t('tabs.live')}
            </Tabs.Tab>
            <Tabs.Tab
              value="trash"
              leftSection={<IconTrash size={16} aria-hidden />}
              rightSection={
                <CountBadge files={trash.files.length} complete={trash.isSuccess && !trash.hasNextPage} />
              }
            >
              {t('tabs.trash')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="live" pt="lg">
            <Stack gap="xl">
              <PhotoUploader openRef={openPicker} />
              <PhotoList view="live" onAdd={startAdding} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="trash" pt="lg">
            <Stack gap="lg">
              <Text size="sm" c="dimmed">
                {t('trash.note')}
              </Text>
              <PhotoList view="trash" onAdd={startAdding} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
