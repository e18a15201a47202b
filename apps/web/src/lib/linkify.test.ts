import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('makes addresses links and leaves the rest text', () => {
    expect(linkify('Слушайте тут: https://talanty.ru/media/1, и на www.youtube.com/watch?v=x.')).toEqual([
      { kind: 'text', text: 'Слушайте тут: ' },
      { kind: 'link', text: 'https://talanty.ru/media/1', href: 'https://talanty.ru/media/1' },
      { kind: 'text', text: ', и на ' },
      { kind: 'link', text: 'www.youtube.com/watch?v=x', href: 'https://www.youtube.com/watch?v=x' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps a bracket the address opened, drops one it did not', () => {
    expect(linkify('(см. https://en.wikipedia.org/wiki/Muse_(band))')[1]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Muse_(band)',
      href: 'https://en.wikipedia.org/wiki/Muse_(band)',
    });
    expect(linkify('(https://example.com)')[1]).toMatchObject({ text: 'https://example.com' });
  });

  it('never turns markup or other schemes into links', () => {
    expect(linkify('<a href="javascript:alert(1)">x</a> javascript:alert(1)')).toEqual([
      { kind: 'text', text: '<a href="javascript:alert(1)">x</a> javascript:alert(1)' },
    ]);
    expect(linkify('просто текст')).toEqual([{ kind: 'text', text: 'просто текст' }]);
  });
});
