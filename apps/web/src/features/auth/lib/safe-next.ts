/**
 * The `next` query value as a path on this site, or undefined: no other origin, no protocol-relative
 * `//host`, no back-slash tricks, and never an /auth/ page (that would loop back to a form).
 */
export function safeNext(
  raw: string | null | undefined,
  origin = window.location.origin,
): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return undefined;
  return url.pathname + url.search + url.hash;
}

/** A link to another auth page that keeps the way back. */
export function withNext(path: string, next: string | undefined): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
