/**
 * Proof of payment (docs/decisions/393): staff pay a withdrawal with its
 * network and a transaction hash checked per network; the trader sees them
 * with the network's explorer link, in the history and the notification.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { creditEntries, referralWithdraws } from '../../../../engine/db/schema/index.ts'
import { registered } from '../accounts/helpers.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import {
  BSC_ADDRESS,
  ETHEREUM_ADDRESS,
  EVM_TX,
  mailedCode,
  refusedUnchanged,
  seasonedAddress,
  TRON_TX,
} from './payout-fixtures.ts'
import { realAccountWithProfit } from './support.ts'

describe.each(databaseKinds)('payout proof (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind, { WEB_BASE_URL: 'https://app.proptrade.test' })
  })
  afterAll(async () => {
    await t.close()
  })

  const now = () => t.engine.ctx.clock.now()

  it('staff pay with network and hash (checked per network); the trader sees them with the explorer link', async () => {
    const { client, email, user } = await registered(t)
    const { challengeId } = await realAccountWithProfit(t, user.id, { profit: '1000' })
    const address_id = await seasonedAddress(t, user.id, 'ERC20')
    const made = await client.ok(api.real.requestWithdraw, {
      body: {
        user_challenge_id: challengeId,
        address_id,
        amount: '250',
        description: 'Payout',
        code: await mailedCode(t, client, email),
      },
    })
    const { client: support } = await signedInClient(t, { role: 'support' })
    // Staff see the address's age at the request: added 25 hours (and the minute the code took) before it.
    const queue = await support.ok(api.staff.realWithdraws)
    const item = queue.data.find((w) => w.id === made.data.id)
    expect(item).toMatchObject({ network: 'ERC20', address: ETHEREUM_ADDRESS })
    const age =
      new Date(item?.created_at ?? 0).getTime() - new Date(item?.address_added_at ?? 0).getTime()
    expect(age).toBeGreaterThanOrEqual(25 * 3600_000 + 61_000)
    expect(age).toBeLessThan(25 * 3600_000 + 120_000)

    const pay = (body: Record<string, unknown>) =>
      support.call(api.staff.payRealWithdraw, { params: { withdrawId: made.data.id }, body })
    await refusedUnchanged(t, () => pay({ network: 'ERC20' }), 422, {
      errors: { tx_hash: ['Transaction hash is required'] },
    })
    await refusedUnchanged(t, () => pay({ network: 'ERC20', tx_hash: TRON_TX }), 422, {
      errors: { tx_hash: ['Transaction hash is not valid for ERC20'] },
    })
    await refusedUnchanged(t, () => pay({ network: 'TRC20', tx_hash: TRON_TX }), 422, {
      errors: { network: ['The withdrawal’s address is on ERC20'] },
    })
    await refusedUnchanged(t, () => pay({ network: 'SOL', tx_hash: EVM_TX }), 422, {
      errors: { network: ['Choose a network'] },
    })
    const paid = await pay({ network: 'ERC20', tx_hash: EVM_TX })
    expect(paid.status).toBe(200)
    const history = await client.ok(api.real.withdraws)
    expect(history.data[0]).toMatchObject({
      status: 'paid',
      network: 'ERC20',
      tx_hash: EVM_TX,
      explorer_url: `https://etherscan.io/tx/${EVM_TX}`,
    })
    const inbox = await client.ok(api.notifications.list)
    expect(inbox.data.find((n) => n.title === 'Withdrawal paid')).toMatchObject({
      body: `Your withdrawal of 250.00 USDT from Real 10K has been paid on ERC20. Transaction: ${EVM_TX}`,
      link: '/challenges/real',
    })
  })

  it('a referral withdrawal to a BEP20 address is paid with a BscScan link', async () => {
    const { client, email, user } = await registered(t)
    // A reward of 50, available since long ago.
    const longAgo = new Date(now().getTime() - 100 * 86_400_000)
    await t.engine.ctx.db.insert(creditEntries).values({
      userId: user.id,
      amount: '50',
      kind: 'referral_reward',
      availableAt: longAgo,
      createdAt: longAgo,
    })
    const address_id = await seasonedAddress(t, user.id, 'BEP20')
    const made = await client.ok(api.referrals.requestWithdraw, {
      body: { amount: '20', address_id, code: await mailedCode(t, client, email) },
    })
    expect(made.data).toMatchObject({ network: 'BEP20', address: BSC_ADDRESS })
    const rows = await t.engine.ctx.db
      .select()
      .from(referralWithdraws)
      .where(eq(referralWithdraws.id, made.data.id))
    expect(rows[0]?.addressAddedAt).not.toBeNull()
    const { client: support } = await signedInClient(t, { role: 'support' })
    const queue = await support.ok(api.staff.referralWithdraws)
    expect(queue.data.find((w) => w.id === made.data.id)?.address_added_at).toBe(
      rows[0]?.addressAddedAt?.toISOString(),
    )
    const bad = await support.call(api.staff.payReferralWithdraw, {
      params: { withdrawId: made.data.id },
      body: { network: 'BEP20', tx_hash: EVM_TX.slice(0, -1) },
    })
    expect(bad.body).toMatchObject({
      errors: { tx_hash: ['Transaction hash is not valid for BEP20'] },
    })
    await support.ok(api.staff.payReferralWithdraw, {
      params: { withdrawId: made.data.id },
      body: { network: 'BEP20', tx_hash: EVM_TX.toUpperCase().replace('0X', '0x') },
    })
    expect((await client.ok(api.referrals.withdraws)).data[0]).toMatchObject({
      status: 'paid',
      tx_hash: EVM_TX,
      explorer_url: `https://bscscan.com/tx/${EVM_TX}`,
    })
  })
})
