import type { FileRecord } from '@talanty/contract';
import { useSyncExternalStore } from 'react';

/**
 * The one audio player of the app (spec section 4: starting a track stops the others). A module
 * store around a single HTMLAudioElement, so playback survives navigation; components read it with
 * `usePlayer(selector)` and change it with `player.*`. The bottom bar, the waveform and the Media
 * Session are views of this store.
 */

export type PlayerTrack = {
  id: string;
  title: string;
  /** Who made it: the owner's display name when the page knows it, else the nickname. */
  artist: string;
  nickName: string;
  /** The served audio file (Range requests make seeking instant). */
  src: string;
  /** Seconds as the server read them (the element's own duration wins once it is known). */
  duration: number | null;
  /** The record's base64 peaks (`decodePeaks`), or null when none were computed. */
  peaks: string | null;
  /** Square cover art, 512 and 128 px (null: the player shows a note icon). */
  cover: string | null;
  coverSmall: string | null;
  /** The track's page. */
  href: string;
};

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export type PlayerState = {
  queue: PlayerTrack[];
  index: number;
  status: PlayerStatus;
  /** Seconds. */
  position: number;
  duration: number;
  /** 0..1 */
  volume: number;
  muted: boolean;
};

const VOLUME_KEY = 'talanty.player.volume';

/** A File record (Audio) as a player track. */
export function trackFromFile(file: FileRecord, artist?: string): PlayerTrack {
  return {
    id: file.FileId,
    title: file.Name || file.OriginName || file.FileName,
    artist: artist || `@${file.NickName}`,
    nickName: file.NickName,
    src: file.FileFullURL,
    duration: file.Duration,
    peaks: file.Peaks,
    cover: file.CoverSizes?.Square512 ?? file.LogoURL,
    coverSmall: file.CoverSizes?.Square128 ?? file.LogoURL,
    href: `/media/${file.FileId}`,
  };
}

function readVolume(): number {
  try {
    const stored = Number(localStorage.getItem(VOLUME_KEY));
    return Number.isFinite(stored) && stored > 0 && stored <= 1 ? stored : 1;
  } catch {
    return 1;
  }
}

let state: PlayerState = {
  queue: [],
  index: -1,
  status: 'idle',
  position: 0,
  duration: 0,
  volume: 1,
  muted: false,
};
const listeners = new Set<() => void>();
let audio: HTMLAudioElement | null = null;

