import { Button, Text } from '@mantine/core';
import { IconMusic, IconRestore } from '@tabler/icons-react';
import { type FileRecord, toLang } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../player/format-time.ts';
import { purgeDateLabel } from './audio-lifecycle.tsx';
import classes from './audio-trash-list.module.css';

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
  const { t, i18n } = useTranslation('audioEdit');
  const lang = toLang(i18n.language);
  return (
    <ul className={classes.list} aria-label={t('trash.label')} data-testid="audio-trash">
      {files.map((file) => {
        const purge = purgeDateLabel(file, lang);
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
                {[
                  file.Duration ? formatTime(file.Duration) : null,
                  purge ? t('trash.purgeOn', { date: purge }) : t('trash.deleted'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
            <Button
              className={classes.action}
              size="compact-sm"
              variant="light"
              leftSection={<IconRestore size={14} aria-hidden />}
              loading={restoringId === file.FileId}
              onClick={() => onRestore(file)}
              aria-label={t('trash.restoreNamed', { name })}
            >
              {t('trash.restore')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
