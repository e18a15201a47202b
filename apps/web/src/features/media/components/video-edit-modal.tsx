import { Group, Stack, Text } from '@mantine/core';
import type { FileRecord, SyncFileRecord } from '@talanty/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.tsx';
import { getVideoInfo, useSyncFile } from '../../../shared/media/api/files.ts';
import { mediaKeys } from '../../../shared/media/api/media-keys.ts';
import { isVerticalVideo } from '../../../shared/media/components/video-card.tsx';
import { EditorModal, FormActions, SaveError } from './editor-form.tsx';
import { type FileTags, TagFields, tagFieldsOf, tagsOf } from './tag-fields.tsx';
import { type CoverChoice, VideoCoverPicker } from './video-cover-picker.tsx';
import { VideoDetailsFields, type VideoDetailsValue } from './video-details-fields.tsx';

/** Edit mode (spec section 4): title, description, visibility, cover and tags of a saved video. */
export function VideoEditModal({ file, onClose }: { file: FileRecord | null; onClose: () => void }) {
  const { t } = useTranslation('videoEdit');
  return (
    <EditorModal opened={Boolean(file)} onClose={onClose} title={t('edit.title')} size="xl">
      {file && <VideoEditForm key={file.FileId} file={file} onDone={onClose} />}
    </EditorModal>
  );
}

function VideoEditForm({ file, onDone }: { file: FileRecord; onDone: () => void }) {
  const { t } = useTranslation('videoEdit');
  const sync = useSyncFile();
  const [details, setDetails] = useState<VideoDetailsValue>({
    name: file.Name,
    description: file.Description,
    publicFlag: file.PublicFlag === 'Y',
  });
  const [tags, setTags] = useState<FileTags>(() => tagsOf(file));
  const [cover, setCover] = useState<CoverChoice>(
    file.LogoId && file.LogoURL
      ? { kind: 'upload', uploadId: file.LogoId, url: file.LogoURL }
      : { kind: 'platform' },
  );
  const [coverBusy, setCoverBusy] = useState(false);
  const [errors, setErrors] = useState<{ name?: string | null; description?: string | null }>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  // With an own cover, the platform's preview is asked again (the record keeps only the cover shown).
  const platformInfo = useQuery({
    queryKey: mediaKeys.videoInfo(file.FileFullURL),
    queryFn: () => getVideoInfo(file.FileFullURL),
    enabled: Boolean(file.LogoId),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const platformUrl = file.LogoId ? (platformInfo.data?.thumbnailUrl ?? null) : file.LogoURL;
  const vertical = isVerticalVideo(file.FileSubType, file.Orientation);

  async function save() {
    const name = details.name.trim();
    if (!name) {
      setErrors({ name: t('edit.nameRequired') });
      return;
    }
    setErrors({});
    setSaveError(null);
    const record: SyncFileRecord = {
      FileId: file.FileId,
      Name: name,
      Description: details.description.trim(),
      PublicFlag: details.publicFlag ? 'Y' : 'N',
      ...tagFieldsOf(tags),
    };
    if (cover.kind === 'upload' && cover.uploadId !== file.LogoId) record.LogoId = cover.uploadId;
    if (cover.kind === 'platform' && file.LogoId) {
      if (platformUrl) record.LogoURL = platformUrl;
      else record.LogoId = null;
    }
    try {
      await sync.mutateAsync(record);
      notifySuccess(t('edit.saved'));
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setSaveError(t('edit.saveFailed'));
        return;
      }
      const next: { name?: string; description?: string } = {};
      for (const field of error.fields ?? []) {
        if (field.path.endsWith('Name')) next.name = field.message;
        if (field.path.endsWith('Description')) next.description = field.message;
      }
      if (next.name || next.description) setErrors(next);
      else setSaveError(error.message);
    }
  }

  return (
    <Stack gap="lg">
      <Group gap="xl" align="flex-start" wrap="wrap">
        {file.hostingService && (
          <Stack gap="md" style={{ flex: '1 1 260px', minWidth: 0 }}>
            <VideoCoverPicker
              platformUrl={platformUrl}
              hostingService={file.hostingService}
              vertical={vertical}
              value={cover}
              onChange={setCover}
              onBusyChange={setCoverBusy}
              disabled={sync.isPending}
            />
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('edit.link', { url: file.FileFullURL })}
            </Text>
          </Stack>
        )}
        <Stack gap="md" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <VideoDetailsFields value={details} onChange={setDetails} errors={errors} nameRequired />
        </Stack>
      </Group>
      <TagFields value={tags} onChange={setTags} disabled={sync.isPending} />
      <SaveError message={saveError} />
      <FormActions
        cancelLabel={t('edit.cancel')}
        saveLabel={t('edit.save')}
        onCancel={onDone}
        onSave={() => void save()}
        saving={sync.isPending}
        saveDisabled={coverBusy}
      />
    </Stack>
  );
}
