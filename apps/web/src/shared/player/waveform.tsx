import { decodePeaks } from '@talanty/contract';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from './format-time.ts';
import classes from './waveform.module.css';

export type WaveformProps = {
  /** The record's base64 peaks; null draws a calm flat placeholder. */
  peaks: string | null;
  /** 0..1 */
  progress: number;
  /** Given: the waveform is a seek slider (click, drag, arrow keys). */
  onSeek?: (fraction: number) => void;
  /** Pixels; 56 by default, 36 when compact. */
  height?: number;
  /** The slider's (or picture's) accessible name. */
  label: string;
  /** Seconds, for the value text, hover time and ±5 s keys. */
  duration?: number | null;
  /** Track rows: thinner bars, no hover time. */
  compact?: boolean;
};

const KEY_STEP_SECONDS = 5;
/** Bar width and gap in CSS pixels (SVG draws crisply at any devicePixelRatio). */
const BAR = { width: 2, gap: 1 };
const PLACEHOLDER_LEVEL = 0.14;
const MIN_LEVEL = 0.06;

/** Peaks (0..1) resampled to `count` bars: the loudest peak of each bucket, scaled so the loudest bar fills. */
export function resamplePeaks(peaks: readonly number[], count: number): number[] {
  if (count <= 0) return [];
  if (peaks.length === 0) return new Array<number>(count).fill(PLACEHOLDER_LEVEL);
  const out = new Array<number>(count);
  let loudest = 0;
  for (let i = 0; i < count; i++) {
    const from = Math.floor((i * peaks.length) / count);
    const to = Math.max(from + 1, Math.floor(((i + 1) * peaks.length) / count));
    let max = 0;
    for (let j = from; j < to && j < peaks.length; j++) max = Math.max(max, peaks[j] ?? 0);
    out[i] = max;
    loudest = Math.max(loudest, max);
  }
  const scale = loudest > 0 ? 1 / loudest : 0;
  return out.map((v) => Math.max(MIN_LEVEL, v * scale));
}

function safeDecode(peaks: string | null): number[] {
  if (!peaks) return [];
  try {
    return decodePeaks(peaks);
  } catch {
    return [];
  }
}

/** One SVG path of mirrored bars around the middle line. */
function barsPath(levels: readonly number[], height: number): string {
  const mid = height / 2;
  let d = '';
  levels.forEach((level, i) => {
    const h = Math.max(2, level * (height - 2));
    const x = i * (BAR.width + BAR.gap);
    d += `M${x} ${(mid - h / 2).toFixed(1)}h${BAR.width}v${h.toFixed(1)}h-${BAR.width}Z`;
  });
  return d;
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/**
 * The waveform of a track, drawn from its stored peaks: the played part in the primary colour, the
 * rest dimmed. With `onSeek` it is the track's seek bar: `role="slider"`, click or drag to seek,
 * arrow keys ±5 s, Home/End, a hover preview with the time under the pointer.
 */
export function Waveform({ peaks, progress, onSeek, height, label, duration, compact }: WaveformProps) {
  const { t } = useTranslation('player');
  const clipId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [hover, setHover] = useState<number | null>(null);
  const [drag, setDrag] = useState<number | null>(null);
  const h = height ?? (compact ? 36 : 56);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next !== undefined) setWidth(Math.round(next));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const decoded = useMemo(() => safeDecode(peaks), [peaks]);
  const path = useMemo(() => {
    const count = Math.floor((width + BAR.gap) / (BAR.width + BAR.gap));
    return barsPath(resamplePeaks(decoded, count), h);
  }, [decoded, width, h]);

  const seekable = Boolean(onSeek);
  const known = duration != null && Number.isFinite(duration) && duration > 0;
  const shown = clamp01(drag ?? progress);
  const played = shown * width;

  const fractionAt = (clientX: number) => {
    const rect = ref.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    return clamp01((clientX - rect.left) / rect.width);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!onSeek || e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDrag(fractionAt(e.clientX));
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!onSeek) return;
    const f = fractionAt(e.clientX);
    if (drag !== null) setDrag(f);
    else if (e.pointerType === 'mouse') setHover(f);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!onSeek || drag === null) return;
    const f = fractionAt(e.clientX);
    setDrag(null);
    onSeek(f);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!onSeek) return;
    const step = known ? KEY_STEP_SECONDS / (duration as number) : 0.05;
    let to: number | null = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') to = progress + step;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') to = progress - step;
    else if (e.key === 'PageUp') to = progress + 0.1;
    else if (e.key === 'PageDown') to = progress - 0.1;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = 0.999;
    if (to === null) return;
    e.preventDefault();
    // Keys here seek this track and must not reach the page-wide player keys.
    e.stopPropagation();
    onSeek(clamp01(to));
  };

  const total = known ? (duration as number) : 0;
  const preview = drag ?? hover;
  const common = {
    ref,
    className: classes.root,
    style: { height: h },
    'data-compact': compact || undefined,
    'data-placeholder': decoded.length === 0 || undefined,
    'data-testid': 'waveform',
  };
  const picture = (
    <>
      {width > 0 && (
        <svg width={width} height={h} className={classes.svg} aria-hidden focusable="false">
          <defs>
            <clipPath id={`${clipId}-played`}>
              <rect x={0} y={0} width={played} height={h} />
            </clipPath>
            {preview !== null && (
              <clipPath id={`${clipId}-hover`}>
                <rect
                  x={Math.min(played, preview * width)}
                  y={0}
                  width={Math.abs(preview * width - played)}
                  height={h}
                />
              </clipPath>
            )}
          </defs>
          <path d={path} className={classes.rest} />
          {preview !== null && <path d={path} className={classes.hover} clipPath={`url(#${clipId}-hover)`} />}
          <path d={path} className={classes.played} clipPath={`url(#${clipId}-played)`} />
        </svg>
      )}
      {seekable && preview !== null && known && !compact && (
        <span
          className={classes.time}
          style={{ left: `${preview * 100}%` }}
          data-edge={preview > 0.9 ? 'end' : preview < 0.1 ? 'start' : undefined}
          aria-hidden
        >
          {formatTime(preview * total)}
        </span>
      )}
    </>
  );

  if (!seekable) {
    return (
      <div role="img" aria-label={label} {...common}>
        {picture}
      </div>
    );
  }
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={known ? Math.round(total) : 100}
      aria-valuenow={known ? Math.round(shown * total) : Math.round(shown * 100)}
      aria-valuetext={
        known
          ? t('waveform.valueText', { position: formatTime(shown * total), duration: formatTime(total) })
          : t('waveform.percent', { percent: Math.round(shown * 100) })
      }
      data-seekable
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      onPointerLeave={() => setHover(null)}
      onKeyDown={onKeyDown}
      {...common}
    >
      {picture}
    </div>
  );
}
