import { z } from 'zod';
import { birthDateSchema, nickNameSchema, SEX_VALUES } from './auth.ts';
import { flagSchema } from './flags.ts';
import {
  MUSIC_CONTACT_ERRORS,
  MUSIC_CONTACT_KEYS,
  type MusicContactKey,
  normaliseMusicContact,
} from './music-contacts.ts';
import { userTalentSchema } from './talents.ts';
import { idSchema, lineText, longText } from './text.ts';

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const CONTACT_LIMITS = { url: 200 } as const;

/** Every contact field of a profile, in the order the form and the profile show them. */
export const CONTACT_KEYS = [
  'Phone',
  'Email',
  'Telegram',
  'WhatsApp',
  'VK',
  'YouTube',
  'Website',
  ...MUSIC_CONTACT_KEYS,
] as const;

/** A music platform's field: its link or handle (see music-contacts.ts), or blank to remove it. */
const musicContact = (kind: MusicContactKey) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .refine((v) => normaliseMusicContact(kind, v) !== null, MUSIC_CONTACT_ERRORS[kind])
      .nullish(),
  );

const musicContactFields = Object.fromEntries(MUSIC_CONTACT_KEYS.map((k) => [k, musicContact(k)])) as {
  [K in MusicContactKey]: ReturnType<typeof musicContact>;
};
const musicContactRecord = Object.fromEntries(MUSIC_CONTACT_KEYS.map((k) => [k, z.string().nullable()])) as {
  [K in MusicContactKey]: z.ZodNullable<z.ZodString>;
};

/** Each contact is optional; an empty string removes it. Values are normalised (see the server). */
export const contactInfoSchema = z.object({
  Phone: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9\s\-()]{5,22}$/, 'INVALID_PHONE')
      .nullish(),
  ),
  Email: z.preprocess(
    blankToNull,
    z.email('INVALID_CONTACT_EMAIL').max(254, 'INVALID_CONTACT_EMAIL').nullish(),
  ),
  Telegram: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(
        /^(?:@|(?:https?:\/\/)?(?:t\.me|telegram\.me)\/)?[A-Za-z][A-Za-z0-9_]{4,31}\/?$/,
        'INVALID_TELEGRAM',
      )
      .nullish(),
  ),
  WhatsApp: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9\s\-()]{5,22}$/, 'INVALID_PHONE')
      .nullish(),
  ),
  VK: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^(?:(?:https?:\/\/)?(?:m\.)?vk\.(?:com|ru)\/)?[A-Za-z0-9_.]{2,64}\/?$/, 'INVALID_VK')
      .nullish(),
  ),
  YouTube: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(
        /^(?:https?:\/\/)?(?:www\.|m\.)?youtube\.com\/(?:@[\w.-]{3,30}|channel\/UC[\w-]{22}|c\/[\w.-]{1,100}|user\/[\w.-]{1,100})\/?$|^@[\w.-]{3,30}$/,
        'INVALID_YOUTUBE',
      )
      .nullish(),
  ),
  Website: z.preprocess(
    blankToNull,
    z
      .url({ protocol: /^https?$/, error: 'INVALID_WEBSITE' })
      .max(CONTACT_LIMITS.url, 'INVALID_WEBSITE')
      .nullish(),
  ),
  ...musicContactFields,
});
export type ContactInfoInput = z.infer<typeof contactInfoSchema>;

/** Normalised contact information as stored and shown. */
export const contactInfoRecordSchema = z.object({
  Phone: z.string().nullable(),
  Email: z.string().nullable(),
  Telegram: z.string().nullable(),
  WhatsApp: z.string().nullable(),
  VK: z.string().nullable(),
  YouTube: z.string().nullable(),
  Website: z.string().nullable(),
  ...musicContactRecord,
});
export type ContactInfo = z.infer<typeof contactInfoRecordSchema>;
/** No contacts at all: every kind null. */
export const EMPTY_CONTACT_INFO: Readonly<ContactInfo> = Object.freeze(
  Object.fromEntries(Object.keys(contactInfoRecordSchema.shape).map((k) => [k, null])) as ContactInfo,
);

export const updateUserInfoSchema = z
  .object({
    NickName: nickNameSchema.optional(),
    FirstName: z.preprocess(blankToNull, lineText(60, 'NAME_TOO_LONG').nullish()),
    LastName: z.preprocess(blankToNull, lineText(60, 'NAME_TOO_LONG').nullish()),
    /** '' or null clears it. */
    BirthDate: birthDateSchema.nullish(),
    AboutMe: z.preprocess(blankToNull, longText(2000, 'ABOUT_TOO_LONG').nullish()),
    Sex: z.preprocess(blankToNull, z.enum(SEX_VALUES, 'SEX_INVALID').nullish()),
    TripFlag: flagSchema.optional(),
    RemoteFlag: flagSchema.optional(),
    CountryCode: z.preprocess(blankToNull, z.string().trim().max(10).nullish()),
    RegionCode: z.preprocess(blankToNull, z.string().trim().max(20).nullish()),
    CityCode: z.preprocess(blankToNull, z.string().trim().max(40).nullish()),
  })
  .strict();
export type UpdateUserInfo = z.infer<typeof updateUserInfoSchema>;

export const partnerCodeSchema = z.object({
  partnerCode: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'INVALID_PARTNER_CODE')
      .nullable(),
  ),
});

export const checkNickNameSchema = z.object({ nickName: z.string().max(200) });
export const checkNickNameAnswerSchema = z.object({ isAvailable: flagSchema, message: z.string() });

