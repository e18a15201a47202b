import { Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../lib/password-strength.ts';

const COLORS = ['gray', 'red', 'orange', 'teal', 'green'] as const;
const LEVELS = ['empty', 'tooShort', 'fair', 'good', 'strong'] as const;

export type PasswordRule = { id: string; label: string; met: boolean };

/**
 * A hint under a new password (sign-up, recovery, settings): how long and varied it is, and, when
 * given, the rules it must meet, ticked as they are met. The server has the last word.
 */
export function PasswordStrengthMeter({
  password,
  id,
  rules,
}: {
  password: string;
  id?: string;
  rules?: PasswordRule[];
}) {
  const { t } = useTranslation('common');
  const { level, percent } = passwordStrength(password);
  const levelName = t(`password.strength.${LEVELS[level]}`);
  return (
    <Stack gap={6} id={id} data-testid="password-strength">
      <Progress
        value={percent}
        color={COLORS[level]}
        size={6}
        radius="xl"
        mt={2}
        aria-label={`${t('password.strength.label')}: ${levelName}`}
        transitionDuration={200}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap" aria-live="polite">
        <Text size="xs" c="dimmed">
          {level > 0 && level < 3 ? t('password.tip') : rules ? '' : t('password.hint')}
        </Text>
        {level > 0 && (
          <Text
            size="xs"
            fw={600}
            c={`${COLORS[level]}.${level === 2 ? 8 : 7}`}
            style={{ whiteSpace: 'nowrap' }}
          >
            {levelName}
          </Text>
        )}
      </Group>
      {rules && (
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
      )}
    </Stack>
  );
}
