import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkifiedText } from '../../../components/linkified-text.tsx';
import { exactTimeLabel } from '../../../components/relative-time.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { usePostEdits } from '../api/posts.ts';
import classes from './post-card.module.css';

/** A post's edit history (Mastodon's): every version of its text, the current one first. */
export function PostHistoryModal({
  postId,
  opened,
  onClose,
}: {
  postId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('posts');
  const lang = useLang();
  const phone = useMediaQuery('(max-width: 48em)');
  const edits = usePostEdits(postId, opened);
  const versions = edits.data?.ListOfPostEdits ?? [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('history.title')}
      size="lg"
      radius="lg"
      fullScreen={phone}
    >
      {edits.isPending && (
        <Group justify="center" py="lg" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('history.loading')}
          </Text>
        </Group>
      )}
      {edits.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('history.loadError')}
        >
          <Text size="sm">{edits.error.message}</Text>
        </Alert>
      )}
      {edits.isSuccess && versions.length <= 1 && <Text c="dimmed">{t('history.empty')}</Text>}
      {versions.length > 0 && (
        <ol className={classes.history} data-testid="post-history">
          {versions.map((version) => (
            <li key={version.Created} className={classes.version}>
              <Group gap="xs" mb={6}>
                <Text size="sm" fw={600}>
                  {t('history.version', { date: exactTimeLabel(version.Created, lang) })}
                </Text>
                {version.CurrentFlag === 'Y' && (
                  <Badge size="sm" variant="light">
                    {t('history.current')}
                  </Badge>
                )}
              </Group>
              <Stack gap={4}>
                {version.Title && (
                  <Title order={3} size="h5">
                    {version.Title}
                  </Title>
                )}
                <Text size="sm" className={classes.text}>
                  {version.Body ? <LinkifiedText text={version.Body} /> : <em>{t('history.noText')}</em>}
                </Text>
              </Stack>
            </li>
          ))}
        </ol>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('history.close')}
        </Button>
      </Group>
    </Modal>
  );
}
