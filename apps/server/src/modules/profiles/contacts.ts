import {
  CONTACT_KEYS,
  type ContactInfo,
  type ContactInfoInput,
  MUSIC_CONTACT_KEYS,
  type MusicContactKey,
  normaliseMusicContact,
} from '@talanty/contract';

/** The contract has checked the value; this gives its canonical link. */
const music = (kind: MusicContactKey) => (v: string) => normaliseMusicContact(kind, v) ?? v.trim();

const phone = (v: string) => {
  const digits = v.replace(/\D/g, '');
  return `+${digits.startsWith('8') && digits.length === 11 ? `7${digits.slice(1)}` : digits}`;
};

/** One canonical form per kind, so profiles show clean links and search can match them. */
const normalise: Record<(typeof CONTACT_KEYS)[number], (v: string) => string> = {
  Phone: phone,
  WhatsApp: phone,
  Email: (v) => v.trim().toLowerCase(),
  Telegram: (v) => `@${v.replace(/^(?:@|(?:https?:\/\/)?(?:t\.me|telegram\.me)\/)/, '').replace(/\/$/, '')}`,
  VK: (v) =>
    `https://vk.com/${v.replace(/^(?:https?:\/\/)?(?:m\.)?vk\.(?:com|ru)\//, '').replace(/\/$/, '')}`,
  YouTube: (v) =>
    v.startsWith('@')
      ? `https://www.youtube.com/${v}`
      : `https://${v
          .replace(/^https?:\/\//, '')
          .replace(/^(m\.)?youtube/, 'www.youtube')
          .replace(/\/$/, '')}`,
  Website: (v) => v.trim(),
  ...(Object.fromEntries(MUSIC_CONTACT_KEYS.map((k) => [k, music(k)])) as Record<
    MusicContactKey,
    (v: string) => string
  >),
};

/** Applies a partial update: a key sent as null or blank removes that contact. */
export function mergeContacts(
  current: Record<string, string>,
  input: ContactInfoInput,
): Record<string, string> {
  const next = { ...current };
  for (const key of CONTACT_KEYS) {
    if (!(key in input)) continue;
    const value = input[key];
    if (value === null || value === undefined || value === '') delete next[key];
    else next[key] = normalise[key](String(value));
  }
  return next;
}

export function toContactRecord(stored: Record<string, string>): ContactInfo {
  return Object.fromEntries(CONTACT_KEYS.map((k) => [k, stored[k] ?? null])) as ContactInfo;
}

export function phoneDigits(v: string): number {
  return v.replace(/\D/g, '').length;
}
