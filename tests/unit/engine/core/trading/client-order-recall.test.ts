/**
 * What ClientOrderIds answers for a repeated client id (trading.md: "a
 * client order id repeated returns the first result"): the order as it is
 * now while it rests, as it was remembered once it left the book, and
 * nothing once the id aged out or the account was unloaded.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { AccountState } from '../../../../../engine/core/trading/account-state.ts'
import { ClientOrderIds } from '../../../../../engine/core/trading/client-order-ids.ts'
import type { Order } from '../../../../../engine/core/trading/types.ts'
import { restingOrder } from './support.ts'

const account = () =>
  new AccountState({
    id: 1,
    userChallengeId: 1,
    status: 'active',
    initialBalance: D(10000),
    balance: D(10000),
    maxLeverage: 20,
  })

const limit = (id: number, clientOrderId: string, status: Order['status'] = 'NEW'): Order =>
  restingOrder({ id, clientOrderId, status, leverage: 20 })

describe('the order a remembered client id names', () => {
  it('is the resting order as it is now, not the copy remembered when it was placed', () => {
    const ids = new ClientOrderIds()
    const state = account()
    const placed = limit(7, 'a')
    ids.remember(state, placed)
    // The book holds a newer object for the order (a trigger, a partial change).
    state.addOrder({ ...placed, status: 'TRIGGERED' })
    expect(ids.orderById(state, 7).status).toBe('TRIGGERED')
  })

  it('is the remembered order once it left the book, and a copy of it', () => {
    const ids = new ClientOrderIds()
    const state = account()
    ids.remember(state, limit(7, 'a', 'FILLED'))
    const answered = ids.orderById(state, 7)
    expect(answered.status).toBe('FILLED')
    answered.status = 'CANCELED'
    expect(ids.orderById(state, 7).status).toBe('FILLED')
  })

  it('is refused with the id when the order is neither resting nor remembered', () => {
    expect(() => new ClientOrderIds().orderById(account(), 5)).toThrow(
      new RangeError('order 5 is not known'),
    )
  })

  it('is forgotten when the 1 001st id pushes the oldest out', () => {
    const ids = new ClientOrderIds()
    const state = account()
    for (let id = 1; id <= 1001; id++) ids.remember(state, limit(id, `c${id}`, 'FILLED'))
    expect(state.clientOrderIds.has('c1')).toBe(false)
    expect(state.clientIdsComplete).toBe(false)
    expect(() => ids.orderById(state, 1)).toThrow('order 1 is not known')
    expect(ids.orderById(state, 2).id).toBe(2)
  })

  it("is forgotten with the account's other orders when the account is unloaded", () => {
    const ids = new ClientOrderIds()
    const state = account()
    ids.remember(state, limit(7, 'a', 'FILLED'))
    ids.remember(state, limit(8, 'b', 'CANCELED'))
    ids.forget(state)
    expect(() => ids.orderById(state, 7)).toThrow('order 7 is not known')
    expect(() => ids.orderById(state, 8)).toThrow('order 8 is not known')
  })
})
