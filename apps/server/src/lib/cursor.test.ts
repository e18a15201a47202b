import { describe, expect, it } from 'vitest';
import { keysetCursors, NUMBER_KEY } from './cursor.ts';

const invalid = () => new Error('invalid');
const cursors = keysetCursors({ secret: 's'.repeat(40), purpose: 'posts', invalid });
const key = { sortKey: '2026-11-26T12:00:00.123456Z', id: '0190a0b0-0000-7000-8000-000000000000' };

describe('keyset cursors', () => {
  it('give back the key of a cursor made for the same list', () => {
    const cursor = cursors.encode('p', key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(cursors.decode('p', cursor)).toEqual(key);
    expect(cursors.tagOf(cursor)).toBe('p');
  });

  it('refuse garbage, an edited cursor, another list’s, another purpose’s, and a key of the wrong shape', () => {
    const cursor = cursors.encode('p', key);
    const [payload, mac] = cursor.split('.');
    const edited = `${Buffer.from(`p|${key.sortKey}|0190a0b0-0000-7000-8000-000000000001`).toString('base64url')}.${mac}`;
    const other = keysetCursors({ secret: 's'.repeat(40), purpose: 'comments', invalid }).encode('p', key);
    for (const bad of ['garbage', '', `${payload}`, `${cursor}.x`, edited, other])
      expect(() => cursors.decode('p', bad), bad).toThrow('invalid');
    expect(() => cursors.decode('c', cursor)).toThrow('invalid');
    expect(() => cursors.decode('p', cursor, NUMBER_KEY)).toThrow('invalid');
    expect(cursors.tagOf(edited)).toBeUndefined();
  });
});
