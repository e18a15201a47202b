import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusActions, StatusView } from './status-view.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <StatusView
      code="404"
      icon={IconMoodEmpty}
      title={t('codes.404.title')}
      description={t('codes.404.description')}
      actions={<StatusActions to="/" backLabel={t('actions.home')} searchLabel={t('actions.search')} />}
    />
  );
}
