import { ActionIcon, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconLock, IconMusic, IconPhoto, IconVideo, IconX } from '@tabler/icons-react';
import type { FileRecord, FileType } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileTitle } from '../../media/components/media-format.ts';
import { photoThumbOf } from '../../media/components/photo-card.tsx';
import classes from './file-chip.module.css';

export const FILE_ICONS: Record<FileType, Icon> = { Audio: IconMusic, Video: IconVideo, Image: IconPhoto };

/** The small picture of any file: a photo's thumbnail, a track's or video's cover; null when it has none. */
export const fileThumbOf = (file: FileRecord): string | null =>
  file.FileType === 'Image' ? photoThumbOf(file) : (file.LogoURL ?? null);

/** A file's square picture, or its kind's icon when it has none (or it fails to load). */
export function FileThumb({ file, size = 40 }: { file: FileRecord; size?: number }) {
  const src = fileThumbOf(file);
  const [failed, setFailed] = useState<string | null>(null);
  const KindIcon = FILE_ICONS[file.FileType];
  if (!src || failed === src)
    return (
      <ThemeIcon size={size} radius="sm" variant="light" aria-hidden>
        <KindIcon size={size * 0.5} />
      </ThemeIcon>
    );
  return (
    <img
      src={src}
      alt=""
      className={classes.thumb}
      style={{ width: size, height: size }}
      loading="lazy"
      onError={() => setFailed(src)}
    />
  );
}

/** An attached file in the composer: picture, title, kind, and a button that takes it off. */
export function FileChip({ file, onRemove }: { file: FileRecord; onRemove: () => void }) {
  const { t } = useTranslation('posts');
  const { t: tm } = useTranslation('media');
  const title = fileTitle(file) || tm(`kind.${file.FileType}`);
  return (
    <li className={classes.chip} data-testid="composer-file">
      <FileThumb file={file} size={36} />
      <div className={classes.text}>
        <Text size="sm" fw={600} lineClamp={1}>
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {tm(`kind.${file.FileType}`)}
          {file.PublicFlag === 'N' && <IconLock size={12} aria-hidden className={classes.lock} />}
        </Text>
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        onClick={onRemove}
        aria-label={t('composer.removeFile', { title })}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </li>
  );
}
