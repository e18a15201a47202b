import { Badge, Box, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconBriefcase, IconMicrophone2, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo.tsx';
import { TALENT_CODES } from '../../../lib/talents.ts';
import classes from './auth-layout.module.css';

const BARS = [34, 58, 80, 52, 94, 66, 42, 76, 100, 60, 38, 72, 88, 50, 30, 64, 84, 46, 70, 40];

const POINTS: { key: 'portfolio' | 'services' | 'community'; icon: Icon }[] = [
  { key: 'portfolio', icon: IconMicrophone2 },
  { key: 'services', icon: IconBriefcase },
  { key: 'community', icon: IconUsersGroup },
];

function Equalizer({ bars, className }: { bars: number; className?: string }) {
  return (
    <div className={className} aria-hidden="true">
      {BARS.slice(0, bars).map((height, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list
          key={index}
          className={classes.bar}
          style={{ height: `${height}%`, animationDelay: `${(index % 7) * 0.13}s` }}
        />
      ))}
    </div>
  );
}

function BrandPanel() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Box component="aside" className={classes.brand} aria-label={t('auth:brand.label')}>
      <div className={classes.glow} aria-hidden="true" />
      <div className={classes.brandInner}>
        <div className={classes.brandLogo}>
          <Logo size={36} />
        </div>
        <Badge variant="white" size="lg" radius="sm" className={classes.eyebrow}>
          {t('auth:brand.eyebrow')}
        </Badge>
        <Text component="p" className={classes.brandTitle}>
          {t('auth:brand.title')}
        </Text>
        <Text className={classes.brandText}>{t('auth:brand.text')}</Text>
        <ul className={classes.points}>
          {POINTS.map(({ key, icon: PointIcon }) => (
            <li key={key} className={classes.point}>
              <span className={classes.pointIcon} aria-hidden="true">
                <PointIcon size={18} stroke={1.8} />
              </span>
              <Text component="span" size="sm" fw={500} pt={6}>
                {t(`auth:brand.points.${key}`)}
              </Text>
            </li>
          ))}
        </ul>
        <div className={classes.talents}>
          {TALENT_CODES.map((code) => (
            <span key={code} className={classes.talent}>
              {t(`common:talents.${code}.name`)}
            </span>
          ))}
        </div>
        <Equalizer bars={BARS.length} className={classes.equalizer} />
      </div>
    </Box>
  );
}

type AuthLayoutProps = {
  icon: Icon;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Under the form, after a divider: links to the neighbouring pages. */
  footer?: ReactNode;
  /** A long form (sign-up): a narrower brand panel, a wider form. */
  wide?: boolean;
  /** Replaces the icon above the title (the lock screen's avatar). */
  media?: ReactNode;
  /** A warning tone for the icon (locked account). */
  tone?: 'brand' | 'warning';
  children?: ReactNode;
};

/** The card every /auth/* page shares: the product pitch beside the form on desktop, compact on phones. */
export function AuthLayout({
  icon: HeadIcon,
  title,
  subtitle,
  footer,
  wide,
  media,
  tone = 'brand',
  children,
}: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <div className={classes.page}>
      <div className={classes.card} data-wide={wide || undefined}>
        {/* Phones and tablets: a slim cover in place of the brand panel. */}
        <div className={classes.cover}>
          <Equalizer bars={14} className={classes.coverBars} />
          <Text className={classes.coverText}>{t('brand.title')}</Text>
        </div>
        <section className={classes.panel} data-media={media ? true : undefined} aria-labelledby="auth-title">
          <div className={classes.panelInner}>
            <Stack gap="xs" mb="xl">
              {media ?? (
                <ThemeIcon
                  size={52}
                  radius={16}
                  variant="gradient"
                  gradient={tone === 'warning' ? { from: 'orange.6', to: 'red.6', deg: 135 } : undefined}
                  className={classes.headIcon}
                >
                  <HeadIcon size={28} stroke={1.7} aria-hidden />
                </ThemeIcon>
              )}
              <Title order={1} id="auth-title" className={classes.title} mt="sm">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" className={classes.subtitle}>
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
            {footer && <div className={classes.footer}>{footer}</div>}
          </div>
        </section>
        {/* After the form in reading order; shown on its left by the grid. */}
        <BrandPanel />
      </div>
    </div>
  );
}
