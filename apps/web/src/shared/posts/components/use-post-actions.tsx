import { notifications } from '@mantine/notifications';
import type { PostRecord, UpdateUserPostBody } from '@talanty/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../lib/api-client.ts';
import { confirmDanger } from '../../../lib/confirm.tsx';
import { notifyError, notifySuccess, notifyUndo } from '../../../lib/notify.tsx';
import { useUpdatePost } from '../api/posts.ts';

/** Spec sections 4 and 9: the post-update loader hides after 2 seconds (even while the answer is late). */
export const POST_LOADER_MS = 2000;

/**
 * A loader for one write: shown from the start, hidden when the write settles or after `POST_LOADER_MS`,
 * whichever comes first (a slow network never leaves a post covered).
 */
export function useUpdateLoader() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  async function track<T>(write: Promise<T>): Promise<T> {
    window.clearTimeout(timer.current);
    setVisible(true);
    timer.current = window.setTimeout(() => setVisible(false), POST_LOADER_MS);
    try {
      return await write;
    } finally {
      window.clearTimeout(timer.current);
      setVisible(false);
    }
  }
  return { visible, track };
}

/** The author's writes on a post from its card: delete (asked first, with undo), restore, publish now. */
export function usePostActions(post: PostRecord) {
  const { t } = useTranslation('posts');
  const update = useUpdatePost();
  const loader = useUpdateLoader();

  async function write(body: Omit<UpdateUserPostBody, 'PostId'>, done: string): Promise<boolean> {
    try {
      await loader.track(update.mutateAsync({ PostId: post.PostId, ...body }));
      if (done) notifySuccess(done);
      return true;
    } catch (error) {
      notifyError(refusalMessage(error, t('notice.failed')));
      return false;
    }
  }

  async function restore(quiet = false) {
    notifications.hide(`undo-post-${post.PostId}`);
    await write({ DeletedFlag: 'N' }, quiet ? '' : t('notice.restored'));
  }

  async function deleteNow() {
    if (!(await write({ DeletedFlag: 'Y' }, ''))) return;
    notifyUndo({
      id: `undo-post-${post.PostId}`,
      message: t('notice.deleted'),
      undoLabel: t('notice.undo'),
      onUndo: () => void restore(true),
    });
  }

  const askDelete = () =>
    confirmDanger({
      title: t('deleteConfirm.title'),
      text: t('deleteConfirm.text'),
      confirm: t('deleteConfirm.confirm'),
      cancel: t('deleteConfirm.cancel'),
      onConfirm: () => void deleteNow(),
    });

  const publishNow = () => void write({ Status: 'Published' }, t('notice.published'));

  return { loading: loader.visible, askDelete, restore: () => void restore(), publishNow };
}
