import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../onboarding-wizard.module.css';

export function StepActions({
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
