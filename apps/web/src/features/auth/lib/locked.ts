import { withNext } from './safe-next.ts';

/** The locked-account page, told how long the lock lasts (from Retry-After) so it can count down. */
export function accountLockedPath(retryAfterSeconds: number | undefined, next?: string): string {
  const path = withNext('/auth/accoutlock', next);
  if (!retryAfterSeconds) return path;
  const until = Date.now() + retryAfterSeconds * 1000;
  return `${path}${path.includes('?') ? '&' : '?'}until=${until}`;
}
