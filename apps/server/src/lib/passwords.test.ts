import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('Velvet-Tuba-2024');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Velvet-Tuba-2024')).toBe(true);
    expect(await verifyPassword(hash, 'velvet-tuba-2024')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('keeps a dummy hash with the same parameters, for unknown users', async () => {
    expect(DUMMY_PASSWORD_HASH).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(DUMMY_PASSWORD_HASH, 'Velvet-Tuba-2024')).toBe(false);
  });

  it('knows the most common long passwords in any letter case', () => {
    for (const p of ['qwertyuiop', '1234567890', 'Password123', 'Q1W2E3R4T5', 'йцукенгшщз']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of ['Velvet-Tuba-2024', 'correct horse battery staple']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });
});
