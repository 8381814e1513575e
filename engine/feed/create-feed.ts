/**
 * The feed MARKET_FEED names: simulated (default), manual (NODE_ENV=test
 * only), or live sources in order of preference (binance, bybit), all
 * behind the guard (docs/decisions/440).
 */
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import type { CoinPairRow } from '../trading/pairs.ts'
import { feedPairOf } from '../trading/pairs.ts'
import { BinanceFeed } from './binance.ts'
import { BybitFeed } from './bybit.ts'
import type { MarketFeed } from './feed.ts'
import { GuardedFeed } from './guarded-feed.ts'
import { ManualFeed } from './manual.ts'
import { SimulatedFeed } from './simulated.ts'

export function createFeed(ctx: Omit<EngineContext, 'feed'>, rows: CoinPairRow[]): GuardedFeed {
  const pairs = rows.map(feedPairOf)
  const names: readonly string[] = ctx.config.MARKET_FEED
  if (names.includes('manual') && ctx.config.NODE_ENV !== 'test') {
    throw new Error(
      'Invalid engine configuration:\n  MARKET_FEED: manual is for tests (NODE_ENV=test)',
    )
  }
  const guarded = new GuardedFeed({
    market: ctx.market,
    clock: ctx.clock,
    log: ctx.log,
    sources: names.map((name) => ({ name, live: name === 'binance' || name === 'bybit' })),
    staleSeconds: ctx.config.FEED_STALE_SECONDS,
    maxJumpPercent: D(ctx.config.FEED_MAX_JUMP_PERCENT),
    // Trades riding a move the guard flagged are the latency detector's (decision 588).
    onJump: (symbol, at) => ctx.risk.priceJumped(symbol, at),
  })
  for (const name of names) {
    const sink = guarded.sink(name)
    let feed: MarketFeed
    switch (name) {
      case 'manual':
        feed = new ManualFeed(sink, ctx.clock)
        break
      case 'binance':
        feed = new BinanceFeed({
          market: sink,
          pairs,
          wsUrl: ctx.config.BINANCE_WS_URL,
          restUrl: ctx.config.BINANCE_REST_URL,
          log: ctx.log,
        })
        break
      case 'bybit':
        feed = new BybitFeed({
          market: sink,
          pairs,
          wsUrl: ctx.config.BYBIT_WS_URL,
          restUrl: ctx.config.BYBIT_REST_URL,
          log: ctx.log,
        })
        break
      default:
        feed = new SimulatedFeed({
          market: sink,
          pairs,
          seed: ctx.config.FEED_SEED,
          clock: ctx.clock,
        })
    }
    guarded.add(feed)
  }
  return guarded
}
