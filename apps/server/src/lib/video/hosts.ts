/**
 * Where the browser may load video players and preview pictures from. The CSP (plugins/security.ts)
 * and the check on a saved thumbnail (`LogoURL`) use the same lists, so a cover the server accepts
 * is one the page can show.
 */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://vk.com',
  'https://vkvideo.ru',
];

/** Image hosts of the two platforms (`*.` covers any subdomain): YouTube's and VK's CDNs. */
export const VIDEO_THUMBNAIL_HOSTS = [
  'i.ytimg.com',
  '*.userapi.com',
  '*.vkuserphoto.ru',
  '*.vkuservideo.ru',
  '*.mycdn.me',
  '*.okcdn.ru',
];

/** As CSP sources. */
export const VIDEO_THUMBNAIL_SOURCES = VIDEO_THUMBNAIL_HOSTS.map((h) => `https://${h}`);

function hostAllowed(host: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => (p.startsWith('*.') ? host.endsWith(p.slice(1)) : host === p));
}

/** An https address on one of the platforms' image hosts, normalised; undefined otherwise. */
export function allowedThumbnail(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const u = new URL(value);
    if (u.protocol !== 'https:' || u.username || u.password || u.port) return undefined;
    return hostAllowed(u.hostname.toLowerCase(), VIDEO_THUMBNAIL_HOSTS) ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** A player address from a platform's answer, kept only when it is one we may frame. */
export function allowedEmbed(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const u = new URL(value);
    if (!VIDEO_FRAME_ORIGINS.includes(u.origin) || u.username || u.password) return undefined;
    return u.toString();
  } catch {
    return undefined;
  }
}
