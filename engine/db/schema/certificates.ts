/**
 * Verifiable certificates (issue 35, docs/decisions/600): one row per
 * passed step, funded account and paid payout. `canonical` is the exact
 * RFC 8785 JSON the engine signed with Ed25519 (`signature`, base64url,
 * under the key `key_id`); the page and the downloads serve those bytes as
 * stored. The trader chooses how their name shows (re-signed on change)
 * and whether the certificate is public; staff may revoke with a reason.
 */
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { userChallenges } from './challenge-accounts.ts'
import { at } from './columns.ts'

export const certificateKinds = ['step_passed', 'funded', 'payout'] as const
export const certificateNameDisplays = ['full', 'initials', 'hidden'] as const

export const certificates = pgTable(
  'certificates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The unguessable id of its public page (128 random bits, base64url). */
    publicId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: certificateKinds }).notNull(),
    userChallengeId: integer().references(() => userChallenges.id, { onDelete: 'set null' }),
    /** What it certifies, once each: the passed step's trading account, or the paid withdrawal. */
    subjectKey: text().notNull(),
    nameDisplay: text({ enum: certificateNameDisplays }).notNull().default('initials'),
    public: boolean().notNull().default(false),
    canonical: text().notNull(),
    signature: text().notNull(),
    keyId: text().notNull(),
    issuedAt: at().notNull(),
    revokedAt: at(),
    revokedReason: text(),
    revokedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('certificates_public_id').on(t.publicId),
    uniqueIndex('certificates_once_per_subject').on(t.kind, t.subjectKey),
    index('certificates_user_idx').on(t.userId, t.id),
  ],
)
