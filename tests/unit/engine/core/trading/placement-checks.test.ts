/**
 * Placement rules not covered by rejections.test.ts (trading.md "Orders"):
 * required prices, ticks of stops and TP/SL, the pair and its price, close
 * orders, the exact edges of min notional, protection, TP/SL references,
 * the bracket cap and free margin. BTCUSDT: tick 0.1, step 0.001, min
 * notional 5, protection 15 %; balance 10 000 at 20x unless said.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { fills, loadAccount, newCore, order, quote, T0 } from './support.ts'

function setup(balance = '10000', maxLeverage = 20, last = quote('60000')) {
  const core = newCore()
  loadAccount(core, 1, balance, { maxLeverage })
  core.tick('BTCUSDT', last, T0)
  return core
}

type Core = ReturnType<typeof setup>

function refused(core: Core, request: ReturnType<typeof order>) {
  const result = core.place(1, request, T0)
  if (result.ok) throw new Error('accepted')
  return result.rejection
}

function accepted(core: Core, request: ReturnType<typeof order>) {
  const result = core.place(1, request, T0)
  if (!result.ok) throw new Error(`refused: ${result.rejection.code}`)
  return result
}

describe('what an order must carry', () => {
  it('a price for LIMIT and STOP_LIMIT, a stop for STOP_MARKET and STOP_LIMIT', () => {
    const core = setup()
    expect(refused(core, order('BTCUSDT', 'LIMIT', 'buy', '0.01'))).toMatchObject({
      code: 'price_required',
      field: 'price',
      params: { type: 'LIMIT' },
    })
    expect(
      refused(core, order('BTCUSDT', 'STOP_LIMIT', 'buy', '0.01', { stopPrice: '61000' })),
    ).toMatchObject({ code: 'price_required', params: { type: 'STOP_LIMIT' } })
    expect(refused(core, order('BTCUSDT', 'STOP_MARKET', 'buy', '0.01'))).toMatchObject({
      code: 'stop_price_required',
      field: 'stop_price',
      params: { type: 'STOP_MARKET' },
    })
    expect(
      refused(core, order('BTCUSDT', 'STOP_LIMIT', 'buy', '0.01', { price: '61000' })).code,
    ).toBe('stop_price_required')
  })

  // Issue 23: a price its type does not use was dropped before (a MARKET
  // order "at 1" filled at market); it is refused now, naming the field.
  it('refuses a price or stop its type does not use', () => {
    const core = setup()
    for (const type of ['MARKET', 'STOP_MARKET'] as const) {
      expect(
        refused(core, order('BTCUSDT', type, 'buy', '0.01', { price: '1', stopPrice: '61000' })),
      ).toMatchObject({ code: 'price_not_used', field: 'price', params: { type } })
    }
    for (const type of ['MARKET', 'LIMIT'] as const) {
      expect(
        refused(core, order('BTCUSDT', type, 'buy', '0.01', { price: '59000', stopPrice: '1' })),
      ).toMatchObject({
        code: type === 'MARKET' ? 'price_not_used' : 'stop_price_not_used',
        field: type === 'MARKET' ? 'price' : 'stop_price',
        params: { type },
      })
    }
    const market = accepted(core, order('BTCUSDT', 'MARKET', 'buy', '0.01'))
    expect(market.value.order).toMatchObject({ price: null, stopPrice: null, status: 'FILLED' })
    const limit = accepted(core, order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '59000' }))
    expect(limit.value.order).toMatchObject({ price: D(59000), stopPrice: null, status: 'NEW' })
  })

  it('stop, TP and SL on the tick', () => {
    const core = setup()
    const tick = { tick: '0.1' }
    expect(
      refused(core, order('BTCUSDT', 'STOP_MARKET', 'buy', '0.01', { stopPrice: '61000.05' })),
    ).toMatchObject({ code: 'stop_price_tick', field: 'stop_price', params: tick })
    expect(
      refused(core, order('BTCUSDT', 'MARKET', 'buy', '0.01', { tp: '62000.05' })),
    ).toMatchObject({ code: 'tp_tick', field: 'tp', params: tick })
    expect(
      refused(core, order('BTCUSDT', 'MARKET', 'buy', '0.01', { sl: '58000.05' })),
    ).toMatchObject({ code: 'sl_tick', field: 'sl', params: tick })
  })

  it('a known pair with a price', () => {
    const core = setup()
    expect(refused(core, order('SOLUSDT', 'MARKET', 'buy', '1'))).toMatchObject({
      code: 'unknown_symbol',
      field: 'symbol',
    })
    expect(refused(core, order('ETHUSDT', 'MARKET', 'buy', '1'))).toMatchObject({
      code: 'no_price',
      params: { symbol: 'ETHUSDT' },
    })
  })
})

describe('close orders', () => {
  it('carry no TP/SL and need a position on the other side', () => {
    const core = setup()
    const close = { tradeType: 'close' as const }
    expect(
      refused(core, order('BTCUSDT', 'MARKET', 'sell', '0.01', { ...close, sl: '70000' })),
    ).toMatchObject({ code: 'tpsl_on_close', field: 'sl' })
    expect(
      refused(core, order('BTCUSDT', 'MARKET', 'sell', '0.01', { ...close, tp: '1', sl: '2' })),
    ).toMatchObject({ code: 'tpsl_on_close', field: 'tp' })
    expect(refused(core, order('BTCUSDT', 'MARKET', 'buy', '0.01', close)).params).toEqual({
      side: 'short',
      symbol: 'BTCUSDT',
    })
    accepted(core, order('BTCUSDT', 'MARKET', 'buy', '0.01'))
    expect(refused(core, order('BTCUSDT', 'MARKET', 'buy', '0.01', close)).code).toBe(
      'no_position_to_close',
    )
  })

  it('are not held to the minimum notional', () => {
    const core = setup()
    accepted(core, order('BTCUSDT', 'MARKET', 'buy', '0.01'))
    core.tick('BTCUSDT', quote('400'), T0)
    // 0.01 × 400 = 4 < 5, but it only closes
    const close = accepted(core, order('BTCUSDT', 'MARKET', 'sell', '0.01', { tradeType: 'close' }))
    expect(close.value.order.status).toBe('FILLED')
  })
})

describe('edges of the placement rules', () => {
  it('min notional: exactly 5 USDT passes, less does not, judged on the limit price', () => {
    const core = setup('10000', 20, quote('5000'))
    accepted(core, order('BTCUSDT', 'MARKET', 'buy', '0.001'))
    expect(
      refused(core, order('BTCUSDT', 'LIMIT', 'buy', '0.001', { price: '4999.9' })),
    ).toMatchObject({ code: 'min_notional', field: 'size', params: { min: '5' } })
  })

  it('protection limits are rounded onto the tick, inward', () => {
    // mark 60 000.05: buy at most 69 000.0575 → 69 000; sell at least 51 000.0425 → 51 000.1
    const core = setup('10000', 20, quote('60000', { mark: '60000.05' }))
    expect(
      refused(core, order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '69000.1' })).params,
    ).toEqual({ percent: '15', limit: '69000' })
    expect(
      refused(core, order('BTCUSDT', 'LIMIT', 'sell', '0.01', { price: '51000' })).params,
    ).toEqual({ percent: '15', limit: '51000.1' })
    accepted(core, order('BTCUSDT', 'LIMIT', 'sell', '0.01', { price: '51000.1' }))
  })

  it('TP/SL may not equal the price they are judged against', () => {
    const core = setup('10000', 20, quote('60000', { bid: '59999.9', ask: '60000.1' }))
    const limit = { price: '59000' }
    expect(
      refused(core, order('BTCUSDT', 'LIMIT', 'buy', '0.01', { ...limit, tp: '59000' })),
    ).toMatchObject({ code: 'tp_long', params: { reference: '59000' } })
    expect(
      refused(core, order('BTCUSDT', 'LIMIT', 'buy', '0.01', { ...limit, sl: '59000' })),
    ).toMatchObject({ code: 'sl_long', params: { reference: '59000' } })
    // a market sell is judged against the bid
    expect(
      refused(core, order('BTCUSDT', 'MARKET', 'sell', '0.01', { tp: '59999.9' })),
    ).toMatchObject({ code: 'tp_short', params: { reference: '59999.9' } })
    expect(refused(core, order('BTCUSDT', 'MARKET', 'sell', '0.01', { sl: '59999.9' })).code).toBe(
      'sl_short',
    )
    // a stop against its stop price
    expect(
      refused(
        core,
        order('BTCUSDT', 'STOP_MARKET', 'buy', '0.01', { stopPrice: '61000', sl: '61000' }),
      ).params,
    ).toEqual({ reference: '61000' })
  })

  it('a limit at the ask or the bid fills at once as taker', () => {
    const core = setup('10000', 20, quote('60000', { bid: '59999.9', ask: '60000.1' }))
    const buy = accepted(core, order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '60000.1' }))
    expect(fills(buy.events)).toMatchObject([{ price: D('60000.1'), role: 'taker' }])
    const sell = accepted(core, order('BTCUSDT', 'LIMIT', 'sell', '0.02', { price: '59000' }))
    expect(fills(sell.events)).toMatchObject([{ price: D('59999.9'), role: 'taker' }])
  })
})

describe('bracket cap and free margin at placement', () => {
  it('judges the cap at the price the order fills at: the ask when marketable', () => {
    const core = setup('1000000', 125)
    core.setLeverage(1, 'BTCUSDT', 125, T0)
    // 0.83 at the ask 60 000 = 49 800 ≤ 50 000 (at its own 61 000 it would be 50 630)
    accepted(core, order('BTCUSDT', 'LIMIT', 'buy', '0.83', { price: '61000' }))
  })

  it('allows a resting order exactly at the cap, not past it', () => {
    const core = setup('1000000', 125, quote('63000'))
    core.setLeverage(1, 'BTCUSDT', 125, T0)
    // 0.8 × 62 500 = 50 000
    accepted(core, order('BTCUSDT', 'LIMIT', 'buy', '0.8', { price: '62500' }))
    expect(
      refused(core, order('BTCUSDT', 'LIMIT', 'buy', '0.801', { price: '62500' })).params,
    ).toEqual({ notional: '50062.50', leverage: '125', cap: '50000' })
  })

  it('reserves size × price ÷ leverage for a resting order: all the free margin, not a cent more', () => {
    const core = setup()
    // 4 × 50 000 / 20 = 10 000 = free margin
    accepted(core, order('BTCUSDT', 'LIMIT', 'buy', '4', { price: '50000' }))
    core.cancelAll(1, undefined, T0)
    // 4.001 × 50 000 / 20 = 10 002.5
    expect(
      refused(core, order('BTCUSDT', 'LIMIT', 'buy', '4.001', { price: '50000' })).params,
    ).toEqual({ cost: '10002.50', free: '10000.00' })
  })

  it('always lets an order that only shrinks the position through', () => {
    const core = setup()
    accepted(core, order('BTCUSDT', 'MARKET', 'buy', '3')) // fee 90 → balance 9 910
    core.tick('BTCUSDT', quote('57500'), T0)
    // equity 9 910 − 7 500 = 2 410 < margin 3 × 57 500 / 20 = 8 625: nothing is free
    expect(core.assets(1).freeMargin.toString()).toBe('0')
    accepted(core, order('BTCUSDT', 'MARKET', 'sell', '1'))
    // 9 910 + 1 × (57 500 − 60 000) − 1 × 57 500 × 0.0005 = 7 381.25
    expect(core.assets(1).balance.toString()).toBe('7381.25')
    // a sell of 3 flips to a 1 BTC short: realized 2 × (57 500 − 60 000) = −5 000, fee
    // 3 × 57 500 × 0.0005 = 86.25, so balance 7 381.25 → 2 295 < margin 57 500 / 20 = 2 875
    // The account is already under water (equity 2 381.25 < margin 5 750), so the
    // message names the shortfall the flip would leave, 2 875 − 2 295 = 580, on
    // top of the 0 free: never a negative "needs".
    expect(refused(core, order('BTCUSDT', 'MARKET', 'sell', '3'))).toMatchObject({
      code: 'free_margin',
      params: { cost: '580.00', free: '0.00' },
    })
    accepted(core, order('BTCUSDT', 'MARKET', 'sell', '2'))
    expect(core.account(1).positions.size).toBe(0)
  })
})
