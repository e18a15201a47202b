import type { ContactInfo } from '@talanty/contract';

export type ContactKind = keyof ContactInfo;

export type ContactLink = {
  kind: ContactKind;
  /** What the reader sees. */
  label: string;
  /** Only tel:, mailto: and http(s): addresses; undefined when the value is not a safe link. */
  href?: string;
  /** Opens another site: a new tab. */
  external: boolean;
};

const ORDER: ContactKind[] = ['Phone', 'WhatsApp', 'Telegram', 'Email', 'VK', 'YouTube', 'Website'];

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
    default:
      return { kind, label: shortUrl(value), href: isWebAddress(value) ? value : undefined, external: true };
  }
}

/** The contacts a profile shows, in a fixed order, each as a link of its kind. */
export function contactLinks(info: ContactInfo | null): ContactLink[] {
  if (!info) return [];
  return ORDER.flatMap((kind) => {
    const value = info[kind]?.trim();
    return value ? [linkFor(kind, value)] : [];
  });
}
