import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms since epoch), ticking every second; 0 once passed or unset. */
export function useCountdown(deadline: number | undefined): number {
  const left = () => (deadline ? Math.max(0, Math.ceil((deadline - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads the same deadline
  useEffect(() => {
    setSeconds(left());
    if (!deadline) return;
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return seconds;
}

/** 125 -> "2:05". */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}
