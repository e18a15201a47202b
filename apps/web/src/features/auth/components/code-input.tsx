import { Input, PinInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './code-input.module.css';

type CodeInputProps = {
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  label?: string;
};

export const CODE_LENGTH = 6;

/** The mailed 6-digit code: one box per digit, numeric keyboard on phones, paste and SMS/mail autofill. */
export function CodeInput({
  value,
  onChange,
  onComplete,
  error,
  disabled,
  autoFocus,
  label,
}: CodeInputProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  const text = label ?? t('code.label');
  return (
    <Input.Wrapper
      label={text}
      labelProps={{ htmlFor: `${id}-0`, id: `${id}-label` }}
      error={error}
      errorProps={{ id: errorId }}
      withAsterisk={false}
    >
      <PinInput
        id={id}
        length={CODE_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        size="md"
        gap={8}
        classNames={{ root: classes.root, input: classes.input }}
        placeholder=""
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={Boolean(error)}
        disabled={disabled}
        autoFocus={autoFocus}
        mt={6}
        getInputProps={(index) => ({
          'aria-label': t('code.digit', { label: text, index: index + 1, total: CODE_LENGTH }),
          'aria-describedby': error ? errorId : undefined,
        })}
        data-testid="code-input"
      />
    </Input.Wrapper>
  );
}
