import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { FileSearchResult } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrackList } from '../../../shared/media/components/track-list.tsx';
import classes from './results.module.css';

/**
 * Tracks in the app's track list: a click plays in the persistent player, and next/previous walk
 * these results. Each row ends with its owner, linking to the profile.
 */
export function TrackResults({ files }: { files: FileSearchResult[] }) {
  const { t } = useTranslation('search');
  return (
    <div className={classes.tracks}>
      <TrackList
        files={files}
        ownerActions={(file) => {
          const owner = (file as FileSearchResult).OwnerName || `@${file.NickName}`;
          return (
            <Anchor
              component={Link}
              to={`/@${file.NickName}`}
              size="sm"
              c="var(--mantine-color-text)"
              fw={500}
              className={classes.owner}
              aria-label={t('card.owner', { name: owner })}
            >
              <IconUser size={14} aria-hidden />
              {owner}
            </Anchor>
          );
        }}
      />
    </div>
  );
}

export function TrackSkeleton() {
  return (
    <Stack gap={4}>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Group key={i} gap="md" wrap="nowrap" p="sm">
          <Skeleton circle height={40} />
          <Skeleton h={48} w={48} radius="sm" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={12} w="40%" radius="sm" />
            <Skeleton h={10} w="25%" radius="sm" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
