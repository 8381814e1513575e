/**
 * Payout readiness (issue 31): every condition with its state and the date
 * it will hold, the first unmet one being what a request is refused for,
 * and a check added to the list showing up in both (the identity review and
 * risk flag to come are such checks).
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import {
  PAYOUT_CHECKS,
  type PayoutCheck,
  type PayoutFacts,
  payoutReadiness,
} from '../../../../../engine/core/withdrawals/payout-readiness.ts'

const NOW = new Date('2026-06-30T12:00:00Z')
const DAY = 86_400_000
const ago = (days: number) => new Date(NOW.getTime() - days * DAY)

const ready: PayoutFacts = {
  active: true,
  initialBalance: D('10000'),
  balance: D('10969.40'),
  sharePercent: D('80'),
  openPositions: 0,
  firstFillAt: ago(20),
  lastPaidAt: null,
  pendingRequest: false,
  intervalDays: 14,
  now: NOW,
  addressesUsableAt: [ago(1)],
  frozen: false,
  identityCleared: null,
  underReview: false,
}

const unmet = (over: Partial<PayoutFacts>) =>
  payoutReadiness({ ...ready, ...over })
    .conditions.filter((c) => !c.met)
    .map((c) => [c.id, c.metAt?.toISOString() ?? null])

describe('payout readiness', () => {
  it('lists every condition met when the account can be paid: 969.40 profit × 80 % = 775.52', () => {
    const r = payoutReadiness(ready)
    expect(r.conditions.map((c) => [c.id, c.met])).toEqual([
      ['account_active', true],
      ['wait', true],
      ['no_open_positions', true],
      ['no_pending_request', true],
      ['payout_address', true],
      ['minimum', true],
    ])
    expect([r.ready, r.amount.toString(), r.readyAt, r.blocking]).toEqual([
      true,
      '775.52',
      null,
      null,
    ])
  })

  it('gives each unmet condition the date it will hold, when only time is missing', () => {
    // First fill 3 days ago: 14 days after it; the only address added 2 hours ago: 22 hours on.
    const wait = new Date(ago(3).getTime() + 14 * DAY)
    const address = new Date(NOW.getTime() + 22 * 3600_000)
    const r = payoutReadiness({ ...ready, firstFillAt: ago(3), addressesUsableAt: [address] })
    expect(r.conditions.filter((c) => !c.met).map((c) => [c.id, c.metAt])).toEqual([
      ['wait', wait],
      ['payout_address', address],
    ])
    // "775.52 USDT from 11 Jul": the later of the two.
    expect([r.ready, r.readyAt, r.amount.toString()]).toEqual([false, wait, '775.52'])
    expect(r.blocking?.id).toBe('wait')
    expect(r.conditions.find((c) => c.id === 'wait')?.params).toEqual({
      days: 14,
      from: 'first_trade',
    })
  })

  it('has no ready date while a condition needs the trader (or support) to act', () => {
    for (const over of [
      { pendingRequest: true },
      { openPositions: 2 },
      { addressesUsableAt: [] },
      { firstFillAt: null },
      { active: false },
      { frozen: true },
      { identityCleared: false },
      { balance: D('10000') },
    ]) {
      const r = payoutReadiness({ ...ready, firstFillAt: ago(3), ...over })
      expect([r.ready, r.readyAt], JSON.stringify(over)).toEqual([false, null])
    }
  })

  it('names each condition on its own, the first unmet one blocking', () => {
    expect(unmet({ active: false })).toEqual([['account_active', null]])
    expect(unmet({ pendingRequest: true })).toEqual([['no_pending_request', null]])
    expect(unmet({ openPositions: 1 })).toEqual([['no_open_positions', null]])
    expect(unmet({ firstFillAt: null })).toEqual([['wait', null]])
    expect(unmet({ addressesUsableAt: [] })).toEqual([['payout_address', null]])
    // 0.01 USDT of profit is 0.008 at 80 %: under a cent, nothing to pay.
    expect(unmet({ balance: D('10000.01') })).toEqual([['minimum', null]])
    expect(unmet({ balance: D('10000.0125') })).toEqual([])
    // A freeze is shown only while it is there.
    expect(payoutReadiness({ ...ready, frozen: true }).blocking?.id).toBe('not_frozen')
    expect(payoutReadiness(ready).conditions.some((c) => c.id === 'not_frozen')).toBe(false)
    const both = payoutReadiness({ ...ready, pendingRequest: true, openPositions: 1 })
    expect(both.blocking?.id).toBe('no_open_positions')
  })

  it('holds the payout until identity is cleared, where verification is on (decision 590)', () => {
    // Off (no keys): not a condition at all.
    expect(payoutReadiness(ready).conditions.some((c) => c.id === 'identity_verified')).toBe(false)
    const held = payoutReadiness({ ...ready, identityCleared: false })
    expect([held.ready, held.readyAt, held.blocking?.id]).toEqual([
      false,
      null,
      'identity_verified',
    ])
    // Second in the list, right after the account being active.
    expect(held.conditions.map((c) => c.id).slice(0, 2)).toEqual([
      'account_active',
      'identity_verified',
    ])
    const cleared = payoutReadiness({ ...ready, identityCleared: true })
    expect([
      cleared.ready,
      cleared.conditions.find((c) => c.id === 'identity_verified')?.met,
    ]).toEqual([true, true])
    // Identity is what a request is told first, before a wait still running.
    expect(
      payoutReadiness({ ...ready, identityCleared: false, firstFillAt: ago(3) }).blocking?.id,
    ).toBe('identity_verified')
  })

  it('waits from the last payout once there is one, to the millisecond', () => {
    const paid = ago(6)
    const r = payoutReadiness({ ...ready, lastPaidAt: paid, intervalDays: 7 })
    const wait = r.conditions.find((c) => c.id === 'wait')
    expect(wait).toEqual({
      id: 'wait',
      met: false,
      metAt: new Date(paid.getTime() + 7 * DAY),
      params: { days: 7, from: 'last_payout' },
    })
    const atTheMark = payoutReadiness({ ...ready, lastPaidAt: ago(7), intervalDays: 7 })
    expect(atTheMark.ready).toBe(true)
  })

  it('takes a check added to the list into both the panel and the refusal', () => {
    const flagged: PayoutCheck = () => ({
      id: 'account_active',
      met: false,
      metAt: null,
      params: { flag: 'risk' },
    })
    const r = payoutReadiness(ready, [...PAYOUT_CHECKS, flagged])
    expect([r.ready, r.blocking?.params]).toEqual([false, { flag: 'risk' }])
    // Six shown (no freeze to show) and the new one.
    expect(r.conditions).toHaveLength(7)
  })
})
