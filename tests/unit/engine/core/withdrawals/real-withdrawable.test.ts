/**
 * The real-account withdrawal figures (rules.md): the rules' example and
 * invariants for any figures (fast-check): a
 * request never takes more than the profit, never leaves the balance under
 * the initial balance, and the trader never gets more than the share of
 * what left the balance.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D, Decimal } from '#money/decimal.ts'
import {
  debitFor,
  type RealAccountFigures,
  realWithdrawable,
} from '../../../../../engine/core/withdrawals/real-withdrawable.ts'

const NOW = new Date('2026-06-30T12:00:00Z')
const DAY = 86_400_000

const base: RealAccountFigures = {
  active: true,
  initialBalance: D('10000'),
  balance: D('11000'),
  sharePercent: D('80'),
  openPositions: 0,
  firstFillAt: new Date(NOW.getTime() - 20 * DAY),
  lastPaidAt: null,
  pendingRequest: false,
  intervalDays: 14,
  now: NOW,
}

describe('realWithdrawable', () => {
  it('follows the rules’ example: 10 000 → 11 000 at 80 % gives 800; 400 debits 500', () => {
    const w = realWithdrawable(base)
    expect([w.withdrawable.toString(), w.totalProfit.toString()]).toEqual(['800', '1000'])
    expect(debitFor(D('400'), D('80'), w.totalProfit).toString()).toBe('500')
  })

  const cents = (min: number, max: number) =>
    fc.integer({ min, max }).map((c) => Decimal.of(BigInt(c), 2))

  it('never takes more than the profit nor pays more than the share of what it takes', () => {
    fc.assert(
      fc.property(
        cents(100_000, 100_000_000),
        cents(0, 50_000_000),
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (initial, profit, share, fraction) => {
          const balance = initial.add(profit)
          const w = realWithdrawable({
            ...base,
            initialBalance: initial,
            balance,
            sharePercent: D(share),
          })
          expect(w.withdrawable.lte(profit)).toBe(true)
          // Any request up to the withdrawable, in cents.
          const units = (w.withdrawable.mul(100).toNumber() * fraction) | 0
          const amount = Decimal.of(BigInt(units), 2)
          const debit = debitFor(amount, D(share), w.totalProfit)
          expect(debit.lte(profit)).toBe(true)
          expect(balance.sub(debit).gte(initial)).toBe(true)
          expect(amount.lte(debit.mul(share).div(100, 8, 'up'))).toBe(true)
        },
      ),
    )
  })
})
