import { z } from 'zod';
import { emailSchema, newPasswordSchema, otpSchema } from './auth.ts';
import { LANGUAGES, toLang } from './lang.ts';

/**
 * Account settings of the signed-in user: password, e-mail (confirmed by a code mailed to the new
 * address), the language of mails, other sessions, and deleting the account. Messages are codes.
 */

/** The word a person types to confirm deleting the account (the same in both languages). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** The current password as typed: only "not empty" is checked here; the server compares it. */
export const currentPasswordSchema = z
  .string('PASSWORD_REQUIRED')
  .min(1, 'PASSWORD_REQUIRED')
  .max(1024, 'WRONG_PASSWORD');

/** POST /api/user/changePassword */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePassword = z.input<typeof changePasswordSchema>;

/** POST /api/user/changeEmail/init: a code goes to the new address. */
export const changeEmailInitSchema = z.object({
  newEmail: emailSchema,
  password: currentPasswordSchema,
});
export type ChangeEmailInit = z.input<typeof changeEmailInitSchema>;

/** Answer of changeEmail/init and changeEmail/renewcode. */
export const emailCodeSentSchema = z.object({
  status: z.literal('OTP_SENT'),
  /** Seconds the mailed code stays valid. */
  expiresIn: z.number().int(),
  /** Seconds until a new code may be requested. */
  renewIn: z.number().int(),
  /** Where the code went. */
  newEmail: z.string(),
});
export type EmailCodeSent = z.infer<typeof emailCodeSentSchema>;

/** POST /api/user/changeEmail/confirm */
export const changeEmailConfirmSchema = z.object({ otp: otpSchema });
export const emailChangedSchema = z.object({ status: z.literal('EMAIL_CHANGED'), Email: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

/** POST /api/user/deleteAccount */
export const deleteAccountSchema = z.object({
  password: currentPasswordSchema,
  confirm: z.literal(DELETE_CONFIRMATION_WORD, 'DELETE_CONFIRMATION_REQUIRED'),
});
export type DeleteAccount = z.input<typeof deleteAccountSchema>;
export const accountDeletedSchema = z.object({ status: z.literal('ACCOUNT_DELETED') });

/** POST /api/user/logoutOtherSessions: how many other sessions were ended. */
export const otherSessionsEndedSchema = z.object({ status: z.literal('OK'), ended: z.number().int() });

/** POST /api/user/setLanguage: the language of the account's mails. */
export const setLanguageSchema = z.object({
  languageCode: z.enum(['RUS', 'ENU', 'ru', 'en', 'rus', 'enu'], 'BAD_REQUEST').transform((v) => toLang(v)),
});
export const languageRecordSchema = z.object({ LanguageCode: z.enum(LANGUAGES) });
