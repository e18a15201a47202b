import { EmptyState, Paper } from '@mantine/core';
import { type Icon, IconMusic, IconPhoto, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProfileTab } from '../lib/tabs.ts';

type MediaTab = Exclude<ProfileTab, 'about' | 'posts'>;

const ICONS: Record<MediaTab, Icon> = {
  audio: IconMusic,
  video: IconVideo,
  photo: IconPhoto,
};

/** A tab with nothing in it yet: what belongs there, told to the owner and to a visitor in their own words. */
export function MediaEmptyState({ tab, isOwner }: { tab: MediaTab; isOwner: boolean }) {
  const { t } = useTranslation('profile');
  const TabIcon = ICONS[tab];
  return (
    <Paper withBorder radius="lg" py={{ base: 40, sm: 64 }} px="lg" data-testid="media-empty-state">
      <EmptyState variant="light" size="md" maw={460} mx="auto">
        <EmptyState.Indicator>
          <TabIcon size={30} stroke={1.6} aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title order={2}>{t(`media.${tab}.title`)}</EmptyState.Title>
        <EmptyState.Description>{t(`media.${tab}.${isOwner ? 'owner' : 'visitor'}`)}</EmptyState.Description>
      </EmptyState>
    </Paper>
  );
}
