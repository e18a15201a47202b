import type { FileRecord } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { exactTimeLabel } from '../../../components/relative-time.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { notifySuccess } from '../../../lib/notify.tsx';
import { profilePath } from './author.tsx';
import { PostComposerModal } from './post-composer-modal.tsx';

/**
 * «Опубликовать в ленте» for one of my files (the media editors, `/media/:id`): `open(file)` shows the
 * composer with the file attached; once the post is made the app goes to `/<nick>?tab=posts`
 * (spec section 2). Render `modal` once where the buttons are. Only public files can be posted.
 */
export function usePublishToFeed() {
  const { t } = useTranslation('posts');
  const lang = useLang();
  const navigate = useNavigate();
  const [file, setFile] = useState<FileRecord | null>(null);
  const modal = (
    <PostComposerModal
      opened={file !== null}
      initialFiles={file ? [file] : []}
      title={t('composer.fromMediaTitle')}
      onClose={() => setFile(null)}
      onDone={(post) => {
        setFile(null);
        notifySuccess(
          post.Status === 'Sheduled'
            ? t('notice.scheduled', { date: exactTimeLabel(post.DisplayDT, lang) })
            : t('notice.created'),
        );
        const view = post.Status === 'Sheduled' ? '&view=scheduled' : '';
        navigate(`${profilePath(post.Author.NickName, 'posts')}${view}`);
      }}
    />
  );
  return {
    /** A button's or menu item's label, why it is off for this file (hidden files) or null, and its action. */
    forFile: (target: FileRecord) => ({
      label: t('publish.button'),
      blocked: target.PublicFlag === 'N' ? t('publish.privateHint') : null,
      onPublish: () => setFile(target),
    }),
    modal,
  };
}
