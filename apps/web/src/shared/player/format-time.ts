/** Seconds -> `m:ss` (or `h:mm:ss` past an hour); unknown or negative -> `0:00`. */
export function formatTime(seconds: number | null | undefined): string {
  const total = Number.isFinite(seconds) && (seconds as number) > 0 ? Math.floor(seconds as number) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
