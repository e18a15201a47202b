import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconAlertCircle, IconBell, IconCake, IconSearch } from '@tabler/icons-react';
import { BIRTH_DATE_VISIBILITY, type Privacy } from '@talanty/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { usePrivacy } from '../api/get-user-privacy.ts';
import { useUpdatePrivacy } from '../api/update-user-privacy.ts';
import { NotificationSwitches } from '../components/notification-switches.tsx';
import { PrivacyChoice } from '../components/privacy-choice.tsx';
import cardClasses from '../components/settings-card.module.css';
import { SettingsCard } from '../components/settings-card.tsx';
import { SettingsShell } from '../components/settings-shell.tsx';
import { errorMessage } from '../lib/form-errors.ts';

/**
 * /user/privacysetting and its copies: who sees the contacts, whether search shows the profile, what
 * others learn of my birth date, and which notifications I get. Saved on choice.
 */
export default function PrivacySettingsPage() {
  const { t } = useTranslation('settings');
  const privacy = usePrivacy();
  const update = useUpdatePrivacy();
  const { hash } = useLocation();
  const loaded = Boolean(privacy.data);
  // Links such as «Настроить уведомления» (`#notifications`) land on their section once it is there.
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);

  const save = async (change: Partial<Privacy>) => {
    try {
      await update.mutateAsync(change);
      notifySuccess(t('privacy.saved'));
    } catch (error) {
      notifyError(errorMessage(error), t('privacy.saveError'));
    }
  };

  return (
    <SettingsShell page="privacy" title={t('privacy.title')} description={t('privacy.description')}>
      {privacy.isError && (
        <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            {t('load.error')}
            <Button size="xs" variant="light" color="red" onClick={() => void privacy.refetch()}>
              {t('load.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {privacy.isPending && (
        <Stack gap="lg" aria-busy="true">
          <Skeleton height={200} radius="lg" />
          <Skeleton height={200} radius="lg" />
        </Stack>
      )}
      {privacy.data && (
        <>
          <SettingsCard
            id="contacts-visibility"
            icon={IconAddressBook}
            title={t('privacy.contacts.title')}
            description={t('privacy.contacts.description')}
          >
            <PrivacyChoice
              name="contacts"
              label={t('privacy.contacts.title')}
              value={privacy.data.ContactsVisibility}
              disabled={update.isPending}
              onChange={(ContactsVisibility) => void save({ ContactsVisibility })}
              options={(['REGISTERED', 'NOBODY'] as const).map((value) => ({
                value,
                label: t(`privacy.contacts.${value}`),
                hint: t(`privacy.contacts.${value}Hint`),
              }))}
            />
          </SettingsCard>
          <SettingsCard
            id="search-visibility"
            icon={IconSearch}
            title={t('privacy.search.title')}
            description={t('privacy.search.description')}
          >
            <PrivacyChoice
              name="search"
              label={t('privacy.search.title')}
              value={privacy.data.SearchableFlag}
              disabled={update.isPending}
              onChange={(SearchableFlag) => void save({ SearchableFlag })}
              options={(['Y', 'N'] as const).map((value) => ({
                value,
                label: t(`privacy.search.${value}`),
                hint: t(`privacy.search.${value}Hint`),
              }))}
            />
          </SettingsCard>
          <SettingsCard
            id="birth-date"
            icon={IconCake}
            title={t('privacy.birthDate.title')}
            description={t('privacy.birthDate.description')}
          >
            <PrivacyChoice
              name="birth-date"
              label={t('privacy.birthDate.title')}
              value={privacy.data.BirthDateVisibility}
              disabled={update.isPending}
              onChange={(BirthDateVisibility) => void save({ BirthDateVisibility })}
              options={BIRTH_DATE_VISIBILITY.map((value) => ({
                value,
                label: t(`privacy.birthDate.${value}`),
                hint: t(`privacy.birthDate.${value}Hint`),
              }))}
            />
          </SettingsCard>
          <SettingsCard
            id="notifications"
            icon={IconBell}
            title={t('notifications.title')}
            description={t('notifications.description')}
          >
            <NotificationSwitches />
          </SettingsCard>
          <Text size="sm" c="dimmed">
            {t('privacy.policy')}{' '}
            <Anchor className={cardClasses.anchor} component={Link} to="/Policy" size="sm" underline="always">
              {t('privacy.policyLink')}
            </Anchor>
            .
          </Text>
        </>
      )}
    </SettingsShell>
  );
}
