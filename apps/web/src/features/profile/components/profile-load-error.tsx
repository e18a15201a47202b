import { Button } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusView } from '../../../components/status-view.tsx';

/** The profile could not be fetched (network, server): say why and offer another try. */
export function ProfileLoadError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <StatusView
      icon={IconCloudOff}
      color="red"
      title={t('loadError.title')}
      description={message}
      actions={
        <Button onClick={onRetry} loading={retrying} leftSection={<IconRefresh size={18} aria-hidden />}>
          {t('loadError.retry')}
        </Button>
      }
    />
  );
}
