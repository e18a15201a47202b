import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** argon2id runs on libuv's thread pool, so the event loop keeps serving while it works. */
export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real argon2id hash (of a random string nobody knows) verified when the user does not exist,
 * so an unknown name costs the same time as a wrong password.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$tEV0v1zF+2kJ2xRIOhf0Cg$3l5KQWbeGH0S/1zhh50gycLU8gZqEHRgqcTFjNgfYnQ';

const commonPasswords = new Set(
  readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

/** True for the most common passwords, whatever their letter case. */
export const isCommonPassword = (password: string) => commonPasswords.has(password.trim().toLowerCase());
