import { Paper, Text } from '@mantine/core';
import { type FileRecord, toLang } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatSize, platformOf } from '../../../shared/media/components/media-format.ts';
import { formatTime } from '../../../shared/player/format-time.ts';
import classes from './media-facts.module.css';

/** The file's plain facts: kind, length, format and size, dimensions, platform, recording date. */
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
  // «Добавлено» is under the title; the card adds the date the work was recorded or taken, when the
  // owner gave one and it is another day.
  const recorded = file.FileDate ? formatDate(file.FileDate, lang) : '';
  if (recorded && recorded !== formatDate(file.AddedDT, lang)) {
    facts.push([t(file.FileType === 'Image' ? 'facts.taken' : 'facts.recorded'), recorded]);
  }
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
