import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconLock,
  IconMicrophone2,
  IconMusic,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { AUDIO_EXTENSIONS, type FileRecord } from '@talanty/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifyError } from '../../../lib/notify.tsx';
import { useFileList } from '../api/files.ts';
import type { FileListScope, FileListView } from '../api/media-keys.ts';
import { AudioDropzone, type RefusedFile } from '../components/audio-dropzone.tsx';
import { AudioEditModal } from '../components/audio-edit-modal.tsx';
import { AUDIO_MAX_MB } from '../components/audio-file-check.ts';
import { AudioLeaveGuard } from '../components/audio-leave-guard.tsx';
import { TRASH_DAYS, useAudioLifecycle } from '../components/audio-lifecycle.tsx';
import { AudioTrashList } from '../components/audio-trash-list.tsx';
import { type AudioDraft, AudioUploadCard } from '../components/audio-upload-card.tsx';
import { TrackList } from '../components/track-list.tsx';
import classes from './audio-edit-page.module.css';

const OWN: FileListScope = { own: true };

let draftSeq = 0;

function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap={6} aria-busy="true" aria-label={label}>
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Group key={i} gap="md" wrap="nowrap" p="xs">
          <Skeleton circle h={40} w={40} />
          <Skeleton h={48} w={48} radius="sm" />
          <Stack gap={6} style={{ flex: '0 0 180px' }}>
            <Skeleton h={12} w="80%" radius="sm" />
            <Skeleton h={10} w="50%" radius="sm" />
          </Stack>
          <Skeleton h={28} radius="sm" style={{ flex: 1 }} />
        </Group>
      ))}
    </Stack>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('audioEdit');
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('list.loadFailed')}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

function Empty({ icon: Icon, title, text }: { icon: typeof IconMusic; title: string; text: string }) {
  return (
    <Stack align="center" gap="sm" className={classes.empty}>
      <ThemeIcon size={64} radius={22} variant="light" color="gray">
        <Icon size={32} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={2} fz="h4" ta="center">
        {title}
      </Title>
      <Text c="dimmed" ta="center" size="sm" maw={440}>
        {text}
      </Text>
    </Stack>
  );
}

function CountBadge({ count, complete }: { count: number; complete: boolean }) {
  if (!complete || count === 0) return null;
  return (
    <Badge size="sm" variant="light" color="gray" radius="sm">
      {count}
    </Badge>
  );
}

