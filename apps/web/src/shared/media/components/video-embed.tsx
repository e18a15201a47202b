import { Anchor, Text } from '@mantine/core';
import {
  IconBrandVk,
  IconBrandYoutubeFilled,
  IconExternalLink,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import type { FileRecord, HostingService } from '@talanty/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { player } from '../../player/player-store.ts';
import { fileTitle, isVertical, platformOf } from './media-format.ts';
import classes from './video-embed.module.css';

const PLATFORM_ICONS = { YouTube: IconBrandYoutubeFilled, VK: IconBrandVk } as const;

/** The embed address with `autoplay=1`: the user already pressed play once, on our poster. */
export function autoplayEmbedUrl(embedUrl: string): string {
  try {
    const url = new URL(embedUrl);
    url.searchParams.set('autoplay', '1');
    return url.toString();
  } catch {
    return embedUrl;
  }
}

/** The platform's colours and logo: shown when there is no cover, or it did not load (offline, blockers). */
export function PlatformPlaceholder({ platform, size = 64 }: { platform: HostingService; size?: number }) {
  const Logo = PLATFORM_ICONS[platform];
  return (
    <span className={classes.placeholder} data-platform={platform} aria-hidden>
      <Logo size={size} stroke={1.4} />
    </span>
  );
}

type VideoEmbedProps = {
  file: FileRecord;
  /** Focus the play button when shown (a page or dialog that opens on this video). */
  autoFocus?: boolean;
};

/**
 * A YouTube or VK video that loads nothing from the platform until asked: the cover with a big play
 * button and the platform's name; the click mounts the platform's player (youtube-nocookie for
 * YouTube) with autoplay, pauses our audio player, and moves focus into the frame. Shorts and VK
 * clips get a 9:16 frame no taller than the screen.
 */
export function VideoEmbed({ file, autoFocus }: VideoEmbedProps) {
  const { t } = useTranslation('media');
  const [playing, setPlaying] = useState(false);
  const [coverBroken, setCoverBroken] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  const platform = platformOf(file);
  const platformName = t(`video.platform.${platform}`);
  const title = fileTitle(file) || t('kind.Video');
  const vertical = isVertical(file);
  const cover = file.LogoURL;
  const Logo = PLATFORM_ICONS[platform];

  useEffect(() => {
    if (autoFocus) buttonRef.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  const start = () => {
    // Spec section 4: starting one piece of media stops the others.
    player.pause();
    setPlaying(true);
  };

  return (
    <figure
      className={classes.root}
      data-vertical={vertical || undefined}
      data-platform={platform}
      data-testid="video-embed"
    >
      <div className={classes.stage}>
        <div className={classes.frame}>
          {playing && file.EmbedURL ? (
            <iframe
              ref={frameRef}
              className={classes.iframe}
              src={autoplayEmbedUrl(file.EmbedURL)}
              title={t('video.frameTitle', { title, platform: platformName })}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <button
              ref={buttonRef}
              type="button"
              className={classes.poster}
              onClick={start}
              disabled={!file.EmbedURL}
              aria-label={t('video.play', { title })}
              data-testid="video-play"
            >
              {cover && !coverBroken ? (
                <img
                  className={classes.cover}
                  src={cover}
                  alt=""
                  loading="lazy"
                  referrerPolicy="no-referrer"
                  onError={() => setCoverBroken(true)}
                />
              ) : (
                <PlatformPlaceholder platform={platform} size={vertical ? 56 : 72} />
              )}
              <span className={classes.scrim} aria-hidden />
              {file.EmbedURL && (
                <span className={classes.play} aria-hidden>
                  <IconPlayerPlayFilled size={34} />
                </span>
              )}
              <span className={classes.badge} aria-hidden>
                <Logo size={16} stroke={1.6} />
                {platformName}
              </span>
            </button>
          )}
        </div>
      </div>
      <figcaption className={classes.caption}>
        <Text size="sm" c="dimmed" className={classes.hint}>
          {file.EmbedURL
            ? playing
              ? null
              : t('video.playHint', { platform: platformName })
            : t('video.noEmbed', { platform: platformName })}
        </Text>
        <Anchor
          href={file.FileFullURL || file.FileName}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
          className={classes.external}
        >
          {t('video.openOn', { platform: platformName })}
          <IconExternalLink size={15} aria-hidden />
        </Anchor>
      </figcaption>
    </figure>
  );
}
