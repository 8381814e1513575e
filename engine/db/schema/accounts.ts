/** Users, their sessions, verification codes, throttles and the dev outbox. */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, timestamps } from './columns.ts'

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    /** null for accounts created through a third-party sign-in. */
    passwordHash: text(),
    name: text(),
    firstName: text(),
    lastName: text(),
    firstNameEn: text(),
    lastNameEn: text(),
    nameConfirmed: boolean().notNull().default(false),
    phone: text(),
    phoneVerifiedAt: at(),
    emailVerifiedAt: at(),
    avatarPath: text(),
    referralCode: text().notNull(),
    referredBy: integer(),
    role: text({ enum: ['trader', 'support', 'risk', 'admin'] })
      .notNull()
      .default('trader'),
    toursSeen: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    googleId: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    uniqueIndex('users_google_id_unique').on(t.googleId),
    // A verified number belongs to one user; unverified ones are only requests.
    uniqueIndex('users_phone_verified_unique')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null`),
    index('users_referred_by_idx').on(t.referredBy),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text().notNull(),
    /** Side data of the session: OAuth state, PKCE verifier, … */
    data: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    ip: text(),
    userAgent: text(),
    remember: boolean().notNull().default(false),
    createdAt: at().notNull(),
    lastActivity: at().notNull(),
    expiresAt: at().notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['phone', 'email', 'password_reset', 'money_out'] }).notNull(),
    /** The phone number or e-mail address the code was sent to. */
    target: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: at().notNull(),
    consumedAt: at(),
    createdAt: at().notNull(),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.purpose, t.target, t.createdAt),
    index('verification_codes_user_idx').on(t.userId, t.purpose, t.id),
  ],
)

/** Fixed-window counters: login failures per e-mail and IP, and the like. */
export const throttles = pgTable('throttles', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetAt: at().notNull(),
})

/** Every mail and SMS sent, readable at /dev/outbox outside production. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: text({ enum: ['mail', 'sms'] }).notNull(),
    to: text().notNull(),
    subject: text(),
    body: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
)
