/**
 * The demo account (rules.md, fixed): one per user ever, 10 000 USDT, three
 * days from creation, not extendable, no evaluation rules (liquidation
 * only); trading is refused once it has expired.
 */
import { and, eq } from 'drizzle-orm'
import { createUserChallenge } from '../challenges/create-user-challenge.ts'
import type { EngineContext } from '../context.ts'
import type { RulesSnapshot } from '../core/rules.ts'
import { userChallenges } from '../db/schema/index.ts'
import { fieldError } from '../errors.ts'

export const DEMO_BALANCE = '10000'
export const DEMO_DAYS = 3
export const DEMO_EXISTS = 'You already have a demo account; there is one per user.'

/** No steps: nothing to pass or breach. Leverage cap as a plain challenge (1:20). */
export const demoRules: RulesSnapshot = {
  version: 1,
  steps: [],
  real: { maxDdDaily: '5', maxDdTotal: '10' },
  features: [],
  profitShare: '0',
  maxLeverage: 20,
  payoutIntervalDays: 0,
}

export async function createDemo(ctx: EngineContext, userId: number, title: string) {
  const now = ctx.clock.now()
  const expiresAt = new Date(now.getTime() + DEMO_DAYS * 86400_000)
  const created = await ctx.db
    .transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: userChallenges.id })
        .from(userChallenges)
        .where(and(eq(userChallenges.userId, userId), eq(userChallenges.type, 'demo')))
        .limit(1)
      if (existing) return null
      return createUserChallenge(tx, {
        userId,
        type: 'demo',
        title,
        challengeId: null,
        paymentId: null,
        rules: demoRules,
        initialBalance: DEMO_BALANCE,
        phase: 'demo',
        now,
        expiresAt,
        challengeExpiresAt: expiresAt,
      })
    })
    .catch((error: unknown) => {
      // Two requests at once: the one-demo unique index refuses the second.
      if (
        String((error as { cause?: unknown })?.cause ?? error).includes('user_challenges_one_demo')
      )
        return null
      throw error
    })
  if (!created) throw fieldError('title', DEMO_EXISTS)
  await ctx.trading.ensureLoaded(created.account.id)
  return created
}
