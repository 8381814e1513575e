/** The details page names the program's rules: the breach's drawdown and the consistency figure (issue 32). */
import { describe, expect, it } from 'vitest'
import { ruleWords } from '~/components/challenges/details/breach-report'
import { consistencyMet } from '~/components/challenges/details/consistency-panel'
import { pageLocale, speak } from '../page-locale'

pageLocale('en')

const breach = {
  rule: 'total_drawdown' as const,
  at: '2026-11-28T10:00:00.000Z',
  equity: '9400',
  floor: '9400',
  limit: '6',
  drawdown_kind: 'trailing' as const,
  close_out_fee: '0',
  final_balance: '9400',
}

describe('rule words', () => {
  it('names a trailing total drawdown and a daily drawdown with their limits', () => {
    expect(ruleWords(breach)).toBe('Total drawdown 6% (trailing the highest end-of-day balance)')
    expect(ruleWords({ ...breach, rule: 'daily_drawdown', limit: '4' })).toBe('Daily drawdown 4%')
    speak('fa')
    expect(ruleWords({ ...breach, rule: 'daily_drawdown', limit: '4' })).toBe('افت روزانه ۴٪')
  })

  it('says nothing for breaches judged before programs or by time', () => {
    expect(ruleWords({ ...breach, limit: null, drawdown_kind: null })).toBeNull()
    expect(ruleWords({ ...breach, rule: 'time_limit' })).toBeNull()
  })

  it('consistency is met when the best day is within what one day may hold, and there is profit', () => {
    // 40 % rule, profit 1 000: one day may hold 400.
    expect(consistencyMet({ percent: '40', best_day_profit: '400', allowed: '400' })).toBe(true)
    expect(consistencyMet({ percent: '40', best_day_profit: '400.01', allowed: '400' })).toBe(false)
    expect(consistencyMet({ percent: '40', best_day_profit: '0', allowed: '0' })).toBe(false)
  })
})
