import { EMPTY_CONTACT_INFO } from '@talanty/contract';
import { describe, expect, it } from 'vitest';
import { contactLinks, formatPhone } from './contacts.ts';

const none = EMPTY_CONTACT_INFO;

describe('contact links', () => {
  it('turns each stored contact into a link of its kind, in a fixed order', () => {
    const links = contactLinks({
      ...none,
      Website: 'https://annasol.example.com/',
      Phone: '+79123456789',
      Telegram: '@anna_sings',
      Email: 'anna@example.com',
      WhatsApp: '+79123456789',
      VK: 'https://vk.com/anna.sol',
      YouTube: 'https://www.youtube.com/@annasol',
    });
    expect(links.map((link) => [link.kind, link.label, link.href])).toEqual([
      ['Phone', '+7 912 345-67-89', 'tel:+79123456789'],
      ['WhatsApp', '+7 912 345-67-89', 'https://wa.me/79123456789'],
      ['Telegram', '@anna_sings', 'https://t.me/anna_sings'],
      ['Email', 'anna@example.com', 'mailto:anna@example.com'],
      ['VK', 'vk.com/anna.sol', 'https://vk.com/anna.sol'],
      ['YouTube', 'youtube.com/@annasol', 'https://www.youtube.com/@annasol'],
      ['Website', 'annasol.example.com', 'https://annasol.example.com/'],
    ]);
  });

  it('never links a value that is not a web address', () => {
    const [site] = contactLinks({ ...none, Website: 'javascript:alert(1)' });
    expect(site).toMatchObject({ kind: 'Website', href: undefined });
    expect(contactLinks(null)).toEqual([]);
  });

  it('formats Russian numbers and leaves others as stored', () => {
    expect(formatPhone('+79123456789')).toBe('+7 912 345-67-89');
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
  });
});
