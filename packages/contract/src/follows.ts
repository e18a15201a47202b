import { z } from 'zod';
import { flagSchema } from './flags.ts';

/**
 * Follows (spec sections 3 and 7): `POST /api/user/foolowAdd {nickName}` and `foolowRemove` (the
 * spec's spellings) answer `{isFollow, followNum}`; `GET /api/user/getUserFollowingList` (whom a
 * person follows) and `getUserFollowerList` (who follows them) page people newest first.
 */

/** A page of a follow list: 20 people by default, at most 50. */
export const FOLLOW_LIST_PAGE = { default: 20, max: 50 } as const;
/** How many people one person may follow (big networks cap it too: 5000 to 7500). */
export const FOLLOW_LIMIT = 5000;
export const FOLLOW_FILTER_MAX = 60;

/** POST /api/user/foolowAdd and /api/user/foolowRemove: whom, by nickname (with or without @). */
export const followBodySchema = z.object({
  nickName: z
    .string('FOLLOW_NICKNAME_REQUIRED')
    .trim()
    .min(1, 'FOLLOW_NICKNAME_REQUIRED')
    .max(64, 'FOLLOW_USER_NOT_FOUND'),
});
export type FollowBody = z.infer<typeof followBodySchema>;

/** Whether the caller now follows them, and how many followers they have now. */
export const followAnswerSchema = z.object({ isFollow: flagSchema, followNum: z.number().int() });
export type FollowAnswer = z.infer<typeof followAnswerSchema>;

/**
 * A follow list's query. `nickName`: whose list (absent: the caller's own, signed in). `q`: part of
 * a nickname, first or last name (case and ё/е ignored). `notFollowedBack=Y`: only people the caller
 * does not follow (on the caller's followers: new followers to follow back). Keyset paging: pass
 * `nextCursor` back as `cursor`.
 */
export const followListQuerySchema = z.object({
  nickName: z.string().trim().min(1).max(64).optional(),
  q: z
    .string()
    .trim()
    .max(FOLLOW_FILTER_MAX, 'FOLLOW_FILTER_TOO_LONG')
    .optional()
    .transform((v) => v || undefined),
  notFollowedBack: flagSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(FOLLOW_LIST_PAGE.max).optional(),
  cursor: z.string().max(300).optional(),
});
export type FollowListQuery = z.input<typeof followListQuerySchema>;

/** A person in a follow list: their card, and how they and the caller are linked. */
export const followPersonSchema = z.object({
  UserId: z.string(),
  NickName: z.string(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  /** The creative name of their first talent, when they gave one. */
  CreativeName: z.string().nullable(),
  /** Their avatar's small square (a same-origin path), or null. */
  Photo: z.string().nullable(),
  DemoFlag: flagSchema,
  /** Y on the caller's own row. */
  MeFlag: flagSchema,
  /** Y when the caller follows this person (N for a visitor). */
  FollowFlag: flagSchema,
  /** Y when this person follows the caller. */
  FollowsYouFlag: flagSchema,
  /** When the follow this row stands for began (ISO). */
  FollowedAt: z.string(),
});
export type FollowPerson = z.infer<typeof followPersonSchema>;

export const followListAnswerSchema = z.object({
  ListOfUsers: z.array(followPersonSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FollowListAnswer = z.infer<typeof followListAnswerSchema>;
