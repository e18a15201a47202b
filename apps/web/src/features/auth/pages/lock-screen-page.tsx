import { Anchor, Avatar, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { loginSchema } from '@talanty/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { initialsOf } from '../../../hooks/use-user-info.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.tsx';
import { forgetRememberedUser, readRememberedUser } from '../../../lib/remembered-user.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { SignInNotices } from '../components/sign-in-notices.tsx';
import { completeSignIn } from '../lib/complete-sign-in.ts';
import { accountLockedPath } from '../lib/locked.ts';
import { focusFirstError, useMessageText } from '../lib/messages.ts';
import { safeNext, withNext } from '../lib/safe-next.ts';
import { useRetryAfter } from '../lib/use-retry-after.ts';
import classes from './lock-screen-page.module.css';

/** /auth/lockscreen: a session that expired; the remembered account asks only for its password. */
export default function LockScreenPage() {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [user] = useState(readRememberedUser);
  const signIn = useSignIn();
  const retry = useRetryAfter();
  const [failed, setFailed] = useState(false);

  const form = useForm({
    mode: 'controlled',
    initialValues: { username: user?.nickName ?? '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  if (!user) return <Navigate to={withNext('/auth/signin', next)} replace />;

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
        if (error instanceof ApiError && error.status === 401) setFailed(true);
        notifyError(error instanceof Error ? error.message : String(error));
        focusFirstError();
        return;
      }
      await completeSignIn(queryClient);
      void navigate(next ?? '/', { replace: true });
    },
    () => focusFirstError(),
  );

  const initials = initialsOf({
    NickName: user.nickName,
    FirstName: user.firstName,
    LastName: user.lastName,
  });
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  return (
    <AuthLayout
      icon={IconLock}
      title={t('lock.title')}
      subtitle={
        <Trans t={t} i18nKey="lock.subtitle" values={{ nick: user.nickName }} components={{ b: <b /> }} />
      }
      media={
        <div className={classes.identity}>
          <div className={classes.ring}>
            <Avatar
              src={user.avatar}
              alt={t('lock.avatarAlt', { nick: user.nickName })}
              size={84}
              radius="50%"
              color="brand"
              variant="filled"
              className={classes.avatar}
            >
              {initials}
            </Avatar>
            <span className={classes.badge} aria-hidden="true">
              <IconLock size={14} />
            </span>
          </div>
          <div>
            <Text fw={800} fz="lg" data-testid="lock-nickname">
              @{user.nickName}
            </Text>
            {fullName && (
              <Text size="sm" c="dimmed">
                {fullName}
              </Text>
            )}
          </div>
        </div>
      }
      footer={
        <Text size="sm">
          {t('lock.notYou')}{' '}
          <Anchor
            component={Link}
            to={withNext('/auth/signin', next)}
            fw={600}
            onClick={() => forgetRememberedUser()}
          >
            {t('lock.otherAccount')}
          </Anchor>
        </Text>
      }
    >
      <SignInNotices retrySeconds={retry.seconds} failed={failed} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {/* The account is known: password managers fill the right password for it. */}
          <input type="hidden" name="username" autoComplete="username" value={user.nickName} />
          <PasswordField
            {...form.getInputProps('password')}
            error={text(form.errors.password)}
            label={t('fields.password')}
            placeholder={t('fields.passwordPlaceholder')}
            autoComplete="current-password"
            size="md"
            autoFocus
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={signIn.isPending}
            disabled={retry.blocked}
            leftSection={<IconLockOpen size={18} aria-hidden />}
          >
            {t('lock.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
