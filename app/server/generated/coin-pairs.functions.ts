// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1 coinPairs (contract/coin-pairs.ts). The pair list and details come from the catalogue cache (their tickers move live over the realtime relay); candles are always fresh. */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { cachedEndpoint } from '../cache/catalogue.server'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const listCoinPairs = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.coinPairs.list))
  .handler(({ data }) => cachedEndpoint(api.coinPairs.list, data))

export const getCoinPair = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.coinPairs.show))
  .handler(({ data }) => cachedEndpoint(api.coinPairs.show, data))

export const getKlines = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.coinPairs.klines))
  .handler(({ data }) => callEndpoint(api.coinPairs.klines, data))

export const getDepth = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.coinPairs.depth))
  .handler(({ data }) => callEndpoint(api.coinPairs.depth, data))

export const getMarketTrades = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.coinPairs.trades))
  .handler(({ data }) => callEndpoint(api.coinPairs.trades, data))
