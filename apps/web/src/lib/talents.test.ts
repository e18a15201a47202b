import { describe, expect, it } from 'vitest';
import { TALENTS } from '../../../../scripts/glossary/reference-data.ts';
import en from '../locales/en/common.json';
import ru from '../locales/ru/common.json';
import { TALENT_CODES } from './talents.ts';

/**
 * The talents' names the client shows without asking the server (menus, selects, chips, titles) are
 * the glossary's: one name per talent everywhere («Вокалист», not «Певец» on some pages).
 */
describe('talent names', () => {
  it('are the glossary names in Russian and English, for the same ten codes in the same order', () => {
    expect(TALENTS.map((talent) => talent.code)).toEqual([...TALENT_CODES]);
    for (const talent of TALENTS) {
      expect(ru.talents[talent.code].name, talent.code).toBe(talent.ru);
      expect(en.talents[talent.code].name, talent.code).toBe(talent.en);
    }
  });
});
