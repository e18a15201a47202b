import { Loader, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAt, IconCircleCheckFilled } from '@tabler/icons-react';
import { isReservedNickName, NICKNAME_PATTERN } from '@talanty/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { profileAddress } from '../../../lib/site-address.ts';
import { useNickNameCheck } from '../api/check-nick-name.ts';

type NicknameFieldProps = Omit<TextInputProps, 'value' | 'error' | 'description'> & {
  value: string;
  /** The form's own error (validation or the server's 409), shown first. */
  error?: ReactNode;
};

const DEBOUNCE_MS = 400;

/** The nickname with the rules, the profile address it gives, and a live "is it free" check. */
export function NicknameField({ value, error, ...props }: NicknameFieldProps) {
  const { t } = useTranslation('auth');
  const nick = value.trim();
  const [settled] = useDebouncedValue(nick, DEBOUNCE_MS);
  const check = useNickNameCheck(settled);
  const checkable = NICKNAME_PATTERN.test(nick) && !isReservedNickName(nick);
  const waiting = checkable && (settled !== nick || check.isFetching);
  const answer = !waiting && checkable && settled === nick ? check.data : undefined;
  const taken = answer?.isAvailable === 'N' ? answer.message : undefined;
  const free = answer?.isAvailable === 'Y';

  const address = profileAddress(nick || t('signUp.nickInAddress'));
  let description: ReactNode = (
    <>
      {t('signUp.nickRules')}
      <br />
      {t('signUp.nickAddress', { url: address })}
    </>
  );
  if (waiting) description = t('signUp.nickChecking');
  else if (free)
    description = (
      <Text component="span" size="xs" c="teal.8" fw={600}>
        {t('signUp.nickAvailable')} · {address}
      </Text>
    );

  return (
    <TextInput
      {...props}
      value={value}
      error={error || taken}
      description={error || taken ? undefined : description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      leftSection={<IconAt size={17} aria-hidden />}
      rightSection={
        waiting ? (
          <Loader size={16} aria-hidden />
        ) : free && !error ? (
          <IconCircleCheckFilled size={20} color="var(--mantine-color-teal-6)" aria-hidden />
        ) : null
      }
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      data-testid="nickname-input"
    />
  );
}
