import '@mantine/dropzone/styles.layer.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconMusicPlus, IconUpload, IconX } from '@tabler/icons-react';
import { AUDIO_EXTENSIONS } from '@talanty/contract';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toMb, useUploadLimits } from '../api/upload-limits.ts';
import classes from './audio-dropzone.module.css';
import { AUDIO_ACCEPT, type AudioFileProblem, checkAudioFile } from './audio-file-check.ts';

export type RefusedFile = { name: string; problem: AudioFileProblem };

/**
 * Where tracks come in: drop files or press to choose (one or several). Every file is checked here
 * first (type, extension, size: spec section 5) and only the fitting ones are handed on; the server
 * decides again by the content.
 */
export function AudioDropzone({
  onFiles,
  onRefused,
  openRef,
  large,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  onRefused: (refused: RefusedFile[]) => void;
  openRef?: RefObject<(() => void) | null>;
  /** The inviting version for an empty library. */
  large?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('audioEdit');
  const { audioMaxBytes } = useUploadLimits();

  function take(files: File[]) {
    const fitting: File[] = [];
    const refused: RefusedFile[] = [];
    for (const file of files) {
      const problem = checkAudioFile(file, audioMaxBytes);
      if (problem) refused.push({ name: file.name, problem });
      else fitting.push(file);
    }
    onRefused(refused);
    if (fitting.length > 0) onFiles(fitting);
  }

  return (
    <Dropzone
      onDrop={(files) => take(files)}
      // The Dropzone refuses by its own rules too; the same check gives those files the spec's messages.
      onReject={(rejections: FileRejection[]) => take(rejections.map((r) => r.file))}
      accept={AUDIO_ACCEPT}
      maxSize={audioMaxBytes}
      multiple
      openRef={openRef}
      disabled={disabled}
      radius="lg"
      className={classes.zone}
      data-large={large || undefined}
      aria-label={t('drop.label')}
      data-testid="audio-dropzone"
    >
      <Group justify="center" gap="lg" wrap="nowrap" className={classes.inner}>
        <div className={classes.icon} aria-hidden>
          <Dropzone.Accept>
            <IconUpload size={large ? 44 : 32} stroke={1.5} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={large ? 44 : 32} stroke={1.5} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconMusicPlus size={large ? 44 : 32} stroke={1.5} />
          </Dropzone.Idle>
        </div>
        <Stack gap={4} className={classes.text}>
          <Text fw={600} size={large ? 'lg' : 'md'}>
            {large ? t('drop.titleFirst') : t('drop.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('drop.hint', {
              formats: AUDIO_EXTENSIONS.map((ext) => ext.toUpperCase()).join(', '),
              mb: toMb(audioMaxBytes),
            })}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
