/** Realtime test fixtures: a trading account (user challenge) owned by a user. */
import { createUserChallenge } from '../../../engine/challenges/create-user-challenge.ts'
import type { TestEngine } from '../engine/harness.ts'

/** A demo user challenge of `userId`: its id names the private-account channel. */
export async function createAccount(t: TestEngine, userId: number): Promise<number> {
  const { challenge } = await createUserChallenge(t.engine.ctx.db, {
    userId,
    type: 'demo',
    title: 'Demo',
    challengeId: null,
    paymentId: null,
    rules: {
      version: 1,
      steps: [],
      real: { maxDdDaily: '5', maxDdTotal: '10' },
      features: [],
      profitShare: '80',
      maxLeverage: 20,
      payoutIntervalDays: 14,
    },
    initialBalance: '10000',
    phase: 'demo',
    now: t.engine.ctx.clock.now(),
    expiresAt: null,
  })
  return challenge.id
}
