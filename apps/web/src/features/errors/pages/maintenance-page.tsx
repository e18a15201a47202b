import { Button } from '@mantine/core';
import { IconRefresh, IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusView } from '../../../components/status-view.tsx';

export default function MaintenancePage() {
  const { t } = useTranslation(['planned', 'errors']);
  return (
    <StatusView
      icon={IconTools}
      color="orange"
      title={t('planned:maintenance.title')}
      description={t('planned:maintenance.description')}
      actions={
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          {t('errors:actions.reload')}
        </Button>
      }
    />
  );
}
