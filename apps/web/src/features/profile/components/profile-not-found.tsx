import { Button } from '@mantine/core';
import { IconArrowLeft, IconSearch, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusView } from '../../../components/status-view.tsx';
import { useMetaOverride } from '../../../lib/meta-override.ts';

/** An unknown nickname: a person-shaped "nobody here", with a way to search for them. */
export function ProfileNotFound({ nickName }: { nickName: string }) {
  const { t } = useTranslation('profile');
  useMetaOverride({
    title: t('notFound.metaTitle', { nickname: nickName }),
    description: t('notFound.description', { nickname: nickName }),
  });
  return (
    <StatusView
      icon={IconUserQuestion}
      color="gray"
      title={t('notFound.title')}
      description={t('notFound.description', { nickname: nickName })}
      actions={
        <>
          <Button
            component={Link}
            to={`/search?q=${encodeURIComponent(nickName)}`}
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            {t('notFound.search')}
          </Button>
          <Button
            component={Link}
            to="/"
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('notFound.home')}
          </Button>
        </>
      }
    />
  );
}
