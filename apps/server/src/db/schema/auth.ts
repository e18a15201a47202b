import { bigint, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A sign-up waiting for its mailed code. The browser holds only a random token in an HttpOnly
 * cookie; the row is found by that token's sha256. The password is already an argon2id hash and
 * the code is an HMAC, so a leaked row reveals neither.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    nickName: text('nick_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDate: date('birth_date'),
    sex: text('sex'),
    attractionSource: text('attraction_source'),
    schoolName: text('school_name'),
    partnerCode: text('partner_code'),
    language: text('language').notNull(),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The whole pending sign-up is dropped after this (the cookie lives as long). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_registrations_expires_at_idx').on(t.expiresAt)],
);

/**
 * Step one of password recovery: the e-mail was given and a code mailed. `userId` is null when no
 * account has that e-mail: the row then behaves like any other but no code was ever sent, so the
 * answers do not reveal whether an account exists.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('password_reset_requests_user_id_idx').on(t.userId),
    index('password_reset_requests_expires_at_idx').on(t.expiresAt),
  ],
);

/** Step two: the mailed single-use link. Only the token's sha256 is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_reset_tokens_user_id_idx').on(t.userId),
    index('password_reset_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Sliding-window counters (sign-in per IP, sign-up and recovery per IP and per e-mail, failed
 * sign-ins per account): one row per event, in the database so that limits hold across restarts
 * and across several server processes.
 */
export const authThrottleEvents = pgTable(
  'auth_throttle_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_throttle_events_bucket_key_at_idx').on(t.bucket, t.key, t.at),
    index('auth_throttle_events_at_idx').on(t.at),
  ],
);

/** Sign-in locks after repeated failures, keyed like the failure counter (account, or the unknown name tried). */
export const authLocks = pgTable(
  'auth_locks',
  {
    key: text('key').primaryKey(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_locks_locked_until_idx').on(t.lockedUntil)],
);
