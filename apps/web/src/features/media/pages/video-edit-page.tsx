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
  IconMovie,
  IconPencil,
  IconPlus,
  IconRestore,
  IconTrash,
  IconVideo,
} from '@tabler/icons-react';
import type { FileRecord } from '@talanty/contract';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFileList } from '../api/files.ts';
import type { FileListScope, FileListView } from '../api/media-keys.ts';
import { VideoAddCard } from '../components/video-add-card.tsx';
import { isVerticalVideo, VideoCard } from '../components/video-card.tsx';
import { VideoEditModal } from '../components/video-edit-modal.tsx';
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
  const { t } = useTranslation('videoEdit');
  return (
    <Menu position="bottom-end" withinPortal shadow="md" radius="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { name: file.Name })}>
          <IconDots size={18} aria-hidden />
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
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

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

function VideoList({ view, onAdd }: { view: FileListView; onAdd: () => void }) {
  const { t, i18n } = useTranslation('videoEdit');
  const list = useFileList('Video', OWN, view);
  const lifecycle = useFileLifecycle('videoEdit');
  const [editing, setEditing] = useState<FileRecord | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long' });

  if (list.isPending) return <GridSkeleton variant="video" label={t('list.loading')} />;
  if (list.isError)
    return (
      <LoadError message={t('list.loadFailed')} retry={t('list.retry')} onRetry={() => void list.refetch()} />
    );
  if (list.files.length === 0)
    return view === 'live' ? (
      <EmptyList
        icon={IconMovie}
        title={t('list.emptyTitle')}
        description={t('list.emptyText')}
        action={
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {t('page.add')}
          </Button>
        }
      />
    ) : (
      <EmptyList icon={IconTrash} title={t('trash.emptyTitle')} description={t('trash.emptyText')} />
    );

  return (
    <Stack gap="lg">
      <VideoGrid
        files={list.files}
        render={(file) =>
          view === 'live' ? (
            <VideoCard
              key={file.FileId}
              file={file}
              ownerActions={
                <OwnerMenu
                  file={file}
                  onEdit={() => setEditing(file)}
                  onDelete={() => lifecycle.askDelete(file)}
                />
              }
            />
          ) : (
            <VideoCard
              key={file.FileId}
              file={file}
              link={false}
              meta={(() => {
                const date = purgeDate(file);
                return date ? t('trash.purgeOn', { date: dateFormat.format(date) }) : t('trash.deleted');
              })()}
              footer={
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconRestore size={14} aria-hidden />}
                  loading={lifecycle.restoringId === file.FileId}
                  onClick={() => void lifecycle.restore(file)}
                  aria-label={t('trash.restoreNamed', { name: file.Name })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('trash.restore')}
                </Button>
              }
            />
          )
        }
      />
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
      <VideoEditModal file={editing} onClose={() => setEditing(null)} />
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

/** /user/profile-video-edit: the owner's videos by link (YouTube, VK), the add flow, edit, trash. */
export default function VideoEditPage() {
  const { t } = useTranslation('videoEdit');
  const [params, setParams] = useSearchParams();
  const view: FileListView = params.get('view') === 'trash' ? 'trash' : 'live';
  const linkRef = useRef<HTMLInputElement>(null);
  const live = useFileList('Video', OWN, 'live');
  const trash = useFileList('Video', OWN, 'trash');

  function setView(next: FileListView) {
    setParams(next === 'trash' ? { view: 'trash' } : {}, { replace: true });
  }

  function startAdding() {
    setView('live');
    // After the tab switch has rendered the add card.
    setTimeout(() => {
      linkRef.current?.focus();
      linkRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }, 0);
  }

  return (
    <Container size={1180} px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div className={sharedClasses.header}>
          <Box>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              <Group component="span" gap={10} wrap="nowrap">
                <IconVideo size={30} stroke={1.6} aria-hidden />
                {t('page.title')}
              </Group>
            </Title>
            <Text c="dimmed" mt={4} maw={620}>
              {t('page.subtitle')}
            </Text>
          </Box>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={startAdding}>
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
              leftSection={<IconMovie size={16} aria-hidden />}
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
              <VideoAddCard linkRef={linkRef} />
              <VideoList view="live" onAdd={startAdding} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="trash" pt="lg">
            <Stack gap="lg">
              <Text size="sm" c="dimmed">
                {t('trash.note')}
              </Text>
              <VideoList view="trash" onAdd={startAdding} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
