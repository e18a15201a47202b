import { Alert, Button, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type Icon, IconAlertCircle, IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import type { FileRecord } from '@talanty/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import notifyClasses from '../../../lib/notify.module.css';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { useDeleteFile, useRestoreFile } from '../api/files.ts';
import classes from './video-photo-shared.module.css';

/**
 * What the video and photo editors share: delete with a confirmation and an undo toast, restore from
 * the trash, the purge date, and the list's loading, empty and error states. Strings come from the
 * caller's namespace (`videoEdit` or `photoEdit`), which both hold the same `lifecycle.*` keys.
 */

/** Deleted files are purged 30 days after deletion (files README). */
export const TRASH_DAYS = 30;
/** The undo toast stays a little longer than the spec's 3 s notices, so there is time to press it. */
export const UNDO_TOAST_MS = 6000;

export function purgeDate(file: FileRecord): Date | null {
  if (!file.DeletedDT) return null;
  return new Date(new Date(file.DeletedDT).getTime() + TRASH_DAYS * 24 * 3600 * 1000);
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

export function useFileLifecycle(ns: 'videoEdit' | 'photoEdit') {
  const { t } = useTranslation(ns);
  const remove = useDeleteFile();
  const restoreMutation = useRestoreFile();

  async function restore(file: FileRecord, quiet = false) {
    // Restored from the trash: its undo toast has nothing left to undo.
    notifications.hide(`undo-${file.FileId}`);
    try {
      await restoreMutation.mutateAsync(file.FileId);
      if (!quiet) notifySuccess(t('lifecycle.restored', { name: file.Name }));
    } catch (error) {
      notifyError(messageOf(error, t('lifecycle.restoreFailed')));
    }
  }

  async function deleteNow(file: FileRecord) {
    try {
      await remove.mutateAsync(file.FileId);
    } catch (error) {
      notifyError(messageOf(error, t('lifecycle.deleteFailed')));
      return;
    }
    const id = `undo-${file.FileId}`;
    notifications.show({
      id,
      autoClose: UNDO_TOAST_MS,
      icon: <IconCheck size={18} aria-hidden />,
      classNames: {
        root: notifyClasses.success,
        description: notifyClasses.text,
        closeButton: notifyClasses.close,
        icon: notifyClasses.successIcon,
      },
      message: (
        <Stack gap={8} align="flex-start">
          <span>{t('lifecycle.deleted', { name: file.Name })}</span>
          <Button
            size="compact-sm"
            variant="white"
            color="dark"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            onClick={() => {
              notifications.hide(id);
              void restore(file, true);
            }}
          >
            {t('lifecycle.undo')}
          </Button>
        </Stack>
      ),
    });
  }

  function askDelete(file: FileRecord) {
    modals.openConfirmModal({
      title: t('lifecycle.confirmTitle'),
      centered: true,
      radius: 'lg',
      children: (
        <Text size="sm">
          {t('lifecycle.confirmBody', { name: file.Name || t('lifecycle.untitled'), days: TRASH_DAYS })}
        </Text>
      ),
      labels: { confirm: t('lifecycle.confirm'), cancel: t('lifecycle.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteNow(file),
    });
  }

  return {
    askDelete,
    restore,
    restoringId: restoreMutation.isPending ? restoreMutation.variables : undefined,
  };
}

/** Placeholder cards while a list loads. */
export function GridSkeleton({ variant, label }: { variant: 'video' | 'photo'; label: string }) {
  return (
    <div
      className={variant === 'video' ? classes.videoGrid : classes.photoGrid}
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      {Array.from({ length: variant === 'video' ? 6 : 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Stack key={i} gap={8}>
          <Skeleton
            radius="lg"
            className={variant === 'video' ? classes.skeletonVideo : classes.skeletonPhoto}
          />
          <Skeleton h={12} w="70%" radius="sm" />
          {variant === 'video' && <Skeleton h={10} w="40%" radius="sm" />}
        </Stack>
      ))}
    </div>
  );
}

export function LoadError({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
      radius="lg"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {retry}
        </Button>
      </Group>
    </Alert>
  );
}

export function EmptyList({
  icon: IconComponent,
  title,
  description,
  action,
}: {
  icon: Icon;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="sm" className={classes.empty}>
      <ThemeIcon size={72} radius={24} variant="light">
        <IconComponent size={36} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={2} fz="h3" ta="center">
        {title}
      </Title>
      <Text c="dimmed" ta="center" maw={440}>
        {description}
      </Text>
      {action}
    </Stack>
  );
}

export const sharedClasses = classes;
