import { Paper, Stack } from '@mantine/core';
import type { Profile } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import classes from '../onboarding-wizard.module.css';
import { AvatarEditor } from '../profile-images-section.tsx';
import { StepActions } from './step-actions.tsx';
import type { StepNav } from './steps.ts';
export function AvatarStep({
  profile,
  nav,
  finishing,
}: {
  profile: Profile;
  nav: StepNav;
  finishing: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.avatarStage}>
        <AvatarEditor profile={profile} size={128} />
      </Paper>
      <StepActions
        onBack={nav.back}
        onSkip={profile.Avatar ? undefined : () => void nav.complete('AVATAR')}
        nextType="button"
        onNext={() => void nav.complete('AVATAR')}
        nextLabel={t('onboarding.finish')}
        loading={finishing}
      />
    </Stack>
  );
}
