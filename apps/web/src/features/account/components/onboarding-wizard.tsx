import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import {
  IconArrowLeft,
  IconArrowRight,
  IconConfetti,
  IconEye,
  IconId,
  IconInfoCircle,
  IconPhotoCircle,
  IconSparkles,
  IconUserEdit,
} from '@tabler/icons-react';
import type { Profile, UserInfo, UserTalent } from '@talanty/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { TALENT_CODES } from '../../../lib/talents.ts';
import { addUserTalant } from '../api/add-user-talant.ts';
import { deleteUserTalant } from '../api/delete-user-talant.ts';
import { useAvailableTalants } from '../api/get-available-talants.ts';
import { useUserTalantList } from '../api/get-user-talant-list.ts';
import { invalidateUserData } from '../api/keys.ts';
import { type CfgInput, useSetUserCfg } from '../api/set-cfg.ts';
import { useUpdateUserInfo } from '../api/update-user-info.ts';
import { contractResolver, messageOf, reportSaveError } from '../lib/form-errors.ts';
import { locationBody, personalBody, personalStepSchema, profileToValues } from '../lib/profile-form.ts';
import { LocationFields } from './location-fields.tsx';
import classes from './onboarding-wizard.module.css';
import { PersonalFields } from './personal-fields.tsx';
import { PERSONAL_CODE_FIELDS } from './personal-section.tsx';
import { AvatarEditor } from './profile-images-section.tsx';
import { ServicesEditor } from './services-editor.tsx';
import { talentColor, talentIcon } from './talent-card-list.tsx';
import { TalentDetailsFields, useTalentDetailsForm } from './talent-details.tsx';

/** MasterLastSetStep values: the last step the user completed (or skipped), in order. */
export const ONBOARDING_STEPS = ['PERSONAL', 'TALENTS', 'TALENT_DETAILS', 'AVATAR', 'DONE'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Where a returning user resumes: the step after the last one set; from the start once finished. */
export function resumeIndex(last: string | null): number {
  const index = ONBOARDING_STEPS.indexOf(last as OnboardingStep);
  if (index < 0 || last === 'DONE') return 0;
  return Math.min(index + 1, ONBOARDING_STEPS.length - 1);
}

type StepNav = {
  /** Records the step as set (saved or skipped) and moves on. */
  complete: (step: OnboardingStep, extra?: CfgInput) => Promise<void>;
  back?: () => void;
  /** Records the talent the details step is at (MasterLastAddedTalentCode), without moving on. */
  focus: (code: string) => Promise<void>;
};

function StepActions({
  onBack,
  onSkip,
  nextLabel,
  nextDisabled,
  loading,
  nextType = 'submit',
  onNext,
}: {
  onBack?: () => void;
  onSkip?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  loading?: boolean;
  nextType?: 'submit' | 'button';
  onNext?: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Group justify="space-between" gap="sm" className={classes.actions}>
      {onBack ? (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
        >
          {t('onboarding.back')}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm" ml="auto">
        {onSkip && (
          <Button variant="default" onClick={onSkip} disabled={loading}>
            {t('onboarding.skip')}
          </Button>
        )}
        <Button
          type={nextType}
          onClick={onNext}
          loading={loading}
          disabled={nextDisabled}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {nextLabel ?? t('onboarding.next')}
        </Button>
      </Group>
    </Group>
  );
}

function PersonalStep({ profile, nav }: { profile: Profile; nav: StepNav }) {
  const { t } = useTranslation('account');
  const update = useUpdateUserInfo();
  const form = useForm({
    initialValues: profileToValues(profile),
    validate: contractResolver(personalStepSchema),
    validateInputOnBlur: true,
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          await update.mutateAsync({ ...personalBody(values, profile.NickName), ...locationBody(values) });
          await nav.complete('PERSONAL');
        } catch (error) {
          reportSaveError(error, t, form, PERSONAL_CODE_FIELDS);
        }
      })}
    >
      <Stack gap="lg">
        <PersonalFields form={form} currentNick={profile.NickName} compact />
        <LocationFields form={form} />
        <StepActions onSkip={() => void nav.complete('PERSONAL')} loading={update.isPending} />
      </Stack>
    </form>
  );
}

