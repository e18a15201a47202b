import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RetryNotice } from './retry-notice.tsx';

/** Above a password form: the wait after too many tries, and why the last try failed. */
export function SignInNotices({ retrySeconds, failed }: { retrySeconds: number; failed: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <RetryNotice seconds={retrySeconds} />
      {failed && (
        <Alert
          color="red"
          variant="light"
          radius="md"
          mb="lg"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title={t('signIn.failedTitle')}
        >
          {t('signIn.failedHint')}
        </Alert>
      )}
    </>
  );
}
