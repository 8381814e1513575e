/**
 * A trader's 10K challenge passed through both steps at a stack of the
 * identity specs (sumsub-stack.ts), through the engine's own API and its
 * test endpoints, as the staff journey's setup does at the suite's stack
 * (tests/e2e/staff/journey-setup.ts): bought with a 100 % coupon, four
 * trading days on each step, the fourth ending +10 %. The clock moves
 * here, before any browser signs in (sessions follow the engine's clock).
 */
import type { StackSession, SumsubStack } from './sumsub-stack'

const DAY_S = 86_400

interface Detail {
  data: { status: string; steps: Array<{ phase: string; status: string }> }
}

async function until(read: () => Promise<Detail>, done: (d: Detail) => boolean) {
  const deadline = Date.now() + 15_000
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export async function passedChallenge(stack: SumsubStack, email: string): Promise<number> {
  const price = (value: string) =>
    stack.testEndpoint('/test/market/price', {
      symbol: 'BTCUSDT',
      last: value,
      mark: value,
      bid: value,
      ask: value,
    })
  const market = (s: StackSession, id: number, side: 'buy' | 'sell', size: string, close = false) =>
    s.call('POST', `/v1/trade/${id}/orders/place`, {
      symbol: 'BTCUSDT',
      type: 'MARKET',
      side,
      size,
      trade_type: close ? 'close' : 'open',
    })
  let session = await stack.session(email)
  await session.call('POST', '/v1/tours/seen', { tour: 'trade' })
  const challenges = await session.call<{ data: Array<{ id: number; account_size: string }> }>(
    'GET',
    '/v1/challenges',
  )
  const tenK = challenges.data.find((c) => Number(c.account_size) === 10_000)
  const coupon = await stack.testEndpoint<{ data: { code: string } }>('/test/coupons', {
    kind: 'percent',
    value: '100',
  })
  const bought = await session.call<{ data: { user_challenge_id: number | null } }>(
    'POST',
    '/v1/payments/request',
    { challenge_id: tenK?.id, features: [], coupon: coupon.data.code, accept_rules: true },
  )
  const id = bought.data.user_challenge_id
  if (!id) throw new Error('the free order was not activated')
  const detail = () => session.call<Detail>('GET', `/v1/userChallenges/${id}`)

  for (const steps of [2, 0]) {
    for (let day = 0; day < 3; day++) {
      await price('60000')
      await market(session, id, 'buy', '0.01')
      await market(session, id, 'sell', '0.01', true)
      await stack.testEndpoint('/test/clock/advance', { seconds: DAY_S })
      session = await stack.session(email)
    }
    await price('60000')
    await market(session, id, 'buy', '1')
    await price('61000')
    await market(session, id, 'sell', '1', true)
    // After step 1 the second step starts; after step 2 the challenge has passed.
    const after = await until(detail, (d) =>
      steps ? d.data.steps.length === steps : d.data.status === 'passed',
    )
    if (steps && after.data.steps.length !== steps) throw new Error('step 1 did not pass')
  }
  const passed = await detail()
  if (passed.data.status !== 'passed') throw new Error(`challenge ${id} did not pass`)
  return id
}
