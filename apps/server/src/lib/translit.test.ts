import { describe, expect, it } from 'vitest';
import { transliterate } from './translit.ts';

describe('transliterate', () => {
  it('spells Russian names in Latin, lower case, keeping other characters', () => {
    expect(transliterate('Алёна Щукина')).toBe('alyona shchukina');
    expect(transliterate('Объект-Ы 7')).toBe('obekt-y 7');
    expect(transliterate('DJ Smash')).toBe('dj smash');
  });

  it('writes ё as e for place names', () => {
    expect(transliterate('Королёв', { yo: 'e' })).toBe('korolev');
  });
});
