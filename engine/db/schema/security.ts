/** Two-factor sign-in: each user's TOTP secret and recovery codes (docs/decisions/391). */
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { at } from './columns.ts'

export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM of the base32 secret under a key derived from APP_KEY. */
  secretSealed: text().notNull(),
  /** Null while enrolment waits for its first code: two-factor is not on yet. */
  confirmedAt: at(),
  /** The 30-second step of the newest accepted code: a code is taken once. */
  lastUsedStep: bigint({ mode: 'number' }).notNull().default(0),
  createdAt: at().notNull(),
})

export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 keyed with APP_KEY of the normalised code. */
    codeHash: text().notNull(),
    usedAt: at(),
    createdAt: at().notNull(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
)

/** Browsers (by user agent) a user has signed in from: a new one is mailed about. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the browser's user agent. */
    deviceHash: text().notNull(),
    firstSeenAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
)
