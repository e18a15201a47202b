import { Box, Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconClockHour4, IconKey, IconLockAccess, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatClock, useCountdown } from '../../../hooks/use-countdown.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { safeNext, withNext } from '../lib/safe-next.ts';

const LOCK_MS = 15 * 60 * 1000;

/** /auth/accoutlock (spelt as in the spec): why signing in is locked, for how long, and the way out. */
export default function AccountLockedPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const until = Number(params.get('until'));
  // A made-up `until` cannot promise more than the real lock lasts.
  const deadline = Number.isFinite(until) && until > 0 ? Math.min(until, Date.now() + LOCK_MS) : undefined;
  const left = useCountdown(deadline);

  return (
    <AuthLayout
      icon={IconLockAccess}
      tone="warning"
      title={t('locked.title')}
      subtitle={t('locked.subtitle')}
    >
      <Stack gap="lg">
        {deadline && (
          <Box
            p="md"
            style={{
              borderRadius: 'var(--mantine-radius-lg)',
              background: 'var(--mantine-color-orange-light)',
            }}
            aria-live="polite"
          >
            {left > 0 ? (
              // The text keeps the page's text colour (orange.9 on the orange tint is under 4.5:1); the clock
              // icon carries the tone.
              <Text size="sm" fw={600} ta="center">
                <IconClockHour4
                  size={17}
                  aria-hidden
                  color="var(--mantine-color-orange-filled)"
                  style={{ verticalAlign: '-3px', marginInlineEnd: 6 }}
                />
                {t('locked.remaining')}{' '}
                <Text component="span" fz={22} fw={800} ff="monospace" data-testid="lock-countdown">
                  {formatClock(left)}
                </Text>
              </Text>
            ) : (
              <Text size="sm" c="teal.9" fw={600} ta="center">
                {t('locked.over')}
              </Text>
            )}
          </Box>
        )}
        <div>
          <Text fw={700} mb="xs">
            {t('locked.whatToDo')}
          </Text>
          <List
            spacing="sm"
            size="sm"
            lh={1.45}
            center
            icon={
              <ThemeIcon size={24} radius="xl" variant="light">
                <IconShieldCheck size={15} aria-hidden />
              </ThemeIcon>
            }
          >
            <List.Item>{t('locked.tipWait')}</List.Item>
            <List.Item>{t('locked.tipRecover')}</List.Item>
            <List.Item>{t('locked.tipNotYou')}</List.Item>
          </List>
        </div>
        <Stack gap="sm">
          <Button
            component={Link}
            to="/auth/recoverpassword"
            size="md"
            fullWidth
            leftSection={<IconKey size={18} aria-hidden />}
          >
            {t('locked.recover')}
          </Button>
          <Button
            component={Link}
            to={withNext('/auth/signin', next)}
            size="md"
            fullWidth
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('locked.back')}
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
