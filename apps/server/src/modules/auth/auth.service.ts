import {
  AUTH_LIMITS,
  type Lang,
  type LoginForm,
  type OtpSent,
  type RegistrationInit,
  toLang,
} from '@talanty/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type MessageKey, translate } from '../../i18n/messages.ts';
import { AppError, badRequest, conflict, locked, tooMany, unauthorized } from '../../lib/errors.ts';
import { type Mailer, type MailMessage, sendNow } from '../../lib/mail.ts';
import { resetCodeMail, resetLinkMail, signupCodeMail } from '../../lib/mail-templates.ts';
import { createOneTimeCodes } from '../../lib/one-time-codes.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { SessionService } from '../../plugins/sessions.ts';
import * as repo from './auth.repo.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The limits of issue 3, in one place (the mailed codes' own: CODE_RULES in lib/one-time-codes.ts). */
export const AUTH_RULES = {
  /** A pending sign-up or recovery (and its cookie) lives this long. */
  pendingTtlMs: HOUR,
  resetLinkTtlMs: AUTH_LIMITS.resetLinkTtlMinutes * MINUTE,
  loginPerIp: { max: 10, windowMs: MINUTE },
  loginFailuresBeforeLock: { max: 5, windowMs: 15 * MINUTE },
  lockMs: 15 * MINUTE,
  signupPerIp: { max: 5, windowMs: HOUR },
  signupPerEmail: { max: 5, windowMs: HOUR },
  /** Renewals mail the same address again: bounded per e-mail too. */
  renewPerEmail: { max: 10, windowMs: HOUR },
  resetPerIp: { max: 5, windowMs: HOUR },
  resetPerEmail: { max: 5, windowMs: HOUR },
} as const;

type Rule = { max: number; windowMs: number };

/** Counts one event of (bucket, key) against a sliding-window rule; 429 RATE_LIMITED with the wait when it does not fit. */
export async function throttle(db: Db, now: Date, bucket: string, key: string, rule: Rule): Promise<void> {
  const result = await repo.hitThrottle(
    db,
    bucket,
    key,
    now,
    new Date(now.getTime() - rule.windowMs),
    rule.max,
  );
  if (!result.allowed) {
    const waitMs = result.oldest.getTime() + rule.windowMs - now.getTime();
    throw tooMany('RATE_LIMITED', Math.max(1, Math.ceil(waitMs / SECOND)));
  }
}

/**
 * Counts a failed password check for an account key (sign-in and the settings forms share it);
 * the failure that reaches the limit locks the key and answers the lock's end, else undefined.
 */
export async function recordLoginFailure(db: Db, key: string, now: Date): Promise<Date | undefined> {
  const rule = AUTH_RULES.loginFailuresBeforeLock;
  const failures = await repo.recordEvent(
    db,
    'login-fail',
    key,
    now,
    new Date(now.getTime() - rule.windowMs),
  );
  if (failures < rule.max) return undefined;
  const until = new Date(now.getTime() + AUTH_RULES.lockMs);
  await db.transaction(async (tx) => {
    await repo.setLock(tx, key, until);
    await repo.clearEvents(tx, 'login-fail', key);
  });
  return until;
}

/** The time as the auth rules see it; tests move it instead of sleeping. */
export type Clock = { now: () => Date };

