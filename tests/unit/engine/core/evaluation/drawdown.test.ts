/**
 * The three drawdown figures (docs/decisions/410) from the lowest equities
 * the trading core notes on every check: hand-worked cases, including the
 * day an open position's profit hid a closed loss from the old report.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { drawdowns, lowest } from '../../../../../engine/core/evaluation/drawdown.ts'
import { stepReport } from '../../../../../engine/core/evaluation/reports.ts'
import type { TradingCore } from '../../../../../engine/core/trading/trading-core.ts'
import type { TradingEvent } from '../../../../../engine/core/trading/types.ts'
import { fills, newCore, order, quote, T0 } from '../trading/support.ts'

const DAY = '2026-03-01'

/** An account of 10 000 whose trading day `DAY` opened at 10 000. */
function account(core: TradingCore) {
  core.load(
    {
      id: 1,
      userChallengeId: 1,
      status: 'active',
      initialBalance: D('10000'),
      balance: D('10000'),
      maxLeverage: 20,
      leverages: {},
      positions: [],
      openOrders: [],
      thresholds: {},
      lows: { step: null, day: { key: DAY, startBalance: D('10000'), lowest: null } },
    },
    T0,
  )
}

const figuresOf = (core: TradingCore) => {
  const held = core.account(1)
  return drawdowns({
    initialBalance: '10000',
    dayStartBalance: '10000',
    stepLow: held.stepLow,
    dayLow: held.day?.lowest ?? null,
  })
}

const ok = (result: ReturnType<TradingCore['place']>): TradingEvent[] => {
  if (!result.ok) throw new Error(result.rejection.message)
  return result.events
}

describe('drawdown figures', () => {
  it('an open position’s profit beside a closed loss: 45.00, not 559.75', () => {
    const core = newCore()
    account(core)
    core.tick('BTCUSDT', quote('60000'), T0)
    core.tick('ETHUSDT', quote('3000'), T0)
    const events: TradingEvent[] = []
    // Open 1 BTC at 60 000 (fee 30: equity 9 970), 10 ETH at 3 000 (fee 15: equity 9 955).
    events.push(...ok(core.place(1, order('BTCUSDT', 'MARKET', 'buy', '1'), T0)))
    events.push(...ok(core.place(1, order('ETHUSDT', 'MARKET', 'buy', '10'), T0)))
    // BTC +1 000 unrealized (equity 10 955); ETH −500 (equity 10 455).
    core.tick('BTCUSDT', quote('61000'), T0)
    core.tick('ETHUSDT', quote('2950'), T0)
    // Close ETH: −500 and fee 14.75: balance 9 440.25, equity 10 440.25.
    events.push(
      ...ok(core.place(1, order('ETHUSDT', 'MARKET', 'sell', '10', { tradeType: 'close' }), T0)),
    )
    expect(core.assets(1).balance.toString()).toBe('9440.25')
    expect(core.assets(1).equity.toString()).toBe('10440.25')
    expect(core.account(1).day?.lowest?.toString()).toBe('9955')
    expect(figuresOf(core)).toEqual({ total: '45', daily: '45', maxPercent: '0.45' })

    const reportFills = fills(events).map((f) => ({
      at: f.time,
      symbol: f.symbol,
      side: f.side,
      quantity: f.quantity.toString(),
      realizedPnl: f.realizedPnl.toString(),
      fee: f.fee.toString(),
    }))
    const recorded = { date: DAY, startBalance: '10000', lowestEquity: '9955' }
    const report = stepReport('10000', reportFills, { days: [recorded] }, 0)
    expect(report.days).toEqual([{ date: DAY, trades: 1, profit: '-559.75', drawdown: '45' }])
    // What the balance after each fill made of the same day (decision 281's reading).
    expect(stepReport('10000', reportFills, {}, 0).days[0]?.drawdown).toBe('559.75')
  })

  it('a dip right after the first buy that recovers within the minute: 30.00', () => {
    const core = newCore()
    account(core)
    core.tick('BTCUSDT', quote('60000'), T0)
    ok(core.place(1, order('BTCUSDT', 'MARKET', 'buy', '1'), T0))
    // Equity 9 970 (the fee), then 10 070 and closed at 60 100: balance 10 039.95.
    core.tick('BTCUSDT', quote('60100'), T0)
    ok(core.place(1, order('BTCUSDT', 'MARKET', 'sell', '1', { tradeType: 'close' }), T0))
    expect(core.assets(1).balance.toString()).toBe('10039.95')
    expect(figuresOf(core)).toEqual({ total: '30', daily: '30', maxPercent: '0.3' })
  })

  it('a new day starts its low at the equity of its start; the step’s low stays', () => {
    const core = newCore()
    account(core)
    core.tick('BTCUSDT', quote('60000'), T0)
    ok(core.place(1, order('BTCUSDT', 'MARKET', 'buy', '1'), T0))
    // Day 1 low 9 970. At 60 500 the equity is 10 470; day 2 opens at balance 9 970.
    core.tick('BTCUSDT', quote('60500'), T0)
    const opened = core.startDay(1, '2026-03-02', D('9970'))
    const low = opened[0]
    expect(low?.kind === 'equity_low' && [low.step.toString(), low.day?.lowest.toString()]).toEqual(
      ['9970', '10470'],
    )
    // Equity 9 920 on day 2: 50 below its start, 80 below the initial balance.
    core.tick('BTCUSDT', quote('59950'), T0)
    core.place(1, order('BTCUSDT', 'LIMIT', 'buy', '0.001', { price: '50000' }), T0)
    const held = core.account(1)
    expect(
      drawdowns({
        initialBalance: '10000',
        dayStartBalance: '9970',
        stepLow: held.stepLow,
        dayLow: held.day?.lowest ?? null,
      }),
    ).toEqual({ total: '80', daily: '50', maxPercent: '0.8' })
  })

  it('no fall below the base is 0; an unknown low is no fall', () => {
    expect(
      drawdowns({
        initialBalance: '10000',
        dayStartBalance: '10000',
        stepLow: null,
        dayLow: D('10200'),
      }),
    ).toEqual({ total: '0', daily: '0', maxPercent: '0' })
    expect(lowest(null, '10', D('9.5'), undefined)?.toString()).toBe('9.5')
    expect(lowest(null, undefined)).toBeNull()
  })
})

describe('lowest of readings, and an account of no size', () => {
  it('the lowest, whatever the order; unknown readings skipped', () => {
    expect(lowest('9800', '9700.5', '9900')?.toString()).toBe('9700.5')
    expect(lowest('9700.5', '9800')?.toString()).toBe('9700.5')
    expect(lowest(null, D('9950'), undefined)?.toString()).toBe('9950')
    expect(lowest(null, undefined)).toBeNull()
  })

  it('an initial balance of 0 gives 0 %, not a division by zero', () => {
    expect(
      drawdowns({ initialBalance: '0', dayStartBalance: '0', stepLow: D('0'), dayLow: D('0') }),
    ).toEqual({ total: '0', daily: '0', maxPercent: '0' })
  })
})
