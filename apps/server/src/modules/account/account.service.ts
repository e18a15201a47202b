import {
  AUTH_LIMITS,
  type ChangeEmailInit,
  type ChangePassword,
  type EmailCodeSent,
  type Lang,
  toLang,
} from '@talanty/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { type MessageKey, translate } from '../../i18n/messages.ts';
import { AppError, badRequest, conflict, locked, unauthorized } from '../../lib/errors.ts';
import { sendNow } from '../../lib/mail.ts';
import { createOneTimeCodes } from '../../lib/one-time-codes.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/tokens.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import * as authRepo from '../auth/auth.repo.ts';
import { type Clock, recordLoginFailure, throttle } from '../auth/auth.service.ts';
import {
  accountDeletedMail,
  emailChangeCodeMail,
  emailChangedMail,
  passwordChangedMail,
} from './account.mails.ts';
import * as repo from './account.repo.ts';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

/** Limits of the settings flows; codes and password failures follow the sign-up and sign-in rules. */
export const ACCOUNT_RULES = {
  /** An e-mail change waits this long for its code (renewals included). */
  emailChangeTtlMs: HOUR,
  emailChangePerUser: { max: 5, windowMs: HOUR },
  emailChangePerAddress: { max: 5, windowMs: HOUR },
  renewPerAddress: { max: 10, windowMs: HOUR },
} as const;

type Ctx = { req: FastifyRequest; reply: FastifyReply };
type Account = NonNullable<Awaited<ReturnType<typeof repo.findAccount>>>;

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * The accounts domain's settings half: it shares the auth module's tables and rules (throttle
 * events, sign-in locks, reset links) through auth.repo, and the auth clock.
 */
