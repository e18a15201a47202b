import { Badge, Skeleton, Stack } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import classes from './video-photo-shared.module.css';

/**
 * What the video and photo editors share beyond the editor scaffolding (editor-page.tsx): the card
 * grids, their loading placeholders and the private badge.
 */

/** Placeholder cards while a list loads. */
export function GridSkeleton({ variant, label }: { variant: 'video' | 'photo'; label: string }) {
  return (
    <div
      className={variant === 'video' ? classes.videoGrid : classes.photoGrid}
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      {Array.from({ length: variant === 'video' ? 6 : 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Stack key={i} gap={8}>
          <Skeleton
            radius="lg"
            className={variant === 'video' ? classes.skeletonVideo : classes.skeletonPhoto}
          />
          <Skeleton h={12} w="70%" radius="sm" />
          {variant === 'video' && <Skeleton h={10} w="40%" radius="sm" />}
        </Stack>
      ))}
    </div>
  );
}

/** «Скрыто» over a private file's picture; `className` places it on the card. */
export function PrivateBadge({ label, className }: { label: string; className?: string }) {
  return (
    <Badge
      className={className}
      color="dark"
      variant="filled"
      radius="sm"
      size="sm"
      leftSection={<IconEyeOff size={12} aria-hidden />}
    >
      {label}
    </Badge>
  );
}

export const sharedClasses = classes;
