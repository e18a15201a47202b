import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './logo.module.css';

type LogoMarkProps = { size?: number };

/** An equalizer whose tallest bar draws the "Т" of «Таланты». */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={classes.mark}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--mantine-primary-color-6, #9139e6)' }} />
          <stop offset="1" stopColor="#e64980" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <g fill="#fff">
        <rect x="6.2" y="9" width="2.6" height="6" rx="1.3" />
        <rect x="10.6" y="7" width="2.6" height="10" rx="1.3" />
        <rect x="14.7" y="5" width="2.6" height="22" rx="1.3" />
        <rect x="18.8" y="7" width="2.6" height="10" rx="1.3" />
        <rect x="23.2" y="9" width="2.6" height="6" rx="1.3" />
      </g>
    </svg>
  );
}

type LogoProps = { size?: number; withWordmark?: boolean };

export function Logo({ size = 32, withWordmark = true }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap" className={classes.logo}>
      <LogoMark size={size} />
      {withWordmark && (
        <Text component="span" className={classes.wordmark} fz={size * 0.68}>
          {t('siteName')}
        </Text>
      )}
    </Group>
  );
}
