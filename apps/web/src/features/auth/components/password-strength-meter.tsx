import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../../../lib/password-strength.ts';

const COLORS = ['gray', 'red', 'orange', 'teal', 'green'] as const;
const LABELS = ['empty', 'tooShort', 'fair', 'good', 'strong'] as const;

/** A hint under a new password: how long and varied it is. The server has the last word. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  const { level, percent } = passwordStrength(password);
  return (
    <div id={id} aria-live="polite">
      <Progress
        value={percent}
        color={COLORS[level]}
        size={6}
        radius="xl"
        mt={8}
        aria-label={t('password.strength.label')}
        transitionDuration={200}
      />
      <Group justify="space-between" gap="xs" mt={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('password.hint')}
        </Text>
        {level > 0 && (
          <Text
            size="xs"
            fw={600}
            c={`${COLORS[level]}.${level === 2 ? 8 : 7}`}
            style={{ whiteSpace: 'nowrap' }}
          >
            {t(`password.strength.${LABELS[level]}`)}
          </Text>
        )}
      </Group>
    </div>
  );
}
