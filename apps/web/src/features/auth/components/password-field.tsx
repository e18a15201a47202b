import { PasswordInput, type PasswordInputProps, Text } from '@mantine/core';
import { IconAlertTriangle, IconEye, IconEyeOff } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password input with a labelled, focusable show/hide button and a Caps Lock warning. */
export function PasswordField({ description, onKeyUp, onBlur, ...props }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);

  const checkCaps = (event: KeyboardEvent<HTMLInputElement>) => {
    setCapsLock(event.getModifierState?.('CapsLock') ?? false);
    onKeyUp?.(event);
  };

  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? t('password.hide') : t('password.show') }}
      visibilityToggleIcon={({ reveal }) =>
        reveal ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />
      }
      onKeyUp={checkCaps}
      onBlur={(event) => {
        setCapsLock(false);
        onBlur?.(event);
      }}
      description={
        capsLock ? (
          <Text component="span" size="xs" c="orange.8" fw={600} role="status">
            <IconAlertTriangle size={13} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
            {t('password.capsLock')}
          </Text>
        ) : (
          description
        )
      }
    />
  );
}
