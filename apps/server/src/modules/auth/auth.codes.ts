import { randomInt } from 'node:crypto';
import { AUTH_LIMITS } from '@talanty/contract';
import { badRequest, tooMany } from '../../lib/errors.ts';
import { hmac, safeEqual } from '../../lib/tokens.ts';

const SECOND = 1000;

/** The rules of every mailed 6-digit code (sign-up, recovery, e-mail change). */
export const CODE_RULES = {
  ttlMs: AUTH_LIMITS.otpTtlSeconds * SECOND,
  maxAttempts: AUTH_LIMITS.otpMaxAttempts,
  renewIntervalMs: AUTH_LIMITS.otpRenewIntervalSeconds * SECOND,
} as const;

/** Which flow a code belongs to; bound into its HMAC, so a code of one flow never passes another. */
export type CodeKind = 'registration' | 'reset' | 'email-change';

/** The columns a code is kept in (code_hash, code_expires_at, code_attempts, code_sent_at). */
export type CodeColumns = { codeHash: string; codeExpiresAt: Date; codeSentAt: Date };

/**
 * The atomic writes on the row that holds a code, done by the module that owns the row's table
 * (auth for sign-up and recovery, account for e-mail changes).
 */
export type CodeStore = {
  /** Takes one try if fewer than `max` were used: the tries used now, or undefined when none was left. */
  takeAttempt: (rowId: string, max: number) => Promise<number | undefined>;
};
/** A code that can be mailed again: its row remembers when it was sent. */
export type RenewableCodeStore = CodeStore & {
  /** Stores a new code with a fresh allowance, unless another renewal changed `sentAt` first: false then. */
  replace: (rowId: string, sentAt: Date, columns: CodeColumns) => Promise<boolean>;
};

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;

/**
 * Issues and checks mailed codes: 6 digits from the CSPRNG, stored as an HMAC keyed with the
 * server secret and bound to the row, so a leaked table gives no code away to brute force.
 */
export function createOneTimeCodes(deps: { sessionSecret: string; clock: { now: () => Date } }) {
  const { clock } = deps;
  const secret = `otp:${deps.sessionSecret}`;
  const hashOf = (kind: CodeKind, rowId: string, code: string) => hmac(secret, `${kind}:${rowId}:${code}`);

  /** A new code for the row `rowId`, with the columns to store (the code itself is only mailed). */
  function issue(kind: CodeKind, rowId: string, now: Date) {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    return {
      code,
      codeHash: hashOf(kind, rowId, code),
      codeExpiresAt: new Date(now.getTime() + CODE_RULES.ttlMs),
      codeSentAt: now,
    };
  }

  /**
   * Replaces the row's code and answers the new one: 429 OTP_RENEW_TOO_SOON within 30 s of the
   * last, and when another renewal won the race (two at once mail one code). `limit` is the
   * caller's rate limit, counted only for a renewal that is due.
   */
  async function renew(
    kind: CodeKind,
    row: { id: string; codeSentAt: Date },
    store: RenewableCodeStore,
    limit?: () => Promise<void>,
  ): Promise<string> {
    const now = clock.now();
    const waitMs = row.codeSentAt.getTime() + CODE_RULES.renewIntervalMs - now.getTime();
    if (waitMs > 0) throw tooMany('OTP_RENEW_TOO_SOON', Math.ceil(waitMs / SECOND));
    await limit?.();
    const { code, ...columns } = issue(kind, row.id, now);
    if (!(await store.replace(row.id, row.codeSentAt, columns))) {
      throw tooMany('OTP_RENEW_TOO_SOON', AUTH_LIMITS.otpRenewIntervalSeconds);
    }
    return code;
  }

  /**
   * Checks a mailed code: void (tries used up), expired, or compared in constant time after taking
   * one try from the allowance atomically, so parallel guesses cannot exceed it. The attempt that
   * uses up the last try answers OTP_VOID; then the code stays void until renewed.
   */
  async function verify(
    kind: CodeKind,
    row: { id: string; codeHash: string; codeExpiresAt: Date; codeAttempts: number },
    code: string,
    store: CodeStore,
    /** False when no code was ever mailed (recovery for an unknown e-mail): every guess is wrong. */
    real = true,
  ): Promise<void> {
    const max = CODE_RULES.maxAttempts;
    if (row.codeAttempts >= max) throw badRequest('OTP_VOID');
    if (row.codeExpiresAt.getTime() <= clock.now().getTime()) throw badRequest('OTP_EXPIRED');
    const attempts = await store.takeAttempt(row.id, max);
    if (attempts === undefined) throw badRequest('OTP_VOID');
    const matches = safeEqual(hashOf(kind, row.id, code), row.codeHash);
    if (!matches || !real) throw badRequest(attempts >= max ? 'OTP_VOID' : 'INVALID_OTP');
  }

  return { issue, renew, verify };
}
