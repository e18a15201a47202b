import { Box, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconId, IconPhotoCircle, IconSparkles, IconUserEdit } from '@tabler/icons-react';
import type { Profile, UserInfo } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.tsx';
import { useUserTalentList } from '../api/get-user-talant-list.ts';
import { useSetUserCfg } from '../api/set-cfg.ts';
import { messageOf } from '../lib/form-errors.ts';
import { AvatarStep } from './onboarding/avatar-step.tsx';
import { DetailsStep } from './onboarding/details-step.tsx';
import { DoneStep } from './onboarding/done-step.tsx';
import { PersonalStep } from './onboarding/personal-step.tsx';
import { ONBOARDING_STEPS, resumeIndex, type StepNav } from './onboarding/steps.ts';
import { TalentsStep } from './onboarding/talents-step.tsx';
import classes from './onboarding-wizard.module.css';

/** The steps, and where a returning user resumes (one file per step in ./onboarding/). */
export { ONBOARDING_STEPS, type OnboardingStep, resumeIndex } from './onboarding/steps.ts';

type WizardProps = { info: UserInfo; profile: Profile; onFinished: () => void };

/**
 * Onboarding after sign-up: personal data and city → talents → each chosen talent's details and
 * services in turn → avatar → done. Each step saves, records MasterLastSetStep (and the talent to
 * detail in MasterLastAddedTalentCode), and a returning user resumes after the last step set.
 */
export function OnboardingWizard({ info, profile, onFinished }: WizardProps) {
  const { t } = useTranslation('account');
  const cfg = info.ListOfUserCFGParams;
  const [active, setActive] = useState(() => resumeIndex(cfg.MasterLastSetStep));
  const [talentCode, setTalentCode] = useState<string | null>(cfg.MasterLastAddedTalentCode);
  const talents = useUserTalentList();
  const setCfg = useSetUserCfg();
  const list = talents.data ?? [];

  const nav: StepNav = {
    back: () => setActive((index) => Math.max(0, index - 1)),
    async focus(code) {
      setTalentCode(code);
      // Only the place to resume: a failure here costs nothing now.
      await setCfg.mutateAsync({ MasterLastAddedTalentCode: code }).catch(() => undefined);
    },
    async complete(step, extra = {}) {
      try {
        await setCfg.mutateAsync({ MasterLastSetStep: step, ...extra });
        // The last step finishes the onboarding.
        if (step === 'AVATAR') await setCfg.mutateAsync({ MasterLastSetStep: 'DONE', MasterIsFullFlag: 'Y' });
      } catch (error) {
        notifyError(error instanceof Error ? messageOf(error.message) : String(error), t('toast.saveError'));
        return;
      }
      if (extra.MasterLastAddedTalentCode) setTalentCode(extra.MasterLastAddedTalentCode);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      // Skipping the talents step with no talent leaves nothing to detail.
      if (step === 'TALENTS' && list.length === 0 && !extra.MasterLastAddedTalentCode) {
        setActive(ONBOARDING_STEPS.indexOf('AVATAR'));
        return;
      }
      setActive(ONBOARDING_STEPS.indexOf(step) + 1);
    },
  };

  const labels = [
    { icon: IconId, label: t('onboarding.steps.personal'), description: t('onboarding.steps.personalHint') },
    {
      icon: IconSparkles,
      label: t('onboarding.steps.talents'),
      description: t('onboarding.steps.talentsHint'),
    },
    {
      icon: IconUserEdit,
      label: t('onboarding.steps.details'),
      description: t('onboarding.steps.detailsHint'),
    },
    {
      icon: IconPhotoCircle,
      label: t('onboarding.steps.avatar'),
      description: t('onboarding.steps.avatarHint'),
    },
  ];
  const current = labels[Math.min(active, labels.length - 1)]!;
  const done = active >= labels.length;
  const name = profile.FirstName || profile.NickName;

  return (
    <Stack gap="lg">
      <Box>
        <Text size="sm" fw={600} c="brand" tt="uppercase" className={classes.eyebrow}>
          {t('onboarding.eyebrow')}
        </Text>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {done ? t('onboarding.doneHeading', { name }) : t('onboarding.title', { name })}
        </Title>
        {!done && (
          <Text c="dimmed" mt={4}>
            {t('onboarding.subtitle')}
          </Text>
        )}
      </Box>

      <Stepper
        active={active}
        onStepClick={(index) => index < active && setActive(index)}
        allowNextStepsSelect={false}
        size="sm"
        visibleFrom="sm"
        classNames={{ steps: classes.steps }}
      >
        {labels.map((step) => (
          <Stepper.Step
            key={step.label}
            label={step.label}
            description={step.description}
            icon={<step.icon size={18} aria-hidden />}
          />
        ))}
      </Stepper>
      <Stack gap={6} hiddenFrom="sm" aria-hidden={done}>
        {!done && (
          <>
            <Text size="sm" fw={600}>
              {t('onboarding.stepOf', { step: active + 1, total: labels.length })} · {current.label}
            </Text>
            <Progress value={((active + 1) / labels.length) * 100} size="sm" radius="xl" aria-hidden />
          </>
        )}
      </Stack>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.panel}>
        {!done && (
          <Stack gap={2} mb="lg">
            <Title order={2} fz={{ base: 20, sm: 22 }}>
              {current.label}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`onboarding.why.${ONBOARDING_STEPS[active]!}` as never)}
            </Text>
          </Stack>
        )}
        {active === 0 && <PersonalStep profile={profile} nav={nav} />}
        {active === 1 &&
          (talents.isLoading ? (
            <Text c="dimmed">{t('state.loading')}</Text>
          ) : (
            <TalentsStep talents={list} nav={nav} />
          ))}
        {active === 2 && <DetailsStep talents={list} code={talentCode} nav={nav} />}
        {active === 3 && <AvatarStep profile={profile} nav={nav} finishing={setCfg.isPending} />}
        {done && <DoneStep profile={profile} onEdit={onFinished} />}
      </Paper>
    </Stack>
  );
}
