import { Button, Group, Text } from '@mantine/core';
import { IconNews, IconPencil, IconShare3 } from '@tabler/icons-react';
import { type FileRecord, toLang } from '@talanty/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Hint } from '../../../components/hint.tsx';
import { shareLink } from '../../../lib/share.ts';
import { LikeButton } from '../../../shared/media/components/like-button.tsx';
import {
  absoluteUrl,
  EDITOR_PATHS,
  fileTitle,
  formatDate,
  mediaPath,
} from '../../../shared/media/components/media-format.ts';
import { usePublishToFeed } from '../../../shared/posts/components/publish-to-feed.tsx';
import classes from './media-actions.module.css';

/** Share the file's page: the share sheet on phones, else the link to the clipboard with a notice. */
export function MediaShareButton({ file, ownerName }: { file: FileRecord; ownerName: string }) {
  const { t } = useTranslation('media');
  const share = () => {
    const title = fileTitle(file) || t(`kind.${file.FileType}`);
    return shareLink(
      {
        url: absoluteUrl(mediaPath(file.FileId)),
        title,
        text: t('page.shareText', { title, owner: ownerName }),
      },
      { copied: t('page.linkCopied'), failed: t('page.copyFailed') },
    );
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

/** The owner's «Опубликовать в ленте»: the composer with this file, then the posts tab. */
function PublishButton({ file }: { file: FileRecord }) {
  const publisher = usePublishToFeed();
  const action = publisher.forFile(file);
  const button = (
    <Button
      variant="light"
      radius="xl"
      size="sm"
      leftSection={<IconNews size={17} aria-hidden />}
      onClick={action.onPublish}
      disabled={action.blocked !== null}
    >
      {action.label}
    </Button>
  );
  return (
    <>
      {action.blocked ? (
        <Hint label={action.blocked} withinPortal>
          <span>{button}</span>
        </Hint>
      ) : (
        button
      )}
      {publisher.modal}
    </>
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
  const owner = file.OwnerFlag === 'Y';
  return (
    <Group gap="xs" className={classes.row} data-testid="media-actions">
      <LikeButton file={file} size="md" />
      <MediaShareButton file={file} ownerName={ownerName} />
      {owner && <PublishButton file={file} />}
      {owner && (
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
