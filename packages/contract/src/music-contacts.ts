/**
 * Where musicians are found: Instagram, SoundCloud, Spotify, Яндекс Музыка, Bandcamp, Apple Music,
 * VK Музыка, Boosty. Each accepts a link on that platform's own hosts, or a handle where the
 * platform has handles, and gives one canonical https link. The contract's schema and the server's
 * normalisation share this, so the form says what the server will say.
 */

export const MUSIC_CONTACT_KEYS = [
  'Instagram',
  'SoundCloud',
  'Spotify',
  'YandexMusic',
  'Bandcamp',
  'AppleMusic',
  'VKMusic',
  'Boosty',
] as const;
export type MusicContactKey = (typeof MUSIC_CONTACT_KEYS)[number];

/** The longest value any contact link may have, as typed and as stored. */
export const MUSIC_CONTACT_MAX = 200;

/** The field error of each kind (server messages and the web locales word them). */
export const MUSIC_CONTACT_ERRORS: Record<MusicContactKey, string> = {
  Instagram: 'INVALID_INSTAGRAM',
  SoundCloud: 'INVALID_SOUNDCLOUD',
  Spotify: 'INVALID_SPOTIFY',
  YandexMusic: 'INVALID_YANDEX_MUSIC',
  Bandcamp: 'INVALID_BANDCAMP',
  AppleMusic: 'INVALID_APPLE_MUSIC',
  VKMusic: 'INVALID_VK_MUSIC',
  Boosty: 'INVALID_BOOSTY',
};

type Platform = {
  /** A bare name (an optional leading @ is dropped) -> the canonical link; absent: links only. */
  handle?: (name: string) => string | null;
  /** A parsed https link on any host -> the canonical link, or null when it is not this platform's. */
  link: (host: string, segments: string[]) => string | null;
  /** Host names (www. and m. versions are listed where they exist). */
  hosts?: readonly string[];
};

const one = (segments: string[], re: RegExp) =>
  segments.length === 1 && re.test(segments[0]!) ? segments[0]! : null;

const INSTAGRAM_NAME = /^(?!.*\.\.)(?!\.)[A-Za-z0-9._]{1,30}(?<!\.)$/;
const INSTAGRAM_RESERVED = new Set(['p', 'reel', 'reels', 'tv', 'explore', 'stories', 'accounts', 'direct']);
const SOUNDCLOUD_NAME = /^[A-Za-z0-9_-]{2,50}$/;
const SOUNDCLOUD_SLUG = /^[A-Za-z0-9_-]{1,120}$/;
const SOUNDCLOUD_RESERVED = new Set([
  'discover',
  'search',
  'upload',
  'you',
  'stream',
  'charts',
  'pages',
  'settings',
  'messages',
  'notifications',
  'terms-of-use',
]);
const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const SPOTIFY_USER = /^[A-Za-z0-9._-]{1,64}$/;
const SPOTIFY_TYPES = new Set(['artist', 'album', 'playlist', 'show', 'track', 'user']);
const YANDEX_HOSTS = ['ru', 'com', 'by', 'kz', 'uz'].map((tld) => `music.yandex.${tld}`);
const DIGITS = /^\d{1,12}$/;
const LOGIN = /^[A-Za-z0-9._-]{1,64}$/;
const BANDCAMP_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const BANDCAMP_SLUG = /^[a-z0-9-]{1,120}$/;
const BANDCAMP_RESERVED = new Set(['www', 'daily', 'blog', 'get', 'm', 'bandcamp']);
const APPLE_SLUG = /^(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2}){1,200}$/;
const APPLE_TYPES = new Set(['artist', 'album', 'playlist', 'curator']);
const VK_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const BOOSTY_NAME = /^[A-Za-z0-9_.-]{2,64}$/;

