import {
  type ContactInfo,
  MUSIC_CONTACT_KEYS,
  type MusicContactKey,
  normaliseMusicContact,
} from '@talanty/contract';

export type ContactKind = keyof ContactInfo;

export type ContactLink = {
  kind: ContactKind;
  /** What the reader sees. */
  label: string;
  /** Only tel:, mailto: and http(s): addresses; undefined when the value is not a safe link. */
  href?: string;
  /** Opens another site: a new tab. */
  external: boolean;
  /** For links whose address is an opaque id (Spotify, Apple Music, Яндекс Музыка, VK Музыка): what it leads to, shown instead of the address. */
  page?: LinkedPage;
};

export type LinkedPage = 'artist' | 'album' | 'track' | 'playlist' | 'profile' | 'podcast';

const OPAQUE: MusicContactKey[] = ['Spotify', 'AppleMusic', 'YandexMusic', 'VKMusic'];

/** What a canonical link of those platforms leads to, from its path. */
export function linkedPage(href: string): LinkedPage | undefined {
  const path = new URL(href).pathname;
  if (/\/track\//.test(path)) return 'track';
  if (/\/(artist)\//.test(path)) return 'artist';
  if (/\/album\//.test(path)) return 'album';
  if (/\/playlists?\//.test(path)) return 'playlist';
  if (/\/show\//.test(path)) return 'podcast';
  if (/\/(user|users|curator)\/|^\/audios/.test(path)) return 'profile';
  return undefined;
}

/** How to reach the person first; then where they are followed, listened to and supported. */
export const CONTACT_GROUPS: { key: 'reach' | 'music'; kinds: ContactKind[] }[] = [
  { key: 'reach', kinds: ['Phone', 'WhatsApp', 'Telegram', 'Email'] },
  {
    key: 'music',
    kinds: [
      'VK',
      'YouTube',
      'Instagram',
      'SoundCloud',
      'Spotify',
      'YandexMusic',
      'AppleMusic',
      'VKMusic',
      'Bandcamp',
      'Boosty',
      'Website',
    ],
  },
];
const ORDER: ContactKind[] = CONTACT_GROUPS.flatMap((g) => g.kinds);

const isMusic = (kind: ContactKind): kind is MusicContactKey =>
  (MUSIC_CONTACT_KEYS as readonly string[]).includes(kind);

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** +79123456789 -> "+7 912 345-67-89"; other numbers as stored. */
export function formatPhone(value: string): string {
  const digits = digitsOf(value);
  if (digits.length === 11 && digits.startsWith('7')) {
    return `+7 ${digits.slice(1, 4)} ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9)}`;
  }
  return value;
}

const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);
const shortUrl = (value: string) => value.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

function linkFor(kind: ContactKind, value: string): ContactLink {
  switch (kind) {
    case 'Phone':
      return { kind, label: formatPhone(value), href: `tel:+${digitsOf(value)}`, external: false };
    case 'WhatsApp':
      return { kind, label: formatPhone(value), href: `https://wa.me/${digitsOf(value)}`, external: true };
    case 'Telegram': {
      const name = value.replace(/^@/, '');
      const valid = /^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(name);
      return { kind, label: `@${name}`, href: valid ? `https://t.me/${name}` : undefined, external: true };
    }
    case 'Email':
      return {
        kind,
        label: value,
        href: value.includes('@') ? `mailto:${value}` : undefined,
        external: false,
      };
    default: {
      if (isMusic(kind)) {
        // Linked only when it is still a link on that platform's own hosts.
        const href = normaliseMusicContact(kind, value) ?? undefined;
        const instagram = kind === 'Instagram' && href ? `@${href.split('/').pop()}` : undefined;
        const page = href && OPAQUE.includes(kind) ? linkedPage(href) : undefined;
        return { kind, label: instagram ?? shortUrl(value), href, external: true, ...(page ? { page } : {}) };
      }
      return { kind, label: shortUrl(value), href: isWebAddress(value) ? value : undefined, external: true };
    }
  }
}

/** The contacts a profile shows, in a fixed order, each as a link of its kind. */
export function contactLinks(info: Partial<ContactInfo> | null, kinds: ContactKind[] = ORDER): ContactLink[] {
  if (!info) return [];
  return kinds.flatMap((kind) => {
    const value = info[kind]?.trim();
    return value ? [linkFor(kind, value)] : [];
  });
}

/** The contacts by group (reach, then music and social), leaving out empty groups. */
export function contactGroups(info: Partial<ContactInfo> | null) {
  return CONTACT_GROUPS.map((g) => ({ key: g.key, links: contactLinks(info, g.kinds) })).filter(
    (g) => g.links.length > 0,
  );
}
