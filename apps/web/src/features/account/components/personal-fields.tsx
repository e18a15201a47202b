import {
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconAt, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { profileAddress } from '../../../lib/site-address.ts';
import type { ProfileFormValues } from '../lib/profile-form.ts';
import { useNickCheck } from '../lib/use-nick-check.ts';

dayjs.extend(customParseFormat);

export const ABOUT_MAX = 2000;
const DATE_FORMAT = 'DD.MM.YYYY';

/** Typed dates are day.month.year in both languages; ISO is accepted too. */
function parseDate(value: string) {
  const text = value.trim();
  for (const format of [DATE_FORMAT, 'D.M.YYYY', 'YYYY-MM-DD']) {
    const parsed = dayjs(text, format, true);
    if (parsed.isValid()) return parsed.format('YYYY-MM-DD');
  }
  return null;
}

type PersonalFieldsProps = {
  form: UseFormReturnType<ProfileFormValues>;
  /** The saved nickname: typing it again needs no check. */
  currentNick: string;
  /** The onboarding asks only what matters first. */
  compact?: boolean;
};

/** First and last name, nickname with a live check, birth date, sex, about, travel and remote work. */
export function PersonalFields({ form, currentNick, compact = false }: PersonalFieldsProps) {
  const { t } = useTranslation('account');
  const nick = useNickCheck(form.values.NickName, currentNick);
  const aboutLength = form.values.AboutMe.length;
  const nickInput = form.getInputProps('NickName');

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('personal.firstName')}
          autoComplete="given-name"
          maxLength={60}
          {...form.getInputProps('FirstName')}
        />
        <TextInput
          label={t('personal.lastName')}
          autoComplete="family-name"
          maxLength={60}
          {...form.getInputProps('LastName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('personal.nickName')}
          description={t('personal.nickHint', {
            url: profileAddress(form.values.NickName.trim() || t('personal.nickInAddress')),
          })}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={30}
          leftSection={<IconAt size={16} aria-hidden />}
          rightSection={
            nick.state === 'checking' ? (
              <Loader size={16} aria-label={t('personal.nickChecking')} />
            ) : nick.state === 'free' ? (
              <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
            ) : nick.state === 'taken' ? (
              <IconCircleX size={18} color="var(--mantine-color-red-6)" aria-hidden />
            ) : null
          }
          {...nickInput}
          error={nickInput.error ?? (nick.state === 'taken' ? nick.message : undefined)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <DateInput
          label={t('personal.birthDate')}
          description={t('personal.birthDateHint')}
          placeholder={t('personal.datePlaceholder')}
          valueFormat={DATE_FORMAT}
          dateParser={parseDate}
          defaultLevel={form.values.BirthDate ? 'month' : 'decade'}
          defaultDate={form.values.BirthDate ?? dayjs().subtract(25, 'year').format('YYYY-MM-DD')}
          clearable
          popoverProps={{ withinPortal: true }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('BirthDate')}
        />
      </SimpleGrid>
      {nick.state === 'free' && (
        <Text size="xs" c="teal" mt={-8} role="status">
          {nick.message}
        </Text>
      )}
      <Stack gap={6}>
        <Text size="sm" fw={500} id="sex-label">
          {t('personal.sex')}
        </Text>
        <SegmentedControl
          aria-labelledby="sex-label"
          data={[
            { value: '', label: t('personal.sexNone') },
            { value: 'F', label: t('personal.sexF') },
            { value: 'M', label: t('personal.sexM') },
          ]}
          value={form.values.Sex}
          onChange={(value) => form.setFieldValue('Sex', value as ProfileFormValues['Sex'])}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <Textarea
        label={t('personal.about')}
        description={t('personal.aboutHint')}
        autosize
        minRows={compact ? 3 : 4}
        maxRows={12}
        maxLength={ABOUT_MAX}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        {...form.getInputProps('AboutMe')}
      />
      <Text
        size="xs"
        c={aboutLength > ABOUT_MAX * 0.9 ? 'orange' : 'dimmed'}
        ta="end"
        mt={-10}
        aria-live="polite"
      >
        {t('personal.counter', { count: aboutLength, max: ABOUT_MAX })}
      </Text>
      <Group gap="xl">
        <Switch
          label={t('personal.trip')}
          description={t('personal.tripHint')}
          {...form.getInputProps('TripFlag', { type: 'checkbox' })}
        />
        <Switch
          label={t('personal.remote')}
          description={t('personal.remoteHint')}
          {...form.getInputProps('RemoteFlag', { type: 'checkbox' })}
        />
      </Group>
    </Stack>
  );
}
