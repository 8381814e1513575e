/**
 * Loading an account from its snapshot, and which accounts a tick checks
 * (trading-core.ts): the first quote of a pair checks every holder; an
 * account holding several pairs is revalued on a tick of any of them.
 */
import { describe, expect, it } from 'vitest'
import { D, type Decimal } from '#money/decimal.ts'
import type { Order, Position, TradingEvent } from '../../../../../engine/core/trading/types.ts'
import {
  btcPosition,
  fills,
  loadAccount,
  newCore,
  order,
  quote,
  restingOrder,
  T0,
} from './support.ts'

const position = btcPosition

function load(
  core: ReturnType<typeof newCore>,
  fields: { id?: number; balance?: string; positions?: Position[]; openOrders?: Order[] } = {},
  extra: { leverages?: Record<string, number>; thresholds?: Record<string, Decimal> } = {},
) {
  const balance = D(fields.balance ?? '10000')
  const id = fields.id ?? 1
  return core.load(
    {
      id,
      userChallengeId: id,
      status: 'active',
      initialBalance: balance,
      balance,
      maxLeverage: 20,
      leverages: extra.leverages ?? {},
      positions: fields.positions ?? [],
      openOrders: fields.openOrders ?? [],
      thresholds: extra.thresholds ?? {},
    },
    T0,
  )
}

const crossedNames = (events: TradingEvent[]) =>
  events.flatMap((e) => (e.kind === 'threshold_crossed' ? [e.name] : []))

describe('loading an account', () => {
  it('restores positions, orders, leverages and client ids as they were', () => {
    const core = newCore()
    const events = load(
      core,
      {
        positions: [position({ id: 4, size: D('0.5'), tp: D(62000) })],
        openOrders: [
          restingOrder({ id: 9, price: D(59000), clientOrderId: 'later' }),
          restingOrder({ id: 8, price: D(59500) }),
        ],
      },
      { leverages: { BTCUSDT: 10 }, thresholds: { floor: D(9000) } },
    )
    // Loading notes the account's starting low (decision 410), nothing else.
    expect(events.filter((e) => e.kind !== 'equity_low')).toEqual([])
    expect(core.hasAccount(1)).toBe(true)
    expect(core.hasAccount(2)).toBe(false)
    core.tick('BTCUSDT', quote('60000'), T0)
    // margin at 10x: position 0.5 × 60 000 / 10 = 3 000; orders (59 000 + 59 500) × 0.01 / 10 = 118.5
    expect(core.assets(1).margin.toString()).toBe('3118.5')
    expect(core.account(1).thresholds.get('floor')?.toString()).toBe('9000')
    expect([...core.account(1).clientOrderIds]).toEqual([['later', 9]])
    // the core answers maintenance by the pair's brackets: 100 000 × 0.005 − 50
    expect(core.maintenanceOf('BTCUSDT', D(100000)).toString()).toBe('450')
    // the client id answers the loaded order
    const again = core.place(
      1,
      order('BTCUSDT', 'LIMIT', 'buy', '0.02', { price: '58000', clientOrderId: 'later' }),
      T0,
    )
    expect(again.ok && again.value).toMatchObject({ duplicate: true, order: { id: 9 } })
    // the orders rest in the book: both fill, oldest (lowest id) first, as maker
    const filled = fills(core.tick('BTCUSDT', quote('58900'), T0))
    expect(filled.map((f) => [f.orderId, f.role])).toEqual([
      [8, 'maker'],
      [9, 'maker'],
    ])
    // the position's TP rests in the book too
    const tp = core.tick('BTCUSDT', quote('62000'), T0)
    expect(fills(tp)).toMatchObject([{ side: 'sell', quantity: D('0.52') }])
  })

  it('checks the holders of a pair on its first quote, even with nothing indexed yet', () => {
    const core = newCore()
    load(core, { balance: '100', positions: [position({ id: 1, size: D(1) })] })
    // equity 100 + (59 950 − 60 000) = 50 ≤ maintenance: notional 59 950 is in the
    // second bracket, 59 950 × 0.005 − 50 = 249.75
    const [first] = core.tick('BTCUSDT', quote('59950'), T0).filter((e) => e.kind !== 'equity_low')
    expect(first?.kind === 'liquidation' && [first.equity, first.maintenance].map(String)).toEqual([
      '50',
      '249.75',
    ])
    expect(core.account(1).positions.size).toBe(0)
  })

  it("leaves the first quote's holders beyond `deferOver` to checkDeferred, lowest id first", () => {
    const core = newCore()
    for (const id of [3, 1, 2])
      load(core, { id, balance: '100', positions: [position({ id, accountId: id, size: D(1) })] })
    // Each would be liquidated at 59 950 (as above); with two allowed at once, none is checked yet.
    expect(core.tick('BTCUSDT', quote('59950'), T0, 2)).toEqual([])
    expect(core.deferredChecks).toBe(3)
    const liquidated = (events: TradingEvent[]) =>
      events.flatMap((e) => (e.kind === 'liquidation' ? [e.accountId] : []))
    expect(liquidated(core.checkDeferred(2, T0))).toEqual([1, 2])
    expect(core.deferredChecks).toBe(1)
    expect(core.account(3).positions.size).toBe(1)
    expect(liquidated(core.checkDeferred(2, T0))).toEqual([3])
    expect(core.deferredChecks).toBe(0)
    expect(core.checkDeferred(2, T0)).toEqual([])
    // At or under the bound, the first quote checks them at once.
    const small = newCore()
    load(small, { balance: '100', positions: [position({ id: 1, size: D(1) })] })
    expect(liquidated(small.tick('BTCUSDT', quote('59950'), T0, 1))).toEqual([1])
  })

  it("indexes a loaded position's TP/SL and reports thresholds already crossed", () => {
    const core = newCore()
    const events = load(
      core,
      { positions: [position({ id: 4, size: D('0.5'), sl: D(58000) })] },
      { thresholds: { floor: D(10000) } },
    )
    // equity = balance 10 000 (no price yet) ≤ 10 000
    expect(crossedNames(events)).toEqual(['floor'])
    expect(core.account(1).clientOrderIds.size).toBe(0)
    core.tick('BTCUSDT', quote('60000'), T0)
    expect(fills(core.tick('BTCUSDT', quote('58000'), T0))).toMatchObject([
      { side: 'sell', quantity: D('0.5') },
    ])
  })

  it('refuses to work on an account that is not loaded', () => {
    expect(() => newCore().assets(7)).toThrow('account 7 is not loaded')
  })
})