const PLATFORMS: Record<MusicContactKey, Platform> = {
  Instagram: {
    hosts: ['instagram.com', 'www.instagram.com', 'm.instagram.com', 'instagr.am'],
    handle: (name) => (INSTAGRAM_NAME.test(name) ? `https://www.instagram.com/${name.toLowerCase()}` : null),
    link: (_host, segments) => {
      const name = one(segments, INSTAGRAM_NAME);
      return name && !INSTAGRAM_RESERVED.has(name.toLowerCase())
        ? `https://www.instagram.com/${name.toLowerCase()}`
        : null;
    },
  },
  SoundCloud: {
    hosts: ['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com', 'on.soundcloud.com'],
    handle: (name) => (SOUNDCLOUD_NAME.test(name) ? `https://soundcloud.com/${name.toLowerCase()}` : null),
    link: (host, segments) => {
      // Share links: on.soundcloud.com/<code>.
      if (host === 'on.soundcloud.com') {
        const code = one(segments, /^[A-Za-z0-9]{3,40}$/);
        return code ? `https://on.soundcloud.com/${code}` : null;
      }
      const [user, ...rest] = segments;
      if (!user || !SOUNDCLOUD_NAME.test(user) || SOUNDCLOUD_RESERVED.has(user.toLowerCase())) return null;
      if (rest.length > 2 || !rest.every((s) => SOUNDCLOUD_SLUG.test(s))) return null;
      return `https://soundcloud.com/${[user.toLowerCase(), ...rest].join('/')}`;
    },
  },
  Spotify: {
    hosts: ['open.spotify.com', 'play.spotify.com', 'spotify.link'],
    link: (host, segments) => {
      if (host === 'spotify.link') {
        const code = one(segments, /^[A-Za-z0-9]{5,40}$/);
        return code ? `https://spotify.link/${code}` : null;
      }
      const rest = /^intl-[a-z]{2}(?:-[A-Za-z]{2})?$/.test(segments[0] ?? '') ? segments.slice(1) : segments;
      const [type, id] = rest;
      if (rest.length !== 2 || !type || !id || !SPOTIFY_TYPES.has(type)) return null;
      if (!(type === 'user' ? SPOTIFY_USER : SPOTIFY_ID).test(id)) return null;
      return `https://open.spotify.com/${type}/${id}`;
    },
  },
  YandexMusic: {
    hosts: YANDEX_HOSTS,
    link: (_host, segments) => {
      const [a, b, c, d] = segments;
      const base = 'https://music.yandex.ru';
      if ((a === 'artist' || a === 'album') && b && DIGITS.test(b)) {
        if (segments.length === 2) return `${base}/${a}/${b}`;
        // An artist's tabs and an album's track are still that artist or album.
        if (a === 'artist' && segments.length === 3 && ['tracks', 'albums', 'info'].includes(c!))
          return `${base}/artist/${b}`;
        if (a === 'album' && segments.length === 4 && c === 'track' && d && DIGITS.test(d))
          return `${base}/album/${b}/track/${d}`;
        return null;
      }
      if (a === 'users' && b && LOGIN.test(b)) {
        if (segments.length === 2) return `${base}/users/${b}`;
        if (segments.length === 4 && c === 'playlists' && d && DIGITS.test(d))
          return `${base}/users/${b}/playlists/${d}`;
      }
      return null;
    },
  },
  Bandcamp: {
    handle: (name) => {
      const n = name.toLowerCase();
      return BANDCAMP_NAME.test(n) && !BANDCAMP_RESERVED.has(n) ? `https://${n}.bandcamp.com` : null;
    },
    link: (host, segments) => {
      const m = /^([a-z0-9-]+)\.bandcamp\.com$/.exec(host);
      const name = m?.[1];
      if (!name || !BANDCAMP_NAME.test(name) || BANDCAMP_RESERVED.has(name)) return null;
      const base = `https://${name}.bandcamp.com`;
      if (segments.length === 0) return base;
      if (segments.length === 1 && segments[0] === 'music') return `${base}/music`;
      const [kind, slug] = segments;
      if (segments.length === 2 && (kind === 'album' || kind === 'track') && slug && BANDCAMP_SLUG.test(slug))
        return `${base}/${kind}/${slug}`;
      return null;
    },
  },
  AppleMusic: {
    hosts: ['music.apple.com', 'geo.music.apple.com', 'itunes.apple.com'],
    link: (_host, segments) => {
      const [cc, type, ...rest] = segments;
      if (!cc || !/^[a-z]{2}$/.test(cc) || !type || !APPLE_TYPES.has(type)) return null;
      if (rest.length < 1 || rest.length > 2 || !rest.every((s) => APPLE_SLUG.test(s))) return null;
      const id = rest[rest.length - 1]!;
      if (!/^(?:id)?\d{1,15}$/.test(id) && !/^pl\.[A-Za-z0-9-]{1,80}$/.test(id)) return null;
      return `https://music.apple.com/${[cc, type, ...rest].join('/')}`;
    },
  },
  VKMusic: {
    hosts: ['vk.com', 'www.vk.com', 'm.vk.com', 'vk.ru', 'www.vk.ru', 'm.vk.ru'],
    link: (_host, segments) => {
      const [a, b, c] = segments;
      if (a === 'artist' && segments.length === 2 && b && VK_NAME.test(b))
        return `https://vk.com/artist/${b}`;
      if (
        a === 'music' &&
        segments.length === 3 &&
        b &&
        ['artist', 'album', 'playlist', 'curator'].includes(b) &&
        c &&
        VK_NAME.test(c)
      )
        return `https://vk.com/music/${b}/${c}`;
      if (segments.length === 1 && a && /^audios-?\d{1,19}$/.test(a)) return `https://vk.com/${a}`;
      return null;
    },
  },
  Boosty: {
    hosts: ['boosty.to', 'www.boosty.to'],
    handle: (name) => (BOOSTY_NAME.test(name) ? `https://boosty.to/${name}` : null),
    link: (_host, segments) => {
      const name = one(segments, BOOSTY_NAME);
      return name ? `https://boosty.to/${name}` : null;
    },
  },
};

