import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconMail, IconMailForward } from '@tabler/icons-react';
import { changeEmailConfirmSchema, changeEmailInitSchema, type EmailCodeSent } from '@talanty/contract';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatClock, useCountdown } from '../../../hooks/use-countdown.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { useConfirmEmailChange, useRenewEmailCode, useStartEmailChange } from '../api/change-email.ts';
import { contractResolver, errorMessage, serverFieldErrors } from '../lib/form-errors.ts';
import classes from './email-card.module.css';
import cardClasses from './settings-card.module.css';
import { SettingsCard } from './settings-card.tsx';

type Step =
  | { kind: 'view' }
  | { kind: 'form' }
  | { kind: 'code'; newEmail: string; expiresAt: number; renewAt: number }
  | { kind: 'done'; email: string };

const codeStep = (answer: EmailCodeSent): Step => ({
  kind: 'code',
  newEmail: answer.newEmail,
  expiresAt: Date.now() + answer.expiresIn * 1000,
  renewAt: Date.now() + answer.renewIn * 1000,
});

/** The current address, and its change: password and new address -> the code mailed there -> done. */
export function EmailCard({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const start = useStartEmailChange();
  const newEmailRef = useRef<HTMLInputElement>(null);
  // Focus follows the flow: the first field of the form as it opens.
  useEffect(() => {
    if (step.kind === 'form') newEmailRef.current?.focus();
  }, [step.kind]);
  // Kept across the steps: "another address" goes back with everything still typed.
  const form = useForm({
    initialValues: { newEmail: '', password: '' },
    validate: contractResolver(changeEmailInitSchema),
    validateInputOnBlur: true,
  });

  return (
    <SettingsCard id="email" icon={IconMail} title={t('email.title')} description={t('email.description')}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" className={classes.current}>
          <Stack gap={0} miw={0} style={{ flex: '1 1 220px' }}>
            <Text size="xs" c="dimmed">
              {t('email.current')}
            </Text>
            <Text fw={600} className={classes.address} data-testid="current-email">
              {email}
            </Text>
          </Stack>
          {(step.kind === 'view' || step.kind === 'done') && (
            <Button variant="default" onClick={() => setStep({ kind: 'form' })}>
              {t('email.change')}
            </Button>
          )}
        </Group>

        {step.kind === 'form' && (
          <form
            noValidate
            aria-label={t('email.title')}
            onSubmit={form.onSubmit(async (values) => {
              try {
                setStep(codeStep(await start.mutateAsync(values)));
              } catch (error) {
                const fields = serverFieldErrors(error);
                if (Object.keys(fields).length > 0) form.setErrors(fields);
                else notifyError(errorMessage(error));
              }
            })}
          >
            <Stack gap="md">
              <TextInput
                label={t('email.newEmail')}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="name@example.com"
                required
                ref={newEmailRef}
                {...form.getInputProps('newEmail')}
              />
              <PasswordInput
                label={t('email.password')}
                description={t('email.passwordHint')}
                autoComplete="current-password"
                required
                {...form.getInputProps('password')}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="subtle" color="gray" onClick={() => setStep({ kind: 'view' })}>
                  {t('email.cancel')}
                </Button>
                <Button
                  type="submit"
                  loading={start.isPending}
                  leftSection={<IconMailForward size={18} aria-hidden />}
                >
                  {t('email.sendCode')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}

        {step.kind === 'code' && (
          <CodeStep
            step={step}
            onRenewed={setStep}
            onBack={() => setStep({ kind: 'form' })}
            onTaken={(message) => {
              setStep({ kind: 'form' });
              form.setFieldError('newEmail', message);
            }}
            onDone={(changed) => {
              form.reset();
              setStep({ kind: 'done', email: changed });
            }}
          />
        )}

        {step.kind === 'done' && (
          <Alert
            color="teal"
            variant="light"
            radius="md"
            icon={<IconCircleCheck size={20} aria-hidden />}
            title={t('email.done')}
            role="status"
            withCloseButton
            closeButtonLabel={t('email.cancel')}
            onClose={() => setStep({ kind: 'view' })}
          >
            <Trans t={t} i18nKey="email.doneText" values={{ email: step.email }} components={{ b: <b /> }} />
          </Alert>
        )}
      </Stack>
    </SettingsCard>
  );
}

type CodeStepProps = {
  step: Extract<Step, { kind: 'code' }>;
  onRenewed: (step: Step) => void;
  onBack: () => void;
  onTaken: (message: string) => void;
  onDone: (email: string) => void;
};

function CodeStep({ step, onRenewed, onBack, onTaken, onDone }: CodeStepProps) {
  const { t } = useTranslation('settings');
  const confirm = useConfirmEmailChange();
  const renew = useRenewEmailCode();
  const codeLeft = useCountdown(step.expiresAt);
  const renewLeft = useCountdown(step.renewAt);
  const form = useForm({ initialValues: { otp: '' }, validate: contractResolver(changeEmailConfirmSchema) });
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);

  async function check(otp: string) {
    try {
      const answer = await confirm.mutateAsync(otp);
      onDone(answer.Email);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return onTaken(error.message);
      if (error instanceof ApiError && error.code === 'EMAIL_CHANGE_NOT_FOUND') {
        notifyError(error.message);
        return onBack();
      }
      form.setFieldError('otp', errorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit(({ otp }) => check(otp.trim()))}>
      <Stack gap="sm">
        <Text size="sm" role="status">
          <Trans t={t} i18nKey="email.codeSent" values={{ email: step.newEmail }} components={{ b: <b /> }} />
        </Text>
        <TextInput
          label={t('email.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          ref={codeRef}
          className={classes.code}
          maw={280}
          description={codeLeft > 0 ? t('email.codeValid', { time: formatClock(codeLeft) }) : undefined}
          {...form.getInputProps('otp')}
          onChange={(event) => {
            const otp = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
            form.setFieldValue('otp', otp);
            // All six digits typed or pasted: no need to look for the button.
            if (otp.length === 6 && !confirm.isPending) void check(otp);
          }}
        />
        {codeLeft === 0 && (
          <Text size="sm" c="red" role="alert">
            {t('email.codeExpired')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('email.noMail')}
        </Text>
        <Group justify="space-between" gap="sm" mt={4}>
          <Group gap="md">
            <Anchor
              className={cardClasses.anchor}
              component="button"
              type="button"
              size="sm"
              disabled={renewLeft > 0 || renew.isPending}
              c={renewLeft > 0 ? 'dimmed' : undefined}
              style={renewLeft > 0 ? { cursor: 'default', textDecoration: 'none' } : undefined}
              onClick={async () => {
                try {
                  const answer = await renew.mutateAsync();
                  form.setValues({ otp: '' });
                  form.clearErrors();
                  onRenewed(codeStep(answer));
                  notifySuccess(t('email.renewed', { email: answer.newEmail }));
                } catch (error) {
                  notifyError(errorMessage(error));
                }
              }}
            >
              {renewLeft > 0 ? t('email.renewIn', { time: formatClock(renewLeft) }) : t('email.renew')}
            </Anchor>
            <Anchor
              className={cardClasses.anchor}
              component="button"
              type="button"
              size="sm"
              onClick={onBack}
            >
              {t('email.otherAddress')}
            </Anchor>
          </Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('email.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
