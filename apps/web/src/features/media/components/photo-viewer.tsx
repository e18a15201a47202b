import { ActionIcon, Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPhoto } from '@tabler/icons-react';
import type { FileRecord } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './photo-viewer.module.css';

/** A photo at full size over the page, with the caption; arrows (and the keyboard) go through the grid. */
export function PhotoViewer({
  files,
  index,
  onIndexChange,
  onClose,
}: {
  files: FileRecord[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('photoEdit');
  const phone = useMediaQuery('(max-width: 36em)');
  const file = index === null ? undefined : files[index];
  const [failed, setFailed] = useState<string | null>(null);
  const count = files.length;
  const go = (step: number) => {
    if (index === null || count < 2) return;
    onIndexChange((index + step + count) % count);
  };

  return (
    <Modal
      opened={Boolean(file)}
      onClose={onClose}
      size="xl"
      radius="lg"
      fullScreen={phone}
      centered
      title={file ? file.Name || t('card.untitled') : undefined}
      classNames={{ body: classes.body }}
    >
      {file && (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys anywhere in the dialog turn the pages
        <div
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') go(1);
            if (e.key === 'ArrowLeft') go(-1);
          }}
        >
          <Stack gap="sm">
            <div className={classes.stage}>
              {failed === file.FileFullURL ? (
                <div className={classes.placeholder}>
                  <IconPhoto size={56} stroke={1.3} aria-hidden />
                </div>
              ) : (
                <img
                  key={file.FileId}
                  src={file.FileFullURL}
                  alt={file.Name || t('card.untitled')}
                  className={classes.image}
                  onError={() => setFailed(file.FileFullURL)}
                />
              )}
              {count > 1 && (
                <>
                  <ActionIcon
                    className={classes.prev}
                    size="xl"
                    radius="xl"
                    variant="default"
                    onClick={() => go(-1)}
                    aria-label={t('viewer.previous')}
                  >
                    <IconChevronLeft size={22} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    className={classes.next}
                    size="xl"
                    radius="xl"
                    variant="default"
                    onClick={() => go(1)}
                    aria-label={t('viewer.next')}
                    data-autofocus
                  >
                    <IconChevronRight size={22} aria-hidden />
                  </ActionIcon>
                </>
              )}
            </div>
            <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {file.Description || ' '}
              </Text>
              <Group gap="md" wrap="nowrap" style={{ flex: 'none' }}>
                {count > 1 && (
                  <Text size="sm" c="dimmed">
                    {t('viewer.position', { current: (index ?? 0) + 1, total: count })}
                  </Text>
                )}
                <Anchor component={Link} to={`/media/${file.FileId}`} size="sm">
                  {t('viewer.page')}
                </Anchor>
              </Group>
            </Group>
          </Stack>
        </div>
      )}
    </Modal>
  );
}