export function createAccountService(app: FastifyInstance, clock: Clock) {
  const { db, config, mailer, sessions } = app;
  const codes = createOneTimeCodes({ db, sessionSecret: config.sessionSecret, clock });
  const recoverUrl = `${config.publicUrl}/auth/recoverpassword`;

  const field = (lang: Lang, name: string, code: MessageKey) => ({
    path: `body.${name}`,
    message: translate(lang, code),
  });
  const minutesLeft = (until: Date) =>
    Math.max(1, Math.ceil((until.getTime() - clock.now().getTime()) / (60 * SECOND)));

  const limit = (bucket: string, key: string, rule: { max: number; windowMs: number }) =>
    throttle(db, clock.now(), bucket, key, rule);

  async function accountOf(req: FastifyRequest): Promise<Account> {
    const row = req.user ? await repo.findAccount(db, req.user.id) : undefined;
    if (!row) throw unauthorized('NOT_LOGGED_IN');
    return row;
  }

  /**
   * The password a settings form asks for, counted with the sign-in failures of the account: five
   * wrong ones in 15 minutes lock both sign-in and these checks, so a borrowed session cannot
   * guess the password here faster than at the sign-in form.
   */
  async function checkPassword(lang: Lang, user: Account, password: string, fieldName: string) {
    const key = `user:${user.id}`;
    const lock = await authRepo.findLock(db, key);
    if (lock && lock.lockedUntil.getTime() > clock.now().getTime()) {
      throw locked('PASSWORD_CHECKS_LOCKED', { params: { minutes: minutesLeft(lock.lockedUntil) } });
    }
    if (await verifyPassword(user.passwordHash, password)) {
      await authRepo.clearEvents(db, 'login-fail', key);
      return;
    }
    const until = await recordLoginFailure(db, key, clock.now());
    if (until) throw locked('PASSWORD_CHECKS_LOCKED', { params: { minutes: minutesLeft(until) } });
    throw badRequest('WRONG_PASSWORD', { fields: [field(lang, fieldName, 'WRONG_PASSWORD')] });
  }

  const codeSent = (newEmail: string): EmailCodeSent => ({
    status: 'OTP_SENT',
    expiresIn: AUTH_LIMITS.otpTtlSeconds,
    renewIn: AUTH_LIMITS.otpRenewIntervalSeconds,
    newEmail,
  });

  function mailCode(user: Account, to: string, code: string) {
    return sendNow(mailer, app.log, {
      to,
      ...emailChangeCodeMail(toLang(user.language), code, AUTH_LIMITS.otpTtlSeconds / 60, user.nickName),
      devNote: `e-mail change code for ${to}: ${code}`,
    });
  }

  async function pendingEmailChange(userId: string) {
    const row = await repo.findEmailChange(db, userId);
    if (!row || row.expiresAt.getTime() <= clock.now().getTime()) throw badRequest('EMAIL_CHANGE_NOT_FOUND');
    return row;
  }

  return {
    clock,

    async changePassword({ req, reply }: Ctx, body: ChangePassword) {
      const lang = req.lang;
      const user = await accountOf(req);
      if (isCommonPassword(body.newPassword)) {
        throw badRequest('PASSWORD_TOO_COMMON', {
          fields: [field(lang, 'newPassword', 'PASSWORD_TOO_COMMON')],
        });
      }
      if (body.newPassword === body.currentPassword) {
        throw badRequest('PASSWORD_SAME', { fields: [field(lang, 'newPassword', 'PASSWORD_SAME')] });
      }
      await checkPassword(lang, user, body.currentPassword, 'currentPassword');
      const passwordHash = await hashPassword(body.newPassword);
      const now = clock.now();
      const current = req.sessionToken ? sha256(req.sessionToken) : '';
      await db.transaction(async (tx) => {
        await authRepo.setPassword(tx, user.id, passwordHash, now);
        await repo.deleteOtherSessions(tx, user.id, current);
        // Links and codes mailed before the change must not set another password afterwards.
        await authRepo.voidResetTokensOfUser(tx, user.id, now);
        await authRepo.deleteResetRequestsOfUser(tx, user.id);
      });
      // A new id for this browser's session (the old one ends), so a copied cookie is worthless too.
      await sessions.create(req, reply, user.id);
      mailer.sendInBackground({ to: user.email, ...passwordChangedMail(toLang(user.language), recoverUrl) });
      return { status: 'PASSWORD_CHANGED' as const };
    },

    async changeEmailInit({ req }: Ctx, body: ChangeEmailInit): Promise<EmailCodeSent> {
      const lang = req.lang;
      const user = await accountOf(req);
      const newEmail = body.newEmail.trim();
      if (newEmail.toLowerCase() === user.email.toLowerCase()) {
        throw badRequest('EMAIL_SAME', { fields: [field(lang, 'newEmail', 'EMAIL_SAME')] });
      }
      await limit('email-change-user', user.id, ACCOUNT_RULES.emailChangePerUser);
      // The password first: without it, the answers would tell a borrowed session which addresses have accounts.
      await checkPassword(lang, user, body.password, 'password');
      await limit('email-change-address', newEmail.toLowerCase(), ACCOUNT_RULES.emailChangePerAddress);
      if (await repo.emailTaken(db, newEmail, user.id)) {
        throw conflict('EMAIL_TAKEN', { fields: [field(lang, 'newEmail', 'EMAIL_TAKEN')] });
      }
      const now = clock.now();
      const id = uuidv7();
      const { code, ...codeColumns } = codes.issue('email-change', id, now);
      await db.transaction(async (tx) => {
        await repo.putEmailChange(tx, {
          id,
          userId: user.id,
          newEmail,
          ...codeColumns,
          createdAt: now,
          expiresAt: new Date(now.getTime() + ACCOUNT_RULES.emailChangeTtlMs),
        });
      });
      await mailCode(user, newEmail, code);
      return codeSent(newEmail);
    },

    async changeEmailRenew({ req }: Ctx): Promise<EmailCodeSent> {
      const user = await accountOf(req);
      const row = await pendingEmailChange(user.id);
      const code = await codes.renew('email-change', row, () =>
        limit('email-change-renew', row.newEmail.toLowerCase(), ACCOUNT_RULES.renewPerAddress),
      );
      await mailCode(user, row.newEmail, code);
      return codeSent(row.newEmail);
    },

    async changeEmailConfirm({ req }: Ctx, otp: string) {
      const user = await accountOf(req);
      const row = await pendingEmailChange(user.id);
      await codes.verify('email-change', row, otp);
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
          if (await repo.emailTaken(tx, row.newEmail, user.id)) throw conflict('EMAIL_TAKEN');
          await repo.setEmail(tx, user.id, row.newEmail, now);
          await repo.deleteEmailChange(tx, row.id);
          // Recovery codes and links went to the old address: they end with it.
          await authRepo.voidResetTokensOfUser(tx, user.id, now);
          await authRepo.deleteResetRequestsOfUser(tx, user.id);
        });
      } catch (err) {
        // Someone took the address meanwhile: this change cannot finish; the person starts over.
        const taken = err instanceof AppError && err.status === 409 ? err : isUniqueViolation(err);
        if (!taken) throw err;
        await repo.deleteEmailChange(db, row.id);
        throw conflict('EMAIL_TAKEN');
      }
      mailer.sendInBackground({
        to: user.email,
        ...emailChangedMail(toLang(user.language), row.newEmail, recoverUrl),
      });
      return { status: 'EMAIL_CHANGED' as const, Email: row.newEmail };
    },

    async logoutOtherSessions({ req }: Ctx) {
      const user = await accountOf(req);
      const current = req.sessionToken ? sha256(req.sessionToken) : '';
      const ended = await repo.deleteOtherSessions(db, user.id, current);
      return { status: 'OK' as const, ended };
    },

    async setLanguage({ req }: Ctx, language: Lang) {
      const user = await accountOf(req);
      await repo.setLanguage(db, user.id, language, clock.now());
      return { LanguageCode: language };
    },

    async deleteAccount({ req, reply }: Ctx, body: { password: string }) {
      const user = await accountOf(req);
      await checkPassword(req.lang, user, body.password, 'password');
      // Bytes first: once the rows are gone nothing would point at them any more.
      await app.files.uploads.purgeOwner(user.id);
      await db.transaction(async (tx) => {
        await repo.deleteUser(tx, user.id);
      });
      await sessions.destroy(req, reply);
      mailer.sendInBackground({
        to: user.email,
        ...accountDeletedMail(toLang(user.language), user.nickName),
      });
      return { status: 'ACCOUNT_DELETED' as const };
    },

    async purgeExpired() {
      await repo.purgeExpired(db, clock.now());
    },
  };
}
