import type { FileRecord } from '@talanty/contract';
import { describe, expect, it } from 'vitest';
import { audioFileFixture } from '../../media/test-fixtures.ts';
import { type PostDraft, toDisplayDT, validateDraft } from './post-draft.ts';

const NOW = new Date('2026-11-26T12:00:00Z').getTime();
const draft = (overrides: Partial<PostDraft> = {}): PostDraft => ({
  title: '',
  body: '',
  files: [],
  schedule: false,
  at: null,
  audience: 'Public',
  ...overrides,
});
const files = (n: number): FileRecord[] =>
  Array.from({ length: n }, (_, i) => audioFileFixture({ FileId: `f${i}` }));

describe('validateDraft', () => {
  it('asks for text or a file', () => {
    expect(validateDraft(draft({ body: '   ' }), NOW)).toEqual({ body: 'empty' });
    expect(validateDraft(draft({ files: files(1) }), NOW)).toEqual({});
    expect(validateDraft(draft({ body: 'Привет' }), NOW)).toEqual({});
  });

  it('holds the lengths and the ten files of the contract', () => {
    expect(validateDraft(draft({ body: 'я'.repeat(5001) }), NOW)).toEqual({ body: 'bodyTooLong' });
    expect(validateDraft(draft({ body: 'я'.repeat(5000) }), NOW)).toEqual({});
    expect(validateDraft(draft({ body: 'x', title: 'т'.repeat(201) }), NOW)).toEqual({
      title: 'titleTooLong',
    });
    expect(validateDraft(draft({ files: files(11) }), NOW)).toEqual({ files: 'tooManyFiles' });
    expect(validateDraft(draft({ files: files(10) }), NOW)).toEqual({});
  });

  it('wants a schedule in the future and within a year', () => {
    const local = (iso: string) => new Date(iso).toISOString();
    expect(validateDraft(draft({ body: 'x', schedule: true }), NOW)).toEqual({ at: 'dateRequired' });
    expect(
      validateDraft(draft({ body: 'x', schedule: true, at: local('2026-11-26T11:00:00Z') }), NOW),
    ).toEqual({
      at: 'datePast',
    });
    expect(
      validateDraft(draft({ body: 'x', schedule: true, at: local('2026-11-26T12:00:30Z') }), NOW),
    ).toEqual({
      at: 'datePast',
    });
    expect(
      validateDraft(draft({ body: 'x', schedule: true, at: local('2026-11-27T09:00:00Z') }), NOW),
    ).toEqual({});
    expect(
      validateDraft(draft({ body: 'x', schedule: true, at: local('2027-12-01T09:00:00Z') }), NOW),
    ).toEqual({
      at: 'dateTooFar',
    });
    // A schedule switched off is not checked.
    expect(validateDraft(draft({ body: 'x', at: local('2020-01-01T00:00:00Z') }), NOW)).toEqual({});
  });
});

describe('toDisplayDT', () => {
  it('sends the local wall time with its offset, the same instant', () => {
    const sent = toDisplayDT('2026-12-01 18:00:00');
    expect(sent).toMatch(/^2026-12-01T18:00:00[+-]\d\d:\d\d$/);
    expect(new Date(sent).getTime()).toBe(new Date(2026, 11, 1, 18, 0, 0).getTime());
  });
});
