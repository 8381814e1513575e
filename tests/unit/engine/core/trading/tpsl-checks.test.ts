/**
 * A position's TP/SL against the last price (trading.md "Orders": a long's
 * SL must be below the last price and its TP above it; a short the other
 * way). Only cases on which the rule as written and the code's current
 * extra check against the entry agree are asserted here: the entry rule is
 * being removed (a stop moved to break-even must be allowed), and its cases
 * belong with that change.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { checkPositionTpsl } from '../../../../../engine/core/trading/tpsl-checks.ts'
import type { Position } from '../../../../../engine/core/trading/types.ts'
import { catalogueSpec } from '../../../../../engine/market/pair-catalogue.ts'
import { quote, T0 } from './support.ts'

const btc = catalogueSpec('BTCUSDT')

const position = (size: string, entry: string): Position => ({
  id: 1,
  accountId: 1,
  symbol: 'BTCUSDT',
  size: D(size),
  entryPrice: D(entry),
  tp: null,
  sl: null,
  openedAt: T0,
  updatedAt: T0,
})

/** The refused field, or 'ok'. */
function judge(size: string, entry: string, last: string, tp: string | null, sl: string | null) {
  const rejection = checkPositionTpsl(
    btc,
    position(size, entry),
    quote(last),
    tp === null ? null : D(tp),
    sl === null ? null : D(sl),
  )
  return rejection ? rejection.field : 'ok'
}

describe('position TP/SL against the last price', () => {
  it('a long: TP above the last price, SL below it', () => {
    // entry 60 000, last 61 000
    expect(judge('1', '60000', '61000', '62000', '59000')).toBe('ok')
    expect(judge('1', '60000', '61000', '61000', null)).toBe('tp')
    expect(judge('1', '60000', '61000', '60500', null)).toBe('tp')
    expect(judge('1', '60000', '61000', null, '61000')).toBe('sl')
    expect(judge('1', '60000', '61000', null, '61500')).toBe('sl')
  })

  it('a short: TP below the last price, SL above it', () => {
    // entry 60 000, last 59 000
    expect(judge('-1', '60000', '59000', '58000', '61000')).toBe('ok')
    expect(judge('-1', '60000', '59000', '59000', null)).toBe('tp')
    expect(judge('-1', '60000', '59000', '59500', null)).toBe('tp')
    expect(judge('-1', '60000', '59000', null, '59000')).toBe('sl')
    expect(judge('-1', '60000', '59000', null, '58500')).toBe('sl')
  })

  it('a stop between the last price and a losing entry would fire at once', () => {
    // long at 60 000, last 59 000: SL 59 500 is at or above the last price
    expect(judge('1', '60000', '59000', null, '59500')).toBe('sl')
    expect(judge('1', '60000', '59000', '61000', '58900')).toBe('ok')
    // short at 60 000, last 61 000: SL 60 500 is at or below the last price
    expect(judge('-1', '60000', '61000', null, '60500')).toBe('sl')
    expect(judge('-1', '60000', '61000', '59000', '61100')).toBe('ok')
  })

  it('refuses levels off the tick, TP first', () => {
    const at = (tp: string | null, sl: string | null) =>
      checkPositionTpsl(
        btc,
        position('1', '60000'),
        quote('60000'),
        tp === null ? null : D(tp),
        sl === null ? null : D(sl),
      )
    expect(at('62000.05', '58000.05')).toMatchObject({
      code: 'tp_tick',
      field: 'tp',
      params: { tick: '0.1' },
    })
    expect(at('62000', '58000.05')).toMatchObject({
      code: 'sl_tick',
      field: 'sl',
      params: { tick: '0.1' },
    })
  })

  it('removing both is always allowed', () => {
    expect(judge('1', '60000', '61000', null, null)).toBe('ok')
    expect(judge('-1', '60000', '59000', null, null)).toBe('ok')
  })
})
