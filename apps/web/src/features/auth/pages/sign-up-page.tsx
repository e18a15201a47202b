import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/ru';
import {
  Anchor,
  Box,
  Button,
  Checkbox,
  Divider,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalendar, IconUserPlus } from '@tabler/icons-react';
import type { ReferenceItem } from '@talanty/contract';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { type ReactNode, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.tsx';
import { useAttractionSourceList } from '../api/get-attraction-source-list.ts';
import { useSchoolList } from '../api/get-school-list.ts';
import { useRegistrationInit } from '../api/registration-init.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { NicknameField } from '../components/nickname-field.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { RetryNotice } from '../components/retry-notice.tsx';
import { applyFieldErrors, focusFirstError, useMessageText } from '../lib/messages.ts';
import { readSignupDraft, savePendingSignup, saveSignupDraft } from '../lib/pending-signup.ts';
import { safeNext, withNext } from '../lib/safe-next.ts';
import {
  emptySignUp,
  SIGN_UP_FIELDS,
  type SignUpValues,
  signUpSchema,
  toDraft,
  toRegistrationBody,
} from '../lib/sign-up-form.ts';
import { useRetryAfter } from '../lib/use-retry-after.ts';

dayjs.extend(customParseFormat);

const DATE_FORMAT = 'DD.MM.YYYY';

function parseDate(input: string): string | null {
  const parsed = dayjs(input.trim(), [DATE_FORMAT, 'D.M.YYYY', 'YYYY-MM-DD'], true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** Select options grouped by their type ("Online", "In person"), in the server's order. */
function grouped(items: ReferenceItem[] | undefined) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const item of items ?? []) {
    const group = item.TypeTranslate || item.Type;
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)?.push({ value: item.Code, label: item.Name });
  }
  return [...groups].map(([group, options]) => ({ group, items: options }));
}

function SectionTitle({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <Box mt={4}>
      <Text fw={700} size="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {children}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Box>
  );
}

function DocLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Anchor component={Link} to={to} target="_blank" rel="noopener" fw={600} inherit>
      {children}
      <VisuallyHidden> {t('signUp.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}

/** /auth/signup: the account, optional details, the two consents; then the mailed code. */
export default function SignUpPage() {
  const { t, i18n } = useTranslation('auth');
  const text = useMessageText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const init = useRegistrationInit();
  const retry = useRetryAfter();
  const sources = useAttractionSourceList(lang);
  const schools = useSchoolList(lang);
  const sourceOptions = useMemo(() => grouped(sources.data), [sources.data]);
  const schoolOptions = useMemo(() => grouped(schools.data), [schools.data]);

  const form = useForm<SignUpValues>({
    mode: 'controlled',
    initialValues: { ...emptySignUp, ...readSignupDraft<SignUpValues>(), password: '' },
    validate: schemaResolver(signUpSchema, { sync: true }),
    onValuesChange: (values) => saveSignupDraft(toDraft(values)),
  });

  const submit = form.onSubmit(
    async (values) => {
      const now = Date.now();
      try {
        const answer = await init.mutateAsync(toRegistrationBody(values));
        savePendingSignup({
          email: values.email.trim(),
          expiresAt: now + answer.expiresIn * 1000,
          sentAt: now,
        });
        void navigate('/auth/confirmmail');
      } catch (error) {
        if (retry.hold(error)) return;
        if (applyFieldErrors(form, error, SIGN_UP_FIELDS)) {
          focusFirstError();
          return;
        }
        notifyError(error instanceof ApiError ? error.message : String(error));
      }
    },
    () => focusFirstError(),
  );

  const input = (path: keyof SignUpValues) => ({
    ...form.getInputProps(path),
    error: text(form.errors[path]),
  });
  const maxBirthDate = dayjs().subtract(16, 'year');

  return (
    <AuthLayout
      wide
      icon={IconUserPlus}
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <Text size="sm">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to={withNext('/auth/signin', next)} fw={600}>
            {t('signUp.signIn')}
          </Anchor>
        </Text>
      }
    >
      <RetryNotice seconds={retry.seconds} />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <SectionTitle>{t('signUp.sections.account')}</SectionTitle>
          <TextInput
            {...input('email')}
            type="email"
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            withAsterisk
          />
          <NicknameField
            {...input('nickName')}
            value={form.values.nickName}
            label={t('fields.nickName')}
            placeholder={t('fields.nickNamePlaceholder')}
            withAsterisk
          />
          <div>
            <PasswordField
              {...input('password')}
              label={t('fields.password')}
              placeholder={t('fields.newPasswordPlaceholder')}
              autoComplete="new-password"
              withAsterisk
            />
            <PasswordStrengthMeter password={form.values.password} />
          </div>

          <Divider mt={4} />
          <SectionTitle hint={t('signUp.sections.aboutHint')}>{t('signUp.sections.about')}</SectionTitle>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="lg">
            <TextInput {...input('firstName')} label={t('fields.firstName')} autoComplete="given-name" />
            <TextInput {...input('lastName')} label={t('fields.lastName')} autoComplete="family-name" />
            <DatesProvider settings={{ locale: lang, firstDayOfWeek: lang === 'ru' ? 1 : 0 }}>
              <DateInput
                {...input('birthDate')}
                label={t('fields.birthDate')}
                placeholder={t('fields.birthDatePlaceholder')}
                description={t('signUp.birthDateHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                valueFormat={DATE_FORMAT}
                dateParser={parseDate}
                defaultLevel="decade"
                defaultDate={maxBirthDate.subtract(4, 'year').format('YYYY-MM-DD')}
                maxDate={dayjs().format('YYYY-MM-DD')}
                leftSection={<IconCalendar size={17} aria-hidden />}
                clearable
                autoComplete="bday"
                popoverProps={{ withinPortal: true }}
              />
            </DatesProvider>
            <Input.Wrapper
              label={t('fields.sex')}
              id="signup-sex"
              labelElement="div"
              error={text(form.errors.sex)}
            >
              <SegmentedControl
                {...form.getInputProps('sex')}
                aria-labelledby="signup-sex-label"
                fullWidth
                data={[
                  { value: 'M', label: t('signUp.sexMale') },
                  { value: 'F', label: t('signUp.sexFemale') },
                  { value: '', label: t('signUp.sexUnset') },
                ]}
              />
            </Input.Wrapper>
            <Select
              {...input('attractionSource')}
              label={t('fields.attractionSource')}
              placeholder={t('fields.selectPlaceholder')}
              data={sourceOptions}
              clearable
              nothingFoundMessage={t('fields.nothingFound')}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              {...input('schoolName')}
              label={t('fields.school')}
              description={t('signUp.schoolHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              placeholder={t('fields.selectPlaceholder')}
              data={schoolOptions}
              searchable
              clearable
              nothingFoundMessage={t('fields.nothingFound')}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              {...input('partnerCode')}
              label={t('fields.partnerCode')}
              placeholder={t('fields.partnerCodePlaceholder')}
              description={t('signUp.partnerCodeHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoCapitalize="characters"
              spellCheck={false}
            />
          </SimpleGrid>

          <Divider mt={4} />
          <SectionTitle>{t('signUp.sections.consents')}</SectionTitle>
          <Stack gap="md">
            <Checkbox
              {...form.getInputProps('acceptAgreement', { type: 'checkbox' })}
              error={text(form.errors.acceptAgreement)}
              label={
                <Trans
                  t={t}
                  i18nKey="signUp.agreement"
                  components={{ doc: <DocLink to="/UserAgreement" /> }}
                />
              }
              data-testid="accept-agreement"
            />
            <Checkbox
              {...form.getInputProps('acceptPublication', { type: 'checkbox' })}
              error={text(form.errors.acceptPublication)}
              label={
                <Trans t={t} i18nKey="signUp.publication" components={{ doc: <DocLink to="/Policy" /> }} />
              }
              data-testid="accept-publication"
            />
          </Stack>

          <Button
            type="submit"
            size="md"
            fullWidth
            mt="xs"
            loading={init.isPending}
            disabled={retry.blocked}
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('signUp.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
