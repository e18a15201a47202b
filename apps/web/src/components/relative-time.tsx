import { Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLang } from '../hooks/use-lang.ts';

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
  const format = new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: 'auto', style: 'short' });
  if (abs < MINUTE) return format.format(0, 'second');
  if (abs < HOUR) return format.format(Math.round(diff / MINUTE), 'minute');
  if (abs < DAY) return format.format(Math.round(diff / HOUR), 'hour');
  if (abs < 7 * DAY) return format.format(Math.round(diff / DAY), 'day');
  const date = new Date(time);
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
  }).format(date);
}

/** «26 ноября 2026 г., 18:05»: the exact moment in the reader's time zone. */
export function exactTimeLabel(iso: string, lang: 'ru' | 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'short' }).format(date);
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

/** A relative time with the exact one on hover (and in `dateTime` for machines). */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const lang = useLang();
  const now = useMinuteClock();
  const exact = exactTimeLabel(iso, lang);
  return (
    <Tooltip label={exact} openDelay={300} withArrow>
      <time dateTime={iso} className={className}>
        {relativeTimeLabel(iso, lang, now)}
      </time>
    </Tooltip>
  );
}
