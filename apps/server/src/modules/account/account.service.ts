import {
  AUTH_LIMITS,
  type ChangeEmailInit,
  type ChangePassword,
  type EmailCodeSent,
  type Lang,
  toLang,
} from '@talanty/contract';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type MessageKey, translate } from '../../i18n/messages.ts';
import { isUniqueViolation } from '../../lib/driver-errors.ts';
import { AppError, badRequest, conflict, locked, unauthorized } from '../../lib/errors.ts';
import { type Mailer, sendNow } from '../../lib/mail.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import type { SessionService } from '../../plugins/sessions.ts';
import type { AuthService } from '../auth/auth.module.ts';
import type { UserRow, UsersService } from '../users/users.module.ts';
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

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * The settings half of accounts. The rules it shares with sign-in (mailed codes, rate limits,
 * password failures and locks, recovery links) and its clock are the auth service's; the account
 * row is the users service's; sessions are the sessions plugin's. Routes own the cookie.
 */
export function createAccountService(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  auth: AuthService;
  users: UsersService;
  sessions: Pick<SessionService, 'destroyOthers'>;
  /** Deletes every file of the owner with its bytes (the files module's). */
  purgeFilesOf: (userId: string) => Promise<unknown>;
}) {
  const { db, config, mailer, auth, users, sessions } = deps;
  const { clock, codes } = auth;
  const recoverUrl = `${config.publicUrl}/auth/recoverpassword`;

  const field = (lang: Lang, name: string, code: MessageKey) => ({
    path: `body.${name}`,
    message: translate(lang, code),
  });
  const minutesLeft = (until: Date) =>
    Math.max(1, Math.ceil((until.getTime() - clock.now().getTime()) / (60 * SECOND)));

  const limit = auth.limit;
  const codeStore = repo.emailChangeCodes(db);

  async function accountOf(userId: string): Promise<UserRow> {
    const row = await users.find(userId);
    if (!row) throw unauthorized('NOT_LOGGED_IN');
    return row;
  }

  /** The password a settings form asks for; wrong ones count with the account's sign-in failures. */
  async function checkPassword(lang: Lang, user: UserRow, password: string, fieldName: string) {
    const check = await auth.checkPassword(user.id, user.passwordHash, password);
    if (check.status === 'ok') return;
    if (check.status === 'locked') {
      throw locked('PASSWORD_CHECKS_LOCKED', { params: { minutes: minutesLeft(check.until) } });
    }
    throw badRequest('WRONG_PASSWORD', { fields: [field(lang, fieldName, 'WRONG_PASSWORD')] });
  }

  const codeSent = (newEmail: string): EmailCodeSent => ({
    status: 'OTP_SENT',
    expiresIn: AUTH_LIMITS.otpTtlSeconds,
    renewIn: AUTH_LIMITS.otpRenewIntervalSeconds,
    newEmail,
  });

  function mailCode(user: UserRow, to: string, code: string) {
    return sendNow(mailer, deps.log, {
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

    /** Ends every other session; the route gives this one a new id, so a copied cookie is worthless too. */
    async changePassword(userId: string, sessionToken: string | null, lang: Lang, body: ChangePassword) {
      const user = await accountOf(userId);
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
      await db.transaction(async (tx) => {
        await users.update(user.id, { passwordHash }, now, tx);
        await sessions.destroyOthers(user.id, sessionToken, tx);
        // Links and codes mailed before the change must not set another password afterwards.
        await auth.voidRecovery(user.id, now, tx);
      });
      mailer.sendInBackground({ to: user.email, ...passwordChangedMail(toLang(user.language), recoverUrl) });
      return { status: 'PASSWORD_CHANGED' as const };
    },

    async changeEmailInit(userId: string, lang: Lang, body: ChangeEmailInit): Promise<EmailCodeSent> {
      const user = await accountOf(userId);
      const newEmail = body.newEmail.trim();
      if (newEmail.toLowerCase() === user.email.toLowerCase()) {
        throw badRequest('EMAIL_SAME', { fields: [field(lang, 'newEmail', 'EMAIL_SAME')] });
      }
      await limit('email-change-user', user.id, ACCOUNT_RULES.emailChangePerUser);
      // The password first: without it, the answers would tell a borrowed session which addresses have accounts.
      await checkPassword(lang, user, body.password, 'password');
      await limit('email-change-address', newEmail.toLowerCase(), ACCOUNT_RULES.emailChangePerAddress);
      if (await users.emailTaken(newEmail, user.id)) {
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

    async changeEmailRenew(userId: string): Promise<EmailCodeSent> {
      const user = await accountOf(userId);
      const row = await pendingEmailChange(user.id);
      const code = await codes.renew('email-change', row, codeStore, () =>
        limit('email-change-renew', row.newEmail.toLowerCase(), ACCOUNT_RULES.renewPerAddress),
      );
      await mailCode(user, row.newEmail, code);
      return codeSent(row.newEmail);
    },

    async changeEmailConfirm(userId: string, otp: string) {
      const user = await accountOf(userId);
      const row = await pendingEmailChange(user.id);
      await codes.verify('email-change', row, otp, codeStore);
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
          if (await users.emailTaken(row.newEmail, user.id, tx)) throw conflict('EMAIL_TAKEN');
          await users.update(user.id, { email: row.newEmail }, now, tx);
          await repo.deleteEmailChange(tx, row.id);
          // Recovery codes and links went to the old address: they end with it.
          await auth.voidRecovery(user.id, now, tx);
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

    async logoutOtherSessions(userId: string, sessionToken: string | null) {
      const user = await accountOf(userId);
      const ended = await sessions.destroyOthers(user.id, sessionToken);
      return { status: 'OK' as const, ended };
    },

    async setLanguage(userId: string, language: Lang) {
      const user = await accountOf(userId);
      await users.update(user.id, { language }, clock.now());
      return { LanguageCode: language };
    },

    /** Deletes the account with everything of it; the route then clears the session cookie. */
    async deleteAccount(userId: string, lang: Lang, body: { password: string }) {
      const user = await accountOf(userId);
      await checkPassword(lang, user, body.password, 'password');
      // Bytes first: once the rows are gone nothing would point at them any more.
      await deps.purgeFilesOf(user.id);
      await db.transaction(async (tx) => {
        await users.remove(user.id, tx);
      });
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
