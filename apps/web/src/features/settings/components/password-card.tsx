import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { AUTH_LIMITS, changePasswordSchema } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { contractResolver, errorMessage, messageOf, serverFieldErrors } from '../lib/form-errors.ts';
import cardClasses from './settings-card.module.css';
import { SettingsCard } from './settings-card.tsx';

type Values = { currentPassword: string; newPassword: string; repeatPassword: string };

const contract = contractResolver(changePasswordSchema);

/** Current password, the new one twice; the rules are checked as the person types and again by the server. */
export function PasswordForm() {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const form = useForm<Values>({
    initialValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
    validateInputOnBlur: true,
    validate: (values) => {
      const errors = contract({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      if (!errors.newPassword && values.newPassword === values.currentPassword) {
        errors.newPassword = messageOf('PASSWORD_SAME');
      }
      if (values.repeatPassword !== values.newPassword) errors.repeatPassword = t('password.mismatch');
      return errors;
    },
  });
  const { currentPassword, newPassword, repeatPassword } = form.getValues();
  const rules = [
    {
      id: 'length',
      label: t('password.rules.length', { min: AUTH_LIMITS.passwordMinLength }),
      met: newPassword.length >= AUTH_LIMITS.passwordMinLength,
    },
    {
      id: 'different',
      label: t('password.rules.different'),
      met: newPassword.length > 0 && newPassword !== currentPassword,
    },
    {
      id: 'match',
      label: t('password.rules.match'),
      met: newPassword.length > 0 && repeatPassword === newPassword,
    },
  ];

  return (
    <form
      noValidate
      aria-label={t('password.title')}
      onSubmit={form.onSubmit(async (values) => {
        try {
          await change.mutateAsync({
            currentPassword: values.currentPassword,
            newPassword: values.newPassword,
          });
          form.reset();
          notifySuccess(t('password.changed'));
        } catch (error) {
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length > 0) {
            form.setErrors(fields);
            return;
          }
          const message = errorMessage(error);
          // Locked after too many wrong passwords: the reason belongs next to the password too.
          if (error instanceof ApiError && error.status === 423)
            form.setFieldError('currentPassword', message);
          notifyError(message);
        }
      })}
    >
      <Stack gap="md">
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordStrengthMeter password={newPassword} rules={rules} />
        <PasswordInput
          label={t('password.repeat')}
          autoComplete="new-password"
          required
          {...form.getInputProps('repeatPassword')}
        />
        <Group justify="space-between" gap="sm" mt={4}>
          <Anchor className={cardClasses.anchor} component={Link} to="/auth/recoverpassword" size="sm">
            {t('password.forgot')}
          </Anchor>
          <Button type="submit" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PasswordCard() {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard
      id="password"
      icon={IconLock}
      title={t('password.title')}
      description={t('password.description')}
    >
      <PasswordForm />
    </SettingsCard>
  );
}
