import { Button } from '@mantine/core';
import { IconArrowLeft, IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusView } from './status-view.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <StatusView
      code="404"
      icon={IconMoodEmpty}
      title={t('codes.404.title')}
      description={t('codes.404.description')}
      actions={
        <>
          <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('actions.home')}
          </Button>
          <Button
            component={Link}
            to="/search"
            variant="default"
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            {t('actions.search')}
          </Button>
        </>
      }
    />
  );
}
