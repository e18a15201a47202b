import { Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../../../lib/password-strength.ts';

const COLORS = ['gray', 'red', 'yellow', 'teal', 'green'] as const;

export type PasswordRule = { id: string; label: string; met: boolean };

/** The strength of a new password (a hint) and the rules it must meet, ticked as they are met. */
export function PasswordStrengthMeter({ password, rules }: { password: string; rules: PasswordRule[] }) {
  const { t } = useTranslation('settings');
  const { level, percent } = passwordStrength(password);
  const levelName = level === 0 ? '—' : t(`password.strength.${level}`);
  return (
    <Stack gap={8} data-testid="password-strength">
      <Progress
        value={percent}
        color={COLORS[level]}
        size="sm"
        radius="xl"
        aria-label={t('password.strength.label', { level: levelName })}
        transitionDuration={200}
      />
      {level > 0 && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('password.strength.label', { level: levelName })}
          {level < 3 ? ` · ${t('password.strength.tip')}` : ''}
        </Text>
      )}
      <Stack
        gap={4}
        component="ul"
        aria-label={t('password.rules.label')}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {rules.map((rule) => (
          <Group
            key={rule.id}
            component="li"
            gap={6}
            wrap="nowrap"
            data-met={rule.met}
            data-testid={`rule-${rule.id}`}
          >
            {rule.met ? (
              <IconCircleCheckFilled size={16} color="var(--mantine-color-teal-6)" aria-hidden />
            ) : (
              <IconCircleDashed size={16} color="var(--mantine-color-dimmed)" aria-hidden />
            )}
            <Text size="xs" c={rule.met ? undefined : 'dimmed'}>
              {rule.label}
              <VisuallyHidden>{` — ${rule.met ? t('password.rules.met') : t('password.rules.notMet')}`}</VisuallyHidden>
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
