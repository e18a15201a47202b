import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation, uniqueViolation } from './driver-errors.ts';

describe('uniqueViolation', () => {
  it('names the constraint however the driver wraps the error', () => {
    expect(uniqueViolation({ code: '23505', constraint: 'users_email_uq' })).toBe('users_email_uq');
    expect(uniqueViolation(new Error('query failed', { cause: { code: '23505', constraint: 'a_uq' } }))).toBe(
      'a_uq',
    );
    const fromMessage = { code: '23505', message: 'duplicate key value violates unique constraint "b_uq"' };
    expect(uniqueViolation(fromMessage)).toBe('b_uq');
    expect(uniqueViolation({ code: '23505' })).toBe('unknown');
  });

  it('is undefined for any other failure', () => {
    expect(uniqueViolation({ code: '23503', constraint: 'fk' })).toBeUndefined();
    expect(uniqueViolation(new Error('boom'))).toBeUndefined();
    expect(uniqueViolation(undefined)).toBeUndefined();
    expect(isUniqueViolation({ cause: { code: '23505' } })).toBe(true);
  });
});

describe('isForeignKeyViolation', () => {
  it('tells a row that is gone from any other failure', () => {
    expect(isForeignKeyViolation({ code: '23503', constraint: 'fk' })).toBe(true);
    expect(isForeignKeyViolation(new Error('query failed', { cause: { code: '23503' } }))).toBe(true);
    expect(isForeignKeyViolation({ code: '23505' })).toBe(false);
    expect(isForeignKeyViolation(undefined)).toBe(false);
  });
});
