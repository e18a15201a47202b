import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type FileRecord, type Lang, toLang } from '@talanty/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess, notifyUndo } from '../../../lib/notify.tsx';
import { useDeleteFile, useRestoreFile } from '../../../shared/media/api/files.ts';

/**
 * What the audio, video and photo editors share about a file's life: delete with a confirmation and
 * an undo toast, restore from the trash, and the purge date. Strings come from the editor's own
 * namespace; all three hold the same `lifecycle.*` and `trash.*` keys.
 */
export type EditorNs = 'audioEdit' | 'videoEdit' | 'photoEdit';

/** Deleted files are purged with their bytes this many days after deletion (files README). */
export const TRASH_DAYS = 30;

/** «12 июня 2026» / "June 12, 2026": when a deleted file is purged for good; '' when unknown. */
export function purgeDateLabel(file: Pick<FileRecord, 'DeletedDT'>, lang: Lang): string {
  if (!file.DeletedDT) return '';
  const date = dayjs(file.DeletedDT).add(TRASH_DAYS, 'day');
  if (!date.isValid()) return '';
  return date.locale(lang).format(lang === 'ru' ? 'D MMMM YYYY' : 'MMMM D, YYYY');
}

/** «Удалится навсегда 12 июня 2026», or «В корзине» when the deletion date is unknown. */
export function usePurgeText(ns: EditorNs) {
  const { t, i18n } = useTranslation(ns);
  const lang = toLang(i18n.language);
  return (file: Pick<FileRecord, 'DeletedDT'>) => {
    const date = purgeDateLabel(file, lang);
    return date ? t('trash.purgeOn', { date }) : t('trash.deleted');
  };
}

const messageOf = refusalMessage;

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

/** Delete (after a confirmation, with an undo toast) and restore, for an editor's list and its trash. */
export function useFileLifecycle(ns: EditorNs) {
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
    notifyUndo({
      id: `undo-${file.FileId}`,
      message: t('lifecycle.deleted', { name: file.Name || t('lifecycle.untitled') }),
      undoLabel: t('lifecycle.undo'),
      onUndo: () => void restore(file, true),
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

export type FileLifecycle = ReturnType<typeof useFileLifecycle>;
