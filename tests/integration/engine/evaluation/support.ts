/** Evaluation-test helpers: challenges bought or opened with pinned rules, the clock, waiting on the engine. */
import { and, asc, eq } from 'drizzle-orm'
import { api } from '#contract/index.ts'
import { createUserChallenge } from '../../../../engine/challenges/create-user-challenge.ts'
import { phaseExpiresAt } from '../../../../engine/core/evaluation/phases.ts'
import type { RulesSnapshot } from '../../../../engine/core/rules.ts'
import { notifications } from '../../../../engine/db/schema/index.ts'
import { catalogueIds, createCoupon } from '../commerce/commerce-fixtures.ts'
import { signIn } from '../fixtures.ts'
import type { TestClient, TestEngine } from '../harness.ts'
import { setPrice } from '../trade/support.ts'

/** Buys a catalogue challenge with a 100 % coupon (activated at once); its user challenge id. */
export async function buyChallenge(t: TestEngine, client: TestClient, size = '10000') {
  const ids = await catalogueIds(t)
  const coupon = (await createCoupon(t, { kind: 'percent', value: '100' })).code
  const result = await client.ok(api.payments.request, {
    body: { challenge_id: ids.bySize(size), features: [], coupon, accept_rules: true },
  })
  const id = result.data.user_challenge_id
  if (!id) throw new Error('not activated')
  return id
}

/** Rules as a purchase pins them, for cases the seeded rule set would make slow. */
export function rulesWith(steps: RulesSnapshot['steps']): RulesSnapshot {
  return {
    version: 7,
    warningPercent: '80',
    steps,
    real: { maxDdDaily: '5', maxDdTotal: '10' },
    features: [],
    profitShare: '80',
    maxLeverage: 20,
    payoutIntervalDays: 14,
  }
}

/** A challenge judged by `rules` (pinned in it as at purchase). */
export async function openChallenge(t: TestEngine, userId: number, rules: RulesSnapshot) {
  const now = t.engine.ctx.clock.now()
  const { challenge } = await createUserChallenge(t.engine.ctx.db, {
    userId,
    type: 'challenge',
    title: 'Pinned',
    challengeId: null,
    paymentId: null,
    rules,
    initialBalance: '10000',
    phase: 'step1',
    now,
    expiresAt: phaseExpiresAt(rules, 'step1', now),
  })
  return challenge.id
}

/** One price for last, mark, bid and ask: fills and equity follow it exactly. */
export function price(t: TestEngine, value: string, symbol = 'BTCUSDT') {
  return setPrice(t, symbol, value, { mark: value, bid: value, ask: value })
}

/** Moves the clock (jobs run), then signs the client in again: a test session lasts an hour. */
export async function advance(
  t: TestEngine,
  seconds: number,
  as?: { client: TestClient; userId: number },
) {
  const result = await t.client().request('POST', '/test/clock/advance', { body: { seconds } })
  if (result.status !== 200) throw new Error(`advance answered ${result.status}`)
  if (as) await signIn(t, as.client, as.userId)
}

/** Waits for what the engine does after a commit (the evaluation runs beside the write path). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > until) return value
    await new Promise((r) => setTimeout(r, 20))
  }
}

export async function notificationsOf(t: TestEngine, userId: number, type?: string) {
  const rows = await t.engine.ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        type ? eq(notifications.type, type as 'breach') : undefined,
      ),
    )
    .orderBy(asc(notifications.id))
  return rows
}

export async function detail(client: TestClient, id: number) {
  return (await client.ok(api.userChallenges.show, { params: { userChallengeId: id } })).data
}
