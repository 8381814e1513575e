import { z } from 'zod'
import { decimal, list, resource, symbolParam } from './common.ts'
import { endpoint } from './endpoint.ts'

export const leverageBracket = z.object({
  /** Upper bound of position notional for this bracket, USDT. */
  notional_cap: decimal,
  max_leverage: z.number().int().min(1),
  /** Maintenance margin rate as a fraction ("0.004"). */
  mmr: decimal,
  /** Maintenance amount (cum), USDT. */
  cum: decimal,
})
export type LeverageBracket = z.infer<typeof leverageBracket>

export const ticker = z.object({
  code: z.string(),
  last: decimal,
  mark: decimal,
  bid: decimal,
  ask: decimal,
  /** Percent. */
  change_24h: decimal,
  low_24h: decimal,
  high_24h: decimal,
  /** Base-asset volume over 24 h. */
  volume_24h: decimal,
  /** Milliseconds since the epoch of the last update. */
  time: z.number().int(),
})
export type Ticker = z.infer<typeof ticker>

/** Whether trading on a pair is paused because its market data is stale (decision 440). */
export const marketHalt = z.object({
  code: z.string(),
  halted: z.boolean(),
  /** Milliseconds since the epoch of the change. */
  time: z.number().int(),
})
export type MarketHalt = z.infer<typeof marketHalt>

export const coinPair = z.object({
  code: z.string(),
  base: z.string(),
  quote: z.string(),
  tick_size: decimal,
  step_size: decimal,
  min_notional: decimal,
  /** Fractions ("0.0002"). */
  maker_fee: decimal,
  taker_fee: decimal,
  /** Percent: warn when an order price is this far from the last price. */
  price_offset_percent: decimal,
  /** Percent: refuse a buy above mark × (1 + p) or a sell below mark × (1 − p). */
  price_protection_percent: decimal,
  brackets: z.array(leverageBracket),
  ticker,
  /** Trading paused: the pair's market data is stale (decision 440). */
  halted: z.boolean(),
})
export type CoinPair = z.infer<typeof coinPair>

export const klineIntervals = ['1m', '5m', '15m', '1h', '4h', '1d'] as const
export const klineInterval = z.enum(klineIntervals)
export type KlineInterval = z.infer<typeof klineInterval>

export const kline = z.object({
  /** Open time, seconds since the epoch. */
  time: z.number().int(),
  open: decimal,
  high: decimal,
  low: decimal,
  close: decimal,
  volume: decimal,
})
export type Kline = z.infer<typeof kline>

/** One price level of the book: [price, size] (size in the base asset). */
export const bookLevel = z.tuple([decimal, decimal])
export type BookLevel = z.infer<typeof bookLevel>

/** The feed's partial order book, best levels first (at most 20 a side). */
export const orderBook = z.object({
  code: z.string(),
  bids: z.array(bookLevel),
  asks: z.array(bookLevel),
  /** Milliseconds since the epoch of the book; 0 before the first. */
  time: z.number().int(),
})
export type OrderBook = z.infer<typeof orderBook>

/** A trade on the market (not ours): `buy` when the taker bought. */
export const marketTrade = z.object({
  /** Increasing per pair (the feed's trade id, or its own count). */
  id: z.number().int(),
  price: decimal,
  size: decimal,
  side: z.enum(['buy', 'sell']),
  /** Milliseconds since the epoch. */
  time: z.number().int(),
})
export type MarketTrade = z.infer<typeof marketTrade>

const codeParams = z.object({ coinPairCode: symbolParam })

export const coinPairEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/coinPairs',
    summary: 'Every tradable pair with its ticker',
    access: 'public',
    response: list(coinPair),
  }),
  show: endpoint({
    method: 'GET',
    path: '/v1/coinPairs/{coinPairCode}',
    summary: 'One pair: ticker, tick and step, brackets',
    access: 'public',
    params: codeParams,
    response: resource(coinPair),
  }),
  klines: endpoint({
    method: 'GET',
    path: '/v1/coinPairs/{coinPairCode}/klines',
    summary: 'Candles for the chart, oldest first',
    access: 'public',
    params: codeParams,
    query: z.object({
      interval: klineInterval.default('1m'),
      limit: z.coerce.number().int().min(1).max(1500).default(500),
      /** Only candles opening before this time (seconds), for paging back. */
      end: z.coerce.number().int().positive().optional(),
    }),
    response: list(kline),
  }),
  depth: endpoint({
    method: 'GET',
    path: '/v1/coinPairs/{coinPairCode}/depth',
    summary: 'The order book (up to 20 levels a side), for the first paint',
    access: 'public',
    params: codeParams,
    response: resource(orderBook),
  }),
  trades: endpoint({
    method: 'GET',
    path: '/v1/coinPairs/{coinPairCode}/trades',
    summary: 'Recent market trades, newest first, for the first paint',
    access: 'public',
    params: codeParams,
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }),
    response: list(marketTrade),
  }),
} as const
