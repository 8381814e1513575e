/** Programs compared side by side, in the words a trader reads (issue 32). */
import { describe, expect, it } from 'vitest'
import type { Challenge, Program } from '#contract/challenges.ts'
import { groupByProgram, lowestPrice, programRuleGroups } from '~/lib/challenges/program-rules'
import { pageLocale, speak } from '../page-locale'

pageLocale('en')

const step = (n: number, target: string, kind: 'static' | 'trailing' = 'static') => ({
  step: n,
  days: n === 1 ? 30 : 0,
  max_dd_daily: '5',
  max_dd_total: '10',
  max_dd_total_kind: kind,
  min_profit: target,
  min_trading_day: 5,
})
const base = {
  rules_version: 1,
  max_leverage: 20,
  profit_share: '80',
  payout_interval_days: 30,
  consistency_percent: null,
  funded: { max_dd_daily: '5', max_dd_total: '10', max_dd_total_kind: 'static' as const },
}
const twoStep: Program = {
  ...base,
  id: 1,
  code: 'two-step',
  title: 'Two-step',
  instant_funding: false,
  steps: [step(1, '8'), step(2, '5')],
}
const oneStep: Program = {
  ...base,
  id: 2,
  code: 'one-step',
  title: 'One-step',
  instant_funding: false,
  max_leverage: 30,
  consistency_percent: '40',
  steps: [step(1, '10', 'trailing')],
  funded: { max_dd_daily: '4', max_dd_total: '6', max_dd_total_kind: 'trailing' },
}
const instant: Program = {
  ...base,
  id: 3,
  code: 'instant',
  title: 'Instant',
  instant_funding: true,
  steps: [],
}

const row = (programs: Program[], key: string) =>
  programRuleGroups(programs)
    .flatMap((g) => g.rows)
    .find((r) => r.key === key)?.values

describe('program comparison', () => {
  it('has as many step groups as the longest program, and "—" where a program has no such step', () => {
    const groups = programRuleGroups([oneStep, twoStep, instant])
    expect(groups.map((g) => g.key)).toEqual(['head', 'step1', 'step2', 'funded'])
    expect(row([oneStep, twoStep, instant], 'shape')).toEqual([
      'One step',
      '2 steps',
      'Instant funding',
    ])
    expect(row([oneStep, twoStep, instant], 'step2-target')).toEqual(['—', '5%', '—'])
    expect(row([oneStep, twoStep, instant], 'step1-period')).toEqual(['30 days', '30 days', '—'])
  })

  it('names the trailing kind, the leverage, the payouts and the consistency rule', () => {
    expect(row([oneStep, twoStep], 'step1-total')).toEqual([
      '10% (trailing the highest end-of-day balance)',
      '10% (static, from the initial balance)',
    ])
    expect(row([oneStep, twoStep], 'funded-total')?.[0]).toBe(
      '6% (trailing the highest end-of-day balance)',
    )
    expect(row([oneStep, twoStep], 'leverage')).toEqual(['1:30', '1:20'])
    expect(row([oneStep, twoStep], 'payout')).toEqual(['Every 30 days', 'Every 30 days'])
    expect(row([oneStep, twoStep], 'consistency')).toEqual([
      "No single day above 40% of the step's profit",
      'No rule',
    ])
  })

  it('reads in Persian with Persian digits', () => {
    speak('fa')
    expect(row([oneStep], 'leverage')).toEqual(['۱:۳۰'])
    expect(row([oneStep], 'step1-min-days')).toEqual(['۵ روز'])
    expect(row([oneStep], 'consistency')?.[0]).toContain('۴۰')
    expect(row([oneStep], 'consistency')?.[0]).not.toMatch(/[0-9]/)
  })

  it('groups challenges by program in the order they come and finds each program’s lowest price', () => {
    const c = (id: number, program: Program, price: string): Challenge => ({
      id,
      title: `C${id}`,
      account_size: '10000',
      price,
      currency: 'USDT',
      steps_count: program.steps.length,
      program_id: program.id,
      program,
    })
    const groups = groupByProgram([
      c(1, twoStep, '99'),
      c(2, oneStep, '150'),
      c(3, twoStep, '89.50'),
    ])
    expect(groups.map((g) => [g.program.code, g.challenges.map((x) => x.id)])).toEqual([
      ['two-step', [1, 3]],
      ['one-step', [2]],
    ])
    expect(lowestPrice(groups[0]?.challenges ?? [])).toBe('89.50')
    expect(row([twoStep], 'price')).toBeUndefined()
    expect(
      programRuleGroups([twoStep], ['89.50'])
        .flatMap((g) => g.rows)
        .find((r) => r.key === 'price')?.values,
    ).toEqual(['From 89.50 USDT'])
  })
})
