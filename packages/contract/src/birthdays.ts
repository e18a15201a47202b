import { z } from 'zod';
import { authorCardSchema } from './posts.ts';

/**
 * Birthdays (the `/birthday` page): `GET /api/user/getBirthdayList?range=today|week|month` (signed
 * in) lists the people the caller follows whose birthday falls today, within the next seven days
 * (today included) or within the next 31 days, soonest first, then by name. Counted in the caller's
 * time zone offset `tz` (minutes east of UTC, as `-new Date().getTimezoneOffset()`; UTC when
 * absent). A birthday on 29 February is kept on 28 February in non-leap years. People who hide their
 * birth date are left out; those who hide the year come without `Age`. At most 500 people.
 */
export const BIRTHDAY_RANGES = ['today', 'week', 'month'] as const;
export const birthdayRangeSchema = z.enum(BIRTHDAY_RANGES, 'BIRTHDAY_RANGE_INVALID');
export type BirthdayRange = z.infer<typeof birthdayRangeSchema>;
/** How many days from today (included) each range covers. */
export const BIRTHDAY_RANGE_DAYS: Record<BirthdayRange, number> = { today: 1, week: 7, month: 31 };
export const BIRTHDAY_LIST_MAX = 500;

export const birthdayListQuerySchema = z.object({
  range: birthdayRangeSchema.default('week'),
  tz: z.coerce
    .number('BIRTHDAY_TZ_INVALID')
    .int('BIRTHDAY_TZ_INVALID')
    .min(-720, 'BIRTHDAY_TZ_INVALID')
    .max(840, 'BIRTHDAY_TZ_INVALID')
    .optional(),
});
export type BirthdayListQuery = z.input<typeof birthdayListQuerySchema>;

/** A person with a birthday in the range: their card and the day. */
export const birthdayPersonSchema = authorCardSchema.extend({
  /** The day they celebrate next, `YYYY-MM-DD` (this year or, in January's range from December, the next). */
  Date: z.string(),
  /** 0 today, 1 tomorrow, ... */
  DaysLeft: z.number().int(),
  /** The age they turn on `Date`; null when they hide the year. */
  Age: z.number().int().nullable(),
});
export type BirthdayPerson = z.infer<typeof birthdayPersonSchema>;

export const birthdayListAnswerSchema = z.object({ ListOfUsers: z.array(birthdayPersonSchema) });
export type BirthdayListAnswer = z.infer<typeof birthdayListAnswerSchema>;

export const BIRTHDAY_API = { list: '/api/user/getBirthdayList' } as const;
