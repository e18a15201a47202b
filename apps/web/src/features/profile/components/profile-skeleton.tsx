import { Box, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import heroClasses from './profile-hero.module.css';

const RING = { border: '4px solid var(--mantine-color-body)' };

/** The page's shape while the profile loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('loading')} data-testid="profile-skeleton">
      <div className={heroClasses.hero}>
        <Skeleton className={heroClasses.banner} radius={0} />
        <div className={heroClasses.body}>
          <Skeleton
            className={heroClasses.avatar}
            circle
            height={152}
            width={152}
            visibleFrom="sm"
            style={RING}
          />
          <Skeleton
            className={heroClasses.avatar}
            circle
            height={112}
            width={112}
            hiddenFrom="sm"
            style={RING}
          />
          <Stack gap={10} className={heroClasses.identity}>
            <Skeleton height={30} width="55%" radius="md" />
            <Skeleton height={14} width={140} />
            <Skeleton height={14} width="70%" />
          </Stack>
        </div>
        <Group gap={8} className={heroClasses.badges}>
          <Skeleton height={30} width={110} radius="xl" />
          <Skeleton height={30} width={96} radius="xl" />
          <Skeleton height={30} width={140} radius="xl" />
        </Group>
        <Group gap="lg" wrap="nowrap" className={heroClasses.tabs} py="sm" style={{ overflow: 'hidden' }}>
          {[72, 96, 62, 60, 56].map((width) => (
            <Skeleton key={width} height={18} width={width} />
          ))}
        </Group>
      </div>
      <Box>
        <Stack gap="sm">
          <Skeleton height={22} width={120} />
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
        </Stack>
        <Skeleton height={180} radius="lg" mt="xl" />
      </Box>
    </Stack>
  );
}
