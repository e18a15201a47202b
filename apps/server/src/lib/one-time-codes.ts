import { randomInt } from 'node:crypto';
import { AUTH_LIMITS } from '@talanty/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailChangeRequests } from '../db/schema/account.ts';
import { passwordResetRequests, pendingRegistrations } from '../db/schema/auth.ts';
import { badRequest, tooMany } from './errors.ts';
import { hmac, safeEqual } from './tokens.ts';

const SECOND = 1000;

/** The rules of every mailed 6-digit code (sign-up, recovery, e-mail change). */
export const CODE_RULES = {
  ttlMs: AUTH_LIMITS.otpTtlSeconds * SECOND,
  maxAttempts: AUTH_LIMITS.otpMaxAttempts,
  renewIntervalMs: AUTH_LIMITS.otpRenewIntervalSeconds * SECOND,
} as const;

/** Where each kind of code lives; the kind is bound into the code's HMAC too. */
const CODE_TABLES = {
  registration: pendingRegistrations,
  reset: passwordResetRequests,
  'email-change': emailChangeRequests,
} as const;
/** The kinds whose rows remember when the code was sent, so it can be mailed again. */
const RENEWABLE_TABLES = {
  registration: pendingRegistrations,
  'email-change': emailChangeRequests,
} as const;

export type CodeKind = keyof typeof CODE_TABLES;
export type RenewableKind = keyof typeof RENEWABLE_TABLES;

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;

/**
 * Issues and checks the codes kept in the rows of `CODE_TABLES` (columns code_hash,
 * code_expires_at, code_attempts, code_sent_at): 6 digits from the CSPRNG, stored as an HMAC keyed
 * with the server secret and bound to the row, so a leaked table gives no code away to brute force.
 */
export function createOneTimeCodes(deps: { db: Db; sessionSecret: string; clock: { now: () => Date } }) {
  const { db, clock } = deps;
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
    kind: RenewableKind,
    row: { id: string; codeSentAt: Date },
    limit?: () => Promise<void>,
  ): Promise<string> {
    const now = clock.now();
    const waitMs = row.codeSentAt.getTime() + CODE_RULES.renewIntervalMs - now.getTime();
    if (waitMs > 0) throw tooMany('OTP_RENEW_TOO_SOON', Math.ceil(waitMs / SECOND));
    await limit?.();
    const { code, ...columns } = issue(kind, row.id, now);
    const t = RENEWABLE_TABLES[kind];
    const renewed = await db
      .update(t)
      .set({ ...columns, codeAttempts: 0 })
      .where(and(eq(t.id, row.id), eq(t.codeSentAt, row.codeSentAt)))
      .returning({ id: t.id });
    if (renewed.length === 0) throw tooMany('OTP_RENEW_TOO_SOON', AUTH_LIMITS.otpRenewIntervalSeconds);
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
    /** False when no code was ever mailed (recovery for an unknown e-mail): every guess is wrong. */
    real = true,
  ): Promise<void> {
    const max = CODE_RULES.maxAttempts;
    if (row.codeAttempts >= max) throw badRequest('OTP_VOID');
    if (row.codeExpiresAt.getTime() <= clock.now().getTime()) throw badRequest('OTP_EXPIRED');
    const t = CODE_TABLES[kind];
    const [taken] = await db
      .update(t)
      .set({ codeAttempts: sql`${t.codeAttempts} + 1` })
      .where(and(eq(t.id, row.id), sql`${t.codeAttempts} < ${max}`))
      .returning({ attempts: t.codeAttempts });
    if (taken === undefined) throw badRequest('OTP_VOID');
    const matches = safeEqual(hashOf(kind, row.id, code), row.codeHash);
    if (!matches || !real) throw badRequest(taken.attempts >= max ? 'OTP_VOID' : 'INVALID_OTP');
  }

  return { issue, renew, verify };
}