function OwnerActions({
  file,
  onEdit,
  onDelete,
}: {
  file: FileRecord;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('audioEdit');
  const name = file.Name || t('form.untitled');
  return (
    <Group gap={2} wrap="nowrap">
      {/* A slot of the same width in every row, so the waveforms line up. */}
      <span className={classes.lockSlot}>
        {file.PublicFlag === 'N' && (
          <Tooltip label={t('list.privateHint')} withinPortal>
            <ThemeIcon
              variant="light"
              color="gray"
              radius="xl"
              size={28}
              role="img"
              aria-label={t('list.private')}
              tabIndex={0}
              data-testid="track-private"
            >
              <IconLock size={15} aria-hidden />
            </ThemeIcon>
          </Tooltip>
        )}
      </span>
      <Tooltip label={t('list.edit')} withinPortal>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onEdit}
          aria-label={t('list.editNamed', { name })}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('list.delete')} withinPortal>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          onClick={onDelete}
          aria-label={t('list.deleteNamed', { name })}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function refusalMessage(
  t: ReturnType<typeof useTranslation<'audioEdit'>>['t'],
  refused: RefusedFile,
): string {
  const { name, problem } = refused;
  switch (problem.code) {
    case 'unsupported':
      return t('check.unsupported', { name });
    case 'extension':
      return t('check.extension', { name, ext: problem.ext || '—', allowed: AUDIO_EXTENSIONS.join(', ') });
    case 'tooLarge':
      return t('check.tooLarge', { name, mb: AUDIO_MAX_MB });
    case 'empty':
      return t('check.empty', { name });
  }
}

/**
 * /user/profile-audio-edit (spec sections 2 and 4): the owner's tracks. Drop or choose files: each
 * uploads with a progress bar while its waveform is computed, then gets a title, description, tags,
 * visibility and cover, and is saved; saved tracks can be edited, deleted and restored from the trash.
 */
export default function AudioEditPage() {
  const { t } = useTranslation('audioEdit');
  const [params, setParams] = useSearchParams();
  const view: FileListView = params.get('view') === 'trash' ? 'trash' : 'live';
  const live = useFileList('Audio', OWN, 'live');
  const trash = useFileList('Audio', OWN, 'trash');
  const lifecycle = useAudioLifecycle();
  const [drafts, setDrafts] = useState<AudioDraft[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [editing, setEditing] = useState<FileRecord | null>(null);
  const openRef = useRef<(() => void) | null>(null);

  function setView(next: FileListView) {
    setParams(next === 'trash' ? { view: 'trash' } : {}, { replace: true });
  }

  function startAdding() {
    setView('live');
    openRef.current?.();
  }

  function addFiles(files: File[]) {
    setDrafts((current) => [...current, ...files.map((file) => ({ id: `draft-${++draftSeq}`, file }))]);
  }

  function refuse(files: RefusedFile[]) {
    const messages = files.map((file) => refusalMessage(t, file));
    setRefused(messages);
    for (const message of messages) notifyError(message);
  }

  const removeDraft = (id: string) => setDrafts((current) => current.filter((d) => d.id !== id));
  const libraryEmpty = live.isSuccess && live.files.length === 0 && !live.hasNextPage;
  const invite = libraryEmpty && drafts.length === 0;

  return (
    <Container size={1100} px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div className={classes.header}>
          <Box>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              <Group component="span" gap={10} wrap="nowrap">
                <IconMicrophone2 size={30} stroke={1.6} aria-hidden />
                {t('page.title')}
              </Group>
            </Title>
            <Text c="dimmed" mt={4} maw={620}>
              {t('page.subtitle')}
            </Text>
          </Box>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={startAdding}
            className={classes.addButton}
          >
            {t('page.add')}
          </Button>
        </div>

        <Tabs value={view} onChange={(value) => setView(value === 'trash' ? 'trash' : 'live')}>
          <Tabs.List>
            <Tabs.Tab
              value="live"
              leftSection={<IconMusic size={16} aria-hidden />}
              rightSection={
                <CountBadge count={live.files.length} complete={live.isSuccess && !live.hasNextPage} />
              }
            >
              {t('tabs.live')}
            </Tabs.Tab>
            <Tabs.Tab
              value="trash"
              leftSection={<IconTrash size={16} aria-hidden />}
              rightSection={
                <CountBadge count={trash.files.length} complete={trash.isSuccess && !trash.hasNextPage} />
              }
            >
              {t('tabs.trash')}
            </Tabs.Tab>
          </Tabs.List>

          {/* Kept mounted: switching to the trash must not cancel uploads in progress. */}
          <Tabs.Panel value="live" pt="lg">
            <Stack gap="lg">
              <AudioDropzone onFiles={addFiles} onRefused={refuse} openRef={openRef} large={invite} />
              {refused.length > 0 && (
                <Alert
                  color="red"
                  variant="light"
                  radius="lg"
                  icon={<IconAlertCircle size={18} aria-hidden />}
                  title={t('check.title', { count: refused.length })}
                  withCloseButton
                  closeButtonLabel={t('check.close')}
                  onClose={() => setRefused([])}
                  role="alert"
                  data-testid="audio-refused"
                >
                  <Stack gap={4}>
                    {refused.map((message) => (
                      <Text key={message} size="sm">
                        {message}
                      </Text>
                    ))}
                  </Stack>
                </Alert>
              )}
              {drafts.map((draft) => (
                <AudioUploadCard
                  key={draft.id}
                  draft={draft}
                  onRemove={() => removeDraft(draft.id)}
                  onSaved={() => removeDraft(draft.id)}
                />
              ))}
              {live.isPending ? (
                <ListSkeleton label={t('list.loading')} />
              ) : live.isError ? (
                <LoadError onRetry={() => void live.refetch()} />
              ) : (
                <section aria-label={t('list.label')}>
                  <TrackList
                    files={live.files}
                    ownerActions={(file) => (
                      <OwnerActions
                        file={file}
                        onEdit={() => setEditing(file)}
                        onDelete={() => lifecycle.askDelete(file)}
                      />
                    )}
                    emptyState={
                      invite ? null : (
                        <Text size="sm" c="dimmed" ta="center" py="md">
                          {t('list.emptyWhileUploading')}
                        </Text>
                      )
                    }
                  />
                  {live.hasNextPage && (
                    <Group justify="center" mt="md">
                      <Button
                        variant="default"
                        onClick={() => void live.fetchNextPage()}
                        loading={live.isFetchingNextPage}
                      >
                        {t('list.more')}
                      </Button>
                    </Group>
                  )}
                </section>
              )}
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="trash" pt="lg">
            <Stack gap="lg">
              <Text size="sm" c="dimmed">
                {t('trash.note', { days: TRASH_DAYS })}
              </Text>
              {trash.isPending ? (
                <ListSkeleton label={t('list.loading')} />
              ) : trash.isError ? (
                <LoadError onRetry={() => void trash.refetch()} />
              ) : trash.files.length === 0 ? (
                <Empty icon={IconTrash} title={t('trash.emptyTitle')} text={t('trash.emptyText')} />
              ) : (
                <>
                  <AudioTrashList
                    files={trash.files}
                    onRestore={(file) => void lifecycle.restore(file)}
                    restoringId={lifecycle.restoringId}
                  />
                  {trash.hasNextPage && (
                    <Group justify="center">
                      <Button
                        variant="default"
                        onClick={() => void trash.fetchNextPage()}
                        loading={trash.isFetchingNextPage}
                      >
                        {t('list.more')}
                      </Button>
                    </Group>
                  )}
                </>
              )}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <AudioEditModal file={editing} onClose={() => setEditing(null)} />
      <AudioLeaveGuard when={drafts.length > 0} />
    </Container>
  );
}
