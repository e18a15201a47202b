import { Button, FileButton, Group, Progress, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { type HostingService, IMAGE_EXTENSIONS, UPLOAD_LIMITS } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoCover } from '../../../shared/media/components/video-card.tsx';
import { useImageUpload } from './editor-image-upload.ts';
import classes from './video-cover-picker.module.css';

/** The cover of a video: the platform's preview, or a picture the owner uploaded. */
export type CoverChoice = { kind: 'platform' } | { kind: 'upload'; uploadId: string; url: string };

const ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`)
  .concat('image/*')
  .join(',');

type VideoCoverPickerProps = {
  /** The platform's preview (null when the platform gave none). */
  platformUrl: string | null;
  hostingService: HostingService;
  vertical: boolean;
  value: CoverChoice;
  onChange: (next: CoverChoice) => void;
  /** Reports an upload in progress (the form waits for it before saving). */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
};

/** Two tiles, the platform's preview and an uploaded picture, plus the upload button with progress. */
export function VideoCoverPicker({
  platformUrl,
  hostingService,
  vertical,
  value,
  onChange,
  onBusyChange,
  disabled,
}: VideoCoverPickerProps) {
  const { t } = useTranslation('videoEdit');
  const [uploaded, setUploaded] = useState<{ uploadId: string; url: string } | null>(
    value.kind === 'upload' ? { uploadId: value.uploadId, url: value.url } : null,
  );
  const { upload, progress, error, resetRef } = useImageUpload({
    onUploaded: (answer) => {
      const next = { uploadId: answer.uploadId, url: answer.sizes?.Thumbnail ?? answer.url };
      setUploaded(next);
      onChange({ kind: 'upload', ...next });
    },
    onBusyChange,
    messages: {
      tooLarge: t('cover.tooLarge', { mb: UPLOAD_LIMITS.image / 1024 / 1024 }),
      notImage: t('cover.uploadFailed'),
      failed: t('cover.uploadFailed'),
    },
  });

  const platformName = t(`platform.${hostingService}`);
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('cover.label')}
        description={t('cover.description')}
        value={value.kind}
        onChange={(kind) => {
          if (kind === 'platform') onChange({ kind: 'platform' });
          else if (uploaded) onChange({ kind: 'upload', ...uploaded });
        }}
      >
        <SimpleGrid cols={2} spacing="sm" mt="xs">
          <Radio.Card
            value="platform"
            className={classes.tile}
            disabled={disabled || !platformUrl}
            aria-label={t('cover.platform', { platform: platformName })}
          >
            <VideoCover
              src={platformUrl}
              hostingService={hostingService}
              vertical={false}
              className={classes.thumb}
            />
            <Group gap={8} wrap="nowrap" className={classes.tileLabel}>
              <Radio.Indicator size="xs" />
              <Text size="xs" fw={500} lineClamp={2}>
                {platformUrl ? t('cover.platform', { platform: platformName }) : t('cover.noPlatform')}
              </Text>
            </Group>
          </Radio.Card>
          <Radio.Card
            value="upload"
            className={classes.tile}
            disabled={disabled || !uploaded}
            aria-label={t('cover.own')}
          >
            {uploaded ? (
              <VideoCover
                src={uploaded.url}
                hostingService={hostingService}
                vertical={false}
                className={classes.thumb}
              />
            ) : (
              <div className={classes.emptyThumb}>
                <IconUpload size={24} stroke={1.5} aria-hidden />
              </div>
            )}
            <Group gap={8} wrap="nowrap" className={classes.tileLabel}>
              <Radio.Indicator size="xs" />
              <Text size="xs" fw={500} lineClamp={2}>
                {uploaded ? t('cover.own') : t('cover.ownNone')}
              </Text>
            </Group>
          </Radio.Card>
        </SimpleGrid>
      </Radio.Group>
      <Stack gap={4} align="flex-start">
        <FileButton
          onChange={upload}
          accept={ACCEPT}
          resetRef={resetRef}
          disabled={disabled || progress !== null}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
              loading={progress !== null}
            >
              {uploaded ? t('cover.replace') : t('cover.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {vertical ? t('cover.hintVertical') : t('cover.hint')}
        </Text>
      </Stack>
      {progress !== null && (
        <Progress
          value={Math.round(progress * 100)}
          size="sm"
          radius="xl"
          animated
          aria-label={t('cover.uploading')}
        />
      )}
      {error && (
        <Group gap={6} wrap="nowrap" role="alert" c="red">
          <IconAlertCircle size={16} aria-hidden />
          <Text size="xs" c="red">
            {error}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
