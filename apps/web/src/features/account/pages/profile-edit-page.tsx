import '@mantine/dates/styles.layer.css';
import { Alert, Box, Button, Container, Group, NavLink, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import {
  IconAddressBook,
  IconAlertCircle,
  IconDiscount2,
  IconEye,
  IconId,
  IconMapPin,
  IconPhoto,
  IconSparkles,
} from '@tabler/icons-react';
import type { Profile, UserInfo } from '@talanty/contract';
import 'dayjs/locale/ru';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes-prompt.tsx';
import { useUserInfo } from '../../../hooks/use-user-info.ts';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { ContactsSection } from '../components/contacts-section.tsx';
import { OnboardingWizard } from '../components/onboarding-wizard.tsx';
import { PartnerSection } from '../components/partner-section.tsx';
import { LocationSection, PersonalSection } from '../components/personal-section.tsx';
import { ProfileImagesSection } from '../components/profile-images-section.tsx';
import { TalentsSection } from '../components/talent-card-list.tsx';
import { useDirtyRegistry } from '../lib/dirty.ts';
import classes from './profile-edit-page.module.css';

const SECTIONS = [
  { id: 'images', icon: IconPhoto },
  { id: 'personal', icon: IconId },
  { id: 'location', icon: IconMapPin },
  { id: 'talents', icon: IconSparkles },
  { id: 'contacts', icon: IconAddressBook },
  { id: 'partner', icon: IconDiscount2 },
] as const;

function ProfileEditor({ info, profile }: { info: UserInfo; profile: Profile }) {
  const { t } = useTranslation('account');
  const { anyDirty, report } = useDirtyRegistry();

  return (
    <Stack gap="lg">
      <UnsavedChangesPrompt when={anyDirty} />
      <Group justify="space-between" align="flex-end" gap="md">
        <Box>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('page.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('page.subtitle')}
          </Text>
        </Box>
        <Button
          component={Link}
          to={`/@${profile.NickName}`}
          variant="default"
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('page.viewProfile')}
        </Button>
      </Group>
      <div className={classes.layout}>
        <nav className={classes.toc} aria-label={t('page.sectionsNav')}>
          {SECTIONS.map((section) => (
            <NavLink
              key={section.id}
              href={`#${section.id}`}
              label={t(`sections.${section.id}`)}
              leftSection={<section.icon size={18} aria-hidden />}
              className={classes.tocLink}
            />
          ))}
        </nav>
        <Stack gap="lg" className={classes.sections}>
          <ProfileImagesSection profile={profile} />
          <PersonalSection profile={profile} onDirtyChange={report} />
          <LocationSection profile={profile} onDirtyChange={report} />
          <TalentsSection />
          <ContactsSection profile={profile} onDirtyChange={report} />
          <PartnerSection code={info.PartnerCode} onDirtyChange={report} />
        </Stack>
      </div>
    </Stack>
  );
}

function EditOrOnboard({ info, profile }: { info: UserInfo; profile: Profile }) {
  const [params, setParams] = useSearchParams();
  // Decided once: finishing the onboarding flips the flag but keeps its last screen.
  const [onboarding, setOnboarding] = useState(
    () => params.get('onboarding') === '1' || info.ListOfUserCFGParams.MasterIsFullFlag !== 'Y',
  );
  if (!onboarding) return <ProfileEditor info={info} profile={profile} />;
  return (
    <OnboardingWizard
      info={info}
      profile={profile}
      onFinished={() => {
        setOnboarding(false);
        setParams({}, { replace: true });
        window.scrollTo({ top: 0 });
      }}
    />
  );
}

/** /user/profile-edit: the profile editor, or the onboarding until it is finished. */
export default function ProfileEditPage() {
  const { t, i18n } = useTranslation('account');
  const info = useUserInfo();
  const profile = useOwnProfile(info.data?.NickName);
  const failed = info.isError || profile.isError;

  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'ru', firstDayOfWeek: 1 }}>
      <Container size={1080} px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
        {failed ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('state.loadFailed')}</Text>
              <Button
                size="xs"
                variant="white"
                onClick={() => {
                  void info.refetch();
                  void profile.refetch();
                }}
              >
                {t('actions.retry')}
              </Button>
            </Group>
          </Alert>
        ) : info.data && profile.data ? (
          <EditOrOnboard info={info.data} profile={profile.data} />
        ) : (
          <Stack gap="lg" aria-busy="true" aria-label={t('state.loading')}>
            <Skeleton h={40} w={320} radius="md" />
            <Skeleton h={260} radius="lg" />
            <Skeleton h={320} radius="lg" />
          </Stack>
        )}
      </Container>
    </DatesProvider>
  );
}
