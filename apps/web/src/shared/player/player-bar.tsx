import { ActionIcon, Anchor, Button, Loader, Slider, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconMusic,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBackFilled,
  IconPlayerSkipForwardFilled,
  IconRefresh,
  IconVolume,
  IconVolume2,
  IconVolume3,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../lib/notify.tsx';
import { formatTime } from './format-time.ts';
import { useMediaSession } from './media-session.ts';
import classes from './player-bar.module.css';
import { type PlayerTrack, player, useCurrentTrack, usePlayer } from './player-store.ts';
import { usePlayerKeys } from './use-player-keys.ts';
import { Waveform } from './waveform.tsx';

/** The bar's height on <html> (`--player-bar-height`), so the page's end stays above the bar. */
function usePublishedHeight(ref: React.RefObject<HTMLElement | null>, visible: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const el = ref.current;
    if (!visible || !el) {
      root.style.removeProperty('--player-bar-height');
      return;
    }
    const publish = () => root.style.setProperty('--player-bar-height', `${el.offsetHeight}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty('--player-bar-height');
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--player-bar-height');
    };
  }, [ref, visible]);
}

function Cover({ track }: { track: PlayerTrack }) {
  return (
    <div className={classes.cover}>
      {track.coverSmall ? (
        <img src={track.coverSmall} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <IconMusic size={22} stroke={1.6} aria-hidden />
      )}
    </div>
  );
}

function PlayButton({ size }: { size: 'md' | 'lg' }) {
  const { t } = useTranslation('player');
  const status = usePlayer((s) => s.status);
  const playing = status === 'playing';
  const px = size === 'lg' ? 44 : 40;
  if (status === 'error') {
    return (
      <ActionIcon
        size={px}
        radius="xl"
        color="red"
        variant="light"
        onClick={() => player.play()}
        aria-label={t('bar.retry')}
      >
        <IconRefresh size={20} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <ActionIcon
      size={px}
      radius="xl"
      variant="filled"
      onClick={() => player.toggle()}
      aria-label={t(playing || status === 'loading' ? 'bar.pause' : 'bar.play')}
      data-testid="player-toggle"
      data-status={status}
    >
      {status === 'loading' ? (
        <Loader size={18} color="white" aria-label={t('bar.loading')} />
      ) : playing ? (
        <IconPlayerPauseFilled size={20} aria-hidden />
      ) : (
        <IconPlayerPlayFilled size={20} aria-hidden className={classes.playIcon} />
      )}
    </ActionIcon>
  );
}

function SkipButton({ direction }: { direction: 'previous' | 'next' }) {
  const { t } = useTranslation('player');
  const disabled = usePlayer((s) => (direction === 'next' ? s.index >= s.queue.length - 1 : s.index < 0));
  const Icon = direction === 'next' ? IconPlayerSkipForwardFilled : IconPlayerSkipBackFilled;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={36}
      radius="xl"
      disabled={disabled}
      onClick={() => (direction === 'next' ? player.next() : player.previous())}
      aria-label={t(`bar.${direction}`)}
    >
      <Icon size={18} aria-hidden />
    </ActionIcon>
  );
}

/** Elapsed time, the waveform seek bar and the total; or the error with a retry. */
function Progress({ track, compact }: { track: PlayerTrack; compact?: boolean }) {
  const { t } = useTranslation('player');
  const position = usePlayer((s) => s.position);
  const duration = usePlayer((s) => s.duration || track.duration || 0);
  const failed = usePlayer((s) => s.status === 'error');
  if (failed) {
    return (
      <div className={classes.progress} role="alert">
        <Text size="sm" c="red" className={classes.errorText}>
          {t('bar.error')}
        </Text>
        <Button size="compact-sm" variant="light" color="red" onClick={() => player.play()}>
          {t('bar.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={classes.progress}>
      <span className={classes.time} data-testid="player-elapsed">
        {formatTime(position)}
      </span>
      <div className={classes.wave}>
        <Waveform
          peaks={track.peaks}
          progress={duration > 0 ? position / duration : 0}
          duration={duration}
          height={compact ? 24 : 36}
          compact={compact}
          label={t('bar.seek', { title: track.title })}
          onSeek={(fraction) => player.seek(fraction * duration)}
        />
      </div>
      <span className={classes.time}>{formatTime(duration)}</span>
    </div>
  );
}

function Volume() {
  const { t } = useTranslation('player');
  const volume = usePlayer((s) => s.volume);
  const muted = usePlayer((s) => s.muted);
  const level = muted ? 0 : volume;
  const Icon = level === 0 ? IconVolume3 : level < 0.5 ? IconVolume2 : IconVolume;
  return (
    <div className={classes.volume}>
      <Tooltip label={t(muted ? 'bar.unmute' : 'bar.mute')} position="top">
        <ActionIcon
          variant="subtle"
          color="gray"
          size={36}
          radius="xl"
          onClick={() => player.toggleMute()}
          aria-label={t(muted ? 'bar.unmute' : 'bar.mute')}
          aria-pressed={muted}
        >
          <Icon size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Slider
        className={classes.volumeSlider}
        size="sm"
        min={0}
        max={1}
        step={0.01}
        value={level}
        onChange={(v) => player.setVolume(v)}
        label={(v) => `${Math.round(v * 100)} %`}
        thumbLabel={t('bar.volume')}
        aria-label={t('bar.volume')}
      />
    </div>
  );
}

function TrackInfo({ track }: { track: PlayerTrack }) {
  return (
    <div className={classes.info}>
      <Cover track={track} />
      <div className={classes.titles}>
        <Anchor
          component={Link}
          to={track.href}
          className={classes.title}
          c="var(--mantine-color-text)"
          fw={600}
        >
          {track.title}
        </Anchor>
        <Anchor component={Link} to={`/${track.nickName}`} className={classes.artist} c="dimmed" size="sm">
          {track.artist}
        </Anchor>
      </div>
    </div>
  );
}

/**
 * A toast when the current track cannot be played (a missing or unreadable file), besides the
 * bar's own message and retry: the bar may be small, or out of the reader's sight on a phone.
 */
function useFailureToast(track: PlayerTrack | null) {
  const { t } = useTranslation('player');
  const failed = usePlayer((s) => s.status === 'error');
  const title = track?.title;
  useEffect(() => {
    if (failed && title !== undefined) notifyError(t('bar.errorHint'), t('bar.errorTitle', { title }));
  }, [failed, title, t]);
}

/**
 * The persistent bottom player: hidden until a track is started, then above the phone's bottom
 * navigation (or at the window's bottom on wider screens) on every page. Mounts the Media Session
 * and the page-wide player keys.
 */
export function PlayerBar() {
  const { t } = useTranslation('player');
  const track = useCurrentTrack();
  const ref = useRef<HTMLElement>(null);
  // One layout at a time (not both hidden by CSS): no twin controls for screen readers and tests.
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  useMediaSession();
  usePlayerKeys();
  useFailureToast(track);
  usePublishedHeight(ref, track !== null);

  if (!track) return null;
  return (
    <section ref={ref} className={classes.bar} aria-label={t('bar.label')} data-testid="player-bar">
      {wide ? (
        <div className={classes.desktop}>
          <TrackInfo track={track} />
          <div className={classes.controls}>
            <SkipButton direction="previous" />
            <PlayButton size="lg" />
            <SkipButton direction="next" />
          </div>
          <Progress track={track} />
          <Volume />
          <CloseButton />
        </div>
      ) : (
        <div className={classes.phone}>
          <div className={classes.phoneRow}>
            <TrackInfo track={track} />
            <PlayButton size="md" />
            <SkipButton direction="next" />
            <CloseButton />
          </div>
          <Progress track={track} compact />
        </div>
      )}
    </section>
  );
}

function CloseButton() {
  const { t } = useTranslation('player');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={32}
      radius="xl"
      onClick={() => player.close()}
      aria-label={t('bar.close')}
    >
      <IconX size={18} aria-hidden />
    </ActionIcon>
  );
}
