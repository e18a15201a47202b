import { Alert } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../hooks/use-countdown.ts';

/** "Too many attempts, try again in 0:42" while a 429 lasts; nothing once it is over. */
export function RetryNotice({ seconds }: { seconds: number }) {
  const { t } = useTranslation('auth');
  if (seconds <= 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      icon={<IconClockHour4 size={20} aria-hidden />}
      title={t('throttled.title')}
      mb="lg"
      role="status"
      data-testid="retry-notice"
    >
      {t('throttled.wait', { time: formatClock(seconds) })}
    </Alert>
  );
}
