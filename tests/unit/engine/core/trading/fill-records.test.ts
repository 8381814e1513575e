/**
 * The records a fill leaves (trading.md "Records": order, trade, position,
 * transaction history) and the edges of triggers: which ledger rows, which
 * ids, what a closing order says, when a stale trigger is ignored.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { TradingCore } from '../../../../../engine/core/trading/trading-core.ts'
import type { TradingEvent } from '../../../../../engine/core/trading/types.ts'
import { catalogueSpec } from '../../../../../engine/market/pair-catalogue.ts'
import { counterIds, fills, kinds, loadAccount, newCore, order, quote, T0 } from './support.ts'

function setup(balance = '10000', maxLeverage = 20) {
  const core = newCore()
  loadAccount(core, 1, balance, { maxLeverage })
  core.tick('BTCUSDT', quote('60000'), T0)
  return core
}

const ledger = (events: TradingEvent[]) =>
  events.flatMap((e) =>
    e.kind === 'ledger' ? [[e.row.id, e.row.type, e.row.amount.toString()]] : [],
  )
const positions = (events: TradingEvent[]) =>
  events.flatMap((e) => (e.kind === 'position' ? [[e.position.size.toString(), e.closed]] : []))
const orders = (events: TradingEvent[]) =>
  events.flatMap((e) => (e.kind === 'order' ? [e.order] : []))

describe('what a fill records', () => {
  it('opening: the order, one fill, the commission only, the balance, the open position', () => {
    const core = setup()
    const opened = core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1'), T0)
    if (!opened.ok) throw new Error(opened.rejection.code)
    // The commission lowers equity to a new low, noted too (decision 410).
    expect(kinds(opened.events)).toContain('equity_low')
    expect(kinds(opened.events).filter((k) => k !== 'equity_low')).toEqual([
      'order',
      'fill',
      'ledger',
      'balance',
      'position',
    ])
    // fee 0.1 × 60 000 × 0.0005 = 3
    expect(ledger(opened.events)).toEqual([[1, 'COMMISSION', '-3']])
    expect(fills(opened.events)[0]).toMatchObject({ id: 1, orderId: 1 })
    expect(positions(opened.events)).toEqual([['0.1', false]])
  })

  it('reducing: realized PnL first, then the commission, each with its own id', () => {
    const core = setup()
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1'), T0)
    core.tick('BTCUSDT', quote('61000'), T0)
    const reduced = core.place(1, order('BTCUSDT', 'MARKET', 'sell', '0.04'), T0)
    // realized 0.04 × 1 000 = 40; fee 0.04 × 61 000 × 0.0005 = 1.22
    expect(reduced.ok && ledger(reduced.events)).toEqual([
      [2, 'REALIZED_PNL', '40'],
      [3, 'COMMISSION', '-1.22'],
    ])
    expect(reduced.ok && fills(reduced.events)[0]?.id).toBe(2)
    expect(reduced.ok && positions(reduced.events)).toEqual([['0.06', false]])
  })

  it('closing: the position reported closed at size 0, its TP/SL out of the book', () => {
    const core = setup()
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1', { tp: '62000', sl: '58000' }), T0)
    expect(core.state.book('BTCUSDT').size).toBe(2)
    const closed = core.closeAll(1, 'BTCUSDT', T0)
    expect(closed.ok && positions(closed.events)).toEqual([['0', true]])
    expect(core.state.book('BTCUSDT').size).toBe(0)
    expect(core.account(1).tpslEntries.size).toBe(0)
    // the closing order the engine placed: a reduce-only market order, with its own id
    expect(closed.ok && orders(closed.events)[0]).toMatchObject({
      id: 2,
      type: 'MARKET',
      side: 'sell',
      tradeType: 'close',
      status: 'FILLED',
      size: D('0.1'),
    })
  })

  it('no commission row when the rate is zero', () => {
    const free = { ...catalogueSpec('BTCUSDT'), makerFee: D(0) }
    const core = new TradingCore([free], counterIds())
    loadAccount(core)
    core.tick('BTCUSDT', quote('60000'), T0)
    core.place(1, order('BTCUSDT', 'LIMIT', 'buy', '0.1', { price: '59000' }), T0)
    const events = core.tick('BTCUSDT', quote('59000'), T0)
    expect(fills(events)[0]?.fee.toString()).toBe('0')
    expect(ledger(events)).toEqual([])
  })

  it("a later order without TP/SL keeps the position's", () => {
    const core = setup()
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1', { tp: '62000', sl: '58000' }), T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1'), T0)
    expect(core.account(1).positions.get('BTCUSDT')).toMatchObject({ tp: D(62000), sl: D(58000) })
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1', { sl: '59000' }), T0)
    expect(core.account(1).positions.get('BTCUSDT')).toMatchObject({ tp: D(62000), sl: D(59000) })
  })

  it('a close order with nothing left to close expires, saying so', () => {
    const core = setup()
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1'), T0)
    core.place(
      1,
      order('BTCUSDT', 'LIMIT', 'sell', '0.1', { price: '61000', tradeType: 'close' }),
      T0,
    )
    core.closeAll(1, 'BTCUSDT', T0)
    const events = core.tick('BTCUSDT', quote('61000'), T0)
    expect(orders(events).map((o) => [o.status, o.reason])).toEqual([
      ['EXPIRED', 'Nothing left to close'],
    ])
  })
})

describe('trigger edges', () => {
  it('ignores a TP whose position a fill in the same tick already closed', () => {
    const core = setup()
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1'), T0)
    core.place(
      1,
      order('BTCUSDT', 'LIMIT', 'sell', '0.1', { price: '62000', tradeType: 'close' }),
      T0,
    )
    // biome-ignore lint/style/noNonNullAssertion: just opened
    const id = core.account(1).positions.get('BTCUSDT')!.id
    core.setPositionTpsl(1, id, D(62000), null, T0)
    const events = core.tick('BTCUSDT', quote('62000'), T0)
    expect(fills(events)).toMatchObject([{ role: 'maker', price: D(62000) }])
    expect(core.account(1).positions.size).toBe(0)
  })

  it('lets a close stop expire, never reject, when the position flipped meanwhile', () => {
    const core = setup('1000000', 125)
    core.setLeverage(1, 'BTCUSDT', 125, T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.5'), T0)
    core.place(
      1,
      order('BTCUSDT', 'STOP_MARKET', 'sell', '0.5', { stopPrice: '59000', tradeType: 'close' }),
      T0,
    )
    core.place(1, order('BTCUSDT', 'MARKET', 'sell', '1'), T0) // now short 0.5
    const events = core.tick('BTCUSDT', quote('59000'), T0)
    expect(orders(events).map((o) => o.status)).toEqual(['TRIGGERED', 'EXPIRED'])
  })

  it('a buy STOP_LIMIT fills at once when its limit reaches the ask on triggering', () => {
    const core = setup()
    core.place(
      1,
      order('BTCUSDT', 'STOP_LIMIT', 'buy', '0.1', { stopPrice: '60500', price: '60700' }),
      T0,
    )
    // limit 60 700 ≥ ask 60 650: taker at the ask (the bid, 60 550, is below it)
    const events = core.tick('BTCUSDT', quote('60500', { bid: '60550', ask: '60650' }), T0)
    expect(fills(events)).toMatchObject([{ price: D(60650), role: 'taker' }])
  })

  it('close all skips a position whose pair has no price yet', () => {
    const core = newCore()
    core.load(
      {
        id: 1,
        userChallengeId: 1,
        status: 'active',
        initialBalance: D(10000),
        balance: D(10000),
        maxLeverage: 20,
        leverages: {},
        positions: [
          {
            id: 1,
            accountId: 1,
            symbol: 'ETHUSDT',
            size: D(1),
            entryPrice: D(3000),
            tp: null,
            sl: null,
            openedAt: T0,
            updatedAt: T0,
          },
        ],
        openOrders: [],
        thresholds: {},
      },
      T0,
    )
    const closed = core.closeAll(1, undefined, T0)
    expect(closed.ok && closed.value).toBe(0)
    expect(core.account(1).positions.size).toBe(1)
  })

  it('reports several thresholds crossed at once by name', () => {
    const core = newCore()
    loadAccount(core, 1, '10000', { thresholds: { warning: D(9600), breach: D(9500) } })
    core.tick('BTCUSDT', quote('60000'), T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '1'), T0) // fee 30 → 9 970
    const events = core.tick('BTCUSDT', quote('59000'), T0) // equity 8 970
    expect(events.flatMap((e) => (e.kind === 'threshold_crossed' ? [e.name] : []))).toEqual([
      'breach',
      'warning',
    ])
  })
})
