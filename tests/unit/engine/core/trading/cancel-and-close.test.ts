/**
 * Cancel, cancel all (per pair or all), close all (market), close out and
 * balance adjustments (trading.md "Orders", "Positions and money"). Figures
 * worked by hand from the seeded pairs: BTCUSDT and ETHUSDT, maker 0.02 %,
 * taker 0.05 %, default leverage 20x.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import type { TradingEvent } from '../../../../../engine/core/trading/types.ts'
import { fills, kinds, loadAccount, newCore, order, quote, T0 } from './support.ts'

const T1 = new Date('2026-03-01T10:05:00Z')

function setup() {
  const core = newCore()
  loadAccount(core)
  core.tick('BTCUSDT', quote('60000'), T0)
  core.tick('ETHUSDT', quote('3000'), T0)
  return core
}

function orderStatuses(events: TradingEvent[]) {
  return events.flatMap((e) => (e.kind === 'order' ? [[e.order.symbol, e.order.status]] : []))
}

function ledger(events: TradingEvent[]) {
  return events.flatMap((e) => (e.kind === 'ledger' ? [[e.row.type, e.row.amount.toString()]] : []))
}

function placeId(core: ReturnType<typeof setup>, request: ReturnType<typeof order>) {
  const placed = core.place(1, request, T0)
  if (!placed.ok) throw new Error(placed.rejection.code)
  return placed.value.order.id
}

describe('cancel', () => {
  it('cancels a resting order, frees its margin, and refuses a second cancel', () => {
    const core = setup()
    const id = placeId(core, order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '59000' }))
    // reserved: 0.01 × 59 000 / 20 = 29.5
    expect(core.assets(1).margin.toString()).toBe('29.5')
    const canceled = core.cancel(1, id, T1)
    expect(canceled.ok && canceled.value).toMatchObject({ status: 'CANCELED', updatedAt: T1 })
    expect(canceled.ok && kinds(canceled.events)).toEqual(['order'])
    expect(canceled.ok && orderStatuses(canceled.events)).toEqual([['BTCUSDT', 'CANCELED']])
    expect(core.assets(1).margin.toString()).toBe('0')
    expect(core.state.book('BTCUSDT').size).toBe(0)
    // Nothing left in the book: the price reaching 59 000 fills nothing.
    expect(fills(core.tick('BTCUSDT', quote('58000'), T1))).toEqual([])
    const again = core.cancel(1, id, T1)
    expect(!again.ok && again.rejection).toMatchObject({
      code: 'order_not_open',
      field: 'order_id',
    })
  })
})

describe('cancel all', () => {
  it('cancels only the pair named, or every pair when none is', () => {
    const core = setup()
    const btc = placeId(core, order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '59000' }))
    placeId(core, order('ETHUSDT', 'LIMIT', 'buy', '0.1', { price: '2900' }))
    placeId(core, order('ETHUSDT', 'LIMIT', 'sell', '0.1', { price: '3100' }))
    const eth = core.cancelAll(1, 'ETHUSDT', T1, 'tidy')
    expect(eth.ok && eth.value).toBe(2)
    expect(eth.ok && kinds(eth.events)).toEqual(['order', 'order'])
    expect(eth.ok && orderStatuses(eth.events)).toEqual([
      ['ETHUSDT', 'CANCELED'],
      ['ETHUSDT', 'CANCELED'],
    ])
    expect(eth.ok && eth.events[0]).toMatchObject({ order: { reason: 'tidy' } })
    expect([...core.account(1).orders.keys()]).toEqual([btc])
    const rest = core.cancelAll(1, undefined, T1)
    expect(rest.ok && rest.value).toBe(1)
    expect(rest.ok && rest.events[0]).toMatchObject({ order: { id: btc, reason: null } })
    expect(core.account(1).orders.size).toBe(0)
  })
})

describe('close all', () => {
  function withTwoPositions() {
    const core = setup()
    // ETH first: close all still goes in symbol order
    core.place(1, order('ETHUSDT', 'MARKET', 'sell', '1'), T0) // fee 1 × 3 000 × 0.0005 = 1.5
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1'), T0) // fee 0.1 × 60 000 × 0.0005 = 3
    expect(core.assets(1).balance.toString()).toBe('9995.5')
    return core
  }

  it('closes only the pair named, at the bid for a long, as taker', () => {
    const core = withTwoPositions()
    core.tick('BTCUSDT', quote('61000', { bid: '60990', ask: '61010' }), T1)
    const closed = core.closeAll(1, 'BTCUSDT', T1)
    expect(closed.ok && closed.value).toBe(1)
    // realized 0.1 × (60 990 − 60 000) = 99; fee 0.1 × 60 990 × 0.0005 = 3.0495
    const [fill] = closed.ok ? fills(closed.events) : []
    expect(fill).toMatchObject({ symbol: 'BTCUSDT', side: 'sell', price: D(60990), role: 'taker' })
    expect(fill?.fee.toString()).toBe('3.0495')
    expect(closed.ok && kinds(closed.events)).toEqual([
      'order',
      'fill',
      'ledger',
      'ledger',
      'balance',
      'position',
    ])
    expect(closed.ok && ledger(closed.events)).toEqual([
      ['REALIZED_PNL', '99'],
      ['COMMISSION', '-3.0495'],
    ])
    expect(core.assets(1).balance.toString()).toBe('10091.4505')
    expect([...core.account(1).positions.keys()]).toEqual(['ETHUSDT'])
  })

  it('closes every pair when none is named, a short at the ask, in symbol order', () => {
    const core = withTwoPositions()
    core.tick('ETHUSDT', quote('2900', { bid: '2899', ask: '2901' }), T1)
    const closed = core.closeAll(1, undefined, T1, 'Closed by trader')
    expect(closed.ok && closed.value).toBe(2)
    // ETH short 1 closed at the ask 2 901: realized 1 × (2 901 − 3 000) × −1 = 99
    expect(closed.ok && fills(closed.events).map((f) => [f.symbol, f.price.toString()])).toEqual([
      ['BTCUSDT', '60000'],
      ['ETHUSDT', '2901'],
    ])
    expect(closed.ok && fills(closed.events)[1]?.realizedPnl.toString()).toBe('99')
    expect(core.account(1).positions.size).toBe(0)
  })
})

describe('close out', () => {
  it('cancels every order, closes every position and ends trading', () => {
    const core = setup()
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1'), T0)
    placeId(core, order('ETHUSDT', 'LIMIT', 'buy', '0.1', { price: '2900' }))
    const events = core.closeOut(1, 'failed', 'Daily loss limit', T1)
    expect(kinds(events).slice(0, 2)).toEqual(['order', 'order'])
    expect(orderStatuses(events)).toEqual([
      ['ETHUSDT', 'CANCELED'],
      ['BTCUSDT', 'FILLED'],
    ])
    expect(events.find((e) => e.kind === 'order')).toMatchObject({
      order: { reason: 'Daily loss limit' },
    })
    expect(core.account(1).positions.size).toBe(0)
    expect(core.account(1).status).toBe('failed')
    const after = core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1'), T1)
    expect(!after.ok && after.rejection.code).toBe('account_failed')
  })
})

describe('balance adjustments', () => {
  it('books one ledger row of the type given and moves the balance', () => {
    const core = setup()
    const events = core.adjustBalance(1, 'WITHDRAWAL', D('-800.25'), T1)
    // Equity falls to a new low, which the core notes (decision 410).
    expect(kinds(events)).toEqual(['ledger', 'balance', 'equity_low'])
    expect(events[0]).toMatchObject({
      row: {
        id: 1,
        type: 'WITHDRAWAL',
        amount: D('-800.25'),
        symbol: null,
        fillId: null,
        time: T1,
      },
    })
    expect(events[1]).toMatchObject({ accountId: 1, balance: D('9199.75') })
    expect(core.assets(1).balance.toString()).toBe('9199.75')
  })
})

describe('the check after each operation', () => {
  const crossed = (events: TradingEvent[]) =>
    events.flatMap((e) => (e.kind === 'threshold_crossed' ? [e.name] : []))

  it('reports a threshold a withdrawal crosses', () => {
    const core = setup()
    core.setThresholds(1, { floor: D(9000) }, T0)
    expect(crossed(core.adjustBalance(1, 'WITHDRAWAL', D(-999), T1))).toEqual([])
    expect(crossed(core.adjustBalance(1, 'WITHDRAWAL', D(-1), T1))).toEqual(['floor'])
  })

  it('reports a threshold the closing fee crosses, closing one pair or closing out', () => {
    for (const close of [
      (core: ReturnType<typeof setup>) => {
        const result = core.closeAll(1, 'BTCUSDT', T1)
        return result.ok ? result.events : []
      },
      (core: ReturnType<typeof setup>) => core.closeOut(1, 'failed', 'Breach', T1),
    ]) {
      const core = setup()
      core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1'), T0) // fee 3 → 9 997
      // closing at 60 000 costs another 3: equity 9 994
      core.setThresholds(1, { floor: D(9995) }, T0)
      expect(crossed(close(core))).toEqual(['floor'])
    }
  })
})
