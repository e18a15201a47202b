import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { type FileRecord, type FileType, POST_LIMITS } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFileList } from '../../media/api/files.ts';
import { EDITOR_PATHS, fileTitle } from '../../media/components/media-format.ts';
import { FILE_ICONS, FileThumb } from './file-chip.tsx';
import classes from './file-picker-modal.module.css';

const KINDS: { type: FileType; tab: 'audio' | 'video' | 'photo' }[] = [
  { type: 'Audio', tab: 'audio' },
  { type: 'Video', tab: 'video' },
  { type: 'Image', tab: 'photo' },
];
const EMPTY: Record<FileType, 'emptyAudio' | 'emptyVideo' | 'emptyPhoto'> = {
  Audio: 'emptyAudio',
  Video: 'emptyVideo',
  Image: 'emptyPhoto',
};

function KindList({
  type,
  chosen,
  onToggle,
  full,
}: {
  type: FileType;
  chosen: FileRecord[];
  onToggle: (file: FileRecord) => void;
  full: boolean;
}) {
  const { t } = useTranslation('posts');
  const { t: tm } = useTranslation('media');
  const list = useFileList(type, { own: true });
  if (list.isPending)
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('picker.loading')}
        </Text>
      </Group>
    );
  if (list.isError)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={t('picker.loadError')}
      >
        <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
          {t('picker.retry')}
        </Button>
      </Alert>
    );
  if (list.files.length === 0)
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text size="sm" c="dimmed" ta="center" maw={360}>
          {t(`picker.${EMPTY[type]}`)}
        </Text>
        <Button component={Link} to={EDITOR_PATHS[type]} variant="light" size="xs">
          {t('picker.openEditor')}
        </Button>
      </Stack>
    );
  const hasPrivate = list.files.some((file) => file.PublicFlag === 'N');
  return (
    <Stack gap={4}>
      {hasPrivate && (
        <Text size="xs" c="dimmed" mb={4}>
          {t('picker.privateHint')}
        </Text>
      )}
      <ul className={classes.list}>
        {list.files.map((file) => {
          const title = fileTitle(file) || tm(`kind.${file.FileType}`);
          const selected = chosen.some((item) => item.FileId === file.FileId);
          const locked = file.PublicFlag === 'N';
          const disabled = locked || (full && !selected);
          return (
            <li key={file.FileId}>
              <UnstyledButton
                component="label"
                className={classes.row}
                data-selected={selected || undefined}
                data-disabled={disabled || undefined}
              >
                <Checkbox
                  checked={selected}
                  disabled={disabled}
                  onChange={() => onToggle(file)}
                  aria-label={t('picker.select', { title })}
                />
                <FileThumb file={file} size={44} />
                <Text size="sm" fw={550} lineClamp={2} className={classes.title}>
                  {title}
                </Text>
                {locked && (
                  <Text size="xs" c="dimmed" className={classes.badge}>
                    <IconLock size={13} aria-hidden /> {t('picker.private')}
                  </Text>
                )}
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
      {list.hasNextPage && (
        <Group justify="center" mt="xs">
          <Button
            variant="default"
            size="xs"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('picker.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * My tracks, videos and photos, to attach to a post (up to ten in all). Hidden files are shown but
 * cannot be chosen (the server posts only public ones). «Готово» hands back the choice in order.
 */
export function FilePickerModal({
  opened,
  initial,
  onClose,
  onDone,
}: {
  opened: boolean;
  initial: FileRecord[];
  onClose: () => void;
  onDone: (files: FileRecord[]) => void;
}) {
  const { t } = useTranslation('posts');
  const phone = useMediaQuery('(max-width: 48em)');
  const [chosen, setChosen] = useState<FileRecord[]>(initial);
  const [kind, setKind] = useState<string | null>('audio');
  const full = chosen.length >= POST_LIMITS.files;
  const toggle = (file: FileRecord) =>
    setChosen((list) =>
      list.some((item) => item.FileId === file.FileId)
        ? list.filter((item) => item.FileId !== file.FileId)
        : list.length >= POST_LIMITS.files
          ? list
          : [...list, file],
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('picker.title')}
      size="lg"
      radius="lg"
      fullScreen={phone}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Tabs value={kind} onChange={setKind} keepMounted={false}>
        <Tabs.List mb="sm">
          {KINDS.map(({ type, tab }) => {
            const KindIcon = FILE_ICONS[type];
            return (
              <Tabs.Tab key={tab} value={tab} leftSection={<KindIcon size={16} aria-hidden />}>
                {t(`picker.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {KINDS.map(({ type, tab }) => (
          <Tabs.Panel key={tab} value={tab}>
            <KindList type={type} chosen={chosen} onToggle={toggle} full={full} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="space-between" mt="md" className={classes.footer}>
        <Text size="sm" c={full ? 'orange' : 'dimmed'} aria-live="polite">
          {t('picker.limit', { count: chosen.length, max: POST_LIMITS.files })}
        </Text>
        <Button onClick={() => onDone(chosen)}>{t('picker.done')}</Button>
      </Group>
    </Modal>
  );
}
