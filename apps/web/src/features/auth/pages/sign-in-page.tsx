import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLogin2 } from '@tabler/icons-react';
import { type LoginForm, loginSchema } from '@talanty/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { SignInNotices } from '../components/sign-in-notices.tsx';
import { completeSignIn } from '../lib/complete-sign-in.ts';
import { accountLockedPath } from '../lib/locked.ts';
import { applyFieldErrors, focusFirstError, useMessageText } from '../lib/messages.ts';
import { safeNext, withNext } from '../lib/safe-next.ts';
import { useRetryAfter } from '../lib/use-retry-after.ts';

/** /auth/signin: e-mail or nickname and password; back to `next` afterwards. */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const signIn = useSignIn();
  const retry = useRetryAfter();
  const [failed, setFailed] = useState(false);

  const form = useForm<LoginForm>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
    validateInputOnBlur: false,
  });

  const submit = form.onSubmit(
    async (values) => {
      setFailed(false);
      try {
        await signIn.mutateAsync(values);
      } catch (error) {
        if (retry.hold(error)) return;
        if (error instanceof ApiError && error.status === 423) {
          void navigate(accountLockedPath(error.retryAfter, next));
          return;
        }
        if (error instanceof ApiError && error.status === 401) {
          setFailed(true);
          notifyError(error.message);
          focusPassword();
          return;
        }
        if (!applyFieldErrors(form, error, ['username', 'password'])) {
          notifyError(error instanceof Error ? error.message : String(error));
        }
        return;
      }
      const user = await completeSignIn(queryClient);
      if (user) notifySuccess(t('signIn.welcome', { nick: user.NickName }));
      void navigate(next ?? '/', { replace: true });
    },
    () => focusFirstError(),
  );

  return (
    <AuthLayout
      icon={IconLogin2}
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <Text size="sm">
          {t('signIn.noAccount')}{' '}
          <Anchor component={Link} to={withNext('/auth/signup', next)} fw={600}>
            {t('signIn.signUp')}
          </Anchor>
        </Text>
      }
    >
      <SignInNotices retrySeconds={retry.seconds} failed={failed} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('username')}
            error={text(form.errors.username)}
            label={t('fields.login')}
            placeholder={t('fields.loginPlaceholder')}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            size="md"
            data-autofocus
            autoFocus
          />
          <div>
            <PasswordField
              {...form.getInputProps('password')}
              error={text(form.errors.password)}
              label={t('fields.password')}
              placeholder={t('fields.passwordPlaceholder')}
              autoComplete="current-password"
              size="md"
              id="signin-password"
            />
            <Group justify="flex-end" mt={8}>
              <Anchor component={Link} to={recoverPath(form.values.username)} size="sm" fw={500}>
                {t('signIn.forgot')}
              </Anchor>
            </Group>
          </div>
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={signIn.isPending}
            disabled={retry.blocked}
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

/** The recovery page, with the e-mail already typed here (a nickname is no use there). */
function recoverPath(login: string): string {
  const email = login.trim();
  return email.includes('@')
    ? `/auth/recoverpassword?email=${encodeURIComponent(email)}`
    : '/auth/recoverpassword';
}

function focusPassword(): void {
  window.requestAnimationFrame(() => document.getElementById('signin-password')?.focus());
}
