import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconClockHour4,
  IconMailCheck,
  IconRefresh,
  IconUserPlus,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatClock, useCountdown } from '../../../hooks/use-countdown.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { useConfirmRegistration } from '../api/registration-confirm.ts';
import { useRenewRegistrationCode } from '../api/registration-renew-code.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CODE_LENGTH, CodeInput } from '../components/code-input.tsx';
import { completeSignIn } from '../lib/complete-sign-in.ts';
import { useMessageText } from '../lib/messages.ts';
import {
  type PendingSignup,
  readPendingSignup,
  savePendingSignup,
  saveSignupDraft,
} from '../lib/pending-signup.ts';

const RENEW_INTERVAL_MS = 30_000;
const ONBOARDING_PATH = '/user/profile-edit?onboarding=1';

/** /auth/confirmmail: the mailed 6-digit code, a 2:00 countdown and renewal; then signed in. */
export default function ConfirmMailPage() {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingSignup | undefined>(readPendingSignup);
  const [code, setCode] = useState('');
  // A fresh code field after each refused code: the boxes empty, focus back on the first one.
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string>();
  const [lost, setLost] = useState<string>();
  // Opened directly, with no sign-up started in this browser: no code was sent, so none is asked
  // for; one who has a code (a sign-up from another tab) can still enter it.
  const [haveCode, setHaveCode] = useState(false);
  const confirm = useConfirmRegistration();
  const renew = useRenewRegistrationCode();
  const [renewAfter, setRenewAfter] = useState<number | undefined>(() =>
    pending ? pending.sentAt + RENEW_INTERVAL_MS : undefined,
  );
  const validFor = useCountdown(pending?.expiresAt);
  const renewIn = useCountdown(renewAfter);
  const expired = pending !== undefined && validFor === 0;

  async function submit(value: string) {
    if (confirm.isPending) return;
    if (value.length !== CODE_LENGTH) {
      setError(String(text(value ? 'OTP_INCOMPLETE' : 'OTP_REQUIRED')));
      return;
    }
    setError(undefined);
    try {
      await confirm.mutateAsync(value);
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      if (caught.code === 'REGISTRATION_NOT_FOUND') setLost(caught.message);
      else if (caught.status === 400) setError(caught.message);
      else notifyError(caught.message);
      setCode('');
      setAttempt((n) => n + 1);
      return;
    }
    savePendingSignup(undefined);
    saveSignupDraft(undefined);
    await completeSignIn(queryClient);
    notifySuccess(t('confirm.welcome'));
    void navigate(ONBOARDING_PATH, { replace: true });
  }

  async function renewCode() {
    try {
      const answer = await renew.mutateAsync();
      const now = Date.now();
      const next: PendingSignup = {
        email: pending?.email ?? '',
        expiresAt: now + answer.expiresIn * 1000,
        sentAt: now,
      };
      savePendingSignup(next);
      setPending(next);
      setRenewAfter(now + RENEW_INTERVAL_MS);
      setCode('');
      setAttempt((n) => n + 1);
      setError(undefined);
      notifySuccess(t('confirm.renewed'));
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      if (caught.code === 'REGISTRATION_NOT_FOUND') setLost(caught.message);
      else if (caught.status === 429) {
        setRenewAfter(Date.now() + (caught.retryAfter ?? 30) * 1000);
        notifyError(caught.message);
      } else notifyError(caught.message);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(code);
  };

  const subtitle = pending?.email ? (
    <Trans t={t} i18nKey="confirm.subtitle" values={{ email: pending.email }} components={{ b: <b /> }} />
  ) : (
    t('confirm.subtitleNoEmail')
  );

  if (!pending && !haveCode) {
    return (
      <AuthLayout icon={IconMailCheck} title={t('confirm.title')} subtitle={t('confirm.noPendingSubtitle')}>
        <Stack gap="md" data-testid="confirm-no-pending">
          <Alert
            color="blue"
            variant="light"
            radius="md"
            icon={<IconAlertCircle size={20} aria-hidden />}
            title={t('confirm.noPendingTitle')}
          >
            <Text size="sm">{t('confirm.noPendingText')}</Text>
          </Alert>
          <Button
            component={Link}
            to="/auth/signup"
            size="md"
            fullWidth
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('confirm.signUp')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={17} aria-hidden />}
              onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/'))}
            >
              {t('confirm.goBack')}
            </Button>
            <Button variant="subtle" onClick={() => setHaveCode(true)}>
              {t('confirm.haveCode')}
            </Button>
          </Group>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={IconMailCheck}
      title={t('confirm.title')}
      subtitle={subtitle}
      footer={
        <Text size="sm">
          {t('confirm.wrongEmail')}{' '}
          <Anchor component={Link} to="/auth/signup" fw={600}>
            {t('confirm.editSignUp')}
          </Anchor>
        </Text>
      }
    >
      {lost ? (
        <Alert
          color="orange"
          variant="light"
          radius="md"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title={t('confirm.notFoundTitle')}
        >
          <Text size="sm">{lost}</Text>
          <Button component={Link} to="/auth/signup" mt="md" size="sm">
            {t('confirm.startOver')}
          </Button>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="lg">
            <CodeInput
              key={attempt}
              value={code}
              onChange={(value) => {
                setCode(value);
                if (error) setError(undefined);
              }}
              onComplete={(value) => void submit(value)}
              error={error}
              disabled={confirm.isPending}
              autoFocus
            />
            {pending && (
              <Group gap={6} c={expired ? 'orange.8' : 'dimmed'} wrap="nowrap" aria-live="polite">
                <IconClockHour4 size={17} aria-hidden />
                <Text size="sm" c="inherit" fw={expired ? 600 : 400}>
                  {expired ? t('code.expired') : t('code.validFor', { time: formatClock(validFor) })}
                </Text>
              </Group>
            )}
            <Button type="submit" size="md" fullWidth loading={confirm.isPending}>
              {t('confirm.submit')}
            </Button>
            <Stack gap={6} align="center">
              <Button
                variant={expired || error ? 'light' : 'subtle'}
                leftSection={<IconRefresh size={17} aria-hidden />}
                onClick={() => void renewCode()}
                disabled={renewIn > 0}
                loading={renew.isPending}
              >
                {renewIn > 0 ? t('confirm.renewIn', { time: formatClock(renewIn) }) : t('confirm.renew')}
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                {t('code.noMail')}
              </Text>
            </Stack>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
