import { describe, expect, it } from 'vitest';
import { safeNext, withNext } from './safe-next.ts';

const origin = 'https://talanty.example';

describe('safeNext', () => {
  it('keeps paths on this site with their query and hash', () => {
    expect(safeNext('/user/profile-edit?tab=contacts#top', origin)).toBe(
      '/user/profile-edit?tab=contacts#top',
    );
    expect(safeNext('/@anna.singer', origin)).toBe('/@anna.singer');
  });

  it('refuses other sites, protocol tricks and the auth pages themselves', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth/signin',
      '/auth',
    ]) {
      expect(safeNext(value, origin), String(value)).toBeUndefined();
    }
  });

  it('builds links that keep the way back', () => {
    expect(withNext('/auth/signup', '/search?q=a b')).toBe('/auth/signup?next=%2Fsearch%3Fq%3Da%20b');
    expect(withNext('/auth/signup', undefined)).toBe('/auth/signup');
  });
});
