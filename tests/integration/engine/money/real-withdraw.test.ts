/**
 * Profit withdrawals of real accounts (rules.md): withdrawable = profit ×
 * share after the payout interval, the request debits amount ÷ share at
 * once, fifty at once pass exactly once, staff pay or reject (the
 * rejection returns the money), the ledger agrees with the balance.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import {
  auditLog,
  challenges,
  notifications,
  realWithdraws,
  tradingAccounts,
  userChallenges,
} from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { mailedCode, seasonedAddress, TRON_ADDRESS, TRON_TX } from './payout-fixtures.ts'
import { balances, realAccountWithProfit } from './support.ts'

describe.each(databaseKinds)('real-account withdrawals (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
    const { client } = await signedInClient(t)
    const types = await client.ok(api.real.withdrawTypes)
    expect(types.data.map((x) => x.title)).toEqual(['USDT (TRC-20)', 'USDT (ERC-20)'])
  })
  afterAll(async () => {
    await t.close()
  })

  /** A trader with a usable TRC20 address; `body` asks for a fresh mailed code each time. */
  async function trader() {
    const { user, client } = await signedInClient(t)
    const addressId = await seasonedAddress(t, user.id)
    return {
      user,
      client,
      body: async (id: number, amount: string) => ({
        user_challenge_id: id,
        address_id: addressId,
        amount,
        description: 'Monthly payout',
        code: await mailedCode(t, client, user.email),
      }),
    }
  }

  it('shows 800 withdrawable of 1 000 profit at 80 %; a request of 400 leaves 10 500', async () => {
    const { user, client, body } = await trader()
    const { challengeId, accountId } = await realAccountWithProfit(t, user.id, { profit: '1000' })
    const accounts = await client.ok(api.real.withdrawAccounts)
    expect(accounts.data).toEqual([
      expect.objectContaining({
        user_challenge_id: challengeId,
        initial_balance: '10000',
        balance: '11000',
        total_profit: '1000',
        share_percent: '80',
        withdrawable: '800',
        eligible: true,
        reason: null,
      }),
    ])
    const made = await client.ok(api.real.requestWithdraw, { body: await body(challengeId, '400') })
    expect(made.data).toMatchObject({ amount: '400', debited: '500', status: 'pending' })
    expect(made.message).toBe('Withdrawal requested. Support will pay it soon.')
    expect(await balances(t, accountId)).toEqual({
      stored: '10500',
      fromLedger: '10500',
      live: '10500',
    })
    // One waiting request per account.
    const again = await client.call(api.real.requestWithdraw, {
      body: await body(challengeId, '1'),
    })
    expect(again.status).toBe(422)
    expect(again.body).toMatchObject({
      errors: { user_challenge_id: ['A withdrawal of this account is waiting for a decision'] },
    })
    const history = await client.ok(api.real.withdraws)
    expect(history.data.map((w) => [w.amount, w.status])).toEqual([['400', 'pending']])
  })

  it('of 50 requests at once for the whole profit exactly one passes; ledger agrees', async () => {
    const { user, client, body } = await trader()
    const { challengeId, accountId } = await realAccountWithProfit(t, user.id, { profit: '1000' })
    // Fifty at once with one code: one passes (a code is taken once, the balance once).
    const one = await body(challengeId, '800')
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => client.call(api.real.requestWithdraw, { body: one })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(49).fill(422)])
    expect(await balances(t, accountId)).toEqual({
      stored: '10000',
      fromLedger: '10000',
      live: '10000',
    })
    const rows = await t.engine.ctx.db
      .select()
      .from(realWithdraws)
      .where(eq(realWithdraws.tradingAccountId, accountId))
    expect(rows.map((r) => [r.amount, r.debited])).toEqual([['800', '1000']])
  })

  it('paying out the profit does not breach the daily floor; a rejection restores it', async () => {
    const { user, client, body } = await trader()
    const { challengeId, accountId } = await realAccountWithProfit(t, user.id, { profit: '1000' })
    const ctx = t.engine.ctx
    // The day began at 11 000: the daily floor is 11 000 − 5 % × 10 000 = 10 500.
    await ctx.db
      .update(tradingAccounts)
      .set({ dailyBalance: '11000' })
      .where(eq(tradingAccounts.id, accountId))
    await ctx.trading.refreshThresholds(accountId)
    const made = await client.ok(api.real.requestWithdraw, { body: await body(challengeId, '800') })
    expect(await balances(t, accountId)).toMatchObject({ stored: '10000', live: '10000' })
    const statusOf = async () =>
      (await ctx.db.select().from(tradingAccounts).where(eq(tradingAccounts.id, accountId)))[0]
    expect(await statusOf()).toMatchObject({ status: 'active', dailyBalance: '10000' })
    // Every level the core watches (breach floors, warnings) stays below the equity left.
    const watched = Object.values(ctx.trading.held.account(accountId)?.watched ?? {})
    expect(watched.length).toBeGreaterThan(0)
    expect(watched.filter((level) => level.gte('10000')).map(String)).toEqual([])
    const support = await signedInClient(t, { role: 'support' })
    await support.client.ok(api.staff.rejectRealWithdraw, {
      params: { withdrawId: made.data.id },
      body: { note: 'Try again later' },
    })
    expect(await statusOf()).toMatchObject({ status: 'active', dailyBalance: '11000' })
    expect(await balances(t, accountId)).toMatchObject({ stored: '11000', live: '11000' })
  })

  it('refuses too early, too much, too precise and bad bodies with 422, changing nothing', async () => {
    const { user, client, body } = await trader()
    const early = await realAccountWithProfit(t, user.id, { profit: '1000', daysAgo: 3 })
    const tooEarly = await client.call(api.real.requestWithdraw, {
      body: await body(early.challengeId, '100'),
    })
    expect(tooEarly.status).toBe(422)
    expect((tooEarly.body as { message: string }).message).toMatch(
      /^The next withdrawal is possible from /,
    )
    const ready = await realAccountWithProfit(t, user.id, { profit: '1000' })
    const tooMuch = await client.call(api.real.requestWithdraw, {
      body: await body(ready.challengeId, '800.01'),
    })
    expect(tooMuch.body).toEqual({
      message: 'Amount is more than the withdrawable 800 USDT',
      errors: { amount: ['Amount is more than the withdrawable 800 USDT'] },
    })
    const precise = await client.call(api.real.requestWithdraw, {
      body: await body(ready.challengeId, '1.001'),
    })
    expect(precise.status).toBe(422)
    const noAddress = await client.call(api.real.requestWithdraw, {
      body: { ...(await body(ready.challengeId, '10')), address_id: undefined },
    })
    expect(noAddress.body).toMatchObject({ errors: { address_id: ['Address is required'] } })
    // Someone else's account is not one of yours.
    const other = await signedInClient(t)
    const foreign = await other.client.call(api.real.requestWithdraw, {
      body: await body(ready.challengeId, '10'),
    })
    expect(foreign.body).toMatchObject({
      errors: { user_challenge_id: ['Choose one of your real accounts'] },
    })
    expect(await balances(t, ready.accountId)).toMatchObject({ stored: '11000', live: '11000' })
    const rows = await t.engine.ctx.db
      .select()
      .from(realWithdraws)
      .where(eq(realWithdraws.userId, user.id))
    expect(rows).toEqual([])
  })

  it('staff pay or reject (the money returns), once; traders get 403; all audited', async () => {
    const { user, client, body } = await trader()
    const { challengeId, accountId } = await realAccountWithProfit(t, user.id, { profit: '1000' })
    const support = await signedInClient(t, { role: 'support' })
    const refused = await client.call(api.staff.realWithdraws)
    expect(refused.status).toBe(403)

    const first = await client.ok(api.real.requestWithdraw, {
      body: await body(challengeId, '400'),
    })
    const queue = await support.client.ok(api.staff.realWithdraws)
    expect(queue.data.find((w) => w.id === first.data.id)).toMatchObject({
      user: { id: user.id, email: user.email },
      account_title: 'Real 10K',
      status: 'pending',
    })
    // A catalogue product's title follows the staff reader's language (issue 25);
    // the renamed 'Real 10K' above stays as typed.
    const [product] = await t.engine.ctx.db.select().from(challenges).limit(1)
    if (!product) throw new Error('the seeded catalogue has no challenge')
    await t.engine.ctx.db
      .update(userChallenges)
      .set({ challengeId: product.id, title: product.titleEn })
      .where(eq(userChallenges.id, challengeId))
    const persian = await signedInClient(t, { role: 'support' }, { language: 'fa' })
    const fa = await persian.client.ok(api.staff.realWithdraws)
    expect(fa.data.find((w) => w.id === first.data.id)?.account_title).toBe(product.titleFa)
    expect(product.titleFa).not.toBe(product.titleEn)
    await t.engine.ctx.db
      .update(userChallenges)
      .set({ challengeId: null, title: 'Real 10K' })
      .where(eq(userChallenges.id, challengeId))
    const noNote = await support.client.call(api.staff.rejectRealWithdraw, {
      params: { withdrawId: first.data.id },
      body: {},
    })
    expect(noNote.body).toMatchObject({ errors: { note: ['Note is required'] } })
    const rejected = await support.client.ok(api.staff.rejectRealWithdraw, {
      params: { withdrawId: first.data.id },
      body: { note: 'Wrong network' },
    })
    expect(rejected.data).toMatchObject({
      status: 'rejected',
      note: 'Wrong network',
      decided_by: { id: support.user.id },
    })
    expect(await balances(t, accountId)).toEqual({
      stored: '11000',
      fromLedger: '11000',
      live: '11000',
    })
    const twice = await support.client.call(api.staff.payRealWithdraw, {
      params: { withdrawId: first.data.id },
      body: { network: 'TRC20', tx_hash: TRON_TX },
    })
    expect(twice.status).toBe(409)

    const second = await client.ok(api.real.requestWithdraw, {
      body: await body(challengeId, '800'),
    })
    const paid = await support.client.ok(api.staff.payRealWithdraw, {
      params: { withdrawId: second.data.id },
      body: { network: 'TRC20', tx_hash: TRON_TX.toUpperCase(), note: 'Batch 12' },
    })
    expect(paid.data).toMatchObject({
      status: 'paid',
      note: 'Batch 12',
      address: TRON_ADDRESS,
      network: 'TRC20',
      tx_hash: TRON_TX,
      explorer_url: `https://tronscan.org/#/transaction/${TRON_TX}`,
    })
    expect(await balances(t, accountId)).toMatchObject({ stored: '10000', fromLedger: '10000' })
    const history = await client.ok(api.real.withdraws)
    expect(history.data.map((w) => [w.amount, w.status, w.decided_at !== null])).toEqual([
      ['800', 'paid', true],
      ['400', 'rejected', true],
    ])
    // After a payout the next waits out the interval again.
    const accounts = await client.ok(api.real.withdrawAccounts)
    expect(accounts.data[0]).toMatchObject({ eligible: false, withdrawable: '0' })

    const db = t.engine.ctx.db
    const told = await db.select().from(notifications).where(eq(notifications.userId, user.id))
    // The paid payout also issued its proof (issue 35): one certificate, told once.
    expect(told.map((n) => n.title).sort()).toEqual([
      'Certificate issued',
      'Withdrawal paid',
      'Withdrawal rejected',
    ])
    // The paid notice carries the network and the transaction, as the referral one does.
    const inbox = await client.ok(api.notifications.list)
    const notice = inbox.data.find((n) => n.title === 'Withdrawal paid')
    expect(notice?.body).toBe(
      `Your withdrawal of 800.00 USDT from Real 10K has been paid on TRC20. Transaction: ${TRON_TX}. Batch 12`,
    )
    // It leads to the history that shows it paid, not to the request form.
    expect(notice?.link).toBe('/challenges/real')
    const audit = await support.client.ok(api.staff.audit, {
      query: { subject_type: 'real_withdraw' },
    })
    const mine = audit.data.filter((a) =>
      [first.data.id, second.data.id].includes(a.subject_id ?? 0),
    )
    expect(mine.map((a) => [a.action, a.actor?.id])).toEqual([
      ['real_withdraw.paid', support.user.id],
      ['real_withdraw.rejected', support.user.id],
    ])
    expect(mine[1]?.before).toMatchObject({ status: 'pending' })
    expect(mine[1]?.after).toMatchObject({ status: 'rejected', note: 'Wrong network' })
    // In words (issue 32): whose withdrawal it is, who decided (an e-mail, not an id),
    // and no row ids nobody acts on.
    expect(mine[0]?.subject_owner).toBe(user.email)
    const paidChanges = new Map(mine[0]?.changes.map((c) => [c.field, c]))
    expect(paidChanges.get('decidedBy')).toEqual({
      field: 'decidedBy',
      before: null,
      after: support.user.email,
    })
    expect(paidChanges.get('txHash')?.after).toBe(TRON_TX)
    expect([...paidChanges.keys()]).not.toContain('tradingAccountId')
    expect([...paidChanges.keys()]).not.toContain('id')
    const rows = await db.select().from(auditLog)
    expect(rows.length).toBeGreaterThanOrEqual(2)
  })
})
