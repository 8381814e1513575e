import type { AccountFigures } from '../../../../../engine/core/evaluation/evaluate.ts'
import type { RulesSnapshot } from '../../../../../engine/core/rules.ts'

/** The seeded rule set (rules.md): Step 1 30 d, 5 %, 10 %, 8 %, 4 d; Step 2 60 d, 5 %, 10 %, 5 %, 4 d. */
export const seededRules: RulesSnapshot = {
  version: 1,
  steps: [
    { step: 1, days: 30, maxDdDaily: '5', maxDdTotal: '10', minProfit: '8', minTradingDays: 4 },
    { step: 2, days: 60, maxDdDaily: '5', maxDdTotal: '10', minProfit: '5', minTradingDays: 4 },
  ],
  real: { maxDdDaily: '5', maxDdTotal: '10' },
  features: [],
  profitShare: '80',
  maxLeverage: 20,
  payoutIntervalDays: 14,
  warningPercent: '80',
}

export const START = new Date('2026-03-02T10:00:00Z')
export const HOUR = 3_600_000
export const DAY = 24 * HOUR

export const at = (ms: number) => new Date(START.getTime() + ms)

/** A 10 000 USDT Step 1 account in its first hour, flat. */
export function figures(overrides: Partial<AccountFigures> = {}): AccountFigures {
  return {
    phase: 'step1',
    initialBalance: '10000',
    balance: '10000',
    equity: '10000',
    dailyBalance: '10000',
    tradingDays: 0,
    openPositions: 0,
    startedAt: START,
    now: at(HOUR),
    ...overrides,
  }
}

export const utc0 = { boundaryHourUtc: 0 }
