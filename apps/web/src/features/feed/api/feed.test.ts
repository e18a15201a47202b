import { describe, expect, it } from 'vitest';
import { postFixture } from '../../../shared/posts/test-fixtures.ts';
import { countNewer } from './feed.ts';

const post = (PostId: string, DisplayDT: string) => postFixture({ PostId, DisplayDT });

describe('«Новые публикации»', () => {
  const shown = [post('b', '2026-11-26T10:00:00.000Z'), post('a', '2026-11-26T09:00:00.000Z')];

  it('counts the first page’s posts newer than the newest shown', () => {
    const head = [post('d', '2026-11-26T12:00:00.000Z'), post('c', '2026-11-26T11:00:00.000Z'), ...shown];
    expect(countNewer(head, shown)).toBe(2);
  });

  it('counts nothing when the first page is what is shown, or older (a post deleted meanwhile)', () => {
    expect(countNewer(shown, shown)).toBe(0);
    expect(countNewer([shown[1]!], shown)).toBe(0);
  });

  it('counts a whole first page arriving in an empty feed', () => {
    expect(countNewer(shown, [])).toBe(2);
  });
});
