import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { FileSearchResult } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhotoThumb, photoThumbOf } from '../../../shared/media/components/photo-card.tsx';
import { PlatformBadge, VideoCover, VideoDuration } from '../../../shared/media/components/video-card.tsx';
import classes from './results.module.css';

/** A video or a photo in one 4:3 frame, so a mixed grid keeps its rows even. */
function MediaThumb({ file }: { file: FileSearchResult }) {
  if (file.FileType !== 'Video') {
    return (
      <div className={classes.frame}>
        <PhotoThumb src={photoThumbOf(file)} alt="" />
        <span className={classes.kind} aria-hidden>
          <IconPhoto size={14} />
        </span>
      </div>
    );
  }
  return (
    <div className={classes.frame}>
      <VideoCover
        src={file.LogoURL}
        hostingService={file.hostingService}
        vertical={false}
        className={classes.fill}
      >
        {file.hostingService && (
          <span className={classes.platform}>
            <PlatformBadge hostingService={file.hostingService} subType={file.FileSubType} />
          </span>
        )}
        <VideoDuration seconds={file.Duration} />
        <span className={classes.play} aria-hidden>
          <IconPlayerPlayFilled size={22} />
        </span>
      </VideoCover>
    </div>
  );
}

/** One video or photo: the picture and title open /media/:id, the owner's name opens the profile. */
export function MediaResultCard({ file }: { file: FileSearchResult }) {
  const { t } = useTranslation('search');
  const title = file.Name || t('card.untitled');
  const href = `/media/${file.FileId}`;
  const owner = file.OwnerName || `@${file.NickName}`;
  return (
    <article className={classes.mediaCard} data-testid="media-result" aria-label={title}>
      <Link
        to={href}
        className={classes.thumbLink}
        aria-label={t('card.open', { name: title })}
        tabIndex={-1}
      >
        <MediaThumb file={file} />
      </Link>
      <Stack gap={2} className={classes.mediaText}>
        <Text component={Link} to={href} size="sm" fw={600} lineClamp={2} className={classes.mediaTitle}>
          {title}
        </Text>
        <Anchor
          component={Link}
          to={`/@${file.NickName}`}
          size="xs"
          c="dimmed"
          className={classes.owner}
          aria-label={t('card.owner', { name: owner })}
        >
          {owner}
        </Anchor>
      </Stack>
    </article>
  );
}

export function MediaResults({ files }: { files: FileSearchResult[] }) {
  return (
    <ul className={classes.mediaGrid} data-testid="media-results">
      {files.map((file) => (
        <li key={file.FileId} className={classes.cell}>
          <MediaResultCard file={file} />
        </li>
      ))}
    </ul>
  );
}

export function MediaSkeleton() {
  return (
    <div className={classes.mediaGrid}>
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Stack key={i} gap={8}>
          <Skeleton radius="lg" className={classes.skeletonFrame} />
          <Skeleton h={12} w="70%" radius="sm" />
          <Skeleton h={10} w="40%" radius="sm" />
        </Stack>
      ))}
    </div>
  );
}
