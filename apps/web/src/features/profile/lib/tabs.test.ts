import { describe, expect, it } from 'vitest';
import { parseTab } from './tabs.ts';

describe('profile tabs', () => {
  it('reads ?tab= and falls back to "about"', () => {
    expect(parseTab('audio')).toBe('audio');
    expect(parseTab('photo')).toBe('photo');
    expect(parseTab(null)).toBe('about');
    expect(parseTab('AUDIO')).toBe('about');
    expect(parseTab('settings')).toBe('about');
  });
});
