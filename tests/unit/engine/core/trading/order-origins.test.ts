/**
 * Every order and fill names who placed it (decision 412): the trader
 * (placements and Close All), a take-profit, a stop-loss, a liquidation, or
 * a step's close-out; a fill carries its order's origin.
 */
import { describe, expect, it } from 'vitest'
import type { TradingEvent } from '../../../../../engine/core/trading/types.ts'
import { fills, loadAccount, newCore, order, quote, T0 } from './support.ts'

const T1 = new Date('2026-03-01T10:05:00Z')

function origins(events: TradingEvent[]) {
  return {
    orders: events.flatMap((e) => (e.kind === 'order' ? [[e.order.status, e.order.origin]] : [])),
    fills: fills(events).map((f) => [f.side, f.origin]),
  }
}

function setup(balance = '10000', maxLeverage = 20) {
  const core = newCore()
  loadAccount(core, 1, balance, { maxLeverage })
  core.tick('BTCUSDT', quote('60000'), T0)
  return core
}

describe('order origins', () => {
  it('a placement and Close All are the trader’s', () => {
    const core = setup()
    const placed = core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01'), T0)
    expect(placed.ok && origins(placed.events)).toEqual({
      orders: [['FILLED', 'trader']],
      fills: [['buy', 'trader']],
    })
    const closed = core.closeAll(1, undefined, T1)
    expect(closed.ok && origins(closed.events)).toEqual({
      orders: [['FILLED', 'trader']],
      fills: [['sell', 'trader']],
    })
  })

  it('a take-profit and a stop-loss close with their own origin', () => {
    const core = setup()
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01', { tp: '61000' }), T0)
    expect(origins(core.tick('BTCUSDT', quote('61000'), T1))).toEqual({
      orders: [['FILLED', 'take_profit']],
      fills: [['sell', 'take_profit']],
    })
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01', { sl: '60000' }), T1)
    expect(origins(core.tick('BTCUSDT', quote('60000'), T1))).toEqual({
      orders: [['FILLED', 'stop_loss']],
      fills: [['sell', 'stop_loss']],
    })
  })

  it('a liquidation’s closes are the liquidation’s; a close-out’s are the close-out’s', () => {
    const core = setup('1515', 125)
    expect(core.setLeverage(1, 'BTCUSDT', 125, T0).ok).toBe(true)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.5'), T0)
    // Liquidation price 57 228.92 (liquidation.test.ts): the mark below it liquidates.
    const liquidated = origins(core.tick('BTCUSDT', quote('57000'), T1))
    expect(liquidated.fills).toEqual([['sell', 'liquidation']])

    const other = setup()
    other.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01'), T0)
    expect(origins(other.closeOut(1, 'failed', 'Daily drawdown breached', T1))).toEqual({
      orders: [['FILLED', 'close_out']],
      fills: [['sell', 'close_out']],
    })
  })
})
