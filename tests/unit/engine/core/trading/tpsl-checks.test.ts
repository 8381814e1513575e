/**
 * A position's TP/SL against the last price (trading.md "Orders": a long's
 * SL must be below the last price and its TP above it; a short the other
 * way; judged against the last price only, never the entry, so a stop can
 * move to break-even or into profit).
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { checkPositionTpsl } from '../../../../../engine/core/trading/tpsl-checks.ts'
import type { Position } from '../../../../../engine/core/trading/types.ts'
import { catalogueSpec } from '../../../../../engine/market/pair-catalogue.ts'
import { quote, T0 } from './support.ts'

/** The whole refusal (code, field, params), or null. */
function refusal(size: string, last: string | null, tp: string | null, sl: string | null) {
  const rejection = checkPositionTpsl(
    btc,
    position(size, '60000'),
    last === null ? undefined : quote(last),
    tp === null ? null : D(tp),
    sl === null ? null : D(sl),
  )
  return rejection && { code: rejection.code, field: rejection.field, params: rejection.params }
}

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

describe('position TP/SL: the rule against the entry is gone', () => {
  it('a long may move its stop to break-even or into profit', () => {
    // long at 60 000, last 61 000: SL 60 000 (break-even) and 60 500 (profit) are below 61 000
    expect(judge('1', '60000', '61000', null, '60000')).toBe('ok')
    expect(judge('1', '60000', '61000', null, '60500')).toBe('ok')
    // and a TP below the entry is allowed while above the last price (long losing: last 59 000)
    expect(judge('1', '60000', '59000', '59500', null)).toBe('ok')
  })

  it('a short may move its stop to break-even or into profit', () => {
    // short at 60 000, last 59 000: SL 60 000 and 59 500 are above 59 000
    expect(judge('-1', '60000', '59000', null, '60000')).toBe('ok')
    expect(judge('-1', '60000', '59000', null, '59500')).toBe('ok')
    // a TP above the entry is allowed while below the last price (short losing: last 61 000)
    expect(judge('-1', '60000', '61000', '60500', null)).toBe('ok')
  })
})

describe('position TP/SL refusals: code, field and the last price', () => {
  it('names the side and the rule, and quotes the last price', () => {
    expect(refusal('1', '61000', '61000', null)).toEqual({
      code: 'position_tp_long',
      field: 'tp',
      params: { last: '61000' },
    })
    expect(refusal('1', '61000', null, '61000.5')).toEqual({
      code: 'position_sl_long',
      field: 'sl',
      params: { last: '61000' },
    })
    expect(refusal('-1', '59000', '59000', null)).toEqual({
      code: 'position_tp_short',
      field: 'tp',
      params: { last: '59000' },
    })
    expect(refusal('-1', '59000', null, '58999.9')).toEqual({
      code: 'position_sl_short',
      field: 'sl',
      params: { last: '59000' },
    })
  })

  it('a wrong TP is refused before a wrong SL', () => {
    // long, last 61 000: TP 60 000 and SL 62 000 both wrong; the TP is named
    expect(refusal('1', '61000', '60000', '62000')?.code).toBe('position_tp_long')
    // a good TP does not hide a wrong SL
    expect(refusal('1', '61000', '62000', '62000')?.code).toBe('position_sl_long')
    expect(refusal('-1', '59000', '58000', '58000')?.code).toBe('position_sl_short')
  })

  it('without a price, setting a level is refused on the field given', () => {
    expect(refusal('1', null, '62000', null)).toEqual({
      code: 'no_price',
      field: 'tp',
      params: { symbol: 'BTCUSDT' },
    })
    expect(refusal('1', null, null, '59000')).toEqual({
      code: 'no_price',
      field: 'sl',
      params: { symbol: 'BTCUSDT' },
    })
    expect(refusal('1', null, '62000', '59000')?.field).toBe('tp')
    // removing both needs no price
    expect(refusal('1', null, null, null)).toBeNull()
  })

  it('the tick check comes before the price: an off-tick level without a price is a tick refusal', () => {
    expect(refusal('1', null, '62000.05', null)?.code).toBe('tp_tick')
    expect(refusal('1', null, null, '59000.05')?.code).toBe('sl_tick')
  })
})
