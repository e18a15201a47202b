import { Alert, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import type { UserTalent } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../onboarding-wizard.module.css';
import { ServicesEditor } from '../services-editor.tsx';
import { talentColor, talentIcon } from '../talent-card-list.tsx';
import { TalentDetailsFields, useTalentDetailsForm } from '../talent-details.tsx';
import { StepActions } from './step-actions.tsx';
import type { StepNav } from './steps.ts';

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
export function DetailsStep({
  talents,
  code,
  nav,
}: {
  talents: UserTalent[];
  code: string | null;
  nav: StepNav;
}) {
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
