import { describe, expect, it } from 'vitest'
import {
  DEFAULT_THRESHOLDS,
  THRESHOLD_BOUNDS,
  thresholdsOf,
} from '../../../../../engine/core/risk/thresholds.ts'

// The issue's values (issue 33 §2) and decisions 585/588: hedging within 60 s
// and 20 %, copying at 10 orders within 2 s in 24 h, latency on trades under
// 10 s, 10 of them at 30 points above the firm, or 5 wins across flagged
// moves; an address links two users at 2 sign-ins ("several").
const ISSUE = {
  hedgeWindowSeconds: 60,
  hedgeSizePercent: 20,
  copyWindowSeconds: 2,
  copyMinOrders: 10,
  copyPeriodHours: 24,
  ipSignIns: 2,
  shortTradeSeconds: 10,
  latencyMinTrades: 10,
  latencyWinRateAbovePoints: 30,
  latencyFlaggedMoves: 5,
}

// Each range as decision 585 bounds it, written out here (not read back).
const RANGES: Record<keyof typeof ISSUE, [number, number]> = {
  hedgeWindowSeconds: [1, 3600],
  hedgeSizePercent: [0, 100],
  copyWindowSeconds: [0.1, 60],
  copyMinOrders: [2, 1000],
  copyPeriodHours: [1, 168],
  ipSignIns: [1, 100],
  shortTradeSeconds: [1, 600],
  latencyMinTrades: [2, 1000],
  latencyWinRateAbovePoints: [1, 100],
  latencyFlaggedMoves: [1, 1000],
}
const KEYS = Object.keys(ISSUE) as (keyof typeof ISSUE)[]

describe('risk thresholds (issue 33 §2, decisions 585 and 588)', () => {
  it('start at the issue’s values', () => {
    expect(DEFAULT_THRESHOLDS).toStrictEqual(ISSUE)
  })

  it('are bounded as the decision says', () => {
    expect(THRESHOLD_BOUNDS).toStrictEqual(RANGES)
  })

  it('nothing stored (null, undefined, {}) gives the defaults, as a copy', () => {
    expect(thresholdsOf(null)).toStrictEqual(ISSUE)
    expect(thresholdsOf(undefined)).toStrictEqual(ISSUE)
    const t = thresholdsOf({})
    expect(t).toStrictEqual(ISSUE)
    t.copyMinOrders = 3
    expect(DEFAULT_THRESHOLDS.copyMinOrders).toBe(10)
  })

  it.each(KEYS)('%s: each end of its range is taken, just outside keeps the default', (key) => {
    const [min, max] = RANGES[key]
    expect(thresholdsOf({ [key]: min })[key]).toBe(min)
    expect(thresholdsOf({ [key]: max })[key]).toBe(max)
    // 0.001 below the lowest, 0.001 above the highest: the default stands.
    expect(thresholdsOf({ [key]: min - 0.001 })[key]).toBe(ISSUE[key])
    expect(thresholdsOf({ [key]: max + 0.001 })[key]).toBe(ISSUE[key])
  })

  it('a stored value changes only its own threshold', () => {
    // hedge window 90 s (inside 1–3600): every other value is the issue's.
    expect(thresholdsOf({ hedgeWindowSeconds: 90 })).toStrictEqual({
      ...ISSUE,
      hedgeWindowSeconds: 90,
    })
  })

  it('a value that is not a finite number keeps the default', () => {
    // "90" would pass 1 ≤ "90" ≤ 3600 by JavaScript's coercion: a string is refused as such.
    expect(thresholdsOf({ hedgeWindowSeconds: '90' }).hedgeWindowSeconds).toBe(60)
    expect(thresholdsOf({ copyMinOrders: true }).copyMinOrders).toBe(10)
    expect(thresholdsOf({ copyMinOrders: null }).copyMinOrders).toBe(10)
    expect(thresholdsOf({ hedgeSizePercent: Number.NaN }).hedgeSizePercent).toBe(20)
    expect(thresholdsOf({ hedgeSizePercent: Number.POSITIVE_INFINITY }).hedgeSizePercent).toBe(20)
    expect(thresholdsOf({ hedgeSizePercent: Number.NEGATIVE_INFINITY }).hedgeSizePercent).toBe(20)
  })

  it('keys it does not know are dropped', () => {
    expect(thresholdsOf({ somethingElse: 5 })).toStrictEqual(ISSUE)
  })
})
