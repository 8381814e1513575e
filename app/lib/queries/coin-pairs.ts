/** Coin pairs and candles (contract/coin-pairs.ts); pairs are cached on the web's server too. */
import { queryOptions } from '@tanstack/react-query'
import type { api } from '#contract/index.ts'
import {
  getDepth,
  getKlines,
  getMarketTrades,
  listCoinPairs,
} from '~/server/generated/coin-pairs.functions'
import type { EndpointInput } from '~/server/upstream/endpoint-input'

type KlinesQuery = NonNullable<EndpointInput<typeof api.coinPairs.klines>>['query']

export const coinPairKeys = {
  all: ['coinPairs'] as const,
  list: () => [...coinPairKeys.all, 'list'] as const,
  detail: (coinPairCode: string) => [...coinPairKeys.all, coinPairCode] as const,
  klines: (coinPairCode: string, query: KlinesQuery = {}) =>
    [...coinPairKeys.detail(coinPairCode), 'klines', query] as const,
  depth: (coinPairCode: string) => [...coinPairKeys.detail(coinPairCode), 'depth'] as const,
  trades: (coinPairCode: string) => [...coinPairKeys.detail(coinPairCode), 'trades'] as const,
}

export const coinPairsQuery = () =>
  queryOptions({ queryKey: coinPairKeys.list(), queryFn: () => listCoinPairs() })

export const klinesQuery = (coinPairCode: string, query: KlinesQuery = {}) =>
  queryOptions({
    queryKey: coinPairKeys.klines(coinPairCode, query),
    queryFn: () => getKlines({ data: { params: { coinPairCode }, query } }),
  })

/** The book for the first paint; live `depth` events take over (book-store.ts). */
export const depthQuery = (coinPairCode: string) =>
  queryOptions({
    queryKey: coinPairKeys.depth(coinPairCode),
    queryFn: () => getDepth({ data: { params: { coinPairCode } } }),
  })

/** Recent market trades for the first paint; live `trades` events add to them. */
export const marketTradesQuery = (coinPairCode: string) =>
  queryOptions({
    queryKey: coinPairKeys.trades(coinPairCode),
    queryFn: () => getMarketTrades({ data: { params: { coinPairCode }, query: { limit: 40 } } }),
  })
