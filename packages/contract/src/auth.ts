import { z } from 'zod';
import { DEMO_GROUPS, SOCIAL_CHILDREN } from './routes.ts';
import { lineText } from './text.ts';

/**
 * Accounts: sign-up with a mailed code, sign-in, recovery, and the current user's record.
 * Validation messages are message codes (`PASSWORD_TOO_SHORT`): the server answers them in the
 * request's language, and the web client looks up the same codes.
 */

/** Business constants of the auth flows (PRODUCT section 9). */
export const AUTH_LIMITS = {
  /** A mailed code is valid this long (spec: 2 minutes). */
  otpTtlSeconds: 120,
  /** Wrong tries after which a code is void. */
  otpMaxAttempts: 5,
  /** At most one renewal of a sign-up code in this many seconds. */
  otpRenewIntervalSeconds: 30,
  /** The mailed password link is valid this long and works once. */
  resetLinkTtlMinutes: 30,
  passwordMinLength: 10,
  passwordMaxLength: 128,
  signupMinAge: 16,
  nickNameMinLength: 3,
  nickNameMaxLength: 30,
} as const;

/** 3-30 latin letters, digits, `_` and `.`, starting with a letter. */
export const NICKNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.]{2,29}$/;

/**
 * Names a nickname may not take, compared case-insensitively: `/{nik}` is a profile, so a nickname
 * must never shadow a route of spec section 2 (or one we may add).
 */
export const RESERVED_NICKNAMES: readonly string[] = [
  // public and login-required routes, auth and API paths
  'search',
  'user',
  'post',
  'media',
  'auth',
  'api',
  'pages',
  'list',
  'login',
  'logout',
  'registration',
  'reset-password',
  'files',
  'assets',
  'verify',
  'blocked',
  'howitworks',
  'invite',
  'quotes',
  'UserAgreement',
  'Policy',
  'PartnerProgramSchool',
  // social children of / and the demo groups the product does not build
  ...SOCIAL_CHILDREN,
  ...DEMO_GROUPS,
  // service names people would take for official
  'admin',
  'administrator',
  'support',
  'settings',
  'help',
  'about',
  'root',
  'system',
  'moderator',
  'talanty',
  'storage',
  'static',
  'docs',
  'null',
  'undefined',
];

const reserved = new Set(RESERVED_NICKNAMES.map((n) => n.toLowerCase()));
export const isReservedNickName = (nickName: string) => reserved.has(nickName.trim().toLowerCase());

/** An empty e-mail asks for one (spec section 4: "email cannot be empty"); a malformed one is invalid. */
export const emailSchema = z
  .string('EMAIL_REQUIRED')
  .trim()
  .min(1, { error: 'EMAIL_REQUIRED', abort: true })
  .max(254, 'INVALID_EMAIL')
  .regex(z.regexes.email, 'INVALID_EMAIL')
  .meta({ format: 'email', example: 'anna@example.com' });

export const nickNameSchema = z
  .string('INVALID_NICKNAME')
  .trim()
  .regex(NICKNAME_PATTERN, 'INVALID_NICKNAME')
  .refine((n) => !isReservedNickName(n), 'NICKNAME_RESERVED')
  .meta({ example: 'anna.singer' });

/** The rules a browser can check; the server also refuses the most common passwords (PASSWORD_TOO_COMMON). */
export const newPasswordSchema = z
  .string('PASSWORD_REQUIRED')
  .min(AUTH_LIMITS.passwordMinLength, 'PASSWORD_TOO_SHORT')
  .max(AUTH_LIMITS.passwordMaxLength, 'PASSWORD_TOO_LONG');

export const otpSchema = z
  .string('OTP_REQUIRED')
  .trim()
  .min(1, 'OTP_REQUIRED')
  .regex(/^\d{6}$/, 'INVALID_OTP')
  .meta({ example: '123456' });

const optionalText = (max: number) => lineText(max, 'SIGNUP_FIELD_TOO_LONG').nullish();

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function parseIsoDate(value: string): Date | undefined {
  if (!ISO_DATE.test(value)) return undefined;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? undefined : d;
}
/** Whole years between a birth date and today (UTC). */
export function ageOn(birthDate: string, today = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** ISO date (YYYY-MM-DD), not in the future, at least 16 years ago; '' means not given. */
export const birthDateSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || parseIsoDate(v) !== undefined, { error: 'INVALID_BIRTH_DATE', abort: true })
  .refine((v) => v === '' || parseIsoDate(v)!.getTime() <= Date.now(), {
    error: 'BIRTH_DATE_FUTURE',
    abort: true,
  })
  .refine((v) => v === '' || ageOn(v) <= 120, { error: 'INVALID_BIRTH_DATE', abort: true })
  .refine((v) => v === '' || ageOn(v) >= AUTH_LIMITS.signupMinAge, 'UNDER_MIN_AGE')
  .meta({ format: 'date', example: '2000-05-17' });