type Ctx = { req: FastifyRequest; reply: FastifyReply };

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  sessions: SessionService;
  log: FastifyBaseLogger;
  clock: Clock;
}) {
  const { db, config, mailer, sessions, clock } = deps;
  const codes = createOneTimeCodes({ db, sessionSecret: config.sessionSecret, clock });
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
  const SIGNUP_COOKIE = config.secureCookies ? '__Host-signup' : 'signup';
  const RESET_COOKIE = config.secureCookies ? '__Host-recovery' : 'recovery';

  const fieldError = (lang: Lang, path: string, code: MessageKey) => ({
    path,
    message: translate(lang, code),
  });

  // --- helpers ------------------------------------------------------------------------------

  const limit = (bucket: string, key: string, rule: Rule) => throttle(db, clock.now(), bucket, key, rule);
  /** Per-IP limits follow RATE_LIMITS (off for load tests); per-account and per-e-mail ones always hold. */
  const limitIp = (bucket: string, req: FastifyRequest, rule: Rule) =>
    config.rateLimits ? limit(bucket, req.ip, rule) : Promise.resolve();

  function refuseCommonPassword(lang: Lang, password: string) {
    if (isCommonPassword(password)) {
      throw badRequest('PASSWORD_TOO_COMMON', {
        fields: [fieldError(lang, 'body.password', 'PASSWORD_TOO_COMMON')],
      });
    }
  }

  const mailNow = (message: MailMessage) => sendNow(mailer, deps.log, message);

  const setCookie = (reply: FastifyReply, name: string, token: string) =>
    reply.setCookie(name, token, { ...cookieOptions, maxAge: AUTH_RULES.pendingTtlMs / SECOND });
  const clearCookie = (reply: FastifyReply, name: string) => reply.clearCookie(name, cookieOptions);
  const cookieHash = (req: FastifyRequest, name: string) => {
    const token = req.cookies[name];
    return token ? sha256(token) : undefined;
  };

  const blankToNull = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

  const otpSent = (): OtpSent => ({ status: 'OTP_SENT', expiresIn: AUTH_LIMITS.otpTtlSeconds });

  const lockKeyFor = (userId: string | undefined, login: string) =>
    userId ? `user:${userId}` : `name:${login.toLowerCase()}`;

  // --- registration ----------------------------------------------------------------------------

  async function registrationInit({ req, reply }: Ctx, body: RegistrationInit): Promise<OtpSent> {
    const lang = req.lang;
    const email = body.email.trim();
    const nickName = body.nickName.trim();
    refuseCommonPassword(lang, body.password);
    await limitIp('signup-ip', req, AUTH_RULES.signupPerIp);
    await limit('signup-email', email.toLowerCase(), AUTH_RULES.signupPerEmail);

    const taken = await repo.findTaken(db, email, nickName);
    if (taken.email || taken.nickName) {
      const fields = [
        ...(taken.email ? [fieldError(lang, 'body.email', 'EMAIL_TAKEN')] : []),
        ...(taken.nickName ? [fieldError(lang, 'body.nickName', 'NICKNAME_TAKEN')] : []),
      ];
      throw conflict(taken.email ? 'EMAIL_TAKEN' : 'NICKNAME_TAKEN', { fields });
    }

    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    const id = uuidv7();
    const { code, ...codeColumns } = codes.issue('registration', id, now);
    const token = randomToken();
    const previous = cookieHash(req, SIGNUP_COOKIE);
    await db.transaction(async (tx) => {
      if (previous) await repo.deletePendingRegistrationByToken(tx, previous);
      await repo.insertPendingRegistration(tx, {
        id,
        tokenHash: sha256(token),
        email,
        nickName,
        passwordHash,
        firstName: blankToNull(body.firstName),
        lastName: blankToNull(body.lastName),
        birthDate: blankToNull(body.birthDate),
        sex: blankToNull(body.sex),
        attractionSource: blankToNull(body.attractionSource),
        schoolName: blankToNull(body.schoolName),
        partnerCode: blankToNull(body.partnerCode),
        language: lang,
        ...codeColumns,
        createdAt: now,
        expiresAt: new Date(now.getTime() + AUTH_RULES.pendingTtlMs),
      });
    });
    setCookie(reply, SIGNUP_COOKIE, token);
    await mailNow({
      to: email,
      ...signupCodeMail(lang, code, AUTH_LIMITS.otpTtlSeconds / 60),
      devNote: `sign-up code for ${email}: ${code}`,
    });
    return otpSent();
  }

  async function pendingRegistrationOf(req: FastifyRequest) {
    const hash = cookieHash(req, SIGNUP_COOKIE);
    const row = hash ? await repo.findPendingRegistration(db, hash) : undefined;
    if (!row || row.expiresAt.getTime() <= clock.now().getTime()) throw badRequest('REGISTRATION_NOT_FOUND');
    return row;
  }

  async function renewCode({ req }: Ctx): Promise<OtpSent> {
    const row = await pendingRegistrationOf(req);
    const code = await codes.renew('registration', row, () =>
      limit('signup-renew-email', row.email.toLowerCase(), AUTH_RULES.renewPerEmail),
    );
    const lang = toLang(row.language);
    await mailNow({
      to: row.email,
      ...signupCodeMail(lang, code, AUTH_LIMITS.otpTtlSeconds / 60),
      devNote: `sign-up code for ${row.email}: ${code}`,
    });
    return otpSent();
  }

  async function registrationConfirm({ req, reply }: Ctx, otp: string) {
    const row = await pendingRegistrationOf(req);
    await codes.verify('registration', row, otp);
    const userId = uuidv7();
    const now = clock.now();
    try {
      await db.transaction(async (tx) => {
        const taken = await repo.findTaken(tx, row.email, row.nickName);
        if (taken.email) throw conflict('EMAIL_TAKEN');
        if (taken.nickName) throw conflict('NICKNAME_TAKEN');
        await repo.insertUser(tx, {
          id: userId,
          email: row.email,
          nickName: row.nickName,
          passwordHash: row.passwordHash,
          firstName: row.firstName,
          lastName: row.lastName,
          birthDate: row.birthDate,
          sex: row.sex,
          attractionSource: row.attractionSource,
          schoolName: row.schoolName,
          partnerCode: row.partnerCode,
          language: row.language,
          createdAt: now,
          updatedAt: now,
        });
        await repo.deletePendingRegistration(tx, row.id);
      });
    } catch (err) {
      // Someone else confirmed the same e-mail or nickname meanwhile: this sign-up cannot finish,
      // so it is dropped and the person starts over from the form, which shows the message.
      const constraint = uniqueViolation(err);
      const taken =
        err instanceof AppError && err.status === 409
          ? err
          : constraint
            ? conflict(constraint.includes('nick') ? 'NICKNAME_TAKEN' : 'EMAIL_TAKEN')
            : undefined;
      if (!taken) throw err;
      await repo.deletePendingRegistration(db, row.id);
      clearCookie(reply, SIGNUP_COOKIE);
      throw taken;
    }
    clearCookie(reply, SIGNUP_COOKIE);
    await sessions.create(req, reply, userId);
    return { status: 'LOGGED_IN' as const };
  }

  // --- sign-in -------------------------------------------------------------------------------

  async function login({ req, reply }: Ctx, form: LoginForm) {
    await limitIp('login-ip', req, AUTH_RULES.loginPerIp);
    const login = form.username.trim();
    const user = await repo.findUserByLogin(db, login);
    // Unknown names are counted and locked like accounts, so a lock does not reveal that an account exists.
    const key = lockKeyFor(user?.id, login);
    const lock = await repo.findLock(db, key);
    if (lock && lock.lockedUntil.getTime() > clock.now().getTime()) throw lockedError(lock.lockedUntil);

    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, form.password);
    if (!ok || !user) {
      const until = await recordLoginFailure(db, key, clock.now());
      if (until) throw lockedError(until);
      throw unauthorized('LOGIN_FAILED');
    }
    await db.transaction(async (tx) => {
      await repo.clearEvents(tx, 'login-fail', key);
      if (lock) await repo.deleteLock(tx, key);
    });
    await sessions.create(req, reply, user.id);
    return { status: 'LOGGED_IN' as const };
  }

  function lockedError(until: Date) {
    const seconds = Math.max(1, Math.ceil((until.getTime() - clock.now().getTime()) / SECOND));
    return locked('ACCOUNT_LOCKED', {
      params: { minutes: Math.ceil(seconds / 60) },
      headers: { 'Retry-After': String(seconds) },
    });
  }

  async function logout({ req, reply }: Ctx) {
    await sessions.destroy(req, reply);
    return { status: 'NOT_LOGGED_IN' as const };
  }

  // --- password recovery -----------------------------------------------------------------------

  async function resetInit({ req, reply }: Ctx, emailInput: string): Promise<OtpSent> {
    const email = emailInput.trim();
    await limitIp('reset-ip', req, AUTH_RULES.resetPerIp);
    await limit('reset-email', email.toLowerCase(), AUTH_RULES.resetPerEmail);
    const user = await repo.findUserByEmail(db, email);
    const now = clock.now();
    const id = uuidv7();
    // Recovery codes are never renewed: the row keeps no sending time.
    const { code, codeHash, codeExpiresAt } = codes.issue('reset', id, now);
    const token = randomToken();
    const previous = cookieHash(req, RESET_COOKIE);
    const lang = user ? toLang(user.language) : req.lang;
    await db.transaction(async (tx) => {
      if (previous) await repo.deleteResetRequestByToken(tx, previous);
      await repo.insertResetRequest(tx, {
        id,
        tokenHash: sha256(token),
        userId: user?.id ?? null,
        language: lang,
        codeHash,
        codeExpiresAt,
        createdAt: now,
        expiresAt: new Date(now.getTime() + AUTH_RULES.pendingTtlMs),
      });
    });
    setCookie(reply, RESET_COOKIE, token);
    // In the background for both cases: the answer takes the same time whether or not the account exists.
    if (user) {
      mailer.sendInBackground({
        to: user.email,
        ...resetCodeMail(lang, code, AUTH_LIMITS.otpTtlSeconds / 60),
        devNote: `recovery code for ${user.email}: ${code}`,
      });
    }
    return otpSent();
  }

  async function resetConfirm({ req, reply }: Ctx, otp: string) {
    const hash = cookieHash(req, RESET_COOKIE);
    const row = hash ? await repo.findResetRequest(db, hash) : undefined;
    if (!row || row.expiresAt.getTime() <= clock.now().getTime()) throw badRequest('RESET_NOT_FOUND');
    await codes.verify('reset', row, otp, row.userId !== null);
    const user = row.userId ? await repo.findUserById(db, row.userId) : undefined;
    if (!user) throw badRequest('INVALID_OTP');
    const token = randomToken();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await repo.insertResetToken(tx, {
        id: uuidv7(),
        tokenHash: sha256(token),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + AUTH_RULES.resetLinkTtlMs),
      });
      await repo.deleteResetRequest(tx, row.id);
    });
    clearCookie(reply, RESET_COOKIE);
    const link = `${config.publicUrl}/auth/new-password?token=${encodeURIComponent(token)}`;
    await mailNow({
      to: user.email,
      ...resetLinkMail(toLang(row.language), link, AUTH_LIMITS.resetLinkTtlMinutes),
      devNote: `password link for ${user.email}: ${link}`,
    });
    return { status: 'LINK_SENT' as const, message: translate(req.lang, 'RESET_CODE_ACCEPTED') };
  }

  async function resetComplete({ req, reply }: Ctx, body: { token: string; password: string }) {
    refuseCommonPassword(req.lang, body.password);
    const row = await repo.findResetToken(db, sha256(body.token));
    if (!row || row.usedAt) throw badRequest('INVALID_RESET_TOKEN');
    if (row.expiresAt.getTime() <= clock.now().getTime()) throw badRequest('RESET_TOKEN_EXPIRED');
    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (!(await repo.useResetToken(tx, row.id, now))) throw badRequest('INVALID_RESET_TOKEN');
      await repo.setPassword(tx, row.userId, passwordHash, now);
      await repo.voidResetTokensOfUser(tx, row.userId, now);
      await repo.deleteResetRequestsOfUser(tx, row.userId);
      await repo.deleteSessionsOfUser(tx, row.userId);
      // A new password lifts a sign-in lock: recovery is the way out that the lock page offers.
      await repo.deleteLock(tx, lockKeyFor(row.userId, ''));
      await repo.clearEvents(tx, 'login-fail', lockKeyFor(row.userId, ''));
    });
    // Clear this browser's cookie too when it held one of the sessions just ended.
    if (req.user?.id === row.userId) await sessions.destroy(req, reply);
    return { status: 'PASSWORD_CHANGED' as const };
  }

  return {
    clock,
    registrationInit,
    renewCode,
    registrationConfirm,
    login,
    logout,
    resetInit,
    resetConfirm,
    resetComplete,
    async purgeExpired() {
      const now = clock.now();
      await repo.purgeExpired(db, now, new Date(now.getTime() - 24 * HOUR));
    },
  };
}
