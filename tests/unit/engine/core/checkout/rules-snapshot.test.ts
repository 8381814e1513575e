import { describe, expect, it } from 'vitest'
import {
  buildRulesSnapshot,
  type CatalogueRuleSet,
} from '../../../../../engine/core/checkout/rules-snapshot.ts'

const program = { id: 1, code: 'two-step', title: { en: 'Two-step', fa: 'دو مرحله‌ای' } }

const ruleSet: CatalogueRuleSet = {
  program,
  version: 3,
  steps: [
    { step: 2, days: 60, maxDdDaily: '5', maxDdTotal: '10', minProfit: '5', minTradingDays: 4 },
    { step: 1, days: 30, maxDdDaily: '5', maxDdTotal: '10', minProfit: '8', minTradingDays: 4 },
  ],
  profitShare: '80',
  maxLeverage: 20,
  payoutIntervalDays: 14,
  warningPercent: '80.00',
  consistencyPercent: null,
  funded: { maxDdDaily: '5.00', maxDdTotal: '10', ddTotalKind: 'static' },
}

describe('the rules a purchase pins', () => {
  it('without features: the rule set as it is, the funded account at the program’s limits', () => {
    expect(buildRulesSnapshot(ruleSet, [])).toEqual({
      version: 3,
      program,
      steps: [
        { step: 1, days: 30, maxDdDaily: '5', maxDdTotal: '10', minProfit: '8', minTradingDays: 4 },
        { step: 2, days: 60, maxDdDaily: '5', maxDdTotal: '10', minProfit: '5', minTradingDays: 4 },
      ],
      real: { maxDdDaily: '5', maxDdTotal: '10', ddTotalKind: 'static' },
      consistencyPercent: null,
      features: [],
      profitShare: '80',
      maxLeverage: 20,
      payoutIntervalDays: 14,
      warningPercent: '80',
    })
  })

  it('applies every feature’s effect', () => {
    const snapshot = buildRulesSnapshot(ruleSet, [
      { code: 'leverage_1_50', effectValue: '50' },
      { code: 'no_time_limit', effectValue: '0' },
      { code: 'profit_share_90', effectValue: '90' },
      { code: 'biweekly_payouts', effectValue: '7' },
    ])
    expect(snapshot.steps.map((s) => s.days)).toEqual([0, 0])
    expect(snapshot.profitShare).toBe('90')
    expect(snapshot.maxLeverage).toBe(50)
    expect(snapshot.payoutIntervalDays).toBe(7)
    expect(snapshot.features).toEqual([
      'biweekly_payouts',
      'leverage_1_50',
      'no_time_limit',
      'profit_share_90',
    ])
    // The drawdown limits and targets are untouched.
    expect(snapshot.steps[0]).toMatchObject({ maxDdDaily: '5', minProfit: '8' })
  })

  it('refuses a fractional leverage or payout interval', () => {
    expect(() =>
      buildRulesSnapshot(ruleSet, [{ code: 'leverage_1_50', effectValue: '50.5' }]),
    ).toThrow(/whole number/)
  })
})
