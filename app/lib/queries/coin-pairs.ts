/** Coin pairs and candles (contract/coin-pairs.ts); pairs are cached on the web's server too. */
import { queryOptions } from '@tanstack/react-query'
import type { api } from '#contract/index.ts'
import { getCoinPair, getKlines, listCoinPairs } from '~/server/coin-pairs.functions'
import type { EndpointInput } from '~/server/upstream/endpoint-input'

type KlinesQuery = NonNullable<EndpointInput<typeof api.coinPairs.klines>>['query']

export const coinPairKeys = {
  all: ['coinPairs'] as const,
  list: () => [...coinPairKeys.all, 'list'] as const,
  detail: (coinPairCode: string) => [...coinPairKeys.all, coinPairCode] as const,
  klines: (coinPairCode: string, query: KlinesQuery = {}) =>
    [...coinPairKeys.detail(coinPairCode), 'klines', query] as const,
}

export const coinPairsQuery = () =>
  queryOptions({ queryKey: coinPairKeys.list(), queryFn: () => listCoinPairs() })

export const coinPairQuery = (coinPairCode: string) =>
  queryOptions({
    queryKey: coinPairKeys.detail(coinPairCode),
    queryFn: () => getCoinPair({ data: { params: { coinPairCode } } }),
  })

export const klinesQuery = (coinPairCode: string, query: KlinesQuery = {}) =>
  queryOptions({
    queryKey: coinPairKeys.klines(coinPairCode, query),
    queryFn: () => getKlines({ data: { params: { coinPairCode }, query } }),
  })
