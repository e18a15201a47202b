import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconKey,
  IconLogin2,
  IconPasswordUser,
} from '@tabler/icons-react';
import { newPasswordSchema } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.tsx';
import { setLoggedIn } from '../../../lib/session-store.ts';
import { useResetPasswordComplete } from '../api/reset-password-complete.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { applyFieldErrors, focusFirstError, useMessageText } from '../lib/messages.ts';

const schema = z
  .object({ password: newPasswordSchema, repeat: z.string() })
  .refine((values) => values.password === values.repeat, { path: ['repeat'], message: 'PASSWORDS_DIFFER' });

type State = 'form' | 'done' | 'invalid' | 'expired';

/** /auth/new-password?token=: the link from the recovery mail; a new password twice. */
export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const complete = useResetPasswordComplete();
  const [state, setState] = useState<State>(token ? 'form' : 'invalid');

  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', repeat: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  const submit = form.onSubmit(
    async ({ password }) => {
      try {
        await complete.mutateAsync({ token, password });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.code === 'RESET_TOKEN_EXPIRED') setState('expired');
        else if (error.code === 'INVALID_RESET_TOKEN') setState('invalid');
        else if (applyFieldErrors(form, error, ['password'])) focusFirstError();
        else notifyError(error.message);
        return;
      }
      // Every session of the account has just ended, this browser's included.
      setLoggedIn(false);
      setState('done');
    },
    () => focusFirstError(),
  );

  if (state === 'done') {
    return (
      <AuthLayout
        icon={IconCircleCheck}
        title={t('newPassword.doneTitle')}
        subtitle={t('newPassword.doneText')}
      >
        <Button
          component={Link}
          to="/auth/signin"
          size="md"
          fullWidth
          leftSection={<IconLogin2 size={18} aria-hidden />}
        >
          {t('newPassword.signIn')}
        </Button>
      </AuthLayout>
    );
  }

  if (state === 'invalid' || state === 'expired') {
    return (
      <AuthLayout
        icon={IconAlertTriangle}
        tone="warning"
        title={state === 'expired' ? t('newPassword.expiredTitle') : t('newPassword.invalidTitle')}
        subtitle={state === 'expired' ? t('newPassword.expiredText') : t('newPassword.invalidText')}
      >
        <Button
          component={Link}
          to="/auth/recoverpassword"
          size="md"
          fullWidth
          leftSection={<IconKey size={18} aria-hidden />}
        >
          {t('newPassword.restart')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout icon={IconPasswordUser} title={t('newPassword.title')} subtitle={t('newPassword.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <PasswordField
              {...form.getInputProps('password')}
              error={text(form.errors.password)}
              label={t('fields.newPassword')}
              placeholder={t('fields.newPasswordPlaceholder')}
              autoComplete="new-password"
              size="md"
              autoFocus
            />
            <PasswordStrengthMeter password={form.values.password} />
          </div>
          <PasswordField
            {...form.getInputProps('repeat')}
            error={text(form.errors.repeat)}
            label={t('fields.repeatPassword')}
            autoComplete="new-password"
            size="md"
          />
          <Button type="submit" size="md" fullWidth loading={complete.isPending}>
            {t('newPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
