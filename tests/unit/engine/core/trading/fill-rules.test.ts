/**
 * What a fill charges and what a trigger does (execution.ts, triggers.ts, trading.md):
 * a resting order fills as maker (0.02 %), everything else as taker
 * (0.05 %); TP/SL close with market orders that say why; a stop that would
 * grow the position past the bracket cap when it triggers is rejected;
 * liquidation when equity ≤ total maintenance, at mark.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import type { TradingEvent } from '../../../../../engine/core/trading/types.ts'
import { fills, loadAccount, newCore, order, quote, T0 } from './support.ts'

function setup(balance = '10000', maxLeverage = 20) {
  const core = newCore()
  loadAccount(core, 1, balance, { maxLeverage })
  core.tick('BTCUSDT', quote('60000'), T0)
  return core
}

const orderEvents = (events: TradingEvent[]) =>
  events.flatMap((e) => (e.kind === 'order' ? [[e.order.status, e.order.reason]] : []))

describe('fees', () => {
  it('charges the maker rate on a resting limit and the taker rate at once', () => {
    const core = setup()
    core.place(1, order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '59000' }), T0)
    const [maker] = fills(core.tick('BTCUSDT', quote('59000'), T0))
    // 0.01 × 59 000 × 0.0002 = 0.118
    expect(maker?.fee.toString()).toBe('0.118')
    expect(core.assets(1).balance.toString()).toBe('9999.882')
    const taker = core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01'), T0)
    // 0.01 × 59 000 × 0.0005 = 0.295
    expect(taker.ok && fills(taker.events)[0]?.fee.toString()).toBe('0.295')
  })
})

describe('TP and SL', () => {
  it('close with a market order named for what fired', () => {
    const tp = setup()
    tp.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01', { tp: '62000', sl: '58000' }), T0)
    expect(orderEvents(tp.tick('BTCUSDT', quote('62000'), T0))).toEqual([['FILLED', 'Take profit']])
    const sl = setup()
    sl.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01', { tp: '62000', sl: '58000' }), T0)
    const events = sl.tick('BTCUSDT', quote('58000', { bid: '57990', ask: '58010' }), T0)
    expect(orderEvents(events)).toEqual([['FILLED', 'Stop loss']])
    // at the bid, as taker: realized 0.01 × (57 990 − 60 000) = −20.1
    expect(fills(events)[0]).toMatchObject({ price: D(57990), role: 'taker' })
    expect(fills(events)[0]?.realizedPnl.toString()).toBe('-20.1')
  })

  it('do not fire once the position they belonged to is gone', () => {
    const core = setup()
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01', { tp: '62000' }), T0)
    core.closeAll(1, 'BTCUSDT', T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01'), T0)
    expect(fills(core.tick('BTCUSDT', quote('62000'), T0))).toEqual([])
    expect(core.account(1).positions.get('BTCUSDT')?.size.toString()).toBe('0.01')
  })
})

describe('the bracket cap when a stop triggers', () => {
  it('rejects an opening stop that would pass the cap at the price it would fill', () => {
    const core = setup('1000000', 125)
    core.setLeverage(1, 'BTCUSDT', 125, T0)
    // placed: 0.8 × 61 000 = 48 800 ≤ 50 000
    const placed = core.place(
      1,
      order('BTCUSDT', 'STOP_MARKET', 'buy', '0.8', { stopPrice: '61000' }),
      T0,
    )
    expect(placed.ok).toBe(true)
    // triggered, it would fill at the ask: 0.8 × 62 600 = 50 080 > 50 000
    const events = core.tick('BTCUSDT', quote('61000', { ask: '62600' }), T0)
    expect(orderEvents(events)).toEqual([
      ['TRIGGERED', null],
      ['REJECTED', 'Position value would exceed the bracket cap'],
    ])
    expect(core.account(1).positions.size).toBe(0)
    expect(core.account(1).orders.size).toBe(0)
  })

  it('lets an opening stop that only shrinks the position fill past the cap', () => {
    const core = setup('1000000', 125)
    core.setLeverage(1, 'BTCUSDT', 125, T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.8'), T0) // 48 000 at 60 000
    core.tick('BTCUSDT', quote('73000'), T0) // now 58 400, past the cap
    core.place(1, order('BTCUSDT', 'STOP_MARKET', 'sell', '0.1', { stopPrice: '72000' }), T0)
    // 0.7 left × 72 000 = 50 400 > 50 000, but smaller than before: allowed
    const events = core.tick('BTCUSDT', quote('72000'), T0)
    expect(orderEvents(events)).toEqual([
      ['TRIGGERED', null],
      ['FILLED', null],
    ])
    expect(core.account(1).positions.get('BTCUSDT')?.size.toString()).toBe('0.7')
  })
})

describe('liquidation', () => {
  // long 0.5 at 60 000; balance 1 629 − fee 15 = 1 614. At mark 57 000:
  // equity 1 614 + 0.5 × (57 000 − 60 000) = 114; maintenance 28 500 × 0.004 = 114.
  function atRisk() {
    const core = setup('1629', 125)
    core.setLeverage(1, 'BTCUSDT', 125, T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.5'), T0)
    expect(core.assets(1).balance.toString()).toBe('1614')
    return core
  }
  const liquidated = (events: TradingEvent[]) => events.some((e) => e.kind === 'liquidation')

  it('does not happen while equity is above the maintenance margin', () => {
    const core = atRisk()
    // equity 114.05 > maintenance 114.0002
    expect(liquidated(core.tick('BTCUSDT', quote('57000.1'), T0))).toBe(false)
    expect(core.account(1).positions.size).toBe(1)
  })

  it('happens when equity equals the maintenance margin, at mark', () => {
    const core = atRisk()
    core.place(1, order('BTCUSDT', 'LIMIT', 'buy', '0.001', { price: '50000' }), T0)
    const events = core.tick('BTCUSDT', quote('57100', { mark: '57000' }), T0)
    // First after the new equity low the core notes (decision 410).
    expect(events.find((e) => e.kind !== 'equity_low')).toMatchObject({
      kind: 'liquidation',
      accountId: 1,
    })
    expect(orderEvents(events)).toEqual([
      ['CANCELED', 'Canceled by liquidation'],
      ['FILLED', 'Liquidation'],
    ])
    expect(fills(events)).toMatchObject([{ price: D(57000), side: 'sell' }])
    expect(core.account(1).positions.size).toBe(0)
  })

  it('never happens to an account without positions, however low its balance', () => {
    const core = newCore()
    loadAccount(core, 1, '0')
    expect(core.tick('BTCUSDT', quote('60000'), T0)).toEqual([])
    expect(
      core.adjustBalance(1, 'WITHDRAWAL', D(0), T0).some((e) => e.kind === 'liquidation'),
    ).toBe(false)
  })
})
