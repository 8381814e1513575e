/** The console's program form: the rules it sends and the preview it shows (issue 32). */
import { describe, expect, it } from 'vitest'
import type { StaffRules } from '#contract/staff.ts'
import {
  draftBody,
  draftFrom,
  draftPreview,
  rulesChanged,
} from '~/components/staff/catalogue/program-draft'

const twoStep: StaffRules = {
  version: 4,
  max_leverage: 20,
  profit_share: '80',
  payout_interval_days: 30,
  warning_percent: '80',
  consistency_percent: null,
  funded: { max_dd_daily: '5', max_dd_total: '10', max_dd_total_kind: 'static' },
  steps: [
    {
      step: 1,
      days: 30,
      max_dd_daily: '5',
      max_dd_total: '10',
      max_dd_total_kind: 'static',
      min_profit: '8',
      min_trading_days: 4,
    },
    {
      step: 2,
      days: 60,
      max_dd_daily: '5',
      max_dd_total: '10',
      max_dd_total_kind: 'static',
      min_profit: '5',
      min_trading_days: 4,
    },
  ],
}

describe('program draft', () => {
  it('sends back exactly the rules it opened with', () => {
    const body = draftBody(draftFrom(twoStep))
    expect(body.steps).toHaveLength(2)
    expect(body.steps[1]).toEqual({
      min_profit: '5',
      max_dd_daily: '5',
      max_dd_total: '10',
      max_dd_total_kind: 'static',
      min_trading_days: 4,
      days: 60,
    })
    expect(body.consistency_percent).toBeNull()
    expect(rulesChanged(draftFrom(twoStep), draftFrom(twoStep))).toBe(false)
  })

  it('one step, trailing, with a consistency rule: the body and the preview say so', () => {
    const draft = {
      ...draftFrom(twoStep),
      steps_count: '1',
      'steps.0.max_dd_total_kind': 'trailing',
      consistency_percent: '40',
    }
    const body = draftBody(draft)
    expect(body.steps).toHaveLength(1)
    expect(body.steps[0]?.max_dd_total_kind).toBe('trailing')
    expect(body.consistency_percent).toBe('40')
    expect(rulesChanged(draftFrom(twoStep), draft)).toBe(true)
    const preview = draftPreview(draft)
    expect(preview.errors).toBeNull()
    expect(preview.terms?.steps).toEqual([
      {
        step: 1,
        days: 30,
        max_dd_daily: '5',
        max_dd_total: '10',
        max_dd_total_kind: 'trailing',
        min_profit: '8',
        min_trading_day: 4,
      },
    ])
  })

  it('zero steps is instant funding; a third step starts from the last one’s figures', () => {
    expect(draftBody({ ...draftFrom(twoStep), steps_count: '0' }).steps).toEqual([])
    expect(draftBody({ ...draftFrom(twoStep), steps_count: '3' }).steps[2]?.min_profit).toBe('5')
  })

  it('shows no preview for rules the engine would refuse, and names the field', () => {
    const preview = draftPreview({
      ...draftFrom(twoStep),
      'steps.0.max_dd_daily': '12',
      'steps.1.days': 'ten',
    })
    expect(preview.terms).toBeNull()
    expect(Object.keys(preview.errors ?? {})).toEqual(
      expect.arrayContaining(['steps.0.max_dd_daily', 'steps.1.days']),
    )
  })
})
