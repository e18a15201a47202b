import { Button, Code, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import NotFoundPage from '../components/not-found-page.tsx';
import { StatusView } from '../components/status-view.tsx';
import { CHUNK_LOAD_FAILED, CSS_CHUNK_LOAD_FAILED, chunkErrorKind } from '../lib/chunk-errors.ts';
import { useMetaOverride } from '../lib/meta-override.ts';
import { dismissBootOverlay } from './boot-overlay.ts';

/** Error element of the routes: a part of the app that failed to load, or an unexpected failure. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  const kind = chunkErrorKind(error);
  const status = isRouteErrorResponse(error) ? String(error.status) : undefined;
  const notFound = status === '404';
  const key = notFound ? 'codes.404' : kind ? 'chunk' : 'unexpected';
  const title = t(`${key}.title`);
  const description = t(`${key}.description`);
  useMetaOverride({ title, description });

  useEffect(() => {
    dismissBootOverlay();
    if (!kind && !notFound) console.error(error);
  }, [error, kind, notFound]);

  if (notFound) return <NotFoundPage />;
  const detail = kind === 'style' ? CSS_CHUNK_LOAD_FAILED : kind === 'script' ? CHUNK_LOAD_FAILED : status;

  return (
    <StatusView
      icon={kind ? IconPlugConnectedX : IconAlertTriangle}
      color={kind ? undefined : 'red'}
      title={title}
      description={description}
      actions={
        <>
          <Button
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            {t('actions.reload')}
          </Button>
          <Button
            component={Link}
            to="/"
            reloadDocument
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('actions.home')}
          </Button>
        </>
      }
    >
      {detail && (
        <Text size="sm" c="dimmed">
          {t('details')} <Code>{detail}</Code>
        </Text>
      )}
    </StatusView>
  );
}
