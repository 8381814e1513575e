/** Figures of the first hour (issue 24): the profit bars from 0, the position's ROE. */
import { describe, expect, it } from 'vitest'
import { ZERO_BASED } from '~/components/charts/bar-chart'
import { roePercent } from '~/components/trade/tables/position-cells'

describe('daily-profit bars', () => {
  it('start at 0 whether the days lost or won', () => {
    const [low, high] = ZERO_BASED
    expect([low(-13.59), high(-2)]).toEqual([-13.59, 0])
    expect([low(5), high(40)]).toEqual([0, 40])
  })
})

describe('ROE of a position', () => {
  it('is the PnL over the margin, in percent to the hundredth', () => {
    expect(roePercent('25', '500')).toBe('5.00')
    expect(roePercent('-13.59', '96.76')).toBe('-14.05')
    expect(roePercent('10', '0')).toBeNull()
  })
})
