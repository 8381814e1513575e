import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { loadAccount, newCore, order, quote, T0 } from './support.ts'

function setup(balance = '10000') {
  const core = newCore()
  loadAccount(core, 1, balance)
  core.tick('BTCUSDT', quote('60000'), T0)
  return core
}

function rejection(core: ReturnType<typeof setup>, request: ReturnType<typeof order>) {
  const before = JSON.stringify([...core.account(1).orders.keys(), core.assets(1).balance])
  const result = core.place(1, request, T0)
  if (result.ok) throw new Error('accepted')
  // Nothing changed.
  expect(JSON.stringify([...core.account(1).orders.keys(), core.assets(1).balance])).toBe(before)
  const { rejection } = result
  let text: string = rejection.message
  for (const [k, v] of Object.entries(rejection.params)) text = text.replace(`{${k}}`, v)
  return { code: rejection.code, field: rejection.field, text }
}

describe('placement rejections (trading.md)', () => {
  it('size off the step', () => {
    expect(rejection(setup(), order('BTCUSDT', 'MARKET', 'buy', '0.0015'))).toEqual({
      code: 'size_step',
      field: 'size',
      text: 'Size must be a multiple of 0.001.',
    })
  })
  it('below the minimum notional', () => {
    const core = setup()
    core.tick('BTCUSDT', quote('4000'), T0)
    expect(rejection(core, order('BTCUSDT', 'MARKET', 'buy', '0.001')).text).toBe(
      'Order value must be at least 5 USDT.',
    )
  })
  it('price off the tick', () => {
    expect(
      rejection(setup(), order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '59000.05' })).text,
    ).toBe('Price must be a multiple of the tick size 0.1.')
  })
  it('a stop that would trigger at once', () => {
    expect(
      rejection(setup(), order('BTCUSDT', 'STOP_MARKET', 'buy', '0.01', { stopPrice: '60000' }))
        .code,
    ).toBe('stop_immediate_buy')
    expect(
      rejection(setup(), order('BTCUSDT', 'STOP_MARKET', 'sell', '0.01', { stopPrice: '60000' }))
        .code,
    ).toBe('stop_immediate_sell')
  })
  it('price protection: buy above mark × 1.15, sell below mark × 0.85', () => {
    expect(
      rejection(setup(), order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '69000.1' })).text,
    ).toBe('Buy price may be at most 15% above the mark price (at most 69000).')
    expect(
      rejection(setup(), order('BTCUSDT', 'LIMIT', 'sell', '0.01', { price: '50999.9' })).code,
    ).toBe('protection_sell')
    expect(
      setup().place(1, order('BTCUSDT', 'LIMIT', 'sell', '0.01', { price: '51000' }), T0).ok,
    ).toBe(true)
  })
  it('not enough free margin', () => {
    // 20x: 4 BTC × 60 000 / 20 = 12 000 > 10 000
    const result = rejection(setup(), order('BTCUSDT', 'MARKET', 'buy', '4'))
    expect(result.code).toBe('free_margin')
    expect(result.text).toMatch(
      /^Not enough free margin: this order needs 12120\.00 USDT and 10000\.00 USDT is free\.$/,
    )
  })
  it('notional above the bracket cap at the leverage', () => {
    const core = newCore()
    loadAccount(core, 1, '1000000', { maxLeverage: 125 })
    core.tick('BTCUSDT', quote('60000'), T0)
    core.setLeverage(1, 'BTCUSDT', 125, T0)
    expect(rejection(core, order('BTCUSDT', 'MARKET', 'buy', '1')).text).toBe(
      'Position value would be 60000.00 USDT; at 125x the most allowed is 50000 USDT.',
    )
  })
  it('account not active', () => {
    const core = setup()
    core.setStatus(1, 'expired')
    expect(rejection(core, order('BTCUSDT', 'MARKET', 'buy', '0.01')).text).toBe(
      'This account has expired; trading is closed.',
    )
  })
  it('close with no position, TP/SL on the wrong side', () => {
    expect(
      rejection(setup(), order('BTCUSDT', 'MARKET', 'sell', '0.01', { tradeType: 'close' })).text,
    ).toBe('There is no long position in BTCUSDT to close.')
    expect(
      rejection(setup(), order('BTCUSDT', 'MARKET', 'buy', '0.01', { tp: '59000' })).code,
    ).toBe('tp_long')
    expect(
      rejection(setup(), order('BTCUSDT', 'MARKET', 'sell', '0.01', { sl: '59000' })).code,
    ).toBe('sl_short')
  })
  it('leverage above the account cap, or a margin that would not fit', () => {
    const core = setup()
    const above = core.setLeverage(1, 'BTCUSDT', 21, T0)
    expect(!above.ok && above.rejection.code).toBe('leverage_account_cap')
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '3'), T0) // margin 9 000 at 20x
    const tooLow = core.setLeverage(1, 'BTCUSDT', 2, T0)
    expect(!tooLow.ok && tooLow.rejection.code).toBe('leverage_margin')
    expect(core.account(1).leverageFor(core.state.pair('BTCUSDT'))).toBe(20)
    expect(core.setLeverage(1, 'BTCUSDT', 10, T0).ok).toBe(false)
    expect(core.setLeverage(1, 'BTCUSDT', 19, T0).ok).toBe(true)
  })
  it('a repeated client order id answers the first order and places nothing', () => {
    const core = setup()
    const first = core.place(
      1,
      order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '59000', clientOrderId: 'abc' }),
      T0,
    )
    const again = core.place(
      1,
      order('BTCUSDT', 'LIMIT', 'buy', '0.02', { price: '58000', clientOrderId: 'abc' }),
      T0,
    )
    expect(first.ok && again.ok && again.value.duplicate).toBe(true)
    expect(again.ok && again.value.order.price).toEqual(D(59000))
    expect(core.account(1).orders.size).toBe(1)
  })
})
