import { Alert, Button, Skeleton, Stack, Switch } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { NOTIFICATION_SETTING_OF, NOTIFICATION_TYPES, type NotificationSettings } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.tsx';
import {
  useNotificationSettings,
  useSetNotificationSettings,
} from '../../../shared/notifications/api/notifications.ts';
import { errorMessage } from '../lib/form-errors.ts';

/** One switch per kind of notification, saved as it is flipped (back on a refusal). */
export function NotificationSwitches() {
  const { t } = useTranslation('settings');
  const settings = useNotificationSettings();
  const update = useSetNotificationSettings();

  if (settings.isError)
    return (
      <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          {t('load.error')}
          <Button size="xs" variant="light" color="red" onClick={() => void settings.refetch()}>
            {t('load.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!settings.data) return <Skeleton height={180} radius="md" />;
  const data = settings.data;
  return (
    <Stack gap="md" data-testid="notification-switches">
      {NOTIFICATION_TYPES.map((type) => {
        const field: keyof NotificationSettings = NOTIFICATION_SETTING_OF[type];
        return (
          <Switch
            key={type}
            size="md"
            checked={data[field] === 'Y'}
            label={t(`notifications.types.${type}.label`)}
            description={t(`notifications.types.${type}.hint`)}
            onChange={(event) =>
              update.mutate(
                { [field]: event.currentTarget.checked ? 'Y' : 'N' },
                { onError: (error) => notifyError(errorMessage(error), t('privacy.saveError')) },
              )
            }
            data-testid={`notification-switch-${type}`}
          />
        );
      })}
    </Stack>
  );
}