function TalentsStep({ talents, nav }: { talents: UserTalent[]; nav: StepNav }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const available = useAvailableTalants(i18n.language === 'en' ? 'en' : 'ru');
  const names = new Map<string, string>([
    ...(available.data ?? []).map((talent) => [talent.Code, talent.Name] as const),
    ...talents.map((talent) => [talent.Code, talent.Name] as const),
  ]);
  const nameOf = (code: string) => names.get(code) ?? (t(`common:talents.${code}.name` as never) as string);
  const client = useQueryClient();
  const saved = talents.map((talent) => talent.Code);
  const [picked, setPicked] = useState<string[]>(saved);
  const [busy, setBusy] = useState(false);

  function toggle(code: string) {
    if (!picked.includes(code)) return setPicked([...picked, code]);
    if (!saved.includes(code)) return setPicked(picked.filter((c) => c !== code));
    const name = nameOf(code);
    // Spec section 5: a talent already saved is deleted only after a confirmation.
    modals.openConfirmModal({
      title: t('account:talents.deleteTitle', { name }),
      children: <Text size="sm">{t('account:talents.deleteText')}</Text>,
      labels: { confirm: t('account:actions.delete'), cancel: t('account:actions.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      radius: 'lg',
      onConfirm: async () => {
        try {
          await deleteUserTalant(code);
          await invalidateUserData(client);
          setPicked((current) => current.filter((c) => c !== code));
          notifySuccess(t('account:toast.talentDeleted', { name }));
        } catch (error) {
          notifyError(
            error instanceof Error ? messageOf(error.message) : String(error),
            t('account:toast.saveError'),
          );
        }
      },
    });
  }

  async function next() {
    setBusy(true);
    const added: string[] = [];
    try {
      for (const code of picked) {
        if (saved.includes(code)) continue;
        await addUserTalant(code);
        added.push(code);
      }
      await invalidateUserData(client);
      const focus = added[0] ?? picked[0];
      await nav.complete('TALENTS', focus ? { MasterLastAddedTalentCode: focus } : {});
    } catch (error) {
      await invalidateUserData(client);
      notifyError(
        error instanceof Error ? messageOf(error.message) : String(error),
        t('account:toast.saveError'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg">
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 5 }}
        spacing="sm"
        role="group"
        aria-label={t('account:onboarding.talentsLabel')}
      >
        {TALENT_CODES.map((code) => {
          const IconComponent = talentIcon(code);
          const checked = picked.includes(code);
          const name = nameOf(code);
          return (
            <UnstyledButton
              key={code}
              role="checkbox"
              aria-checked={checked}
              onClick={() => toggle(code)}
              className={classes.talentTile}
              data-checked={checked || undefined}
              data-testid={`talent-tile-${code}`}
            >
              <Checkbox
                checked={checked}
                readOnly
                tabIndex={-1}
                aria-hidden
                className={classes.tileCheck}
                size="xs"
              />
              <ThemeIcon
                size={48}
                radius="md"
                variant={checked ? 'filled' : 'light'}
                color={talentColor(code)}
                aria-hidden
              >
                <IconComponent size={26} stroke={1.6} />
              </ThemeIcon>
              <Text fw={600} size="sm" ta="center">
                {name}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {picked.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('account:onboarding.pickOne')}
        </Text>
      )}
      <StepActions
        onBack={nav.back}
        onSkip={() => void nav.complete('TALENTS')}
        nextType="button"
        onNext={() => void next()}
        nextDisabled={picked.length === 0}
        loading={busy}
      />
    </Stack>
  );
}

function DetailsForm({
  talent,
  onDone,
  onBack,
  nextLabel,
}: {
  talent: UserTalent;
  /** Saved or skipped: the next talent, or the next step after the last one. */
  onDone: () => Promise<void>;
  onBack?: () => void;
  nextLabel?: string;
}) {
  const { t } = useTranslation('account');
  const details = useTalentDetailsForm(talent);
  return (
    <Stack gap="xl">
      <form
        noValidate
        id="onboarding-details"
        onSubmit={details.form.onSubmit(async (values) => {
          if (await details.save(values)) await onDone();
        })}
      >
        <TalentDetailsFields talent={talent} form={details.form} />
      </form>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('services.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('services.description')}
        </Text>
        <ServicesEditor talent={talent} />
      </Stack>
      <Group justify="space-between" gap="sm" className={classes.actions}>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
        >
          {t('onboarding.back')}
        </Button>
        <Group gap="sm" ml="auto">
          <Button variant="default" onClick={() => void onDone()}>
            {t('onboarding.skip')}
          </Button>
          <Button
            type="submit"
            form="onboarding-details"
            loading={details.saving}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {nextLabel ?? t('onboarding.next')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/**
 * Every chosen talent in turn (in the order of the profile), from `code` (the first one added, or
 * where a returning user stopped): its creative name, about, tools, styles and services as that
 * talent shows them. The last one saved or skipped completes the step.
 */
function DetailsStep({ talents, code, nav }: { talents: UserTalent[]; code: string | null; nav: StepNav }) {
  const { t } = useTranslation('account');
  const [currentCode, setCurrentCode] = useState(code);
  const found = talents.findIndex((item) => item.Code === currentCode);
  const index = found < 0 ? 0 : found;
  const talent = talents[index];
  if (!talent) {
    return (
      <Stack gap="lg">
        <Alert icon={<IconInfoCircle size={18} aria-hidden />} variant="light">
          {t('onboarding.noTalent')}
        </Alert>
        <StepActions onBack={nav.back} nextType="button" onNext={() => void nav.complete('TALENT_DETAILS')} />
      </Stack>
    );
  }
  const previous = talents[index - 1];
  const next = talents[index + 1];
  const move = (to: UserTalent) => {
    setCurrentCode(to.Code);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const IconComponent = talentIcon(talent.Code);
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color={talentColor(talent.Code)} aria-hidden>
          <IconComponent size={22} />
        </ThemeIcon>
        <div>
          <Title order={3} size="h3">
            {talent.Name}
          </Title>
          {talents.length > 1 && (
            <Text size="sm" c="dimmed" data-testid="onboarding-talent-of">
              {t('onboarding.talentOf', { index: index + 1, total: talents.length })}
            </Text>
          )}
        </div>
      </Group>
      <DetailsForm
        key={talent.Code}
        talent={talent}
        onBack={previous ? () => move(previous) : nav.back}
        nextLabel={next ? t('onboarding.nextTalent', { name: next.Name }) : undefined}
        onDone={async () => {
          if (!next) return nav.complete('TALENT_DETAILS');
          // A returning user resumes at the talent they have not detailed yet.
          await nav.focus(next.Code);
          move(next);
        }}
      />
    </Stack>
  );
}

function AvatarStep({ profile, nav, finishing }: { profile: Profile; nav: StepNav; finishing: boolean }) {
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

function DoneStep({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={84} radius={28} variant="gradient" aria-hidden>
        <IconConfetti size={44} stroke={1.5} />
      </ThemeIcon>
      <Title order={2}>{t('onboarding.doneTitle')}</Title>
      <Text c="dimmed" maw={460}>
        {t('onboarding.doneText')}
      </Text>
      <Group gap="sm" justify="center" mt="sm">
        <Button
          component={Link}
          to={`/@${profile.NickName}`}
          size="md"
          leftSection={<IconEye size={18} aria-hidden />}
        >
          {t('onboarding.openProfile')}
        </Button>
        <Button
          variant="default"
          size="md"
          leftSection={<IconUserEdit size={18} aria-hidden />}
          onClick={onEdit}
        >
          {t('onboarding.keepEditing')}
        </Button>
      </Group>
    </Stack>
  );
}

type WizardProps = { info: UserInfo; profile: Profile; onFinished: () => void };

/**
 * Onboarding after sign-up: personal data and city → talents → each chosen talent's details and
 * services in turn → avatar → done. Each step saves, records MasterLastSetStep (and the talent to detail in
 * MasterLastAddedTalentCode), and a returning user resumes after the last step set.
 */
export function OnboardingWizard({ info, profile, onFinished }: WizardProps) {
  const { t } = useTranslation('account');
  const cfg = info.ListOfUserCFGParams;
  const [active, setActive] = useState(() => resumeIndex(cfg.MasterLastSetStep));
  const [talentCode, setTalentCode] = useState<string | null>(cfg.MasterLastAddedTalentCode);
  const talents = useUserTalantList();
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
