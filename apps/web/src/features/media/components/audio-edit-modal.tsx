import { Stack } from '@mantine/core';
import type { FileRecord, SyncFileRecord } from '@talanty/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.tsx';
import { useSyncFile } from '../../../shared/media/api/files.ts';
import {
  AudioFormFields,
  type AudioFormValues,
  saveErrorMessage,
  showServerErrors,
  useAudioForm,
} from './audio-form.tsx';
import { EditorModal, FormActions, SaveError } from './editor-form.tsx';
import { confirmDiscard } from './editor-lifecycle.tsx';
import { type FileTags, tagFieldsOf, tagsOf } from './tag-fields.tsx';

const sameTags = (a: FileTags, b: FileTags) =>
  (['talents', 'tools', 'styles'] as const).every(
    (kind) => a[kind].length === b[kind].length && a[kind].every((code, i) => code === b[kind][i]),
  );

function valuesOf(file: FileRecord): AudioFormValues {
  return {
    name: file.Name,
    description: file.Description,
    tags: tagsOf(file),
    isPublic: file.PublicFlag === 'Y',
    cover:
      file.LogoId && file.LogoURL
        ? { uploadId: file.LogoId, url: file.CoverSizes?.Square512 ?? file.LogoURL }
        : null,
  };
}

/** Only what changed, so echoing a field back never rewrites it (and a cover left alone stays). */
export function changedFields(
  file: FileRecord,
  before: AudioFormValues,
  after: AudioFormValues,
): SyncFileRecord {
  const record: SyncFileRecord = { FileId: file.FileId };
  const name = after.name.trim();
  const description = after.description.trim();
  if (name !== before.name) record.Name = name;
  if (description !== before.description) record.Description = description;
  if (after.isPublic !== before.isPublic) record.PublicFlag = after.isPublic ? 'Y' : 'N';
  if (!sameTags(after.tags, before.tags)) Object.assign(record, tagFieldsOf(after.tags));
  if ((after.cover?.uploadId ?? null) !== (before.cover?.uploadId ?? null))
    record.LogoId = after.cover?.uploadId ?? null;
  return record;
}

/** Edit mode (spec section 4): the same form as the upload, prefilled, saved with `syncFile`. */
export function AudioEditModal({ file, onClose }: { file: FileRecord | null; onClose: () => void }) {
  const { t } = useTranslation('audioEdit');
  const [dirty, setDirty] = useState(false);

  const close = () => {
    if (dirty) confirmDiscard(t, onClose);
    else onClose();
  };

  return (
    <EditorModal opened={Boolean(file)} onClose={close} title={t('edit.title')} size={760}>
      {file && (
        <AudioEditForm
          key={file.FileId}
          file={file}
          onDone={onClose}
          onCancel={close}
          onDirtyChange={setDirty}
        />
      )}
    </EditorModal>
  );
}

function AudioEditForm({
  file,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  file: FileRecord;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('audioEdit');
  const sync = useSyncFile();
  const [initial] = useState(() => valuesOf(file));
  const form = useAudioForm(initial);
  const [coverBusy, setCoverBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  async function save(values: AudioFormValues) {
    setSaveError(null);
    const record = changedFields(file, initial, values);
    if (Object.keys(record).length === 1) {
      onDone();
      return;
    }
    try {
      await sync.mutateAsync(record);
      notifySuccess(t('edit.saved'));
      onDirtyChange(false);
      onDone();
    } catch (error) {
      if (!showServerErrors(form, error)) setSaveError(saveErrorMessage(error, t('edit.saveFailed')));
    }
  }

  // Without an own cover the record shows the embedded art; with one, the embedded art is not known.
  const embedded = file.LogoId ? null : (file.CoverSizes?.Square512 ?? file.LogoURL);
  const saving = sync.isPending || form.submitting;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save(values))}>
      <Stack gap="lg">
        <AudioFormFields
          form={form}
          coverFallback={embedded}
          coverFallbackHint={file.LogoId ? t('cover.embeddedBack') : undefined}
          onCoverBusyChange={setCoverBusy}
          disabled={saving}
          autoFocus
        />
        <SaveError message={saveError} radius="md" />
        <FormActions
          cancelLabel={t('edit.cancel')}
          saveLabel={t('edit.save')}
          onCancel={onCancel}
          saving={saving}
          saveDisabled={coverBusy}
        />
      </Stack>
    </form>
  );
}
