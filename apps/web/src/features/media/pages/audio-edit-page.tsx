import { Alert, Group, Skeleton, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconAlertCircle,
  IconLock,
  IconMicrophone2,
  IconMusic,
  IconNews,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { AUDIO_EXTENSIONS, type FileRecord } from '@talanty/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes-prompt.tsx';
import { notifyError } from '../../../lib/notify.tsx';
import { useFileList } from '../../../shared/media/api/files.ts';
import { TrackList } from '../../../shared/media/components/track-list.tsx';
import { usePublishToFeed } from '../../../shared/posts/components/publish-to-feed.tsx';
import { AudioDropzone, type RefusedFile } from '../components/audio-dropzone.tsx';
import { AudioEditModal } from '../components/audio-edit-modal.tsx';
import { AudioTrashList } from '../components/audio-trash-list.tsx';
import { type AudioDraft, AudioUploadCard } from '../components/audio-upload-card.tsx';
import { TipAction } from '../components/editor-form.tsx';
import { useFileLifecycle } from '../components/editor-lifecycle.tsx';
import { ListState, MoreButton, TrashEmpty } from '../components/editor-list-parts.tsx';
import type { PublishAction } from '../components/editor-owner-menu.tsx';
import { MediaEditorPage } from '../components/editor-page.tsx';
import { OWN, useEditorView } from '../components/use-editor-list.ts';
import classes from './audio-edit-page.module.css';

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

function OwnerActions({
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
      <TipAction
        tip={publish.blocked ?? publish.label}
        label={`${publish.label}: ${name}`}
        icon={IconNews}
        size="lg"
        disabled={publish.blocked !== null}
        onClick={publish.onPublish}
      />
      <TipAction
        tip={t('list.edit')}
        label={t('list.editNamed', { name })}
        icon={IconPencil}
        size="lg"
        onClick={onEdit}
      />
      <TipAction
        tip={t('list.delete')}
        label={t('list.deleteNamed', { name })}
        icon={IconTrash}
        color="red"
        size="lg"
        onClick={onDelete}
      />
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
      return t('check.tooLarge', { name, mb: problem.mb });
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
  const [view, setView] = useEditorView();
  const live = useFileList('Audio', OWN, 'live');
  const trash = useFileList('Audio', OWN, 'trash');
  const lifecycle = useFileLifecycle('audioEdit');
  const publisher = usePublishToFeed();
  const [drafts, setDrafts] = useState<AudioDraft[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [editing, setEditing] = useState<FileRecord | null>(null);
  const openRef = useRef<(() => void) | null>(null);

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
    <MediaEditorPage
      ns="audioEdit"
      type="Audio"
      icon={IconMicrophone2}
      tabIcon={IconMusic}
      view={view}
      onViewChange={setView}
      onAdd={startAdding}
      size={1100}
      wideAddOnPhone
      // Kept mounted: switching to the trash must not cancel uploads in progress.
      keepMounted
      live={
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
          <ListState ns="audioEdit" list={live} skeleton={<ListSkeleton label={t('list.loading')} />}>
            <section aria-label={t('list.label')}>
              <TrackList
                files={live.files}
                ownerActions={(file) => (
                  <OwnerActions
                    file={file}
                    onEdit={() => setEditing(file)}
                    onDelete={() => lifecycle.askDelete(file)}
                    publish={publisher.forFile(file)}
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
              <MoreButton ns="audioEdit" list={live} mt="md" />
            </section>
          </ListState>
        </Stack>
      }
      trash={
        <ListState
          ns="audioEdit"
          list={trash}
          skeleton={<ListSkeleton label={t('list.loading')} />}
          empty={<TrashEmpty ns="audioEdit" compact />}
        >
          <AudioTrashList
            files={trash.files}
            onRestore={(file) => void lifecycle.restore(file)}
            restoringId={lifecycle.restoringId}
          />
          <MoreButton ns="audioEdit" list={trash} />
        </ListState>
      }
    >
      <AudioEditModal file={editing} onClose={() => setEditing(null)} />
      {publisher.modal}
      <UnsavedChangesPrompt
        when={drafts.length > 0}
        texts={{
          title: t('leave.title'),
          text: t('leave.text'),
          stay: t('leave.stay'),
          leave: t('leave.leave'),
        }}
      />
    </MediaEditorPage>
  );
}
