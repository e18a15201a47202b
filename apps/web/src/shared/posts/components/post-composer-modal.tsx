import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FileRecord, PostRecord } from '@talanty/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../lib/confirm.tsx';
import { LazyPostComposer as PostComposer } from './lazy-post-composer.tsx';

/**
 * The composer in a dialog (full screen on phones): editing or scheduling a post from its card, or
 * a new post from a file («Опубликовать в ленте»). Closing with changes asks first.
 */
export function PostComposerModal({
  opened,
  onClose,
  onDone,
  post,
  initialFiles,
  initialSchedule,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  onDone: (post: PostRecord) => void;
  post?: PostRecord;
  initialFiles?: FileRecord[];
  initialSchedule?: boolean;
  title: string;
}) {
  const { t } = useTranslation('posts');
  const phone = useMediaQuery('(max-width: 48em)');
  const dirty = useRef(false);

  const close = () => {
    if (!dirty.current) {
      onClose();
      return;
    }
    confirmDanger({
      title: t('composer.discardTitle'),
      text: t('composer.discardText'),
      confirm: t('composer.discard'),
      cancel: t('composer.keep'),
      onConfirm: () => {
        dirty.current = false;
        onClose();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" radius="lg" fullScreen={phone} centered>
      {opened && (
        <PostComposer
          post={post}
          initialFiles={initialFiles}
          initialSchedule={initialSchedule}
          withTitle
          autoFocus
          onCancel={close}
          onDirtyChange={(value) => {
            dirty.current = value;
          }}
          onDone={(saved) => {
            dirty.current = false;
            onDone(saved);
          }}
        />
      )}
    </Modal>
  );
}
