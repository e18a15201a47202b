import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import type { FileRecord, Lang } from '@talanty/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import notifyClasses from '../../../lib/notify.module.css';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { useDeleteFile, useRestoreFile } from '../api/files.ts';

/** Deleted tracks are purged with their bytes this many days after deletion (files README). */
export const TRASH_DAYS = 30;
/** The undo toast outlives the spec's 3 s notices, so there is time to press it. */
const UNDO_TOAST_MS = 6000;

/** «12 июня 2026» / "June 12, 2026": when a deleted track is purged for good; '' when unknown. */
export function purgeDateLabel(file: Pick<FileRecord, 'DeletedDT'>, lang: Lang): string {
  if (!file.DeletedDT) return '';
  const date = dayjs(file.DeletedDT).add(TRASH_DAYS, 'day');
  if (!date.isValid()) return '';
  return date.locale(lang).format(lang === 'ru' ? 'D MMMM YYYY' : 'MMMM D, YYYY');
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;

/** Asks before throwing away what the user typed (an unsaved form, an upload card). */
export function confirmDiscard(t: TFunction<'audioEdit'>, onConfirm: () => void) {
  modals.openConfirmModal({
    title: t('discard.title'),
    centered: true,
    radius: 'lg',
    children: <Text size="sm">{t('discard.text')}</Text>,
    labels: { confirm: t('discard.confirm'), cancel: t('discard.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** Delete (after a confirmation, with an undo toast) and restore, for the track list and the trash. */
export function useAudioLifecycle() {
  const { t } = useTranslation('audioEdit');
  const remove = useDeleteFile();
  const restoreMutation = useRestoreFile();

  async function restore(file: FileRecord, quiet = false) {
    try {
      await restoreMutation.mutateAsync(file.FileId);
      if (!quiet) notifySuccess(t('trash.restored', { name: file.Name }));
    } catch (error) {
      notifyError(messageOf(error, t('trash.restoreFailed')));
    }
  }

  async function deleteNow(file: FileRecord) {
    try {
      await remove.mutateAsync(file.FileId);
    } catch (error) {
      notifyError(messageOf(error, t('delete.failed')));
      return;
    }
    const id = `audio-undo-${file.FileId}`;
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
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <span>{t('delete.done')}</span>
          <Button
            size="compact-sm"
            variant="white"
            color="dark"
            onClick={() => {
              notifications.hide(id);
              void restore(file, true);
            }}
          >
            {t('delete.undo')}
          </Button>
        </Group>
      ),
    });
  }

  function askDelete(file: FileRecord) {
    modals.openConfirmModal({
      title: t('delete.title'),
      centered: true,
      radius: 'lg',
      children: (
        <Text size="sm">{t('delete.text', { name: file.Name || t('form.untitled'), days: TRASH_DAYS })}</Text>
      ),
      labels: { confirm: t('delete.confirm'), cancel: t('delete.cancel') },
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
