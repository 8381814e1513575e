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
  const [opened] = await createUserChallenges(tx, [input])
  if (!opened) throw new Error('user challenge insert returned nothing')
  return opened
}

/**
 * Several at once, one statement per table (a burst of payment webhooks
 * activated in one transaction, docs/decisions/483); answered in the
 * inputs' order.
 */
export async function createUserChallenges(tx: DbOrTx, inputs: NewUserChallenge[]) {
  if (inputs.length === 0) return []
  const challenges = await tx
    .insert(userChallenges)
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        type: input.type,
        title: input.title,
        challengeId: input.challengeId,
        paymentId: input.paymentId,
        rules: input.rules,
        status: 'active' as const,
        initialBalance: input.initialBalance,
        expiresAt: input.challengeExpiresAt ?? null,
        createdAt: input.now,
        updatedAt: input.now,
      })),
    )
    .returning()
  // Postgres answers a multi-row VALUES insert in its order; checked, not assumed.
  if (challenges.length !== inputs.length) throw new Error('user challenge insert returned too few')
  const accounts = await tx
    .insert(tradingAccounts)
    .values(
      inputs.map((input, i) => ({
        userChallengeId: (challenges[i] as (typeof challenges)[number]).id,
        phase: input.phase,
        status: 'active' as const,
        initialBalance: input.initialBalance,
        balance: input.initialBalance,
        dailyBalance: input.initialBalance,
        dayStartedAt: input.now,
        maxLeverage: input.rules.maxLeverage,
        startedAt: input.now,
        expiresAt: input.expiresAt,
        createdAt: input.now,
        updatedAt: input.now,
      })),
    )
    .returning()
  return inputs.map((input, i) => {
    const challenge = challenges[i]
    const account = accounts.find((a) => a.userChallengeId === challenge?.id)
    if (!challenge || challenge.userId !== input.userId || !account) {
      throw new Error('user challenge insert answered out of order')
    }
    return { challenge, account }
  })
}
