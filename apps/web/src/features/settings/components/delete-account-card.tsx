import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify.tsx';
import { forgetRememberedUser } from '../../../lib/remembered-user.ts';
import { setLoggedIn } from '../../../lib/session-store.ts';
import { DeleteAccountModal } from './delete-account-modal.tsx';
import classes from './settings-card.module.css';
import { SettingsCard } from './settings-card.tsx';

/** The danger zone: deleting the account, behind a confirmation. Afterwards the browser is a visitor's. */
export function DeleteAccountCard({ nickName }: { nickName: string }) {
  const { t } = useTranslation('settings');
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return (
    <SettingsCard
      id="delete-account"
      icon={IconAlertTriangle}
      title={t('danger.title')}
      description={t('danger.description')}
      danger
    >
      <Group>
        <Button
          className={classes.dangerButton}
          color="red"
          variant="outline"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={open}
        >
          {t('danger.button')}
        </Button>
      </Group>
      <DeleteAccountModal
        opened={opened}
        nickName={nickName}
        onClose={close}
        onDeleted={() => {
          close();
          setLoggedIn(false);
          forgetRememberedUser();
          queryClient.clear();
          notifySuccess(t('danger.deleted'));
          void navigate('/', { replace: true });
        }}
      />
    </SettingsCard>
  );
}
