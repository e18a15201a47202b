import { Paper, Text } from '@mantine/core';
import { type FileRecord, toLang } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../player/format-time.ts';
import classes from './media-facts.module.css';
import { formatDate, formatSize, platformOf } from './media-format.ts';

/** The file's plain facts: kind, length, format and size, dimensions, platform, date. */
export function MediaFacts({ file }: { file: FileRecord }) {
  const { t, i18n } = useTranslation('media');
  const lang = toLang(i18n.language);
  const facts: [string, string][] = [];

  facts.push([t('facts.type'), t(`kind.${file.FileType}`)]);
  if (file.FileType === 'Video') facts.push([t('facts.platform'), t(`video.platform.${platformOf(file)}`)]);
  if (file.Duration) facts.push([t('facts.duration'), formatTime(file.Duration)]);
  if (file.FileType === 'Audio' && file.FileExt) facts.push([t('facts.format'), file.FileExt.toUpperCase()]);
  if (file.FileType === 'Image' && file.Width && file.Height) {
    facts.push([
      t('facts.dimensions'),
      t('facts.dimensionsValue', { width: file.Width, height: file.Height }),
    ]);
  }
  if (file.FileType !== 'Video' && file.FileSize) {
    const size = formatSize(file.FileSize, lang);
    facts.push([t('facts.size'), t(`facts.${size.unit}`, { value: size.value })]);
  }
  const added = formatDate(file.FileDate ?? file.AddedDT, lang);
  if (added) facts.push([t('facts.added'), added]);
  facts.push([t('facts.likes'), String(file.Likes)]);

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="media-facts-title">
      <Text id="media-facts-title" size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.kicker}>
        {t('facts.title')}
      </Text>
      <dl className={classes.list} data-testid="media-facts">
        {facts.map(([term, value]) => (
          <div key={term} className={classes.item}>
            <dt className={classes.term}>{term}</dt>
            <dd className={classes.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
