/**
 * What the operator journey needs before an operator opens the console,
 * made through the engine's API as a trader's and a support member's
 * browsers would: five 10K challenges passed through both steps (four
 * trading days each, +10 % on the fourth), their real-account requests,
 * two of them approved with a profit and a payout requested after the
 * 14-day interval, and two tickets. All clock moves happen here, before
 * any browser signs in (sessions follow the engine's clock).
 */

import { freshTronAddress } from '../../support/tron-address'
import { EngineSession, until } from '../challenges/engine-session'
import { freshEmail, PASSWORD, registerInEngine } from '../support/accounts'
import { advanceClock, engineRequest, lastMessageTo, setPrice } from '../support/engine'
import { EngineSession as MultipartSession } from '../tickets/engine-session'

const DAY_S = 86_400
const price = (value: string) => setPrice('BTCUSDT', value, { mark: value, bid: value, ask: value })

interface Detail {
  data: {
    status: string
    steps: Array<{ phase: string; status: string }>
    account_request: { real_user_challenge_id: number | null } | null
  }
}

/** Four trading days on each account; the fourth ends +1 000 (10 %). Re-signs in after each day. */
export async function tradeFourDays(email: string, ids: number[]): Promise<EngineSession> {
  let trader = await EngineSession.signIn(email, PASSWORD)
  for (let day = 0; day < 3; day++) {
    await price('60000')
    for (const id of ids) {
      await trader.market(id, 'buy', '0.01')
      await trader.market(id, 'sell', '0.01', 'close')
    }
    await advanceClock(DAY_S)
    trader = await EngineSession.signIn(email, PASSWORD)
  }
  await price('60000')
  for (const id of ids) await trader.market(id, 'buy', '1')
  await price('61000')
  for (const id of ids) await trader.market(id, 'sell', '1', 'close')
  return trader
}

export interface JourneySetup {
  trader: { email: string; password: string }
  traderId: number
  /** Passed challenges with a pending real-account request: approved, clashed and left waiting. */
  approveId: number
  clashId: number
  waitingId: number
  /** Real accounts whose payouts are pending: paid in the journey, left waiting. */
  payoutIds: [number, number]
  /** The trader's payout address (their own: decision 585). */
  payoutAddress: string
  tickets: [number, number]
  /** Users who froze withdrawals from a new-address mail: lifted in the journey, left frozen. */
  frozen: [FrozenUser, FrozenUser]
}

export interface FrozenUser {
  id: number
  email: string
  /** The payout address the freeze took out of the book (each user their own). */
  address: string
}

/** The newest 5-digit code mailed to `email` after `send()`, polled from the outbox. */
export async function codeMailedAfter(
  email: string,
  send: () => Promise<unknown>,
): Promise<string> {
  const before = await lastMessageTo(email).then(
    (m) => m.body,
    () => '',
  )
  await send()
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const { body } = await lastMessageTo(email)
    const code = /\b(\d{5})\b/.exec(body)?.[1]
    if (body !== before && code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no money-out code mailed to ${email}`)
}

/**
 * A user who adds a payout address and then follows the mail's freeze link
 * (decision 393): withdrawals frozen until staff lift it.
 */
async function frozenUser(): Promise<FrozenUser> {
  const account = await registerInEngine(freshEmail('frozen'))
  const session = await EngineSession.signIn(account.email, PASSWORD)
  const me = await session.call<{ data: { id: number } }>('GET', '/v1/user')
  const code = await codeMailedAfter(account.email, () =>
    session.call('POST', '/v1/user/money-out/code'),
  )
  const address = freshTronAddress()
  await session.call('POST', '/v1/user/payout-addresses', { network: 'TRC20', address, code })
  // The new-address mail goes out after the answer: wait for its freeze link.
  let token: string | undefined
  const deadline = Date.now() + 10_000
  while (!token && Date.now() < deadline) {
    const mail = await lastMessageTo(account.email)
    token = /freeze-withdrawals\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1]
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (!token) throw new Error(`no freeze link mailed to ${account.email}`)
  await session.call('POST', '/v1/withdrawals/freeze', { token })
  return { id: me.data.id, email: account.email, address }
}

export async function journeySetup(): Promise<JourneySetup> {
  const trader = await registerInEngine(freshEmail('journey-trader'))
  let session = await EngineSession.signIn(trader.email, PASSWORD)
  const traderId = (await session.call<{ data: { id: number } }>('GET', '/v1/user')).data.id
  const ids: number[] = []
  for (let i = 0; i < 5; i++) ids.push(await session.buyFree())

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
  const [approveId = 0, clashId = 0, waitingId = 0, paidA = 0, paidB = 0] = ids

  // Support approves two at once; their real accounts make a profit.
  const staff = await registerInEngine(freshEmail('journey-support'))
  await engineRequest('POST', '/test/users/role', { email: staff.email, role: 'support' })
  const support = await EngineSession.signIn(staff.email, PASSWORD)
  const requests = await support.call<{ data: Array<{ id: number; user_challenge_id: number }> }>(
    'GET',
    '/v1/staff/accountRequests?per_page=100',
  )
  const realIds: number[] = []
  for (const challengeId of [paidA, paidB]) {
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
  const payoutAddress = freshTronAddress()
  // Money out asks a fresh mailed code (two-factor off) and an address 24 hours old (decision 393).
  const mailedCode = () =>
    codeMailedAfter(trader.email, () => session.call('POST', '/v1/user/money-out/code'))
  const address = await session.call<{ data: { id: number } }>(
    'POST',
    '/v1/user/payout-addresses',
    { network: 'TRC20', address: payoutAddress, code: await mailedCode() },
  )
  await advanceClock(15 * DAY_S)
  session = await EngineSession.signIn(trader.email, PASSWORD)
  for (const id of realIds) {
    await session.call('POST', '/v1/real/requestWithdraw', {
      user_challenge_id: id,
      address_id: address.data.id,
      amount: '100',
      code: await mailedCode(),
      description: 'First payout',
    })
    // A mailed code once a minute.
    await advanceClock(61)
  }

  const tickets: number[] = []
  const writer = await MultipartSession.signIn(trader.email, PASSWORD)
  const ticketTypes = await writer.call<{ data: Array<{ id: number }> }>('GET', '/v1/tickets/types')
  for (const subject of ['Payout timing', 'Leverage question']) {
    const form = new FormData()
    form.append('type_id', String(ticketTypes.data[0]?.id))
    form.append('user_challenge_id', String(approveId))
    form.append('subject', subject)
    form.append('description', 'When is the next payout window?')
    const answer = await writer.call<{ data: { id: number } }>('POST', '/v1/tickets', form)
    tickets.push(answer.data.id)
  }
  const frozen: [FrozenUser, FrozenUser] = [await frozenUser(), await frozenUser()]
  return {
    trader,
    traderId,
    frozen,
    approveId,
    clashId,
    waitingId,
    payoutIds: [realIds[0] ?? 0, realIds[1] ?? 0],
    payoutAddress,
    tickets: [tickets[0] ?? 0, tickets[1] ?? 0],
  }
}

/** A support member's engine session (for the clash: deciding first). */
export async function supportMember(): Promise<EngineSession> {
  const staff = await registerInEngine(freshEmail('clash-support'))
  await engineRequest('POST', '/test/users/role', { email: staff.email, role: 'support' })
  return EngineSession.signIn(staff.email, PASSWORD)
}
