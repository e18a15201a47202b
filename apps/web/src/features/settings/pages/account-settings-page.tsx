import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../hooks/use-user-info.ts';
import { DeleteAccountCard } from '../components/delete-account-card.tsx';
import { EmailCard } from '../components/email-card.tsx';
import { LanguageCard } from '../components/language-card.tsx';
import { PasswordCard } from '../components/password-card.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';
import { SettingsShell } from '../components/settings-shell.tsx';

/** /user/accountsetting and its copies: e-mail, password, language, sessions, deletion. */
export default function AccountSettingsPage() {
  const { t } = useTranslation('settings');
  const info = useUserInfo();
  const user = info.data;

  return (
    <SettingsShell
      page="account"
      title={t('account.title')}
      description={user ? t('header.signedInAs', { nickname: user.NickName }) : t('account.description')}
    >
      {info.isError && (
        <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            {t('load.error')}
            <Button size="xs" variant="light" color="red" onClick={() => void info.refetch()}>
              {t('load.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {!user && !info.isError && (
        <Stack gap="lg" aria-busy="true">
          {[180, 320, 140].map((height) => (
            <Skeleton key={height} height={height} radius="lg" />
          ))}
        </Stack>
      )}
      {user && (
        <>
          <EmailCard email={user.Email} />
          <PasswordCard />
          <LanguageCard mailLanguage={user.LanguageCode} />
          <SessionsCard />
          <DeleteAccountCard nickName={user.NickName} />
        </>
      )}
    </SettingsShell>
  );
}
