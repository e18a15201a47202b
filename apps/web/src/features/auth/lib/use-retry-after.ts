import { useCallback, useState } from 'react';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { ApiError } from '../../../lib/api-client.ts';

const FALLBACK_SECONDS = 60;

/** Holds a form back while the server asks to wait (429 with Retry-After). */
export function useRetryAfter() {
  const [until, setUntil] = useState<number>();
  const seconds = useCountdown(until);
  /** True when `error` was a 429: the form now waits and shows the countdown. */
  const hold = useCallback((error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 429) return false;
    setUntil(Date.now() + (error.retryAfter ?? FALLBACK_SECONDS) * 1000);
    return true;
  }, []);
  return { seconds, blocked: seconds > 0, hold };
}
