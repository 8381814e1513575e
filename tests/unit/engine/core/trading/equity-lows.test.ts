/**
 * The lowest equity over the step and over the trading day
 * (core/trading/equity-lows.ts, docs/decisions/410): each check compares,
 * and only a new low (step or day) is an event, carrying both lows as they
 * stand so the shell writes them with the trading batch.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { AccountState } from '../../../../../engine/core/trading/account-state.ts'
import { noteEquity } from '../../../../../engine/core/trading/equity-lows.ts'
import type { TradingEvent } from '../../../../../engine/core/trading/types.ts'
import { plainLow } from './support.ts'

function account(day: { lowest: string | null } | null = null) {
  const state = new AccountState({
    id: 7,
    userChallengeId: 3,
    status: 'active',
    initialBalance: D('10000'),
    balance: D('10000'),
    maxLeverage: 20,
  })
  state.day = day && {
    key: '2026-03-02',
    startBalance: D('10000'),
    lowest: day.lowest === null ? null : D(day.lowest),
  }
  return state
}

/** The events of one check, as plain strings. */
function note(state: AccountState, equity: string) {
  const events: TradingEvent[] = []
  noteEquity(state, D(equity), events)
  return events.map((e) => (e.kind === 'equity_low' ? plainLow(e) : e))
}

describe('lowest equity', () => {
  it('the first reading is the step’s low (no day opened yet: no day in the event)', () => {
    const state = account()
    expect(note(state, '10000')).toEqual([{ accountId: 7, step: '10000', day: null }])
    expect(state.stepLow?.toString()).toBe('10000')
  })

  it('only a lower reading is news: equal or higher is no event', () => {
    const state = account()
    note(state, '9900')
    expect(note(state, '9900')).toEqual([])
    expect(note(state, '9950')).toEqual([])
    expect(note(state, '9899.99')).toEqual([{ accountId: 7, step: '9899.99', day: null }])
    expect(state.stepLow?.toString()).toBe('9899.99')
  })

  it('a day opened without a low takes the first reading; the event carries both lows', () => {
    const state = account({ lowest: null })
    state.stepLow = D('9500')
    // 9 800 is above the step's low (9 500): a new low of the day only.
    expect(note(state, '9800')).toEqual([
      {
        accountId: 7,
        step: '9500',
        day: { key: '2026-03-02', startBalance: '10000', lowest: '9800' },
      },
    ])
    expect(state.stepLow?.toString()).toBe('9500')
    expect(state.day?.lowest?.toString()).toBe('9800')
  })

  it('a new day low above the step low, then a new low of both', () => {
    const state = account({ lowest: '9900' })
    state.stepLow = D('9700')
    expect(note(state, '9900')).toEqual([])
    expect(note(state, '9850')).toEqual([
      {
        accountId: 7,
        step: '9700',
        day: { key: '2026-03-02', startBalance: '10000', lowest: '9850' },
      },
    ])
    expect(note(state, '9600')).toEqual([
      {
        accountId: 7,
        step: '9600',
        day: { key: '2026-03-02', startBalance: '10000', lowest: '9600' },
      },
    ])
  })

  it('a new step low while the day’s low stays: the event still carries the day as it stands', () => {
    // The day's low can sit below the step's only if the step began inside the day
    // (a next step opened mid-day): a reading between them is a step low only.
    const state = account({ lowest: '9000' })
    state.stepLow = D('9800')
    expect(note(state, '9500')).toEqual([
      {
        accountId: 7,
        step: '9500',
        day: { key: '2026-03-02', startBalance: '10000', lowest: '9000' },
      },
    ])
    expect(state.day?.lowest?.toString()).toBe('9000')
  })
})
