/**
 * Idempotent placement (trading.md: "a client order id repeated returns the
 * first result"): ids placed here, and ids the shell reads back from the
 * database, bounded at 1 000 per account.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import type { Order } from '../../../../../engine/core/trading/types.ts'
import { loadAccount, newCore, order, quote, T0 } from './support.ts'

function setup() {
  const core = newCore()
  loadAccount(core)
  core.tick('BTCUSDT', quote('60000'), T0)
  return core
}

const stored = (id: number, clientOrderId: string | null): Order => ({
  id,
  accountId: 1,
  clientOrderId,
  symbol: 'BTCUSDT',
  type: 'MARKET',
  side: 'buy',
  tradeType: 'open',
  price: null,
  stopPrice: null,
  size: D('0.01'),
  tp: null,
  sl: null,
  status: 'FILLED',
  reason: null,
  avgPrice: D(59000),
  origin: 'trader',
  leverage: 20,
  createdAt: T0,
  updatedAt: T0,
})

const repeat = (core: ReturnType<typeof setup>, clientOrderId: string) =>
  core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.02', { clientOrderId }), T0)

describe('client order ids', () => {
  it('answer the first order as it is now, also once it has filled', () => {
    const core = setup()
    const first = repeat(core, 'a')
    const again = repeat(core, 'a')
    expect(again).toEqual({
      ok: true,
      value: { order: first.ok && first.value.order, duplicate: true },
      events: [],
    })
    expect(core.account(1).positions.get('BTCUSDT')?.size.toString()).toBe('0.02')
  })

  it('are not needed: an order without one is placed each time and remembered nowhere', () => {
    const core = setup()
    const request = order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '59000' })
    const first = core.place(1, request, T0)
    const second = core.place(1, request, T0)
    if (!first.ok) throw new Error(first.rejection.code)
    expect(first.value.duplicate).toBe(false)
    // a resting order reports itself, and nothing else
    expect(first.events).toEqual([{ kind: 'order', order: first.value.order }])
    expect(second.ok && second.value.order.id).toBe(2)
    expect(core.account(1).clientOrderIds.size).toBe(0)
  })

  it('answer orders the shell read back, keeping the first order of an id', () => {
    const core = setup()
    core.rememberClientOrders(1, [stored(50, 'old'), stored(51, null), stored(52, 'old')], true)
    expect(core.account(1).clientIdsComplete).toBe(true)
    expect([...core.account(1).clientOrderIds]).toEqual([['old', 50]])
    const again = repeat(core, 'old')
    expect(again.ok && again.value).toMatchObject({ duplicate: true, order: { id: 50 } })
    expect(core.account(1).positions.size).toBe(0)
  })

  it('remember at most 1 000 ids, forgetting the oldest', () => {
    const core = setup()
    const many = Array.from({ length: 1001 }, (_, i) => stored(100 + i, `c${i}`))
    core.rememberClientOrders(1, many, false)
    const ids = core.account(1).clientOrderIds
    expect(ids.size).toBe(1000)
    expect(ids.has('c0')).toBe(false)
    expect(ids.get('c1000')).toBe(1100)
    expect(core.account(1).clientIdsComplete).toBe(false)
    // the forgotten id is placed anew (the shell looks it up in the database first)
    expect(repeat(core, 'c0').ok && core.account(1).positions.size).toBe(1)
  })

  it('are complete only when the shell says so and all fit', () => {
    const core = setup()
    const full = Array.from({ length: 1000 }, (_, i) => stored(100 + i, `c${i}`))
    core.rememberClientOrders(1, full, true)
    expect(core.account(1).clientIdsComplete).toBe(true)
    repeat(core, 'one-more')
    expect(core.account(1).clientIdsComplete).toBe(false)
  })
})
