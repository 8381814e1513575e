/**
 * Risk scenarios built by hand (issue 33): funded traders trading through
 * the terminal's API, payout addresses added through the API (the signal
 * the engine records), and the reviewer's reads.
 */
import { api } from '#contract/index.ts'
import type { RiskFlag } from '#contract/staff-flags.ts'
import { signedInClient } from '../fixtures.ts'
import type { TestClient, TestEngine } from '../harness.ts'
import { mailedCode } from '../money/payout-fixtures.ts'
import { realAccountWithProfit } from '../money/support.ts'
import { placeOk } from '../trade/support.ts'

export async function fundedTrader(t: TestEngine, opts: { profit?: string } = {}) {
  const { user, client } = await signedInClient(t)
  const { challengeId, accountId } = await realAccountWithProfit(t, user.id, opts)
  return { user, client, id: challengeId, accountId }
}

/** Another funded account of the same user. */
export async function secondAccount(t: TestEngine, userId: number) {
  return (await realAccountWithProfit(t, userId)).challengeId
}

/** The user adds a payout address through the API (a mailed code, as a trader would). */
export async function addAddress(t: TestEngine, client: TestClient, address: string) {
  const email = (await client.ok(api.user.me)).data.email
  return client.ok(api.payouts.addAddress, {
    body: { network: 'TRC20', address, label: null, code: await mailedCode(t, client, email) },
  })
}

export async function market(
  client: TestClient,
  id: number,
  side: 'buy' | 'sell',
  size: string,
  tradeType?: 'open' | 'close',
) {
  return placeOk(client, id, {
    type: 'MARKET',
    side,
    size,
    ...(tradeType ? { trade_type: tradeType } : {}),
  })
}

/** Every fill looked at by the detector. */
export async function detected(t: TestEngine): Promise<void> {
  await t.engine.ctx.trading.idle()
  await t.engine.ctx.risk.idle()
}

/** Open flags naming this user. */
export async function flagsOf(
  t: TestEngine,
  staff: TestClient,
  userId: number,
): Promise<RiskFlag[]> {
  await detected(t)
  const all = await staff.ok(api.staffFlags.flags, { query: { status: 'open', per_page: 100 } })
  return all.data.filter((f) => f.subjects.some((s) => s.user.id === userId))
}
