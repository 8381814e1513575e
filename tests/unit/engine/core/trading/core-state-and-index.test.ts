/**
 * The core's bookkeeping: pairs, holders of each pair, and the price
 * indexes' rounding (a key fires a hair early, never late: an `up` key is
 * kept rounded down and reached by the price rounded down; a `down` key
 * the other way, at 12 places).
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { AccountState } from '../../../../../engine/core/trading/account-state.ts'
import { CoreState } from '../../../../../engine/core/trading/core-state.ts'
import { PriceIndex } from '../../../../../engine/core/trading/price-index.ts'
import type { Position } from '../../../../../engine/core/trading/types.ts'
import { catalogueSpec } from '../../../../../engine/market/pair-catalogue.ts'
import { counterIds, T0 } from './support.ts'

const btc = catalogueSpec('BTCUSDT')
const eth = catalogueSpec('ETHUSDT')

function account(id: number) {
  return new AccountState({
    id,
    userChallengeId: id,
    status: 'active',
    initialBalance: D(10000),
    balance: D(10000),
    maxLeverage: 20,
  })
}

const position = (symbol: string): Position => ({
  id: 1,
  accountId: 1,
  symbol,
  size: D(1),
  entryPrice: D(1),
  tp: null,
  sl: null,
  openedAt: T0,
  updatedAt: T0,
})

describe('core state', () => {
  it('keeps a pair’s book when the pair is added again with new figures', () => {
    const state = new CoreState([btc], counterIds())
    state.book('BTCUSDT').add('up', D(61000), state.nextSeq(), {
      kind: 'order',
      accountId: 1,
      id: 1,
      symbol: 'BTCUSDT',
    })
    state.addPair({ ...btc, minNotional: D(10) })
    expect(state.pair('BTCUSDT').minNotional.toString()).toBe('10')
    expect(state.book('BTCUSDT').size).toBe(1)
  })

  it('refuses an unknown pair everywhere', () => {
    const state = new CoreState([btc], counterIds())
    expect(() => state.pair('ETHUSDT')).toThrow('unknown pair ETHUSDT')
    expect(() => state.book('ETHUSDT')).toThrow('unknown pair ETHUSDT')
    expect(() => state.riskIndex('ETHUSDT')).toThrow('unknown pair ETHUSDT')
  })

  it('tracks who holds each pair, and who holds more than one', () => {
    const state = new CoreState([btc, eth], counterIds())
    const one = account(1)
    const ids = (map: Map<string, Set<number>>) =>
      Object.fromEntries([...map].map(([code, set]) => [code, [...set]]))
    one.positions.set('BTCUSDT', position('BTCUSDT'))
    state.trackHoldings(one)
    expect(ids(state.holders)).toEqual({ BTCUSDT: [1], ETHUSDT: [] })
    expect(ids(state.multiHolders)).toEqual({ BTCUSDT: [], ETHUSDT: [] })
    one.positions.set('ETHUSDT', position('ETHUSDT'))
    state.trackHoldings(one)
    expect(ids(state.holders)).toEqual({ BTCUSDT: [1], ETHUSDT: [1] })
    expect(ids(state.multiHolders)).toEqual({ BTCUSDT: [1], ETHUSDT: [1] })
    one.positions.delete('BTCUSDT')
    state.trackHoldings(one)
    expect(ids(state.holders)).toEqual({ BTCUSDT: [], ETHUSDT: [1] })
    expect(ids(state.multiHolders)).toEqual({ BTCUSDT: [], ETHUSDT: [] })
  })
})

describe('price index rounding', () => {
  const popped = (index: PriceIndex<string>, price: string) =>
    index.popCrossed(D(price)).map(({ direction, entry }) => [direction, entry.value])

  it('an up key is kept rounded down: it fires at the price just under it', () => {
    const index = new PriceIndex<string>()
    index.add('up', D('100.0000000000004'), 1, 'a')
    expect(popped(index, '100')).toEqual([['up', 'a']])
  })

  it('a down key is kept rounded up: it fires at the price just over it', () => {
    const index = new PriceIndex<string>()
    index.add('down', D('99.9999999999996'), 1, 'b')
    expect(popped(index, '100')).toEqual([['down', 'b']])
  })

  it('a price is rounded toward not reaching: for up keys down, for down keys up', () => {
    const fresh = () => {
      const index = new PriceIndex<string>()
      index.add('up', D(100), 1, 'a')
      index.add('down', D(100), 2, 'b')
      return index
    }
    // 99.9999999999996 reaches the down key only; 100.0000000000004 the up key only
    expect(popped(fresh(), '99.9999999999996')).toEqual([['down', 'b']])
    expect(popped(fresh(), '100.0000000000004')).toEqual([['up', 'a']])
  })
})
