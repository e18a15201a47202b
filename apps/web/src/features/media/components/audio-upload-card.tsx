import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconClock,
  IconFileMusic,
  IconRefresh,
  IconX,
} from '@tabler/icons-react';
import { toLang } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../../shared/media/components/media-format.ts';
import { formatTime } from '../../../shared/player/format-time.ts';
import { Waveform } from '../../../shared/player/waveform.tsx';
import { AudioFormFields } from './audio-form.tsx';
import classes from './audio-upload-card.module.css';
import { FormActions, SaveError, TipAction } from './editor-form.tsx';
import { useAudioUpload } from './use-audio-upload.ts';

/** A file the user chose, on its way to becoming a track. */
export type AudioDraft = { id: string; file: File };

/**
 * A chosen file: uploaded at once with a progress bar and a cancel button while its waveform is
 * computed in the browser; meanwhile the user fills in the details. Saved as a track with
 * `addUserFile`; then the card goes away and the track shows up in the list.
 */
export function AudioUploadCard({
  draft,
  onRemove,
  onSaved,
}: {
  draft: AudioDraft;
  onRemove: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('audioEdit');
  const { file } = draft;
  const {
    form,
    upload,
    done,
    preview,
    embeddedCover,
    saving,
    coverBusy,
    setCoverBusy,
    saveError,
    retry,
    discard,
    save,
  } = useAudioUpload(file, { onRemove, onSaved });
  const uploading = upload.status === 'uploading';
  const size = formatSize(file.size, toLang(i18n.language));

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.card}
      aria-label={t('upload.cardLabel', { name: file.name })}
      data-testid="audio-upload-card"
      data-status={upload.status}
    >
      <form noValidate onSubmit={form.onSubmit((values) => save(values))}>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <div className={classes.fileIcon} aria-hidden>
              <IconFileMusic size={22} stroke={1.6} />
            </div>
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm" className={classes.fileName} title={file.name}>
                {file.name}
              </Text>
              <Group gap={8} wrap="wrap">
                <Text size="xs" c="dimmed">
                  {t(`size.${size.unit}`, { value: size.value })}
                </Text>
                {uploading && (
                  <Text size="xs" c="dimmed" aria-live="polite">
                    {t('upload.progress', { percent: Math.round(upload.progress * 100) })}
                  </Text>
                )}
                {done && (
                  <Badge
                    size="sm"
                    variant="light"
                    color="teal"
                    radius="sm"
                    leftSection={<IconCheck size={12} aria-hidden />}
                  >
                    {t('upload.done')}
                  </Badge>
                )}
                {done?.duration != null && (
                  <Badge
                    size="sm"
                    variant="light"
                    color="gray"
                    radius="sm"
                    leftSection={<IconClock size={12} aria-hidden />}
                    data-testid="upload-duration"
                    aria-label={t('upload.duration', { time: formatTime(done.duration) })}
                  >
                    {formatTime(done.duration)}
                  </Badge>
                )}
              </Group>
            </Stack>
            <TipAction
              tip={t(uploading ? 'upload.cancel' : 'upload.remove')}
              label={t(uploading ? 'upload.cancelNamed' : 'upload.removeNamed', { name: file.name })}
              icon={IconX}
              onClick={discard}
            />
          </Group>

          {uploading && (
            <Progress
              value={Math.round(upload.progress * 100)}
              size="md"
              radius="xl"
              animated
              aria-label={t('upload.progressLabel', { name: file.name })}
              data-testid="upload-progress"
            />
          )}

          {upload.status === 'failed' ? (
            <Alert
              color="red"
              variant="light"
              radius="md"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
            >
              <Stack gap="xs">
                <Text size="sm">{upload.message}</Text>
                <Group gap="xs">
                  {upload.retry && (
                    <Button
                      size="xs"
                      variant="white"
                      color="red"
                      leftSection={<IconRefresh size={14} aria-hidden />}
                      onClick={retry}
                    >
                      {t('upload.retry')}
                    </Button>
                  )}
                  <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
                    {t('upload.dismiss')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <>
              {preview && (
                <div className={classes.wave}>
                  <Waveform
                    peaks={preview}
                    progress={0}
                    height={44}
                    label={t('upload.waveform', { name: form.values.name || file.name })}
                  />
                </div>
              )}
              <AudioFormFields
                form={form}
                coverFallback={embeddedCover}
                onCoverBusyChange={setCoverBusy}
                disabled={saving}
              />
              <SaveError message={saveError} radius="md" />
              <Group justify="space-between" gap="sm" className={classes.footer}>
                <Text size="xs" c="dimmed">
                  {done ? t('add.afterSave') : t('add.waitUpload')}
                </Text>
                <FormActions
                  cancelLabel={t('add.cancel')}
                  saveLabel={t('add.save')}
                  onCancel={discard}
                  saving={saving}
                  saveDisabled={!done || coverBusy}
                  justify="flex-start"
                  className={classes.buttons}
                />
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