export const SEX_VALUES = ['M', 'F'] as const;

/** POST /registration/init (JSON). Empty strings in the optional fields mean "not given". */
export const registrationInitSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  nickName: nickNameSchema,
  firstName: optionalText(60),
  lastName: optionalText(60),
  birthDate: birthDateSchema.nullish(),
  sex: z.union([z.enum(SEX_VALUES), z.literal('')], 'SEX_INVALID').nullish(),
  attractionSource: optionalText(200),
  schoolName: optionalText(200),
  partnerCode: optionalText(60),
});
export type RegistrationInit = z.input<typeof registrationInitSchema>;

/** Answer of registration/init, registration/renewcode and reset-password/init. */
export const otpSentSchema = z.object({
  status: z.literal('OTP_SENT'),
  /** Seconds the mailed code stays valid. */
  expiresIn: z.number().int(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

/** POST /registration/confirm?otp=NNNNNN */
export const registrationConfirmQuerySchema = z.object({ otp: otpSchema });

export const loggedInSchema = z.object({ status: z.literal('LOGGED_IN') });
export const loggedOutSchema = z.object({ status: z.literal('NOT_LOGGED_IN') });

/** POST /login: form fields (application/x-www-form-urlencoded); JSON is accepted too. */
export const loginSchema = z.object({
  /** E-mail or nickname, case-insensitive. */
  username: z.string('LOGIN_REQUIRED').trim().min(1, 'LOGIN_REQUIRED').max(254, 'LOGIN_FAILED'),
  password: z.string('PASSWORD_REQUIRED').min(1, 'PASSWORD_REQUIRED').max(1024, 'LOGIN_FAILED'),
});
export type LoginForm = z.input<typeof loginSchema>;

export const resetInitSchema = z.object({ email: emailSchema });
export const resetConfirmSchema = z.object({ otp: otpSchema });
/** Answer of reset-password/confirm: `message` is the spec's "correct code" notice in the request's language. */
export const resetLinkSentSchema = z.object({ status: z.literal('LINK_SENT'), message: z.string() });
export const resetCompleteSchema = z.object({
  token: z.string('INVALID_RESET_TOKEN').min(1, 'INVALID_RESET_TOKEN').max(200, 'INVALID_RESET_TOKEN'),
  password: newPasswordSchema,
});
export const passwordChangedSchema = z.object({ status: z.literal('PASSWORD_CHANGED') });

/** GET /api/user/getUserStatistic: never 401; a visitor or an expired session gets NOT_LOGGED_IN. */
export const userStatisticSchema = z.object({
  status: z.enum(['LOGGED_IN', 'NOT_LOGGED_IN']),
  Follows: z.number().int(),
  Followers: z.number().int(),
  /** Unread notification groups (0 for a visitor). */
  UnreadNotifications: z.number().int(),
});
export type UserStatistic = z.infer<typeof userStatisticSchema>;

const yn = z.enum(['Y', 'N']);

/** GET /api/user/userInfo: the signed-in user's own record (spec section 3 names). */
export const userInfoSchema = z.object({
  UserId: z.string(),
  NickName: z.string(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  BirthDate: z.string().nullable().meta({ format: 'date' }),
  AboutMe: z.string().nullable(),
  Sex: z.enum(SEX_VALUES).nullable(),
  Avatar: z.string().nullable(),
  AvatarThumb: z.string().nullable(),
  AvatarId: z.string().nullable(),
  TripFlag: yn,
  RemoteFlag: yn,
  Status: z.string(),
  Email: z.string(),
  PartnerCode: z.string().nullable(),
  LanguageCode: z.enum(['ru', 'en']),
  ListOfTalants: z.array(
    z.object({ Code: z.string(), Name: z.string(), CreativeName: z.string().nullable() }),
  ),
  ListOfUserCFGParams: z.object({
    AvatarNeonFrameFlag: yn,
    MasterIsFullFlag: yn,
    MasterLastSetStep: z.string().nullable(),
    MasterLastAddedTalentCode: z.string().nullable(),
  }),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