/** Every platform's own host names: a bare one typed as a handle is nobody's page. */
const ALL_HOSTS = new Set(Object.values(PLATFORMS).flatMap((p) => p.hosts ?? []));

/** Characters that never belong in a link or a handle: controls, spaces, bidi and zero-width marks. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}]/u;

/**
 * The canonical link for what was typed into a platform's field, or null when it is not a link to
 * that platform (another host, another scheme, a malformed path) nor a valid handle there.
 */
export function normaliseMusicContact(kind: MusicContactKey, raw: string): string | null {
  const value = raw.trim();
  if (!value || value.length > MUSIC_CONTACT_MAX || UNSAFE.test(value)) return null;
  const platform = PLATFORMS[kind];

  // spotify:artist:<id>, what the desktop app copies.
  const uri =
    kind === 'Spotify' ? /^spotify:(artist|album|playlist|show|track):([A-Za-z0-9]{22})$/.exec(value) : null;
  if (uri) return `https://open.spotify.com/${uri[1]}/${uri[2]}`;

  // No slash and no scheme: a handle (where the platform has them).
  if (!value.includes('/') && !value.includes(':')) {
    const name = value.replace(/^@/, '');
    // A bare host name is nobody's page (name.bandcamp.com is one on Bandcamp).
    if (/\.bandcamp\.com$/i.test(name))
      return kind === 'Bandcamp' ? platform.link(name.toLowerCase(), []) : null;
    if (ALL_HOSTS.has(name.toLowerCase())) return null;
    return platform.handle ? platform.handle(name) : null;
  }

  // A link: https or http (upgraded), or none (https assumed); nothing else (javascript:, data:, …).
  const hasScheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.test(value);
  if (hasScheme && !/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(hasScheme ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (platform.hosts && !platform.hosts.includes(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const canonical = platform.link(host, segments);
  return canonical && canonical.length <= MUSIC_CONTACT_MAX ? canonical : null;
}
