import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { fills, loadAccount, newCore, order, quote, T0 } from './support.ts'

function setup(last = '60000') {
  const core = newCore()
  loadAccount(core)
  core.tick(
    'BTCUSDT',
    quote(last, { bid: (Number(last) - 0.1).toFixed(1), ask: (Number(last) + 0.1).toFixed(1) }),
    T0,
  )
  return core
}

const status = (core: ReturnType<typeof newCore>, id: number) =>
  core.account(1).orders.get(id)?.status ?? 'closed'

describe('orders fill and trigger on the right tick', () => {
  it('MARKET buys at the ask and sells at the bid, as taker', () => {
    const core = setup()
    const buy = core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01'), T0)
    expect(buy.ok && fills(buy.events)[0]).toMatchObject({ role: 'taker' })
    expect(buy.ok && fills(buy.events)[0]?.price.toString()).toBe('60000.1')
    const sell = core.place(1, order('BTCUSDT', 'MARKET', 'sell', '0.01'), T0)
    expect(sell.ok && fills(sell.events)[0]?.price.toString()).toBe('59999.9')
    // fee: 0.01 × 60 000.1 × 0.0005 = 0.3000005 → 8 dp
    expect(buy.ok && fills(buy.events)[0]?.fee.toString()).toBe('0.3000005')
  })

  it('a marketable LIMIT fills at once at the ask as taker, not at its own price', () => {
    const core = setup()
    const result = core.place(1, order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '61000' }), T0)
    expect(result.ok && result.value.order.status).toBe('FILLED')
    expect(result.ok && fills(result.events)[0]).toMatchObject({
      role: 'taker',
      price: D('60000.1'),
    })
  })

  it('a resting LIMIT buy fills at its price as maker when the last price falls to it', () => {
    const core = setup()
    const placed = core.place(1, order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '59000' }), T0)
    if (!placed.ok) throw new Error('rejected')
    const id = placed.value.order.id
    expect(fills(core.tick('BTCUSDT', quote('59000.1'), T0))).toHaveLength(0)
    expect(status(core, id)).toBe('NEW')
    const events = core.tick('BTCUSDT', quote('58900'), T0)
    expect(fills(events)[0]).toMatchObject({ price: D(59000), role: 'maker' })
    expect(status(core, id)).toBe('closed')
  })

  it('a resting LIMIT sell fills when the last price rises to it', () => {
    const core = setup()
    core.place(1, order('BTCUSDT', 'LIMIT', 'sell', '0.01', { price: '61000' }), T0)
    expect(fills(core.tick('BTCUSDT', quote('60999.9'), T0))).toHaveLength(0)
    expect(fills(core.tick('BTCUSDT', quote('61000'), T0))[0]).toMatchObject({
      price: D(61000),
      role: 'maker',
      side: 'sell',
    })
  })

  it('STOP_MARKET buy triggers when last ≥ stop; sell when last ≤ stop; then fills at market', () => {
    const core = setup()
    const buy = core.place(
      1,
      order('BTCUSDT', 'STOP_MARKET', 'buy', '0.01', { stopPrice: '60500' }),
      T0,
    )
    const sell = core.place(
      1,
      order('BTCUSDT', 'STOP_MARKET', 'sell', '0.01', { stopPrice: '59500' }),
      T0,
    )
    expect(buy.ok && sell.ok).toBe(true)
    expect(fills(core.tick('BTCUSDT', quote('60499.9'), T0))).toHaveLength(0)
    const up = core.tick('BTCUSDT', quote('60500', { ask: '60500.2', bid: '60499.8' }), T0)
    expect(
      up.filter((e) => e.kind === 'order').map((e) => e.kind === 'order' && e.order.status),
    ).toEqual(['TRIGGERED', 'FILLED'])
    expect(fills(up)[0]).toMatchObject({ side: 'buy', price: D('60500.2'), role: 'taker' })
    const down = core.tick('BTCUSDT', quote('59500', { ask: '59500.1', bid: '59499.9' }), T0)
    expect(fills(down)[0]).toMatchObject({ side: 'sell', price: D('59499.9'), role: 'taker' })
  })

  it('STOP_LIMIT triggers on the stop, then rests and fills at its limit price', () => {
    const core = setup()
    const placed = core.place(
      1,
      order('BTCUSDT', 'STOP_LIMIT', 'sell', '0.01', { stopPrice: '59500', price: '59600' }),
      T0,
    )
    if (!placed.ok) throw new Error('rejected')
    const id = placed.value.order.id
    const trigger = core.tick('BTCUSDT', quote('59500', { bid: '59499.9', ask: '59500.1' }), T0)
    expect(fills(trigger)).toHaveLength(0)
    expect(status(core, id)).toBe('TRIGGERED')
    expect(fills(core.tick('BTCUSDT', quote('59599.9'), T0))).toHaveLength(0)
    expect(fills(core.tick('BTCUSDT', quote('59600'), T0))[0]).toMatchObject({
      price: D(59600),
      role: 'maker',
    })
  })

  it('a STOP_LIMIT whose limit is marketable when it triggers fills at once at the bid', () => {
    const core = setup()
    core.place(
      1,
      order('BTCUSDT', 'STOP_LIMIT', 'sell', '0.01', { stopPrice: '59500', price: '59400' }),
      T0,
    )
    const events = core.tick('BTCUSDT', quote('59500', { bid: '59499.9', ask: '59500.1' }), T0)
    expect(fills(events)[0]).toMatchObject({ price: D('59499.9'), role: 'taker' })
  })

  it('TP and SL close a long: TP on the way up, SL on the way down', () => {
    const tp = setup()
    tp.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01', { tp: '62000', sl: '58000' }), T0)
    expect(tp.account(1).positions.get('BTCUSDT')).toMatchObject({ tp: D(62000), sl: D(58000) })
    expect(fills(tp.tick('BTCUSDT', quote('61999.9'), T0))).toHaveLength(0)
    const up = fills(tp.tick('BTCUSDT', quote('62000'), T0))
    expect(up[0]).toMatchObject({ side: 'sell', quantity: D('0.01') })
    expect(tp.account(1).positions.size).toBe(0)

    const sl = setup()
    sl.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01', { tp: '62000', sl: '58000' }), T0)
    expect(fills(sl.tick('BTCUSDT', quote('58000.1'), T0))).toHaveLength(0)
    expect(fills(sl.tick('BTCUSDT', quote('57990'), T0))[0]).toMatchObject({ side: 'sell' })
    expect(sl.account(1).positions.size).toBe(0)
  })

  it('TP and SL close a short: TP on the way down, SL on the way up', () => {
    const tp = setup()
    tp.place(1, order('BTCUSDT', 'MARKET', 'sell', '0.01', { tp: '58000', sl: '62000' }), T0)
    expect(fills(tp.tick('BTCUSDT', quote('58000.1'), T0))).toHaveLength(0)
    expect(fills(tp.tick('BTCUSDT', quote('58000'), T0))[0]).toMatchObject({ side: 'buy' })
    const sl = setup()
    sl.place(1, order('BTCUSDT', 'MARKET', 'sell', '0.01', { tp: '58000', sl: '62000' }), T0)
    expect(fills(sl.tick('BTCUSDT', quote('61999.9'), T0))).toHaveLength(0)
    expect(fills(sl.tick('BTCUSDT', quote('62000'), T0))[0]).toMatchObject({ side: 'buy' })
    expect(sl.account(1).positions.size).toBe(0)
  })

  it('increases, reduces and flips a one-way position by trading.md’s formulas', () => {
    const core = setup()
    core.tick('BTCUSDT', quote('60000'), T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01'), T0)
    core.tick('BTCUSDT', quote('61000'), T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.03'), T0)
    // E′ = (0.01 × 60 000 + 0.03 × 61 000) / 0.04 = 60 750
    expect(core.account(1).positions.get('BTCUSDT')?.entryPrice.toString()).toBe('60750')
    core.tick('BTCUSDT', quote('62000'), T0)
    const reduce = core.place(
      1,
      order('BTCUSDT', 'MARKET', 'sell', '0.02', { tradeType: 'close' }),
      T0,
    )
    // realized 0.02 × (62 000 − 60 750) = 25
    expect(reduce.ok && fills(reduce.events)[0]?.realizedPnl.toString()).toBe('25')
    const flip = core.place(1, order('BTCUSDT', 'MARKET', 'sell', '0.05'), T0)
    expect(flip.ok && fills(flip.events)[0]?.realizedPnl.toString()).toBe('25')
    expect(core.account(1).positions.get('BTCUSDT')).toMatchObject({
      size: D('-0.03'),
      entryPrice: D(62000),
    })
  })

  it('a close order is clipped to the position and never grows it', () => {
    const core = setup()
    core.tick('BTCUSDT', quote('60000'), T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01'), T0)
    const close = core.place(
      1,
      order('BTCUSDT', 'MARKET', 'sell', '0.5', { tradeType: 'close' }),
      T0,
    )
    expect(close.ok && close.value.order.size.toString()).toBe('0.01')
    expect(core.account(1).positions.size).toBe(0)
  })

  it('a resting close order expires when there is nothing left to close', () => {
    const core = setup()
    core.tick('BTCUSDT', quote('60000'), T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01'), T0)
    const close = core.place(
      1,
      order('BTCUSDT', 'LIMIT', 'sell', '0.01', { price: '61000', tradeType: 'close' }),
      T0,
    )
    core.closeAll(1, undefined, T0)
    const events = core.tick('BTCUSDT', quote('61000'), T0)
    expect(close.ok && events.find((e) => e.kind === 'order')).toMatchObject({
      order: { status: 'EXPIRED' },
    })
  })
})

describe('equity thresholds', () => {
  it('reports a threshold once when equity reaches it, and again after recovering', () => {
    const core = newCore()
    loadAccount(core, 1, '10000', { thresholds: { breach: D(9500), warning: D(9600) } })
    core.tick('BTCUSDT', quote('60000'), T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '1'), T0) // fee 30 → balance 9 970
    const crossed = (events: ReturnType<typeof core.tick>) =>
      events.flatMap((e) => (e.kind === 'threshold_crossed' ? [e.name] : []))
    expect(crossed(core.tick('BTCUSDT', quote('59630.1'), T0))).toEqual([])
    // equity = 9 970 + (59 630 − 60 000) = 9 600
    expect(crossed(core.tick('BTCUSDT', quote('59630'), T0))).toEqual(['warning'])
    expect(crossed(core.tick('BTCUSDT', quote('59620'), T0))).toEqual([])
    expect(crossed(core.tick('BTCUSDT', quote('59500'), T0))).toEqual(['breach'])
    core.tick('BTCUSDT', quote('60000'), T0)
    expect(crossed(core.tick('BTCUSDT', quote('59600'), T0))).toEqual(['warning'])
  })

  it('reports at once when the thresholds set are already crossed', () => {
    const core = newCore()
    loadAccount(core)
    const events = core.setThresholds(1, { floor: D(10000) }, T0)
    expect(events).toMatchObject([{ kind: 'threshold_crossed', name: 'floor', equity: D(10000) }])
  })
})
