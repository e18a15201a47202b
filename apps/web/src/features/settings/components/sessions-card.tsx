import { Button, Group } from '@mantine/core';
import { IconDevices, IconLogout2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { useLogoutOtherSessions } from '../api/logout-other-sessions.ts';
import { errorMessage } from '../lib/form-errors.ts';
import { SettingsCard } from './settings-card.tsx';

export function SessionsCard() {
  const { t } = useTranslation('settings');
  const logout = useLogoutOtherSessions();
  return (
    <SettingsCard
      id="sessions"
      icon={IconDevices}
      title={t('sessions.title')}
      description={t('sessions.description')}
    >
      <Group>
        <Button
          variant="default"
          leftSection={<IconLogout2 size={18} aria-hidden />}
          loading={logout.isPending}
          onClick={async () => {
            try {
              const { ended } = await logout.mutateAsync();
              notifySuccess(ended > 0 ? t('sessions.ended', { count: ended }) : t('sessions.none'));
            } catch (error) {
              notifyError(errorMessage(error));
            }
          }}
        >
          {t('sessions.button')}
        </Button>
      </Group>
    </SettingsCard>
  );
}
