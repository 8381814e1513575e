/**
 * Abuse detection (issue 33, docs/decisions/585): the identity signals each
 * user leaves (device, addresses, payout addresses, payment references,
 * phone), the flags the engine raises as fills and sign-ins happen, whom
 * each names, and the thresholds admins tune.
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Evidence } from '../../core/risk/evidence.ts'
import { users } from './accounts.ts'
import { userChallenges } from './challenge-accounts.ts'
import { at, timestamps } from './columns.ts'

export const riskSignalKinds = [
  'device',
  'ip_signup',
  'ip_signin',
  'payout_address',
  'payment_reference',
  'phone',
] as const
export type RiskSignalKind = (typeof riskSignalKinds)[number]

/** identity: Sumsub's final rejection or a name mismatch, mirrored from identity_checks (decision 587). */
export const riskFlagKinds = [
  'hedging',
  'copy_trading',
  'shared_identity',
  'latency',
  'identity',
] as const
export type RiskFlagKind = (typeof riskFlagKinds)[number]
export const riskFlagStatuses = ['open', 'dismissed', 'confirmed'] as const
export const riskSeverities = ['low', 'medium', 'high'] as const

/** One signal of one user: how often it was seen (sign-ins from one address count up). */
export const riskSignals = pgTable(
  'risk_signals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: riskSignalKinds }).notNull(),
    value: text().notNull(),
    seen: integer().notNull().default(1),
    firstAt: at().notNull(),
    lastAt: at().notNull(),
  },
  (t) => [uniqueIndex('risk_signals_unique').on(t.kind, t.value, t.userId)],
)

export const riskFlags = pgTable(
  'risk_flags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: riskFlagKinds }).notNull(),
    severity: text({ enum: riskSeverities }).notNull(),
    status: text({ enum: riskFlagStatuses }).notNull().default('open'),
    /** Who the finding is about, as one key: one open flag per key (findings join it). */
    subjectKey: text().notNull(),
    /** The evidence, readable: orders side by side, signals named (engine/core/risk/evidence.ts). */
    evidence: jsonb().$type<Evidence>().notNull(),
    reason: text(),
    decidedBy: integer().references(() => users.id),
    decidedAt: at(),
    ...timestamps,
  },
  (t) => [
    index('risk_flags_status_idx').on(t.status, t.id),
    uniqueIndex('risk_flags_open_subject_unique')
      .on(t.kind, t.subjectKey)
      .where(sql`${t.status} = 'open'`),
  ],
)

/** Whom a flag names: a user (all their accounts) or one of their accounts. */
export const riskFlagSubjects = pgTable(
  'risk_flag_subjects',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    flagId: integer()
      .notNull()
      .references(() => riskFlags.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null: the flag names the user, so it holds every account of theirs. */
    userChallengeId: integer().references(() => userChallenges.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('risk_flag_subjects_flag_idx').on(t.flagId),
    index('risk_flag_subjects_user_idx').on(t.userId),
    index('risk_flag_subjects_account_idx').on(t.userChallengeId),
  ],
)

/** The thresholds admins set (one row; the defaults in engine/core/risk/thresholds.ts). */
export const riskSettings = pgTable('risk_settings', {
  id: integer().primaryKey(),
  thresholds: jsonb().$type<Record<string, number>>().notNull(),
  updatedBy: integer().references(() => users.id),
  updatedAt: at().notNull(),
})
