import { Alert, Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { IconEyeOff, IconTrash } from '@tabler/icons-react';
import type { FileRecord } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fileTitle, ownerProfilePath, platformOf } from '../../../shared/media/components/media-format.ts';
import classes from './media-heading.module.css';

/** The kind (and the owner's private/trash marks), the title as the page's h1, and the author's link. */
export function MediaHeading({ file, ownerName }: { file: FileRecord; ownerName: string }) {
  const { t } = useTranslation('media');
  const kind =
    file.FileType === 'Video'
      ? `${t('kind.Video')} · ${t(`video.platform.${platformOf(file)}`)}`
      : t(`kind.${file.FileType}`);
  const isPrivate = file.OwnerFlag === 'Y' && file.PublicFlag === 'N';
  const isDeleted = file.OwnerFlag === 'Y' && file.DeletedFlag === 'Y';
  return (
    <Stack gap={6} className={classes.root}>
      <Group gap={8}>
        <Badge variant="light" radius="sm" className={classes.kind}>
          {kind}
        </Badge>
        {isPrivate && (
          <Badge
            variant="filled"
            color="gray"
            radius="sm"
            leftSection={<IconEyeOff size={13} aria-hidden />}
            data-testid="media-private"
          >
            {t('page.private')}
          </Badge>
        )}
        {isDeleted && (
          <Badge variant="filled" color="red" radius="sm" leftSection={<IconTrash size={13} aria-hidden />}>
            {t('page.deleted')}
          </Badge>
        )}
      </Group>
      <Title order={1} className={classes.title}>
        {fileTitle(file) || t(`kind.${file.FileType}`)}
      </Title>
      <Anchor component={Link} to={ownerProfilePath(file.NickName)} fw={600} className={classes.owner}>
        {ownerName}
      </Anchor>
      {(isDeleted || isPrivate) && (
        <Alert variant="light" color={isDeleted ? 'red' : 'gray'} radius="md" mt={6} className={classes.hint}>
          {t(isDeleted ? 'page.deletedHint' : 'page.privateHint')}
        </Alert>
      )}
    </Stack>
  );
}