function set(patch: Partial<PlayerState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function current(): PlayerTrack | null {
  return state.queue[state.index] ?? null;
}

/** The element, created on first use (never during server rendering or tests that do not play). */
function element(): HTMLAudioElement {
  if (audio) return audio;
  const el = new Audio();
  el.preload = 'metadata';
  // In the document (hidden, no controls) so devtools and journeys can find the one player.
  el.hidden = true;
  el.dataset.testid = 'player-audio';
  document.body.append(el);
  const volume = readVolume();
  el.volume = volume;
  state = { ...state, volume };
  el.addEventListener('playing', () => set({ status: 'playing' }));
  el.addEventListener('pause', () => {
    // A failed load stays failed: the bar keeps saying so until a retry or another track.
    if (state.status !== 'idle' && state.status !== 'error' && !el.ended) set({ status: 'paused' });
  });
  el.addEventListener('waiting', () => set({ status: 'loading' }));
  el.addEventListener('timeupdate', () => set({ position: el.currentTime }));
  el.addEventListener('durationchange', () => {
    if (Number.isFinite(el.duration)) set({ duration: el.duration });
  });
  el.addEventListener('volumechange', () => set({ volume: el.volume, muted: el.muted }));
  el.addEventListener('ended', () => {
    if (state.index < state.queue.length - 1) player.next();
    else {
      // The end of the list: stay on the last track, ready to play it again from the start.
      el.currentTime = 0;
      set({ status: 'paused', position: 0 });
    }
  });
  el.addEventListener('error', () => {
    if (el.getAttribute('src')) set({ status: 'error' });
  });
  audio = el;
  return el;
}

/** Bumped at every load: a play() promise of an earlier track must not change the new one's status. */
let loadToken = 0;

function startPlaying(el: HTMLAudioElement) {
  const token = loadToken;
  void el.play().catch((error: unknown) => {
    if (token !== loadToken) return;
    const name = error instanceof DOMException ? error.name : '';
    // AbortError: a newer load took over; NotAllowedError: the browser wants a gesture first.
    if (name === 'AbortError') return;
    if (name === 'NotAllowedError') set({ status: 'paused' });
    // Anything else (NotSupportedError: the file is missing, blocked or unreadable) is a failure.
    // It arrives after the element's `error` event, so it must not turn the error into a pause.
    else set({ status: 'error' });
  });
}

function load(index: number, autoplay: boolean, startAt = 0) {
  const track = state.queue[index];
  if (!track) return;
  const el = element();
  loadToken++;
  set({
    index,
    position: startAt,
    duration: track.duration ?? 0,
    status: autoplay ? 'loading' : 'paused',
  });
  el.src = track.src;
  // Before the metadata arrives this sets the start position the browser seeks to once it can.
  if (startAt > 0) el.currentTime = startAt;
  if (autoplay) startPlaying(el);
}

export const player = {
  /**
   * Plays `queue[index]` (from `startAt` seconds when given); next/previous then walk the same
   * list (the page's tracks).
   */
  playQueue(queue: PlayerTrack[], index: number, startAt?: number) {
    const track = queue[index];
    if (!track) return;
    if (current()?.id === track.id && state.status !== 'error') {
      set({ queue, index });
      if (startAt !== undefined) player.seek(startAt);
      player.play();
      return;
    }
    set({ queue });
    load(index, true, startAt);
  },
  /** Plays or pauses `track` when it is the current one, else starts it in `queue`. */
  toggleTrack(queue: PlayerTrack[], trackId: string) {
    if (current()?.id === trackId) player.toggle();
    else
      player.playQueue(
        queue,
        queue.findIndex((t) => t.id === trackId),
      );
  },
  play() {
    if (!current()) return;
    const el = element();
    // Retry after an error: reload the file and carry on from where it stopped.
    if (state.status === 'error') load(state.index, true, state.position);
    else startPlaying(el);
  },
  pause() {
    audio?.pause();
  },
  toggle() {
    if (state.status === 'playing' || state.status === 'loading') player.pause();
    else player.play();
  },
  next() {
    if (state.index < state.queue.length - 1) load(state.index + 1, true);
  },
  /** Back to the start when more than 3 s in (as music players do), else the previous track. */
  previous() {
    if (state.position > 3 || state.index <= 0) player.seek(0);
    else load(state.index - 1, true);
  },
  /** Seconds, clamped to the track. */
  seek(seconds: number) {
    if (!audio || !current()) return;
    const end = state.duration || audio.duration || 0;
    const to = Math.max(0, Math.min(end || seconds, seconds));
    audio.currentTime = to;
    set({ position: to });
  },
  seekBy(delta: number) {
    player.seek(state.position + delta);
  },
  setVolume(volume: number) {
    const el = element();
    el.volume = Math.max(0, Math.min(1, volume));
    el.muted = el.volume === 0;
    // The element's volumechange comes a task later: the slider must follow the hand at once.
    set({ volume: el.volume, muted: el.muted });
    if (el.volume === 0) return;
    try {
      localStorage.setItem(VOLUME_KEY, String(el.volume));
    } catch {
      // Private mode: the volume lasts for this visit only.
    }
  },
  /** Unmuting a slider pulled down to zero brings back the last volume heard. */
  toggleMute() {
    const el = element();
    if (el.muted && el.volume === 0) el.volume = readVolume();
    el.muted = !el.muted;
    set({ volume: el.volume, muted: el.muted });
  },
  /** Stops and hides the player. */
  close() {
    loadToken++;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    set({ queue: [], index: -1, status: 'idle', position: 0, duration: 0 });
  },
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A slice of the player's state; re-renders only when the slice changes (keep selectors cheap). */
export function usePlayer<T>(selector: (s: PlayerState) => T): T {
  return useSyncExternalStore(
    player.subscribe,
    () => selector(state),
    () => selector(state),
  );
}

export const useCurrentTrack = () => usePlayer((s) => s.queue[s.index] ?? null);

/** 'playing' | 'paused' | … when `trackId` is the current track, else null. */
export const useTrackStatus = (trackId: string) =>
  usePlayer((s) => (s.queue[s.index]?.id === trackId ? s.status : null));
