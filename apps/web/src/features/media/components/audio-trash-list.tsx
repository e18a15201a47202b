import { Text } from '@mantine/core';
import { IconMusic } from '@tabler/icons-react';
import type { FileRecord } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/player/format-time.ts';
import classes from './audio-trash-list.module.css';
import { usePurgeText } from './editor-lifecycle.tsx';
import { RestoreButton } from './editor-list-parts.tsx';

/** Deleted tracks: when each goes for good, and a restore button (no playback in the trash). */
export function AudioTrashList({
  files,
  onRestore,
  restoringId,
}: {
  files: FileRecord[];
  onRestore: (file: FileRecord) => void;
  restoringId?: string;
}) {
  const { t } = useTranslation('audioEdit');
  const purgeText = usePurgeText('audioEdit');
  return (
    <ul className={classes.list} aria-label={t('trash.label')} data-testid="audio-trash">
      {files.map((file) => {
        const cover = file.CoverSizes?.Square128 ?? file.LogoURL;
        const name = file.Name || file.OriginName || t('form.untitled');
        return (
          <li key={file.FileId} className={classes.row} data-testid="audio-trash-row">
            <div className={classes.cover} aria-hidden>
              {cover ? (
                <img src={cover} alt="" width={48} height={48} loading="lazy" />
              ) : (
                <IconMusic size={20} stroke={1.6} />
              )}
            </div>
            <div className={classes.main}>
              <Text fw={600} size="sm" className={classes.title}>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                {[file.Duration ? formatTime(file.Duration) : null, purgeText(file)]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
            <RestoreButton
              ns="audioEdit"
              className={classes.action}
              name={name}
              loading={restoringId === file.FileId}
              onRestore={() => onRestore(file)}
            />
          </li>
        );
      })}
    </ul>
  );
}
