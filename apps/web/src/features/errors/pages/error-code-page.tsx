import { Button } from '@mantine/core';
import {
  type Icon,
  IconAlertTriangle,
  IconArrowLeft,
  IconBarrierBlock,
  IconFaceIdError,
  IconLock,
  IconLogin2,
  IconRefresh,
  IconServerOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import NotFoundPage from '../../../components/not-found-page.tsx';
import { StatusView } from '../../../components/status-view.tsx';
import { type ErrorCode, isErrorCode } from '../error-codes.ts';

const ICONS: Record<Exclude<ErrorCode, '404'>, Icon> = {
  '400': IconFaceIdError,
  '401': IconLogin2,
  '403': IconLock,
  '500': IconAlertTriangle,
  '503': IconBarrierBlock,
};

/** /pages/error/:code and /pages/error500. */
export default function ErrorCodePage() {
  const { t } = useTranslation('errors');
  const params = useParams();
  const { pathname } = useLocation();
  const code = params.code ?? (pathname.endsWith('error500') ? '500' : undefined);
  if (!isErrorCode(code) || code === '404') return <NotFoundPage />;
  const serverSide = code === '500' || code === '503';

  return (
    <StatusView
      code={code}
      icon={code === '503' ? IconServerOff : ICONS[code]}
      color={serverSide ? 'orange' : undefined}
      title={t(`codes.${code}.title`)}
      description={t(`codes.${code}.description`)}
      actions={
        <>
          {code === '401' ? (
            <Button component={Link} to="/auth/signin" leftSection={<IconLogin2 size={18} aria-hidden />}>
              {t('actions.signIn')}
            </Button>
          ) : serverSide ? (
            <Button
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => window.location.reload()}
            >
              {t('actions.reload')}
            </Button>
          ) : null}
          <Button
            component={Link}
            to="/"
            variant={code === '400' || code === '403' ? 'filled' : 'default'}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('actions.home')}
          </Button>
        </>
      }
    />
  );
}
