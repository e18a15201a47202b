import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { actorFixture, groupFixture } from '../test-fixtures.ts';
import { notificationText, shortTitle } from './notification-text.ts';

const text = (lang: 'ru' | 'en', ...args: Parameters<typeof groupFixture>) =>
  notificationText(groupFixture(...args), i18n.getFixedT(lang, 'social'));

describe('grouped notification text', () => {
  it('says one person in the singular and names two people', () => {
    expect(text('ru')).toBe('Анна оценил(а) вашу публикацию «Новый трек»');
    expect(text('ru', {}, 2)).toBe('Анна и Борис оценили вашу публикацию «Новый трек»');
    expect(text('en', {}, 2)).toBe('Анна and Борис liked your post “Новый трек”');
  });

  it('counts the others by the Russian plural rules (1 человек, 3 человека, 5 человек, 21 человек)', () => {
    expect(text('ru', {}, 2 + 1)).toBe('Анна и ещё 2 человека оценили вашу публикацию «Новый трек»');
    expect(text('ru', {}, 4)).toBe('Анна и ещё 3 человека оценили вашу публикацию «Новый трек»');
    expect(text('ru', {}, 6)).toBe('Анна и ещё 5 человек оценили вашу публикацию «Новый трек»');
    expect(text('ru', {}, 22)).toBe('Анна и ещё 21 человек оценили вашу публикацию «Новый трек»');
    expect(text('ru', {}, 12)).toBe('Анна и ещё 11 человек оценили вашу публикацию «Новый трек»');
  });

  it('counts the others in English', () => {
    expect(text('en', {}, 4)).toBe('Анна and 3 others liked your post “Новый трек”');
  });

  it('words each type', () => {
    expect(
      text(
        'ru',
        { type: 'follow', Target: { Type: 'user', Id: 'me', Title: null, FileType: null, Link: '/me' } },
        5,
      ),
    ).toBe('Анна и ещё 4 человека подписались на вас');
    expect(
      text('ru', {
        type: 'comment',
        Target: { Type: 'file', Id: 'f', Title: 'Ночь', FileType: 'Audio', Link: '/media/f' },
      }),
    ).toBe('Анна прокомментировал(а) ваш трек «Ночь»');
    expect(
      text('en', {
        type: 'reply',
        Target: { Type: 'comment', Id: 'c', Title: 'Спасибо!', FileType: null, Link: '/post/p' },
      }),
    ).toBe('Анна replied to your comment “Спасибо!”');
    expect(
      text('ru', {
        type: 'post_published',
        Target: { Type: 'post', Id: 'p', Title: null, FileType: null, Link: '/post/p' },
      }),
    ).toBe('Ваша запланированная публикация вышла');
  });

  it('agrees with one person’s sex when they gave it, and names the kind of file', () => {
    const [anna, boris] = [{ Sex: 'F' as const }, { Sex: 'M' as const }];
    const video = {
      Type: 'file' as const,
      Id: 'v',
      Title: 'Клип',
      FileType: 'Video' as const,
      Link: '/media/v',
    };
    expect(text('ru', { Actors: [actorFixture('Анна', anna)] })).toBe(
      'Анна оценила вашу публикацию «Новый трек»',
    );
    expect(text('ru', { Actors: [actorFixture('Борис', boris)], type: 'comment', Target: video })).toBe(
      'Борис прокомментировал ваше видео «Клип»',
    );
    expect(
      text('ru', {
        Actors: [actorFixture('Вера', anna)],
        type: 'follow',
        Target: { Type: 'user', Id: 'me', Title: null, FileType: null, Link: '/me' },
      }),
    ).toBe('Вера подписалась на вас');
    // Several people: the plural, whatever their sex; English has one form.
    expect(text('ru', { Actors: [actorFixture('Анна', anna), actorFixture('Борис', boris)] }, 2)).toBe(
      'Анна и Борис оценили вашу публикацию «Новый трек»',
    );
    expect(
      text('en', { Actors: [actorFixture('Анна', anna)], Target: { ...video, FileType: 'Image' } }),
    ).toBe('Анна liked your photo “Клип”');
  });

  it('keeps a long title to one short line', () => {
    expect(shortTitle(`${'а'.repeat(80)}\nвторая строка`)).toBe(`${'а'.repeat(59)}…`);
    expect(shortTitle('  \n')).toBeNull();
  });
});
