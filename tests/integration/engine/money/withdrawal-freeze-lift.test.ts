/**
 * Issue 17 and 25: a user who froze withdrawals from a new-address mail's
 * link is seen frozen on the staff user page, and staff lift the freeze
 * with a reason: audited, the user told (in their language), withdrawals
 * possible again. Refused without a reason, twice, for a trader, and for a
 * user who is not frozen, changing nothing.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { auditLog, withdrawalFreezes } from '../../../../engine/db/schema/index.ts'
import { guest, outboxTo, registered } from '../accounts/helpers.ts'
import { signedInClient, signIn } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { changedTables, DEFAULT_IGNORED_COLUMNS, tableDigest } from '../table-digest.ts'
import { mailedCode, seasonedAddress, TRON_ADDRESS } from './payout-fixtures.ts'
import { realAccountWithProfit } from './support.ts'

const WEB = 'https://app.proptrade.test'
const lift = api.staff.liftWithdrawalFreeze

describe.each(databaseKinds)('staff lift a withdrawal freeze (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind, { WEB_BASE_URL: WEB })
  })
  afterAll(async () => {
    await t.close()
  })

  async function unchanged(act: () => Promise<{ status: number; body: unknown }>) {
    const before = await tableDigest(t, DEFAULT_IGNORED_COLUMNS)
    const answer = await act()
    expect(changedTables(before, await tableDigest(t, DEFAULT_IGNORED_COLUMNS))).toEqual([])
    return answer
  }

  it('seen on the user page, lifted with a reason: audited, the user told, withdrawals open again', async () => {
    const { client, email, user } = await registered(t, { language: 'fa' })
    const { challengeId } = await realAccountWithProfit(t, user.id, { profit: '1000' })
    const older = await seasonedAddress(t, user.id, 'ERC20')
    await client.ok(api.payouts.addAddress, {
      body: { network: 'TRC20', address: TRON_ADDRESS, code: await mailedCode(t, client, email) },
    })
    const [mail] = await outboxTo(t, email)
    const token = /freeze-withdrawals\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] ?? ''
    await (await guest(t)).ok(api.payouts.freezeWithdrawals, { body: { token } })
    const db = t.engine.ctx.db
    const [freeze] = await db
      .select()
      .from(withdrawalFreezes)
      .where(eq(withdrawalFreezes.userId, user.id))
    const frozenAt = freeze?.frozenAt.toISOString()
    expect(frozenAt).toBeDefined()

    const { client: support, user: supportUser } = await signedInClient(t, { role: 'support' })
    const page = await support.ok(api.staff.user, { params: { userId: user.id } })
    expect(page.data.withdrawal_freeze).toEqual({
      network: 'TRC20',
      address: TRON_ADDRESS,
      frozen_at: frozenAt,
    })

    // A trader cannot; no reason, a blank one: 422 on the note; nothing changes.
    const { client: trader } = await signedInClient(t)
    expect(
      (
        await unchanged(() =>
          trader.call(lift, { params: { userId: user.id }, body: { note: 'x' } }),
        )
      ).status,
    ).toBe(403)
    for (const note of [undefined, '', '   '])
      expect(
        await unchanged(() =>
          support.call(lift, { params: { userId: user.id }, body: { note } as { note: string } }),
        ),
      ).toMatchObject({ status: 422, body: { errors: { note: ['Note is required'] } } })

    const lifted = await support.ok(lift, {
      params: { userId: user.id },
      body: { note: 'Called the user; password changed on 25 Nov.' },
    })
    expect(lifted).toMatchObject({
      data: { id: user.id, withdrawal_freeze: null },
      message: 'Withdrawal freeze lifted; the user was told.',
    })
    expect(
      await db.select().from(withdrawalFreezes).where(eq(withdrawalFreezes.userId, user.id)),
    ).toEqual([])
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, user.id)))
    expect(audit.map((a) => [a.action, a.actorId, a.note])).toEqual([
      ['user.withdrawals_unfrozen', supportUser.id, 'Called the user; password changed on 25 Nov.'],
    ])
    const entries = await support.ok(api.staff.audit, {
      query: { subject_type: 'user', subject_id: user.id },
    })
    expect(entries.data[0]?.changes).toEqual([
      { field: 'withdrawals', before: 'frozen', after: 'open' },
    ])
    expect((await support.ok(api.staff.user, { params: { userId: user.id } })).data).toMatchObject({
      withdrawal_freeze: null,
    })

    // The user (signed out by the freeze) is told in Persian, and can withdraw again.
    await signIn(t, client, user.id)
    const told = await client.ok(api.notifications.list)
    expect(told.data[0]).toMatchObject({
      type: 'withdrawals_unfrozen',
      title: 'برداشت‌ها آزاد شد',
      link: '/profile',
    })
    expect((await client.ok(api.payouts.moneyOutFactor)).data.frozen).toBe(false)
    const requested = await client.ok(api.real.requestWithdraw, {
      body: {
        user_challenge_id: challengeId,
        address_id: older,
        amount: '100',
        description: 'Payout',
        code: await mailedCode(t, client, email),
      },
    })
    expect(requested.data).toMatchObject({ status: 'pending', amount: '100' })

    // Lifting again: 409, nothing written.
    expect(
      await unchanged(() =>
        support.call(lift, { params: { userId: user.id }, body: { note: 'Again' } }),
      ),
    ).toMatchObject({ status: 409, body: { message: 'Withdrawals of this user are not frozen.' } })
  })

  it('a user who never froze anything: 409; an unknown user: 404; nothing written', async () => {
    const { user } = await registered(t)
    const { client: admin } = await signedInClient(t, { role: 'admin' })
    expect(
      (await admin.ok(api.staff.user, { params: { userId: user.id } })).data.withdrawal_freeze,
    ).toBeNull()
    expect(
      (
        await unchanged(() =>
          admin.call(lift, { params: { userId: user.id }, body: { note: 'x' } }),
        )
      ).status,
    ).toBe(409)
    expect(
      (
        await unchanged(() =>
          admin.call(lift, { params: { userId: 2_000_000 }, body: { note: 'x' } }),
        )
      ).status,
    ).toBe(404)
  })
})