export const CFG_STEPS = ['PERSONAL', 'TALENTS', 'TALENT_DETAILS', 'AVATAR', 'DONE'] as const;
export const cfgParamsSchema = z
  .object({
    AvatarNeonFrameFlag: flagSchema.optional(),
    MasterIsFullFlag: flagSchema.optional(),
    MasterLastSetStep: z.enum(CFG_STEPS).optional(),
    MasterLastAddedTalentCode: z.string().max(10).optional(),
  })
  .strict();
export const setCfgSchema = z.object({ ListOfUserCFGParams: cfgParamsSchema.optional() });
export const cfgRecordSchema = z.object({
  AvatarNeonFrameFlag: flagSchema,
  MasterIsFullFlag: flagSchema,
  MasterLastSetStep: z.string().nullable(),
  MasterLastAddedTalentCode: z.string().nullable(),
});
export type CfgParams = z.infer<typeof cfgRecordSchema>;
export const cfgAnswerSchema = z.object({ ListOfUserCFGParams: cfgRecordSchema });

export const setAvatarSchema = z.object({ photoId: idSchema.nullable() });
export const avatarRecordSchema = z.object({
  AvatarId: z.string().nullable(),
  Avatar: z.string().nullable(),
});
export const HEADER_COLOR = /^#[0-9a-fA-F]{6}$/;
export const setHeaderSchema = z.object({
  color: z.preprocess(blankToNull, z.string().regex(HEADER_COLOR, 'INVALID_COLOR').nullish()).default(null),
  imgId: z.preprocess(blankToNull, idSchema.nullish()).default(null),
});

export const headerRecordSchema = z.object({
  HeaderColor: z.string().nullable(),
  HeaderImgId: z.string().nullable(),
  HeaderURL: z.string().nullable(),
});

export const CONTACTS_VISIBILITY = ['REGISTERED', 'NOBODY'] as const;
/**
 * What others learn of my birth date: `SHOW` (the default) my age and birthday; `HIDE_YEAR` the day
 * and month only (no age in profiles, search or birthdays, and age filters of search skip me);
 * `HIDE` nothing (not in anyone's birthdays either). I always see my own.
 */
export const BIRTH_DATE_VISIBILITY = ['SHOW', 'HIDE_YEAR', 'HIDE'] as const;
export const birthDateVisibilitySchema = z.enum(BIRTH_DATE_VISIBILITY);
export type BirthDateVisibility = z.infer<typeof birthDateVisibilitySchema>;
/** GET /api/user/getUserPrivacy answers the record; POST /api/user/updateUserPrivacy changes what is given. */
export const privacySchema = z
  .object({
    ContactsVisibility: z.enum(CONTACTS_VISIBILITY).optional(),
    SearchableFlag: flagSchema.optional(),
    BirthDateVisibility: birthDateVisibilitySchema.optional(),
  })
  .strict();
export const privacyRecordSchema = z.object({
  ContactsVisibility: z.enum(CONTACTS_VISIBILITY),
  SearchableFlag: flagSchema,
  BirthDateVisibility: birthDateVisibilitySchema,
});
export type Privacy = z.infer<typeof privacyRecordSchema>;

export const statusDataSchema = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('OK'), data });
export const contactInfoAnswerSchema = statusDataSchema(contactInfoRecordSchema);
export const partnerCodeAnswerSchema = statusDataSchema(z.object({ partnerCode: z.string().nullable() }));

export const locationRecordSchema = z.object({
  CountryCode: z.string().nullable(),
  CountryName: z.string().nullable(),
  RegionCode: z.string().nullable(),
  RegionName: z.string().nullable(),
  CityCode: z.string().nullable(),
  CityName: z.string().nullable(),
});
export type LocationRecord = z.infer<typeof locationRecordSchema>;

/** Why contacts are absent from a profile answer, so the page can say so. */
export const contactsStateSchema = z.enum(['SHOWN', 'SIGN_IN', 'HIDDEN', 'NONE']);

/** GET /api/user/getProfile/{nickname}: what anyone may see, plus contacts for signed-in readers. */
export const profileSchema = z.object({
  NickName: z.string(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  /** Null when unknown or hidden by the owner (BirthDateVisibility other than SHOW). */
  Age: z.number().int().nullable(),
  /** Only in the owner's own answer: readers see the age. */
  BirthDate: z.string().nullable(),
  /** The birthday as `MM-DD`, unless the owner hides the whole date (always in the owner's answer). */
  BirthDay: z.string().nullable(),
  AboutMe: z.string().nullable(),
  Sex: z.enum(['M', 'F']).nullable(),
  Status: z.string(),
  TripFlag: flagSchema,
  RemoteFlag: flagSchema,
  Avatar: z.string().nullable(),
  AvatarThumb: z.string().nullable(),
  AvatarId: z.string().nullable(),
  HeaderColor: z.string().nullable(),
  HeaderImgId: z.string().nullable(),
  HeaderURL: z.string().nullable(),
  Location: locationRecordSchema,
  ListOfTalants: z.array(userTalentSchema),
  ListOfUserCFGParams: z.object({ AvatarNeonFrameFlag: flagSchema }),
  ContactInfo: contactInfoRecordSchema.nullable(),
  ContactsState: contactsStateSchema,
  OwnerFlag: flagSchema,
  DemoFlag: flagSchema,
  MemberSince: z.string(),
  /** How many people follow them, and how many they follow. */
  Followers: z.number().int(),
  Follows: z.number().int(),
  /** Y when the reader follows them (N for a visitor and on one's own profile). */
  FollowFlag: flagSchema,
  /** Y when they follow the reader. */
  FollowsYouFlag: flagSchema,
});
export type Profile = z.infer<typeof profileSchema>;