describe('which accounts a tick checks', () => {
  it('revalues an account holding two pairs on a tick of either', () => {
    const core = newCore()
    loadAccount(core, 1, '10000', { thresholds: { warning: D(9000) } })
    core.tick('BTCUSDT', quote('60000'), T0)
    core.tick('ETHUSDT', quote('3000'), T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '1'), T0) // fee 30
    core.place(1, order('ETHUSDT', 'MARKET', 'buy', '10'), T0) // fee 15 → balance 9 955
    // BTC −500: equity 9 455, still above 9 000
    expect(crossedNames(core.tick('BTCUSDT', quote('59500'), T0))).toEqual([])
    // ETH −50 × 10: equity 8 955 ≤ 9 000 (ETH alone would have to reach 2 904.5)
    expect(crossedNames(core.tick('ETHUSDT', quote('2950'), T0))).toEqual(['warning'])
  })

  it('checks an account whose order a tick filled', () => {
    const core = newCore()
    loadAccount(core, 1, '10000', { thresholds: { floor: D('9999.9') } })
    core.tick('BTCUSDT', quote('60000'), T0)
    core.place(1, order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '59000' }), T0)
    // maker fee 0.01 × 59 000 × 0.0002 = 0.118: equity 9 999.882 ≤ 9 999.9
    expect(crossedNames(core.tick('BTCUSDT', quote('59000'), T0))).toEqual(['floor'])
  })

  it('reports the accounts a tick crossed in account order', () => {
    const core = newCore()
    loadAccount(core, 1, '10000', { thresholds: { low: D(9000) } })
    loadAccount(core, 2, '10000', { thresholds: { high: D(9900) } })
    core.tick('BTCUSDT', quote('60000'), T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '1'), T0) // fee 30
    core.place(2, order('BTCUSDT', 'MARKET', 'buy', '1'), T0)
    // account 2 reaches 9 900 at 59 930, account 1 reaches 9 000 at 59 030
    const events = core.tick('BTCUSDT', quote('59000'), T0)
    expect(
      events.flatMap((e) => (e.kind === 'threshold_crossed' ? [[e.accountId, e.name]] : [])),
    ).toEqual([
      [1, 'low'],
      [2, 'high'],
    ])
  })

  it('fires triggers crossed by one tick in the order they were placed', () => {
    const core = newCore()
    loadAccount(core)
    core.tick('BTCUSDT', quote('60000'), T0)
    const first = core.place(1, order('BTCUSDT', 'LIMIT', 'sell', '0.01', { price: '60500' }), T0)
    const second = core.place(1, order('BTCUSDT', 'LIMIT', 'sell', '0.01', { price: '60400' }), T0)
    const filled = fills(core.tick('BTCUSDT', quote('60600'), T0))
    expect(filled.map((f) => f.orderId)).toEqual([
      first.ok && first.value.order.id,
      second.ok && second.value.order.id,
    ])
  })
})

describe('equity thresholds set later', () => {
  it('re-reports a threshold whose value changed, not one set again unchanged', () => {
    const core = newCore()
    loadAccount(core)
    expect(crossedNames(core.setThresholds(1, { floor: D(10000) }, T0))).toEqual(['floor'])
    expect(crossedNames(core.setThresholds(1, { floor: D(10000) }, T0))).toEqual([])
    expect(crossedNames(core.setThresholds(1, { floor: D(10001) }, T0))).toEqual(['floor'])
    expect(crossedNames(core.setThresholds(1, { floor: D(9999) }, T0))).toEqual([])
    expect(core.account(1).crossed.has('floor')).toBe(false)
  })

  it('forgets a crossed threshold that is removed', () => {
    const core = newCore()
    loadAccount(core)
    core.setThresholds(1, { floor: D(10000), other: D(10000) }, T0)
    expect(core.setThresholds(1, { other: D(10000) }, T0)).toEqual([])
    expect([...core.account(1).crossed]).toEqual(['other'])
  })
})
