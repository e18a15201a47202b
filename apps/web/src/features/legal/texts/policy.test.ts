import { describe, expect, it } from 'vitest';
import type { LegalText } from '../types.ts';
import en from './policy.en.ts';
import ru from './policy.ru.ts';

const whole = (text: LegalText) =>
  [text.intro, ...text.sections.flatMap((section) => [section.heading, ...section.paragraphs])].join('\n');

/**
 * The privacy policy says what the product really keeps: no posts, comments or follows (the product
 * has none yet), and every cookie and browser store the app uses.
 */
describe('the privacy policy', () => {
  it('names no collections the product does not have', () => {
    expect(whole(ru)).not.toMatch(
      /(?<![а-яё])(пост(ы|ов|а|е|у|ом|ами|ах)?|комментари[а-яё]*|подписк[а-яё]*|подписчик[а-яё]*)(?![а-яё])/i,
    );
    expect(whole(en)).not.toMatch(/\bposts\b|\b(a|the|your|scheduled) post\b|comment|follow/i);
  });

  it('names every cookie and browser store the app uses', () => {
    for (const text of [whole(ru), whole(en)]) {
      for (const name of [
        'sid',
        'XSRF-TOKEN',
        'lang',
        'signup',
        'recovery',
        'localStorage',
        'sessionStorage',
      ]) {
        expect(text).toContain(name);
      }
    }
  });
});
