import '@mantine/dropzone/styles.layer.css';
import { ActionIcon, Button, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import {
  IconAlertCircle,
  IconCheck,
  IconPhotoPlus,
  IconPhotoUp,
  IconRefresh,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { IMAGE_EXTENSIONS, UPLOAD_LIMITS } from '@talanty/contract';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadToStorage } from '../../../lib/upload-image.ts';
import { useAddFile } from '../../../shared/media/api/files.ts';
import classes from './photo-uploader.module.css';

/** Uploads running at once (the server processes a few images at a time and queues the rest). */
export const PARALLEL_UPLOADS = 2;
const MB = 1024 * 1024;
const ACCEPT = { 'image/*': IMAGE_EXTENSIONS.map((ext) => `.${ext}`) };
const FORMATS = 'JPG, PNG, WebP, GIF, AVIF, HEIC';

type Status = 'waiting' | 'uploading' | 'saving' | 'done' | 'error';
type QueueItem = {
  id: string;
  file: File;
  preview: string | null;
  progress: number;
  status: Status;
  error?: string;
  /** Worth another try (network trouble, a busy server); refused files are not. */
  retryable?: boolean;
};

let nextId = 0;

/** "IMG_2034.jpg" -> "IMG_2034": the caption a new photo starts with (editable in the grid). */
const captionOf = (name: string) => name.replace(/\.[^.]+$/, '').slice(0, 200);

/**
 * The multi-photo drop zone: each dropped picture is uploaded with its own progress bar and error,
 * a few at a time, and becomes an Image file (uploadToStorage, then addUserFile). A refused picture
 * keeps its message and does not stop the others.
 */
export function PhotoUploader({ openRef }: { openRef?: Ref<() => void> }) {
  const { t } = useTranslation('photoEdit');
  const add = useAddFile();
  const [queue, setQueue] = useState<QueueItem[]>([]);
  const waiting = useRef<QueueItem[]>([]);
  const active = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = (id: string, patch: Partial<QueueItem>) => {
    if (mounted.current)
      setQueue((items) => items.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  };

  // Finished pictures leave the list a moment after the last one is done (they are in the grid).
  const busy = queue.some(
    (item) => item.status === 'waiting' || item.status === 'uploading' || item.status === 'saving',
  );
  const doneCount = queue.filter((item) => item.status === 'done').length;
  useEffect(() => {
    if (busy || doneCount === 0) return;
    const timer = setTimeout(() => {
      setQueue((items) => {
        for (const item of items)
          if (item.status === 'done' && item.preview) URL.revokeObjectURL(item.preview);
        return items.filter((item) => item.status !== 'done');
      });
    }, 2500);
    return () => clearTimeout(timer);
  }, [busy, doneCount]);

  async function run(item: QueueItem) {
    update(item.id, { status: 'uploading', progress: 0, error: undefined });
    try {
      const upload = await uploadToStorage(item.file, item.file.name, (progress) =>
        update(item.id, { progress }),
      );
      update(item.id, { status: 'saving', progress: 1 });
      await add.mutateAsync({
        FileType: 'Image',
        uploadId: upload.uploadId,
        Name: captionOf(item.file.name),
      });
      update(item.id, { status: 'done' });
    } catch (error) {
      const refused =
        error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
      update(item.id, {
        status: 'error',
        error: error instanceof ApiError ? error.message : t('upload.failed'),
        retryable: !refused,
      });
    }
  }

  function pump() {
    while (active.current < PARALLEL_UPLOADS && waiting.current.length > 0) {
      const item = waiting.current.shift() as QueueItem;
      active.current += 1;
      void run(item).finally(() => {
        active.current -= 1;
        pump();
      });
    }
  }

  function start(items: QueueItem[]) {
    waiting.current.push(...items);
    pump();
  }

  function onDrop(files: File[]) {
    const items = files.map<QueueItem>((file) => ({
      id: `photo-${++nextId}`,
      file,
      preview: URL.createObjectURL(file),
      progress: 0,
      status: 'waiting',
    }));
    setQueue((current) => [...current, ...items]);
    start(items);
  }

  function onReject(rejections: FileRejection[]) {
    const items = rejections.map<QueueItem>(({ file, errors }) => {
      const code = errors[0]?.code;
      return {
        id: `photo-${++nextId}`,
        file,
        preview: null,
        progress: 0,
        status: 'error',
        error:
          code === 'file-too-large'
            ? t('upload.tooLarge', { mb: UPLOAD_LIMITS.image / MB })
            : t('upload.wrongType', { formats: FORMATS }),
        retryable: false,
      };
    });
    setQueue((current) => [...current, ...items]);
  }

  function retry(item: QueueItem) {
    update(item.id, { status: 'waiting', progress: 0, error: undefined });
    start([{ ...item, status: 'waiting' }]);
  }

  function dismiss(item: QueueItem) {
    if (item.preview) URL.revokeObjectURL(item.preview);
    setQueue((items) => items.filter((i) => i.id !== item.id));
  }

  const total = queue.length;
  const finished = queue.filter((item) => item.status === 'done').length;

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        maxSize={UPLOAD_LIMITS.image}
        accept={ACCEPT}
        multiple
        openRef={openRef}
        radius="lg"
        className={classes.dropzone}
        aria-label={t('upload.dropLabel')}
        inputProps={{ 'aria-label': t('upload.inputLabel'), 'data-testid': 'photo-input' } as never}
      >
        <Group justify="center" gap="lg" mih={132} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={44} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhotoPlus size={44} stroke={1.5} className={classes.idleIcon} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text fw={600} fz={{ base: 'md', sm: 'lg' }}>
              {t('upload.title')}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t('upload.hint', { mb: UPLOAD_LIMITS.image / MB, formats: FORMATS })}
            </Text>
          </div>
        </Group>
      </Dropzone>

      {queue.length > 0 && (
        <Stack gap={6} aria-label={t('upload.queue')} component="section">
          <Text size="sm" fw={500} role="status" aria-live="polite">
            {busy
              ? t('upload.progress', { done: finished, total })
              : t('upload.finished', { done: finished, total })}
          </Text>
          <ul className={classes.queue}>
            {queue.map((item) => (
              <li key={item.id} className={classes.item} data-status={item.status} data-testid="photo-upload">
                {item.preview ? (
                  <img src={item.preview} alt="" className={classes.preview} />
                ) : (
                  <div className={classes.preview}>
                    <IconPhotoUp size={18} aria-hidden />
                  </div>
                )}
                <div className={classes.itemBody}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" fw={500} truncate="end" title={item.file.name}>
                      {item.file.name}
                    </Text>
                    <Text size="xs" c={item.status === 'error' ? 'red' : 'dimmed'} className={classes.state}>
                      {item.status === 'waiting' && t('upload.waiting')}
                      {item.status === 'uploading' &&
                        t('upload.percent', { percent: Math.round(item.progress * 100) })}
                      {item.status === 'saving' && t('upload.processing')}
                      {item.status === 'done' && (
                        <Group component="span" gap={4} wrap="nowrap" c="teal">
                          <IconCheck size={14} aria-hidden />
                          {t('upload.done')}
                        </Group>
                      )}
                    </Text>
                  </Group>
                  {item.status === 'error' ? (
                    <Group gap={6} wrap="nowrap" mt={2} role="alert">
                      <IconAlertCircle size={14} color="var(--mantine-color-red-6)" aria-hidden />
                      <Text size="xs" c="red">
                        {item.error}
                      </Text>
                    </Group>
                  ) : (
                    <Progress
                      value={item.status === 'done' ? 100 : Math.round(item.progress * 100)}
                      size="sm"
                      radius="xl"
                      mt={6}
                      color={item.status === 'done' ? 'teal' : undefined}
                      animated={item.status === 'saving'}
                      aria-label={t('upload.progressLabel', { name: item.file.name })}
                    />
                  )}
                </div>
                {item.status === 'error' && (
                  <Group gap={4} wrap="nowrap">
                    {item.retryable && (
                      <Tooltip label={t('upload.retry')}>
                        <ActionIcon
                          variant="subtle"
                          onClick={() => retry(item)}
                          aria-label={t('upload.retry')}
                        >
                          <IconRefresh size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Tooltip label={t('upload.dismiss')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        onClick={() => dismiss(item)}
                        aria-label={t('upload.dismissNamed', { name: item.file.name })}
                      >
                        <IconX size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </li>
            ))}
          </ul>
          {!busy && queue.some((item) => item.status === 'error') && (
            <Group justify="flex-end">
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                onClick={() => queue.filter((i) => i.status === 'error').forEach(dismiss)}
              >
                {t('upload.clearErrors')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
