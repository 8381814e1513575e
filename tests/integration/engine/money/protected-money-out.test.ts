/**
 * Protected money out (docs/decisions/393): a withdrawal or a new address
 * needs a fresh second factor (the authenticator's code when two-factor is
 * on, else a mailed 5-digit code); addresses are checked per network and
 * usable 24 hours after they were added (the test clock); the mail about a
 * new address freezes withdrawals. Every refusal changes nothing. Staff
 * paying with a network and a hash: payout-proof.test.ts.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { totpCode } from '../../../../engine/accounts/two-factor.ts'
import type { OffsetClock } from '../../../../engine/clock.ts'
import {
  payoutAddresses,
  realWithdraws,
  withdrawalFreezes,
} from '../../../../engine/db/schema/index.ts'
import { advance, guest, outboxTo, registered } from '../accounts/helpers.ts'
import { signIn } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import {
  BSC_ADDRESS,
  ETHEREUM_ADDRESS,
  freshTronAddress,
  mailedCode,
  refusedUnchanged,
  seasonedAddress,
  TRON_ADDRESS,
} from './payout-fixtures.ts'
import { balances, realAccountWithProfit } from './support.ts'

const WEB = 'https://app.proptrade.test'

describe.each(databaseKinds)('protected money out (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind, { WEB_BASE_URL: WEB })
  })
  afterAll(async () => {
    await t.close()
  })

  const now = () => t.engine.ctx.clock.now()
  const clock = () => t.engine.ctx.clock as OffsetClock

  async function enrolTwoFactor(client: TestClient): Promise<string> {
    const start = await client.ok(api.security.startTwoFactor)
    clock().advance(30_000)
    await client.ok(api.security.confirmTwoFactor, {
      body: { code: totpCode(start.data.secret, now()) },
    })
    return start.data.secret
  }

  it('adding an address needs the second factor; bad addresses answer 422 per network; nothing changes', async () => {
    const { client, email } = await registered(t)
    expect((await client.ok(api.payouts.moneyOutFactor)).data).toEqual({
      method: 'email',
      frozen: false,
    })
    const valid = { network: 'TRC20', address: TRON_ADDRESS, code: '12345' } as const
    // No code was ever mailed: refused, nothing written.
    await refusedUnchanged(t, () => client.call(api.payouts.addAddress, { body: valid }), 422, {
      errors: { code: ['The code is not valid or has expired. Request a new code.'] },
    })
    const code = await mailedCode(t, client, email)
    for (const [network, address] of [
      ['TRC20', 'abc'],
      ['TRC20', `${TRON_ADDRESS.slice(0, -1)}u`],
      ['TRC20', ETHEREUM_ADDRESS],
      ['ERC20', TRON_ADDRESS],
      ['ERC20', ETHEREUM_ADDRESS.replace('dAC', 'DAC')],
      ['BEP20', `${BSC_ADDRESS}0`],
    ] as const) {
      await refusedUnchanged(
        t,
        () => client.call(api.payouts.addAddress, { body: { network, address, code } }),
        422,
        { errors: { address: [`This is not a valid ${network} address`] } },
      )
    }
    await refusedUnchanged(
      t,
      () =>
        client.call(api.payouts.addAddress, {
          body: { network: 'TRC20', address: TRON_ADDRESS, code: '123456' },
        }),
      422,
      { errors: { code: ['code length must be 5'] } },
    )
    // The refusals did not spend the code: it adds the address, lower-case ERC20 kept checksummed.
    const added = await client.ok(api.payouts.addAddress, {
      body: { network: 'ERC20', address: ETHEREUM_ADDRESS.toLowerCase(), code, label: 'Ledger' },
    })
    expect(added.data).toMatchObject({
      network: 'ERC20',
      address: ETHEREUM_ADDRESS,
      label: 'Ledger',
      usable: false,
    })
    // The test clock runs with real time too: a second may have passed.
    expect(added.data.seconds_left).toBeGreaterThan(86_390)
    expect(added.data.seconds_left).toBeLessThanOrEqual(86_400)
    expect(added.message).toBe('Address added. It can be used for withdrawals in 24 hours.')
    // The code is used: the same one again is refused.
    await refusedUnchanged(t, () => client.call(api.payouts.addAddress, { body: valid }), 422, {
      errors: { code: ['The code is not valid or has expired. Request a new code.'] },
    })
    // The same address again (any case): already in the book.
    const again = await client.call(api.payouts.addAddress, {
      body: {
        network: 'ERC20',
        address: ETHEREUM_ADDRESS,
        code: await mailedCode(t, client, email),
      },
    })
    expect(again.body).toMatchObject({
      errors: { address: ['This address is already in your address book'] },
    })
  })

  it('with two-factor on, the authenticator code is asked (a code once), not a mailed one', async () => {
    const { client } = await registered(t)
    const secret = await enrolTwoFactor(client)
    expect((await client.ok(api.payouts.moneyOutFactor)).data.method).toBe('totp')
    const mail = await client.call(api.payouts.sendMoneyOutCode)
    expect(mail.body).toMatchObject({
      errors: { code: ['Two-factor sign-in is on: use the code from your authenticator app.'] },
    })
    await refusedUnchanged(
      t,
      () =>
        client.call(api.payouts.addAddress, {
          body: { network: 'TRC20', address: TRON_ADDRESS, code: '12345' },
        }),
      422,
      { errors: { code: ['The code must be 6 digits.'] } },
    )
    clock().advance(30_000)
    const code = totpCode(secret, now())
    await client.ok(api.payouts.addAddress, {
      body: { network: 'TRC20', address: TRON_ADDRESS, code },
    })
    // The same code for a second address, within its window: refused (and counted as wrong).
    const replay = await client.call(api.payouts.addAddress, {
      body: { network: 'BEP20', address: BSC_ADDRESS, code },
    })
    expect(replay.body).toMatchObject({ errors: { code: ['The code is not correct.'] } })
    expect((await client.ok(api.payouts.addresses)).data.map((a) => a.network)).toEqual(['TRC20'])
  })

  it('a new address is usable only 24 hours after it was added (the test clock), with the time left', async () => {
    const { client, email, user } = await registered(t)
    const { challengeId, accountId } = await realAccountWithProfit(t, user.id, { profit: '1000' })
    // An address of this trader's own: earlier tests' traders hold TRON_ADDRESS.
    const address = freshTronAddress()
    const added = await client.ok(api.payouts.addAddress, {
      body: { network: 'TRC20', address, code: await mailedCode(t, client, email) },
    })
    const request = async (code: string) =>
      client.call(api.real.requestWithdraw, {
        body: {
          user_challenge_id: challengeId,
          address_id: added.data.id,
          amount: '100',
          description: 'Payout',
          code,
        },
      })
    await advance(t, 20 * 3600 - 61)
    await signIn(t, client, user.id)
    const code = await mailedCode(t, client, email)
    // 20 hours in: 4 hours left.
    await refusedUnchanged(t, () => request(code), 422, {
      errors: {
        address_id: [
          expect.stringMatching(/^This address can be used from .+ \(4 h 0 min left\)$/),
        ],
      },
    })
    const listed = await client.ok(api.payouts.addresses)
    expect(listed.data[0]?.usable).toBe(false)
    expect(listed.data[0]?.seconds_left).toBeGreaterThan(4 * 3600 - 60)
    expect(listed.data[0]?.seconds_left).toBeLessThanOrEqual(4 * 3600)
    // In Persian too.
    const persian = t.client({ language: 'fa' })
    await signIn(t, persian, user.id)
    const fa = await persian.call(api.real.requestWithdraw, {
      body: {
        user_challenge_id: challengeId,
        address_id: added.data.id,
        amount: '100',
        description: 'Payout',
        code,
      },
    })
    expect((fa.body as { errors: { address_id: string[] } }).errors.address_id[0]).toMatch(
      /^این آدرس از .+ قابل استفاده است \(4 ساعت و 0 دقیقه مانده\)$/,
    )
    await advance(t, 4 * 3600)
    await signIn(t, client, user.id)
    expect((await client.ok(api.payouts.addresses)).data[0]).toMatchObject({
      usable: true,
      seconds_left: 0,
    })
    // The code mailed 4 hours ago has expired (10 minutes): a new one is needed.
    const stale = await request(code)
    expect(stale.body).toMatchObject({
      errors: { code: ['The code has expired. Request a new code.'] },
    })
    const made = await client.ok(api.real.requestWithdraw, {
      body: {
        user_challenge_id: challengeId,
        address_id: added.data.id,
        amount: '100',
        description: 'Payout',
        code: await mailedCode(t, client, email),
      },
    })
    expect(made.data).toMatchObject({ address, network: 'TRC20', status: 'pending' })
    expect(await balances(t, accountId)).toMatchObject({ stored: '10875', live: '10875' })
  })

  it('a withdrawal without the second factor, or with a wrong one, is refused and changes nothing', async () => {
    const { client, email, user } = await registered(t)
    const { challengeId, accountId } = await realAccountWithProfit(t, user.id, { profit: '1000' })
    const address_id = await seasonedAddress(t, user.id)
    const body = {
      user_challenge_id: challengeId,
      address_id,
      amount: '100',
      description: 'Payout',
    }
    await refusedUnchanged(t, () => client.call(api.real.requestWithdraw, { body }), 422, {
      errors: { code: ['code is required'] },
    })
    const code = await mailedCode(t, client, email)
    const wrong = code === '11111' ? '22222' : '11111'
    const answer = await client.call(api.real.requestWithdraw, { body: { ...body, code: wrong } })
    expect(answer.body).toMatchObject({
      errors: { code: ['The code is not correct. Tries left: 4.'] },
    })
    expect(await balances(t, accountId)).toMatchObject({ stored: '11000', live: '11000' })
    // Referral withdrawals ask the same.
    const referral = await client.call(api.referrals.requestWithdraw, {
      body: { amount: '20', address_id },
    })
    expect(referral.body).toMatchObject({ errors: { code: ['code is required'] } })
    // Someone else's address is not one of yours.
    const other = await registered(t)
    const foreign = await seasonedAddress(t, other.user.id)
    const notMine = await client.call(api.real.requestWithdraw, {
      body: { ...body, address_id: foreign, code },
    })
    expect(notMine.body).toMatchObject({
      errors: { address_id: ['Choose one of your payout addresses'] },
    })
    // Profit is not paid out on BEP20 (the withdrawal types are TRC-20 and ERC-20).
    const bsc = await seasonedAddress(t, user.id, 'BEP20')
    const notOffered = await client.call(api.real.requestWithdraw, {
      body: { ...body, address_id: bsc, code },
    })
    expect(notOffered.body).toMatchObject({
      errors: { address_id: ['Profit is not paid out on BEP20'] },
    })
    const rows = await t.engine.ctx.db
      .select()
      .from(realWithdraws)
      .where(eq(realWithdraws.userId, user.id))
    expect(rows).toEqual([])
  })

  it('the new-address mail freezes withdrawals: the address goes, sessions end, nothing leaves', async () => {
    const { client, email, user } = await registered(t)
    const { challengeId } = await realAccountWithProfit(t, user.id, { profit: '1000' })
    const older = await seasonedAddress(t, user.id, 'ERC20')
    await client.ok(api.payouts.addAddress, {
      body: { network: 'TRC20', address: TRON_ADDRESS, code: await mailedCode(t, client, email) },
    })
    const [mail] = await outboxTo(t, email)
    expect(mail?.subject).toBe('A payout address was added to your PropTrade account')
    expect(mail?.body).toContain(TRON_ADDRESS)
    const link = /https:\/\/app\.proptrade\.test\/freeze-withdrawals\?token=([A-Za-z0-9_-]+)/.exec(
      mail?.body ?? '',
    )
    expect(link).not.toBeNull()
    const token = link?.[1] ?? ''

    const stranger = await guest(t)
    await refusedUnchanged(
      t,
      () => stranger.call(api.payouts.freezeWithdrawals, { body: { token: `${token}x` } }),
      422,
      { errors: { token: ['The link is not valid.'] } },
    )
    const frozen = await stranger.ok(api.payouts.freezeWithdrawals, { body: { token } })
    expect(frozen.message).toBe(
      'Withdrawals are frozen and the new address was removed. Change your password and contact support.',
    )
    // Whoever added it is signed out; the address is gone; the freeze is kept.
    expect((await client.call(api.user.me)).status).toBe(401)
    const db = t.engine.ctx.db
    const left = await db.select().from(payoutAddresses).where(eq(payoutAddresses.userId, user.id))
    expect(left.map((a) => a.id)).toEqual([older])
    const [freeze] = await db
      .select()
      .from(withdrawalFreezes)
      .where(eq(withdrawalFreezes.userId, user.id))
    expect(freeze).toMatchObject({ network: 'TRC20', address: TRON_ADDRESS })
    // The link works once.
    const twice = await stranger.call(api.payouts.freezeWithdrawals, { body: { token } })
    expect(twice.status).toBe(422)

    await signIn(t, client, user.id)
    expect((await client.ok(api.payouts.moneyOutFactor)).data.frozen).toBe(true)
    const frozenText = 'Withdrawals are frozen on this account. Contact support to lift the freeze.'
    const code = await mailedCode(t, client, email)
    await refusedUnchanged(
      t,
      () =>
        client.call(api.real.requestWithdraw, {
          body: {
            user_challenge_id: challengeId,
            address_id: older,
            amount: '100',
            description: 'Payout',
            code,
          },
        }),
      422,
      { message: frozenText },
    )
    await refusedUnchanged(
      t,
      () =>
        client.call(api.referrals.requestWithdraw, {
          body: { amount: '20', address_id: older, code },
        }),
      422,
      { message: frozenText },
    )
    await refusedUnchanged(
      t,
      () =>
        client.call(api.payouts.addAddress, {
          body: { network: 'BEP20', address: BSC_ADDRESS, code },
        }),
      422,
      { message: frozenText },
    )
  })
})
