import { Button, Group, Text } from '@mantine/core';
import { IconPencil, IconShare3 } from '@tabler/icons-react';
import { type FileRecord, toLang } from '@talanty/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { LikeButton } from '../../../shared/media/components/like-button.tsx';
import {
  absoluteUrl,
  EDITOR_PATHS,
  fileTitle,
  formatDate,
  mediaPath,
} from '../../../shared/media/components/media-format.ts';
import classes from './media-actions.module.css';

/** Phones and tablets get the system share sheet; desktops copy the link (their share sheets are odd). */
function prefersShareSheet(): boolean {
  return (
    typeof navigator.share === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/** Share the file's page: the share sheet on phones, else the link to the clipboard with a notice. */
export function MediaShareButton({ file, ownerName }: { file: FileRecord; ownerName: string }) {
  const { t } = useTranslation('media');
  const share = async () => {
    const url = absoluteUrl(mediaPath(file.FileId));
    const title = fileTitle(file) || t(`kind.${file.FileType}`);
    if (prefersShareSheet()) {
      try {
        await navigator.share({ title, text: t('page.shareText', { title, owner: ownerName }), url });
        return;
      } catch (error) {
        // The person closed the sheet: nothing to say. Anything else: fall back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t('page.linkCopied'));
    } catch {
      notifyError(t('page.copyFailed'));
    }
  };
  return (
    <Button
      variant="default"
      radius="xl"
      size="sm"
      leftSection={<IconShare3 size={17} aria-hidden />}
      onClick={() => void share()}
    >
      {t('page.share')}
    </Button>
  );
}

/** Like, share, the owner's edit link, and when it was added: the row under every file's title. */
export function MediaActions({
  file,
  ownerName,
  extra,
}: {
  file: FileRecord;
  ownerName: string;
  /** Before the date (the audio page's duration). */
  extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation('media');
  const added = formatDate(file.AddedDT, toLang(i18n.language));
  const title = fileTitle(file) || t(`kind.${file.FileType}`);
  return (
    <Group gap="xs" className={classes.row} data-testid="media-actions">
      <LikeButton file={file} size="md" />
      <MediaShareButton file={file} ownerName={ownerName} />
      {file.OwnerFlag === 'Y' && (
        <Button
          component={Link}
          to={EDITOR_PATHS[file.FileType]}
          variant="default"
          radius="xl"
          size="sm"
          leftSection={<IconPencil size={17} aria-hidden />}
          aria-label={t('page.editAria', { title })}
        >
          {t('page.edit')}
        </Button>
      )}
      <Group gap="xs" className={classes.meta}>
        {extra}
        {added && (
          <Text size="sm" c="dimmed">
            {t('page.added', { date: added })}
          </Text>
        )}
      </Group>
    </Group>
  );
}
