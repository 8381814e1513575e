/**
 * Opens a user challenge and its first trading account in one go: a paid
 * challenge (Step 1), the demo, or a real account. Callers pass the rules
 * snapshot the account is judged by and run this inside their transaction.
 */
import type { Phase, RulesSnapshot } from '../core/rules.ts'
import type { DbOrTx } from '../db/client.ts'
import { tradingAccounts, userChallenges } from '../db/schema/index.ts'

export interface NewUserChallenge {
  userId: number
  type: 'challenge' | 'demo' | 'real'
  title: string
  challengeId: number | null
  paymentId: number | null
  rules: RulesSnapshot
  initialBalance: string
  phase: Phase
  now: Date
  /** When the first phase runs out of days (null: no limit). */
  expiresAt: Date | null
  /** The user challenge's own end (the demo's). */
  challengeExpiresAt?: Date | null
}

export async function createUserChallenge(tx: DbOrTx, input: NewUserChallenge) {
  const [challenge] = await tx
    .insert(userChallenges)
    .values({
      userId: input.userId,
      type: input.type,
      title: input.title,
      challengeId: input.challengeId,
      paymentId: input.paymentId,
      rules: input.rules,
      status: 'active',
      initialBalance: input.initialBalance,
      expiresAt: input.challengeExpiresAt ?? null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning()
  if (!challenge) throw new Error('user challenge insert returned nothing')
  const [account] = await tx
    .insert(tradingAccounts)
    .values({
      userChallengeId: challenge.id,
      phase: input.phase,
      status: 'active',
      initialBalance: input.initialBalance,
      balance: input.initialBalance,
      dailyBalance: input.initialBalance,
      dayStartedAt: input.now,
      maxLeverage: input.rules.maxLeverage,
      startedAt: input.now,
      expiresAt: input.expiresAt,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning()
  if (!account) throw new Error('trading account insert returned nothing')
  return { challenge, account }
}
