/**
 * Step 1 accounts of 10 000 USDT written straight to the database for the
 * evaluation benches: a user challenge and its active trading account
 * each, in batches of 1 000.
 */
import type { RulesSnapshot } from '../../engine/core/rules.ts'
import type { Db } from '../../engine/db/client.ts'
import { tradingAccounts, userChallenges } from '../../engine/db/schema/index.ts'

export interface StepAccount {
  challengeId: number
  accountId: number
}

export async function insertStepAccounts(
  db: Db,
  options: { userId: number; count: number; rules: RulesSnapshot; title: string; now: Date },
): Promise<StepAccount[]> {
  const { userId, count, rules, title, now } = options
  const written: StepAccount[] = []
  for (let from = 0; from < count; from += 1000) {
    const n = Math.min(1000, count - from)
    const challenges = await db
      .insert(userChallenges)
      .values(
        Array.from({ length: n }, (_, k) => ({
          userId,
          type: 'challenge' as const,
          title: `${title} ${from + k}`,
          rules,
          status: 'active' as const,
          initialBalance: '10000',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: userChallenges.id })
    const accounts = await db
      .insert(tradingAccounts)
      .values(
        challenges.map((c) => ({
          userChallengeId: c.id,
          phase: 'step1' as const,
          status: 'active' as const,
          initialBalance: '10000',
          balance: '10000',
          dailyBalance: '10000',
          dayStartedAt: now,
          maxLeverage: 20,
          startedAt: now,
          expiresAt: new Date(now.getTime() + 30 * 86_400_000),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ accountId: tradingAccounts.id, challengeId: tradingAccounts.userChallengeId })
    written.push(...accounts)
  }
  return written
}
