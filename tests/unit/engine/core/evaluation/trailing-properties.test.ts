/**
 * The trailing total drawdown's floor (decision 566), for any account and
 * any run of end-of-day balances (fast-check): it never falls, never goes
 * above the initial balance nor below initial − limit, moves only when a
 * new end-of-day high is made, and a breach is always equity ≤ that floor.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D, Decimal } from '#money/decimal.ts'
import { evaluate } from '../../../../../engine/core/evaluation/evaluate.ts'
import { limitsFor } from '../../../../../engine/core/evaluation/limits.ts'
import { equityThresholds } from '../../../../../engine/core/evaluation/thresholds.ts'
import type { RulesSnapshot } from '../../../../../engine/core/rules.ts'
import { figures, seededRules, utc0 } from './rules-fixture.ts'

const cents = (min: number, max: number) =>
  fc.integer({ min, max }).map((c) => Decimal.of(BigInt(c), 2).toString())

const trailing = (total: string, daily: string): RulesSnapshot => ({
  ...seededRules,
  steps: [
    {
      step: 1,
      days: 0,
      maxDdDaily: daily,
      maxDdTotal: total,
      ddTotalKind: 'trailing',
      minProfit: '10',
      minTradingDays: 0,
    },
  ],
})

const caseArb = fc.record({
  initial: cents(100_000, 20_000_000),
  total: cents(100, 3000),
  daily: cents(50, 3000),
  // End-of-day balances as a fraction of the initial, 70 %–140 %.
  days: fc.array(fc.integer({ min: 7000, max: 14000 }), { minLength: 1, maxLength: 40 }),
})

describe('the trailing floor', () => {
  it('never falls, stays in [initial − limit, initial], and moves only with a new high', () => {
    fc.assert(
      fc.property(caseArb, ({ initial, total, daily, days }) => {
        const limits = limitsFor(trailing(total, daily), 'step1')
        if (!limits) throw new Error('limits')
        const start = D(initial)
        const limit = start.mul(D(total).mul('0.01'))
        let high: Decimal | null = null
        let previous = start.sub(limit)
        for (const bp of days) {
          const eod = start.mul(bp).div(10000, 2)
          // The day boundary's statement: greatest(coalesce(high, initial), balance).
          const raised = Decimal.max(high ?? start, eod)
          const moved = high === null ? raised.gt(start) : raised.gt(high)
          high = raised
          const t = equityThresholds(limits, {
            initialBalance: initial,
            dailyBalance: eod.toString(),
            highBalance: high.toString(),
          })
          const floor = D(t.totalFloor)
          expect(floor.gte(previous)).toBe(true)
          expect(floor.lte(start)).toBe(true)
          expect(floor.gte(start.sub(limit))).toBe(true)
          if (!moved) expect(floor.eq(previous)).toBe(true)
          expect(D(t.totalWarning).gt(floor) || limits.warningPercent === '100').toBe(true)
          previous = floor
        }
      }),
    )
  })

  it('breaches exactly when equity is at or below the higher floor', () => {
    fc.assert(
      fc.property(
        caseArb,
        fc.integer({ min: 6000, max: 14000 }),
        ({ initial, total, daily, days }, equityBp) => {
          const rules = trailing(total, daily)
          const start = D(initial)
          const high = days.reduce((h, bp) => Decimal.max(h, start.mul(bp).div(10000, 2)), start)
          const last = start.mul(days.at(-1) ?? 10000).div(10000, 2)
          const equity = start.mul(equityBp).div(10000, 2)
          const f = figures({
            initialBalance: initial,
            balance: last.toString(),
            equity: equity.toString(),
            dailyBalance: last.toString(),
            highBalance: high.toString(),
            openPositions: 1,
          })
          const e = evaluate(rules, f, utc0)
          const floor = D(e.thresholds?.breachFloor ?? '0')
          expect(e.decision.kind === 'breach').toBe(equity.lte(floor))
          expect(D(e.thresholds?.totalFloor ?? '0').lte(start)).toBe(true)
        },
      ),
    )
  })
})
