import { useEffect } from 'react';
import { type PlayerState, type PlayerTrack, player } from './player-store.ts';

/**
 * Lock-screen and headset controls (Media Session API): the current track's title, artist and
 * cover, and play/pause/previous/next/seek handlers bound to the player store. Mounted once by the
 * player bar; browsers without the API are left alone.
 */

const SEEK_STEP_SECONDS = 10;

function artwork(track: PlayerTrack): MediaImage[] {
  const images: MediaImage[] = [];
  if (track.coverSmall) images.push({ src: track.coverSmall, sizes: '128x128' });
  if (track.cover && track.cover !== track.coverSmall) images.push({ src: track.cover, sizes: '512x512' });
  return images.map((image) => ({ ...image, src: new URL(image.src, window.location.href).href }));
}

type Handler = [MediaSessionAction, MediaSessionActionHandler];

const HANDLERS: Handler[] = [
  ['play', () => player.play()],
  ['pause', () => player.pause()],
  ['stop', () => player.pause()],
  ['previoustrack', () => player.previous()],
  ['nexttrack', () => player.next()],
  ['seekbackward', (d) => player.seekBy(-(d.seekOffset ?? SEEK_STEP_SECONDS))],
  ['seekforward', (d) => player.seekBy(d.seekOffset ?? SEEK_STEP_SECONDS)],
  [
    'seekto',
    (d) => {
      if (d.seekTime !== undefined && d.seekTime !== null) player.seek(d.seekTime);
    },
  ],
];

function bind(session: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // An action this browser does not know (older Safari lacks some seek actions).
  }
}

function updatePosition(session: MediaSession, s: PlayerState) {
  if (!('setPositionState' in session)) return;
  try {
    if (s.duration > 0 && Number.isFinite(s.duration)) {
      session.setPositionState({
        duration: s.duration,
        playbackRate: 1,
        position: Math.min(Math.max(0, s.position), s.duration),
      });
    } else {
      session.setPositionState();
    }
  } catch {
    // A position the browser refuses (e.g. duration 0 during a load): the next update fixes it.
  }
}

/** Keeps `navigator.mediaSession` in step with the player store while mounted. */
export function useMediaSession(): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    for (const [action, handler] of HANDLERS) bind(session, action, handler);

    let trackId: string | null = null;
    let status: PlayerState['status'] | null = null;
    let duration = -1;
    let lastPosition = 0;
    let lastAt = 0;

    const sync = () => {
      const s = player.getState();
      const track = s.queue[s.index] ?? null;
      if ((track?.id ?? null) !== trackId) {
        trackId = track?.id ?? null;
        session.metadata =
          track && typeof MediaMetadata !== 'undefined'
            ? new MediaMetadata({ title: track.title, artist: track.artist, artwork: artwork(track) })
            : null;
      }
      bind(session, 'nexttrack', s.index < s.queue.length - 1 ? () => player.next() : null);
      session.playbackState =
        s.status === 'playing' || s.status === 'loading' ? 'playing' : track ? 'paused' : 'none';

      // The browser extrapolates while playing: tell it only when something jumps (seek, pause, new track).
      const now = performance.now();
      const expected = status === 'playing' ? lastPosition + (now - lastAt) / 1000 : lastPosition;
      if (s.status !== status || s.duration !== duration || Math.abs(s.position - expected) > 1.5) {
        updatePosition(session, s);
        status = s.status;
        duration = s.duration;
      }
      lastPosition = s.position;
      lastAt = now;
    };

    sync();
    const unsubscribe = player.subscribe(sync);
    return () => {
      unsubscribe();
      for (const [action] of HANDLERS) bind(session, action, null);
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, []);
}
