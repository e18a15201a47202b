import {
  AUTH_LIMITS,
  type Lang,
  type LoginForm,
  type OtpSent,
  type RegistrationInit,
  toLang,
} from '@talanty/contract';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { type MessageKey, translate } from '../../i18n/messages.ts';
import { uniqueViolation } from '../../lib/driver-errors.ts';
import { AppError, badRequest, conflict, locked, tooMany, unauthorized } from '../../lib/errors.ts';
import { type Mailer, type MailMessage, sendNow } from '../../lib/mail.ts';
import { accountExistsMail, resetCodeMail, resetLinkMail, signupCodeMail } from '../../lib/mail-templates.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { SessionService } from '../../plugins/sessions.ts';
import type { UsersService } from '../users/users.module.ts';
import { createOneTimeCodes } from './auth.codes.ts';
import * as repo from './auth.repo.ts';

export type { CodeStore, RenewableCodeStore } from './auth.codes.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The sign-up, sign-in and recovery limits in one place (the mailed codes' own: CODE_RULES in auth.codes.ts). */
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
async function throttle(db: Db, now: Date, bucket: string, key: string, rule: Rule): Promise<void> {
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
async function recordLoginFailure(db: Db, key: string, now: Date): Promise<Date | undefined> {
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

/** Where a sign-up or recovery form was sent from; its cookie token names an earlier attempt to replace. */
type Origin = { lang: Lang; ip: string; previousToken?: string };

/** What a settings form's password check found: right, wrong, or the account locked until then. */
export type PasswordCheck = { status: 'ok' } | { status: 'wrong' } | { status: 'locked'; until: Date };

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  clock: Clock;
  users: UsersService;
  sessions: Pick<SessionService, 'destroyAllForUser'>;
}) {
  const { db, config, mailer, clock, users, sessions } = deps;
  const codes = createOneTimeCodes({ sessionSecret: config.sessionSecret, clock });

  const fieldError = (lang: Lang, path: string, code: MessageKey) => ({
    path,
    message: translate(lang, code),
  });

  // --- helpers ------------------------------------------------------------------------------

  const limit = (bucket: string, key: string, rule: Rule) => throttle(db, clock.now(), bucket, key, rule);
  /** Per-IP limits follow RATE_LIMITS (off for load tests); per-account and per-e-mail ones always hold. */
  const limitIp = (bucket: string, ip: string, rule: Rule) =>
    config.rateLimits ? limit(bucket, ip, rule) : Promise.resolve();

  function refuseCommonPassword(lang: Lang, password: string) {
    if (isCommonPassword(password)) {
      throw badRequest('PASSWORD_TOO_COMMON', {
        fields: [fieldError(lang, 'body.password', 'PASSWORD_TOO_COMMON')],
      });
    }
  }

  const mailNow = (message: MailMessage) => sendNow(mailer, deps.log, message);

  const hashOf = (token: string | undefined) => (token ? sha256(token) : undefined);

  const blankToNull = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

  const otpSent = (): OtpSent => ({ status: 'OTP_SENT', expiresIn: AUTH_LIMITS.otpTtlSeconds });

  const lockKeyFor = (userId: string | undefined, login: string) =>
    userId ? `user:${userId}` : `name:${login.toLowerCase()}`;

  // --- registration ----------------------------------------------------------------------------

  /** Answers the token of the sign-up's cookie with the answer; the code goes by mail. */
  async function registrationInit(
    body: RegistrationInit,
    { lang, ip, previousToken }: Origin,
  ): Promise<{ answer: OtpSent; token: string }> {
    const email = body.email.trim();
    const nickName = body.nickName.trim();
    refuseCommonPassword(lang, body.password);
    await limitIp('signup-ip', ip, AUTH_RULES.signupPerIp);
    await limit('signup-email', email.toLowerCase(), AUTH_RULES.signupPerEmail);

    // Nicknames are public (every profile shows one); whether an e-mail has an account is not:
    // a taken e-mail goes on exactly like a new one, and its owner is mailed a notice, not a code.
    const taken = await users.findTaken(email, nickName);
    if (taken.nickName) {
      throw conflict('NICKNAME_TAKEN', { fields: [fieldError(lang, 'body.nickName', 'NICKNAME_TAKEN')] });
    }

    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    const id = uuidv7();
    const { code, ...codeColumns } = codes.issue('registration', id, now);
    const token = randomToken();
    const previous = hashOf(previousToken);
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
    await mailSignupCode(email, lang, code, taken.email);
    return { answer: otpSent(), token };
  }

  /** The sign-up code, or to an address that already has an account, the notice instead (in its owner's language). */
  async function mailSignupCode(email: string, lang: Lang, code: string, hasAccount: boolean) {
    if (!hasAccount) {
      await mailNow({
        to: email,
        ...signupCodeMail(lang, code, AUTH_LIMITS.otpTtlSeconds / 60),
        devNote: `sign-up code for ${email}: ${code}`,
      });
      return;
    }
    const owner = await users.findByEmail(email);
    const links = {
      signIn: `${config.publicUrl}/auth/signin`,
      recover: `${config.publicUrl}/auth/recoverpassword`,
    };
    await mailNow({
      to: owner?.email ?? email,
      ...accountExistsMail(owner ? toLang(owner.language) : lang, links),
      devNote: `${email} already has an account: a notice went instead of a sign-up code`,
    });
  }

  async function pendingRegistrationOf(signupToken: string | undefined) {
    const hash = hashOf(signupToken);
    const row = hash ? await repo.findPendingRegistration(db, hash) : undefined;
    if (!row || row.expiresAt.getTime() <= clock.now().getTime()) throw badRequest('REGISTRATION_NOT_FOUND');
    return row;
  }

  async function renewCode(signupToken: string | undefined): Promise<OtpSent> {
    const row = await pendingRegistrationOf(signupToken);
    const code = await codes.renew('registration', row, repo.registrationCodes(db), () =>
      limit('signup-renew-email', row.email.toLowerCase(), AUTH_RULES.renewPerEmail),
    );
    const taken = await users.findTaken(row.email, row.nickName);
    await mailSignupCode(row.email, toLang(row.language), code, taken.email);
    return otpSent();
  }

  /**
   * Creates the account and answers its id (the route signs it in). A 409 means someone took the
   * e-mail or nickname meanwhile: the pending sign-up is dropped, so the route drops its cookie.
   */
  async function registrationConfirm(
    signupToken: string | undefined,
    otp: string,
  ): Promise<{ userId: string }> {
    const row = await pendingRegistrationOf(signupToken);
    await codes.verify('registration', row, otp, repo.registrationCodes(db));
    const userId = uuidv7();
    const now = clock.now();
    try {
      await db.transaction(async (tx) => {
        const taken = await users.findTaken(row.email, row.nickName, tx);
        if (taken.email) throw conflict('EMAIL_TAKEN');
        if (taken.nickName) throw conflict('NICKNAME_TAKEN');
        await users.insert(
          {
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
          },
          tx,
        );
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
      throw taken;
    }
    return { userId };
  }

  // --- sign-in -------------------------------------------------------------------------------

  /** Checks the password and answers whom to sign in (the route opens the session). */
  async function login(form: LoginForm, ip: string): Promise<{ userId: string }> {
    await limitIp('login-ip', ip, AUTH_RULES.loginPerIp);
    const login = form.username.trim();
    const user = await users.findByLogin(login);
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
    return { userId: user.id };
  }

  function lockedError(until: Date) {
    const seconds = Math.max(1, Math.ceil((until.getTime() - clock.now().getTime()) / SECOND));
    return locked('ACCOUNT_LOCKED', {
      params: { minutes: Math.ceil(seconds / 60) },
      headers: { 'Retry-After': String(seconds) },
    });
  }

  // --- password recovery -----------------------------------------------------------------------

  /** Answers the token of the recovery's cookie with the answer, the same whether or not the account exists. */
  async function resetInit(
    emailInput: string,
    { lang: requestLang, ip, previousToken }: Origin,
  ): Promise<{ answer: OtpSent; token: string }> {
    const email = emailInput.trim();
    await limitIp('reset-ip', ip, AUTH_RULES.resetPerIp);
    await limit('reset-email', email.toLowerCase(), AUTH_RULES.resetPerEmail);
    const user = await users.findByEmail(email);
    const now = clock.now();
    const id = uuidv7();
    // Recovery codes are never renewed: the row keeps no sending time.
    const { code, codeHash, codeExpiresAt } = codes.issue('reset', id, now);
    const token = randomToken();
    const previous = hashOf(previousToken);
    const lang = user ? toLang(user.language) : requestLang;
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
    // In the background for both cases: the answer takes the same time whether or not the account exists.
    if (user) {
      mailer.sendInBackground({
        to: user.email,
        ...resetCodeMail(lang, code, AUTH_LIMITS.otpTtlSeconds / 60),
        devNote: `recovery code for ${user.email}: ${code}`,
      });
    }
    return { answer: otpSent(), token };
  }

  /** Mails the link to set a new password; the recovery's cookie has served once this answers. */
  async function resetConfirm(recoveryToken: string | undefined, otp: string, lang: Lang) {
    const hash = hashOf(recoveryToken);
    const row = hash ? await repo.findResetRequest(db, hash) : undefined;
    if (!row || row.expiresAt.getTime() <= clock.now().getTime()) throw badRequest('RESET_NOT_FOUND');
    await codes.verify('reset', row, otp, repo.resetCodes(db), row.userId !== null);
    const user = row.userId ? await users.find(row.userId) : undefined;
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
    const link = `${config.publicUrl}/auth/new-password?token=${encodeURIComponent(token)}`;
    await mailNow({
      to: user.email,
      ...resetLinkMail(toLang(row.language), link, AUTH_LIMITS.resetLinkTtlMinutes),
      devNote: `password link for ${user.email}: ${link}`,
    });
    return { status: 'LINK_SENT' as const, message: translate(lang, 'RESET_CODE_ACCEPTED') };
  }

  /** Sets the new password and ends every session of its account; answers whose it was. */
  async function resetComplete(
    body: { token: string; password: string },
    lang: Lang,
  ): Promise<{ userId: string }> {
    refuseCommonPassword(lang, body.password);
    const row = await repo.findResetToken(db, sha256(body.token));
    if (!row || row.usedAt) throw badRequest('INVALID_RESET_TOKEN');
    if (row.expiresAt.getTime() <= clock.now().getTime()) throw badRequest('RESET_TOKEN_EXPIRED');
    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (!(await repo.useResetToken(tx, row.id, now))) throw badRequest('INVALID_RESET_TOKEN');
      await users.update(row.userId, { passwordHash }, now, tx);
      await repo.voidResetTokensOfUser(tx, row.userId, now);
      await repo.deleteResetRequestsOfUser(tx, row.userId);
      await sessions.destroyAllForUser(row.userId, tx);
      // A new password lifts a sign-in lock: recovery is the way out that the lock page offers.
      await repo.deleteLock(tx, lockKeyFor(row.userId, ''));
      await repo.clearEvents(tx, 'login-fail', lockKeyFor(row.userId, ''));
    });
    return { userId: row.userId };
  }

  /**
   * A settings form's password, counted with the account's sign-in failures: five wrong ones in 15
   * minutes lock both, so a borrowed session cannot guess here faster than at the sign-in form.
   */
  async function checkPassword(
    userId: string,
    passwordHash: string,
    password: string,
  ): Promise<PasswordCheck> {
    const key = lockKeyFor(userId, '');
    const lock = await repo.findLock(db, key);
    if (lock && lock.lockedUntil.getTime() > clock.now().getTime()) {
      return { status: 'locked', until: lock.lockedUntil };
    }
    if (await verifyPassword(passwordHash, password)) {
      await repo.clearEvents(db, 'login-fail', key);
      return { status: 'ok' };
    }
    const until = await recordLoginFailure(db, key, clock.now());
    return until ? { status: 'locked', until } : { status: 'wrong' };
  }

  return {
    clock,
    /** Mailed codes for other flows (account's e-mail change): issue, renew, verify. */
    codes,
    /** Counts one event against a rule (429 RATE_LIMITED when it does not fit), on the auth clock. */
    limit,
    checkPassword,
    /** Recovery codes and links mailed before stop working (a new password or e-mail). */
    async voidRecovery(userId: string, now: Date, tx: Executor = db) {
      await repo.voidResetTokensOfUser(tx, userId, now);
      await repo.deleteResetRequestsOfUser(tx, userId);
    },
    registrationInit,
    renewCode,
    registrationConfirm,
    login,
    resetInit,
    resetConfirm,
    resetComplete,
    async purgeExpired() {
      const now = clock.now();
      await repo.purgeExpired(db, now, new Date(now.getTime() - 24 * HOUR));
    },
  };
}
