/**
 * What the payout review journey needs (issue 33), made through the
 * engine's API as a trader's and a support member's browsers would: one
 * trader with two funded accounts (two 10K challenges passed through both
 * steps and approved), a profit on each, and a payout requested from each
 * after the 14-day interval. All clock moves happen here, before any
 * browser signs in (sessions follow the engine's clock). A flag is raised
 * later, by the test, once the payouts are pending.
 */
import { freshTronAddress } from '../../support/tron-address'
import { EngineSession, until } from '../challenges/engine-session'
import { freshEmail, PASSWORD, registerInEngine } from '../support/accounts'
import { advanceClock, engineRequest, setPrice } from '../support/engine'
import { codeMailedAfter, tradeFourDays } from './journey-setup'

const DAY_S = 86_400
const price = (value: string) => setPrice('BTCUSDT', value, { mark: value, bid: value, ask: value })

export interface ReviewSetup {
  trader: { email: string; password: string }
  /** The funded accounts, each with one pending payout of 100 USDT. */
  accounts: [Funded, Funded]
}

export interface Funded {
  realId: number
  withdrawId: number
}

interface Detail {
  data: { status: string; account_request: { real_user_challenge_id: number | null } | null }
}

export async function reviewSetup(): Promise<ReviewSetup> {
  const trader = await registerInEngine(freshEmail('review-trader'))
  let session = await EngineSession.signIn(trader.email, PASSWORD)
  const ids = [await session.buyFree(), await session.buyFree()]
  session = await tradeFourDays(trader.email, ids)
  for (const id of ids)
    await until(
      () => session.detail(id),
      (d) => d.data.steps.length === 2,
    )
  session = await tradeFourDays(trader.email, ids)
  for (const id of ids) {
    const passed = await until(
      () => session.detail(id),
      (d) => d.data.status === 'passed',
    )
    if (passed.data.status !== 'passed') throw new Error(`challenge ${id} did not pass`)
    await session.call('POST', `/v1/userChallenges/${id}/requestAccount`)
  }

  const staff = await registerInEngine(freshEmail('review-support'))
  await engineRequest('POST', '/test/users/role', { email: staff.email, role: 'support' })
  const support = await EngineSession.signIn(staff.email, PASSWORD)
  const requests = await support.call<{ data: Array<{ id: number; user_challenge_id: number }> }>(
    'GET',
    '/v1/staff/accountRequests?per_page=100',
  )
  const realIds: number[] = []
  for (const challengeId of ids) {
    const request = requests.data.find((r) => r.user_challenge_id === challengeId)
    await support.call('POST', `/v1/staff/accountRequests/${request?.id}/approve`, {})
    const detail = await session.call<Detail>('GET', `/v1/userChallenges/${challengeId}`)
    const real = detail.data.account_request?.real_user_challenge_id
    if (!real) throw new Error(`no real account for ${challengeId}`)
    realIds.push(real)
  }
  await price('60000')
  for (const id of realIds) await session.market(id, 'buy', '1')
  await price('60500')
  for (const id of realIds) await session.market(id, 'sell', '1', 'close')

  // Money out asks a fresh mailed code (two-factor off) and an address 24 hours old (decision 393).
  const mailedCode = () =>
    codeMailedAfter(trader.email, () => session.call('POST', '/v1/user/money-out/code'))
  const address = await session.call<{ data: { id: number } }>(
    'POST',
    '/v1/user/payout-addresses',
    { network: 'TRC20', address: freshTronAddress(), code: await mailedCode() },
  )
  await advanceClock(15 * DAY_S)
  session = await EngineSession.signIn(trader.email, PASSWORD)
  const withdrawIds: number[] = []
  for (const id of realIds) {
    const asked = await session.call<{ data: { id: number } }>('POST', '/v1/real/requestWithdraw', {
      user_challenge_id: id,
      address_id: address.data.id,
      amount: '100',
      code: await mailedCode(),
      description: 'Monthly payout',
    })
    withdrawIds.push(asked.data.id)
    // A mailed code once a minute.
    await advanceClock(61)
  }
  const funded = (i: number): Funded => ({
    realId: realIds[i] ?? 0,
    withdrawId: withdrawIds[i] ?? 0,
  })
  return { trader, accounts: [funded(0), funded(1)] }
}

/**
 * The trader hedges a funded account against a fresh challenge of theirs
 * (a buy and a sell of one size seconds apart): the engine raises a hedging
 * flag naming both accounts, which holds the funded account's payout.
 */
export async function hedge(email: string, realId: number): Promise<EngineSession> {
  const session = await EngineSession.signIn(email, PASSWORD)
  const other = await session.buyFree()
  await price('60000')
  await session.market(realId, 'buy', '0.1')
  await session.market(other, 'sell', '0.1')
  return session
}
