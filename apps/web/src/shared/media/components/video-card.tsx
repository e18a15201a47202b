import { Badge, Text, VisuallyHidden } from '@mantine/core';
import { type Icon, IconBrandVk, IconBrandYoutubeFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { type FileRecord, type HostingService, VIDEO_SUB_TYPES, type VideoSubType } from '@talanty/contract';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeFormat } from '../../../lib/intl.ts';
import classes from './video-card.module.css';
import { PrivateBadge } from './video-photo-shared.tsx';

/** The two platforms' colours and marks (placeholders and badges). */
export const VIDEO_PLATFORMS: Record<HostingService, { color: string; icon: Icon }> = {
  YouTube: { color: '#ff0033', icon: IconBrandYoutubeFilled },
  VK: { color: '#0077ff', icon: IconBrandVk },
};

/** Shorts and VK clips are vertical (9:16); everything else 16:9. */
export function isVerticalVideo(subType: string | null | undefined, orientation?: string | null): boolean {
  return orientation === 'Vertical' || subType === 'YouTubeShort' || subType === 'VKClip';
}

/** Seconds -> "3:07" or "1:02:07". */
export function formatVideoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "YouTube", "Shorts", "VK Видео", "VK Клип". */
export function PlatformBadge({
  hostingService,
  subType,
}: {
  hostingService: HostingService;
  subType: VideoSubType | string | null;
}) {
  const { t } = useTranslation('videoEdit');
  const platform = VIDEO_PLATFORMS[hostingService];
  const key: HostingService | VideoSubType =
    subType && (VIDEO_SUB_TYPES as readonly string[]).includes(subType)
      ? (subType as VideoSubType)
      : hostingService;
  return (
    <Badge
      className={classes.platformBadge}
      style={{ '--platform-color': platform.color } as CSSProperties}
      leftSection={<platform.icon size={13} aria-hidden />}
      radius="sm"
      size="sm"
    >
      {t(`platform.${key}`)}
    </Badge>
  );
}

/**
 * A video's cover box (16:9, or 9:16 for Shorts and clips). The picture comes from the platform's
 * image host, which offline machines and privacy blockers may not reach: a failed or missing picture
 * becomes a platform-coloured placeholder with the platform's mark, so nothing looks broken.
 */
export function VideoCover({
  src,
  hostingService,
  vertical,
  alt = '',
  children,
  className,
}: {
  src: string | null | undefined;
  hostingService: HostingService | null;
  vertical: boolean;
  alt?: string;
  children?: ReactNode;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const platform = VIDEO_PLATFORMS[hostingService ?? 'YouTube'];
  const showImage = Boolean(src) && failed !== src;
  return (
    <div
      className={`${classes.cover} ${className ?? ''}`}
      data-vertical={vertical || undefined}
      data-placeholder={showImage ? undefined : true}
      style={{ '--platform-color': platform.color } as CSSProperties}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={alt}
          className={classes.image}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(src ?? null)}
        />
      ) : alt ? (
        <div className={classes.placeholder} role="img" aria-label={alt}>
          <platform.icon size={vertical ? 44 : 52} stroke={1.4} aria-hidden />
        </div>
      ) : (
        <div className={classes.placeholder}>
          <platform.icon size={vertical ? 44 : 52} stroke={1.4} aria-hidden />
        </div>
      )}
      {children}
    </div>
  );
}

/** A video's length in the cover's bottom corner (nothing when unknown). */
export function VideoDuration({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation('videoEdit');
  if (!seconds) return null;
  return (
    <span className={classes.duration}>
      <VisuallyHidden>{t('card.duration')} </VisuallyHidden>
      {formatVideoDuration(seconds)}
    </span>
  );
}

type VideoCardProps = {
  file: FileRecord;
  /** The owner's controls (a menu, a restore button), shown beside the title. */
  ownerActions?: ReactNode;
  /** The cover and title open /media/:id (default); off for files in the trash. */
  link?: boolean;
  /** Replaces the date line under the title (the trash shows the purge date there). */
  meta?: ReactNode;
  /** Below the title (the trash's restore button). */
  footer?: ReactNode;
};

/** One video in a grid: cover with platform badge and duration, title, date, owner controls. */
export function VideoCard({ file, ownerActions, link = true, meta, footer }: VideoCardProps) {
  const { t, i18n } = useTranslation('videoEdit');
  const vertical = isVerticalVideo(file.FileSubType, file.Orientation);
  const href = `/media/${file.FileId}`;
  const added = dateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(file.AddedDT));
  const cover = (
    <VideoCover src={file.LogoURL} hostingService={file.hostingService} vertical={vertical}>
      {file.hostingService && (
        <div className={classes.topLeft}>
          <PlatformBadge hostingService={file.hostingService} subType={file.FileSubType} />
        </div>
      )}
      {file.PublicFlag === 'N' && <PrivateBadge className={classes.topRight} label={t('card.private')} />}
      <VideoDuration seconds={file.Duration} />
      {link && (
        <span className={classes.play} aria-hidden>
          <IconPlayerPlayFilled size={26} />
        </span>
      )}
    </VideoCover>
  );

  return (
    <article
      className={classes.card}
      data-vertical={vertical || undefined}
      data-testid="video-card"
      aria-label={file.Name}
    >
      {link ? (
        <Link
          to={href}
          className={classes.coverLink}
          aria-label={t('card.open', { name: file.Name })}
          tabIndex={-1}
        >
          {cover}
        </Link>
      ) : (
        cover
      )}
      <div className={classes.body}>
        <div className={classes.text}>
          {link ? (
            <Text component={Link} to={href} className={classes.title} lineClamp={2} fw={600} size="sm">
              {file.Name}
            </Text>
          ) : (
            <Text className={classes.title} lineClamp={2} fw={600} size="sm">
              {file.Name}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={2}>
            {meta ?? added}
          </Text>
        </div>
        {ownerActions && <div className={classes.actions}>{ownerActions}</div>}
      </div>
      {footer}
    </article>
  );
}
