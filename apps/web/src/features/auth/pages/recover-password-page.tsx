import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconClockHour4, IconKey, IconMailForward, IconPencil, IconRefresh } from '@tabler/icons-react';
import { resetInitSchema } from '@talanty/contract';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatClock, useCountdown } from '../../../hooks/use-countdown.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { useResetPasswordConfirm } from '../api/reset-password-confirm.ts';
import { useResetPasswordInit } from '../api/reset-password-init.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CODE_LENGTH, CodeInput } from '../components/code-input.tsx';
import { RetryNotice } from '../components/retry-notice.tsx';
import { applyFieldErrors, focusFirstError, useMessageText } from '../lib/messages.ts';
import { useRetryAfter } from '../lib/use-retry-after.ts';

const RESEND_INTERVAL_MS = 30_000;

type Sent = { email: string; expiresAt: number; resendAfter: number };

/**
 * /auth/recoverpassword (spec section 4): the e-mail, then a code field appears; a right code mails
 * the link to set a new password.
 */
export default function RecoverPasswordPage() {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const [params] = useSearchParams();
  const init = useResetPasswordInit();
  const confirm = useResetPasswordConfirm();
  const retry = useRetryAfter();
  const [sent, setSent] = useState<Sent>();
  const [code, setCode] = useState('');
  // A fresh code field after each refused code: the boxes empty, focus back on the first one.
  const [attempt, setAttempt] = useState(0);
  const [codeError, setCodeError] = useState<string>();
  const [linkSent, setLinkSent] = useState<string>();
  const validFor = useCountdown(sent?.expiresAt);
  const resendIn = useCountdown(sent?.resendAfter);

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: params.get('email') ?? '' },
    validate: schemaResolver(resetInitSchema, { sync: true }),
  });

  async function sendCode(email: string) {
    const now = Date.now();
    try {
      const answer = await init.mutateAsync(email);
      setSent({
        email: email.trim(),
        expiresAt: now + answer.expiresIn * 1000,
        resendAfter: now + RESEND_INTERVAL_MS,
      });
      setCode('');
      setAttempt((n) => n + 1);
      setCodeError(undefined);
      return true;
    } catch (error) {
      if (retry.hold(error)) return false;
      if (applyFieldErrors(form, error, ['email'])) {
        // Spec section 8: a wrong e-mail is also a notice.
        notifyError((error as ApiError).message);
        focusFirstError();
        return false;
      }
      notifyError(error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  const submitEmail = form.onSubmit(
    (values) => void sendCode(values.email),
    (errors) => {
      // An empty field asks for the address; a malformed one is invalid.
      notifyError(String(text(errors.email ?? 'INVALID_EMAIL')));
      focusFirstError();
    },
  );

  async function checkCode(value: string) {
    if (confirm.isPending) return;
    if (value.length !== CODE_LENGTH) {
      setCodeError(String(text(value ? 'OTP_INCOMPLETE' : 'OTP_REQUIRED')));
      return;
    }
    setCodeError(undefined);
    try {
      const answer = await confirm.mutateAsync(value);
      notifySuccess(answer.message);
      setLinkSent(answer.message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (retry.hold(error)) return;
      notifyError(error.message);
      setCode('');
      setAttempt((n) => n + 1);
      if (error.code === 'RESET_NOT_FOUND') {
        setSent(undefined);
        form.setFieldError('email', error.message);
      } else setCodeError(error.message);
    }
  }

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void checkCode(code);
  };

  const footer = (
    <Text size="sm">
      {t('recover.remembered')}{' '}
      <Anchor component={Link} to="/auth/signin" fw={600}>
        {t('recover.signIn')}
      </Anchor>
    </Text>
  );

  if (linkSent) {
    return (
      <AuthLayout icon={IconMailForward} title={t('recover.linkSentTitle')} footer={footer}>
        <Alert
          color="teal"
          variant="light"
          radius="md"
          icon={<IconMailForward size={20} aria-hidden />}
          role="status"
        >
          <Text size="sm" fw={600}>
            {linkSent}
          </Text>
          <Text size="sm" mt={6}>
            {t('recover.linkSentHint')}
          </Text>
        </Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout icon={IconKey} title={t('recover.title')} subtitle={t('recover.subtitle')} footer={footer}>
      <RetryNotice seconds={retry.seconds} />
      <Stack gap="lg">
        <form onSubmit={submitEmail} noValidate>
          <Stack gap="md">
            <TextInput
              {...form.getInputProps('email')}
              error={text(form.errors.email)}
              type="email"
              label={t('fields.email')}
              placeholder={t('fields.emailPlaceholder')}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              size="md"
              readOnly={Boolean(sent)}
              autoFocus
              rightSectionWidth={sent ? 44 : undefined}
              rightSection={
                sent ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size={32}
                    onClick={() => {
                      setSent(undefined);
                      setCode('');
                      setAttempt((n) => n + 1);
                    }}
                    aria-label={t('recover.changeEmail')}
                    title={t('recover.changeEmail')}
                  >
                    <IconPencil size={17} aria-hidden />
                  </ActionIcon>
                ) : undefined
              }
            />
            {!sent && (
              <Button type="submit" size="md" fullWidth loading={init.isPending} disabled={retry.blocked}>
                {t('recover.sendCode')}
              </Button>
            )}
          </Stack>
        </form>

        {sent && (
          <form onSubmit={submitCode} noValidate>
            <Stack gap="lg">
              <Alert
                color="brand"
                variant="light"
                radius="md"
                icon={<IconMailForward size={20} aria-hidden />}
              >
                <Trans
                  t={t}
                  i18nKey="recover.codeSent"
                  values={{ email: sent.email }}
                  components={{ b: <b /> }}
                />
              </Alert>
              <CodeInput
                key={attempt}
                value={code}
                onChange={(value) => {
                  setCode(value);
                  if (codeError) setCodeError(undefined);
                }}
                onComplete={(value) => void checkCode(value)}
                error={codeError}
                disabled={confirm.isPending}
                autoFocus
              />
              <Group gap={6} c={validFor === 0 ? 'orange.8' : 'dimmed'} wrap="nowrap" aria-live="polite">
                <IconClockHour4 size={17} aria-hidden />
                <Text size="sm" c="inherit" fw={validFor === 0 ? 600 : 400}>
                  {validFor === 0 ? t('code.expired') : t('code.validFor', { time: formatClock(validFor) })}
                </Text>
              </Group>
              <Button type="submit" size="md" fullWidth loading={confirm.isPending} disabled={retry.blocked}>
                {t('recover.checkCode')}
              </Button>
              <Stack gap={6} align="center">
                <Button
                  variant={validFor === 0 || codeError ? 'light' : 'subtle'}
                  leftSection={<IconRefresh size={17} aria-hidden />}
                  disabled={resendIn > 0 || retry.blocked}
                  loading={init.isPending}
                  onClick={async () => {
                    if (await sendCode(sent.email)) notifySuccess(t('recover.resent'));
                  }}
                >
                  {resendIn > 0
                    ? t('recover.resendIn', { time: formatClock(resendIn) })
                    : t('recover.resend')}
                </Button>
                <Text size="xs" c="dimmed" ta="center">
                  {t('code.noMail')}
                </Text>
              </Stack>
            </Stack>
          </form>
        )}
      </Stack>
    </AuthLayout>
  );
}
