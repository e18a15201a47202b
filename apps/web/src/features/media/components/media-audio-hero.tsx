import { ActionIcon, Loader } from '@mantine/core';
import { IconMusic, IconPlayerPauseFilled, IconPlayerPlayFilled, IconRefresh } from '@tabler/icons-react';
import type { FileRecord } from '@talanty/contract';
import { type CSSProperties, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileTitle } from '../../../shared/media/components/media-format.ts';
import { formatTime } from '../../../shared/player/format-time.ts';
import { player, trackFromFile, usePlayer, useTrackStatus } from '../../../shared/player/player-store.ts';
import { Waveform } from '../../../shared/player/waveform.tsx';
import { MediaActions } from './media-actions.tsx';
import classes from './media-audio-hero.module.css';
import { MediaHeading } from './media-heading.tsx';

/** The track's square cover (512 px crop), or a note on the brand gradient. */
function Cover({ src, title }: { src: string | null; title: string }) {
  const { t } = useTranslation('media');
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return (
      <img
        className={classes.coverImage}
        src={src}
        alt={t('page.coverAlt', { title })}
        width={512}
        height={512}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className={classes.coverPlaceholder} role="img" aria-label={t('page.noCover')}>
      <IconMusic size={72} stroke={1.3} aria-hidden />
    </span>
  );
}

/**
 * A track's page head: a big cover, the title and artist, a big play button and the waveform as the
 * seek bar, bound to the one app player while this track is its current one (so it keeps playing,
 * and shows its progress, when the person browses on and comes back).
 */
export function MediaAudioHero({ file, ownerName }: { file: FileRecord; ownerName: string }) {
  const { t } = useTranslation('media');
  const track = useMemo(() => trackFromFile(file, ownerName), [file, ownerName]);
  const status = useTrackStatus(file.FileId);
  const position = usePlayer((s) => (s.queue[s.index]?.id === file.FileId ? s.position : 0));
  const liveDuration = usePlayer((s) => (s.queue[s.index]?.id === file.FileId ? s.duration : 0));
  const duration = liveDuration || file.Duration || 0;
  const title = fileTitle(file) || t('kind.Audio');
  const cover = file.CoverSizes?.Square512 ?? file.LogoURL;
  const active = status === 'playing' || status === 'loading';

  const toggle = () => player.toggleTrack([track], file.FileId);
  const seek = (fraction: number) => {
    const seconds = fraction * duration;
    if (status !== null) player.seek(seconds);
    else player.playQueue([track], 0, seconds);
  };

  const label =
    status === 'error'
      ? t('page.retry', { title })
      : active
        ? t('page.pause', { title })
        : t('page.play', { title });

  const backdrop = cover ? ({ '--hero-cover': `url(${JSON.stringify(cover)})` } as CSSProperties) : undefined;

  return (
    <section className={classes.hero} aria-label={title} data-testid="media-audio">
      <div className={classes.backdrop} style={backdrop} data-cover={cover ? 'Y' : 'N'} aria-hidden />
      <div className={classes.inner}>
        <div className={classes.cover}>
          <Cover src={cover} title={title} />
        </div>
        <div className={classes.body}>
          <MediaHeading file={file} ownerName={ownerName} />
          <div className={classes.playRow}>
            <ActionIcon
              size={68}
              radius={68}
              variant="filled"
              className={classes.play}
              onClick={toggle}
              aria-label={label}
              aria-pressed={active}
              data-testid="media-play"
              data-status={status ?? 'idle'}
            >
              {status === 'loading' ? (
                <Loader size={26} color="white" />
              ) : status === 'error' ? (
                <IconRefresh size={30} aria-hidden />
              ) : active ? (
                <IconPlayerPauseFilled size={30} aria-hidden />
              ) : (
                <IconPlayerPlayFilled size={30} aria-hidden className={classes.playIcon} />
              )}
            </ActionIcon>
            <div className={classes.wave}>
              <Waveform
                peaks={file.Peaks}
                progress={duration > 0 ? position / duration : 0}
                onSeek={seek}
                height={84}
                label={t('page.seek', { title })}
                duration={duration}
              />
              <div className={classes.times}>
                <span data-testid="media-position">{formatTime(position)}</span>
                <span>{formatTime(duration)}</span>
              </div>
            </div>
          </div>
        </div>
      </div>
      <div className={classes.actions}>
        <MediaActions file={file} ownerName={ownerName} />
      </div>
    </section>
  );
}
