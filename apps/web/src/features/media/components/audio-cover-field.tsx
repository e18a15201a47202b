import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconMusic, IconPhotoUp, IconTrash, IconX } from '@tabler/icons-react';
import { IMAGE_EXTENSIONS, UPLOAD_LIMITS } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import classes from './audio-cover-field.module.css';
import { useImageUpload } from './editor-image-upload.ts';

/** An own cover picture: the image upload's id (sent as `LogoId`) and its preview. */
export type AudioCover = { uploadId: string; url: string };

const ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`)
  .concat('image/*')
  .join(',');
const IMAGE_MAX_MB = UPLOAD_LIMITS.image / 1024 / 1024;

type AudioCoverFieldProps = {
  /** The own cover, or null: the art embedded in the file (`fallbackUrl`) or none. */
  value: AudioCover | null;
  onChange: (next: AudioCover | null) => void;
  /** The cover shown without an own one: the art embedded in the audio file. */
  fallbackUrl: string | null;
  /** When the fallback is not known (editing a track that had an own cover). */
  fallbackHint?: string;
  /** Reports a picture upload in progress (saving waits for it). */
  onBusyChange?: (busy: boolean) => void;
  error?: string | null;
  disabled?: boolean;
  trackName: string;
};

/** The track's cover: a square preview, then upload (with progress and cancel), replace, remove. */
export function AudioCoverField({
  value,
  onChange,
  fallbackUrl,
  fallbackHint,
  onBusyChange,
  error,
  disabled,
  trackName,
}: AudioCoverFieldProps) {
  const { t } = useTranslation('audioEdit');
  const {
    upload,
    progress,
    error: uploadError,
    resetRef,
    cancel,
  } = useImageUpload({
    onUploaded: (answer) =>
      onChange({ uploadId: answer.uploadId, url: answer.sizes?.Square512 ?? answer.url }),
    onBusyChange,
    messages: {
      tooLarge: t('cover.tooLarge', { mb: IMAGE_MAX_MB }),
      notImage: t('cover.notImage'),
      failed: t('cover.uploadFailed'),
    },
  });

  const shown = value?.url ?? fallbackUrl;
  const problem = uploadError ?? error ?? null;
  return (
    <Stack gap={8} className={classes.field}>
      <Text size="sm" fw={500} component="div">
        {t('cover.label')}
      </Text>
      <div className={classes.body}>
        <div className={classes.preview} data-empty={!shown || undefined}>
          {shown ? (
            <img src={shown} alt={t('cover.alt', { name: trackName || t('form.untitled') })} />
          ) : (
            <IconMusic size={40} stroke={1.4} aria-hidden />
          )}
          {value && !disabled && progress === null && (
            <Tooltip label={t('cover.remove')} withinPortal>
              <ActionIcon
                className={classes.remove}
                variant="filled"
                color="dark"
                radius="xl"
                size="md"
                onClick={() => onChange(null)}
                aria-label={t('cover.remove')}
              >
                <IconTrash size={15} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </div>
        <div className={classes.controls}>
          {progress !== null ? (
            <Group gap={6} wrap="nowrap">
              <Progress
                value={Math.round(progress * 100)}
                size="sm"
                radius="xl"
                animated
                style={{ flex: 1 }}
                aria-label={t('cover.uploading')}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                onClick={cancel}
                aria-label={t('cover.cancel')}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ) : (
            <FileButton onChange={upload} accept={ACCEPT} resetRef={resetRef} disabled={disabled}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  fullWidth
                  leftSection={<IconPhotoUp size={14} aria-hidden />}
                >
                  {value ? t('cover.replace') : t('cover.upload')}
                </Button>
              )}
            </FileButton>
          )}
          <Text size="xs" c="dimmed">
            {value
              ? t('cover.hint', { mb: IMAGE_MAX_MB })
              : shown
                ? t('cover.embedded')
                : (fallbackHint ?? t('cover.hint', { mb: IMAGE_MAX_MB }))}
          </Text>
          {problem && (
            <Group gap={6} wrap="nowrap" align="flex-start" role="alert">
              <IconAlertCircle
                size={16}
                color="var(--mantine-color-error)"
                aria-hidden
                style={{ flex: 'none' }}
              />
              <Text size="xs" c="var(--mantine-color-error)">
                {problem}
              </Text>
            </Group>
          )}
        </div>
      </div>
    </Stack>
  );
}
