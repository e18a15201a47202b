import { describe, expect, it } from 'vitest';
import { resumeIndex } from './onboarding-wizard.tsx';

describe('resuming the onboarding', () => {
  it('opens the step after the last one set, and the start once it is done', () => {
    expect(resumeIndex(null)).toBe(0);
    expect(resumeIndex('PERSONAL')).toBe(1);
    expect(resumeIndex('TALENTS')).toBe(2);
    expect(resumeIndex('TALENT_DETAILS')).toBe(3);
    expect(resumeIndex('AVATAR')).toBe(4);
    expect(resumeIndex('DONE')).toBe(0);
    expect(resumeIndex('SOMETHING_ELSE')).toBe(0);
  });
});
