import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLang } from '../hooks/use-lang.ts';
import { dateTimeFormat, relativeTimeFormat } from '../lib/intl.ts';
import { Hint } from './hint.tsx';

const LOCALES = { ru: 'ru-RU', en: 'en-US' } as const;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** «только что», «5 мин. назад», «через 2 ч», «вчера»; beyond a week the date itself. */
export function relativeTimeLabel(iso: string, lang: 'ru' | 'en', now = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const diff = time - now;
  const abs = Math.abs(diff);
  const format = relativeTimeFormat(LOCALES[lang], { numeric: 'auto', style: 'short' });
  if (abs < MINUTE) return format.format(0, 'second');
  if (abs < HOUR) return format.format(Math.round(diff / MINUTE), 'minute');
  if (abs < DAY) return format.format(Math.round(diff / HOUR), 'hour');
  if (abs < 7 * DAY) return format.format(Math.round(diff / DAY), 'day');
  const date = new Date(time);
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return dateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
  }).format(date);
}

/** «26 ноября 2026 г., 18:05»: the exact moment in the reader's time zone. */
export function exactTimeLabel(iso: string, lang: 'ru' | 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** Re-renders every minute so «2 мин. назад» does not stay put on an open page. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** «27 нояб.»: the day in UTC, the same on the server and in every reader's browser. */
export function utcDayLabel(iso: string, lang: 'ru' | 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates its markup, true after (and from the start of a
 * page the browser renders itself): what depends on the reader's clock or time zone waits for it.
 */
function useReadersClock(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A relative time with the exact one on hover (and in `dateTime` for machines). A page the server
 * rendered (and may have cached for a minute) shows the day in UTC until it is hydrated, then the
 * relative time by the reader's clock: the hydrating render matches the server's.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const lang = useLang();
  const now = useMinuteClock();
  const readersClock = useReadersClock();
  const exact = exactTimeLabel(iso, lang);
  return (
    <Hint label={exact} openDelay={300} withArrow>
      <time dateTime={iso} className={className}>
        {readersClock ? relativeTimeLabel(iso, lang, now) : utcDayLabel(iso, lang)}
      </time>
    </Hint>
  );
}
