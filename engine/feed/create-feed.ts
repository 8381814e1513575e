/** The feed MARKET_FEED names: simulated (default), binance, or manual (NODE_ENV=test only). */
import type { EngineContext } from '../context.ts'
import type { CoinPairRow } from '../trading/pairs.ts'
import { feedPairOf } from '../trading/pairs.ts'
import { BinanceFeed } from './binance.ts'
import type { MarketFeed } from './feed.ts'
import { ManualFeed } from './manual.ts'
import { SimulatedFeed } from './simulated.ts'

export function createFeed(ctx: Omit<EngineContext, 'feed'>, rows: CoinPairRow[]): MarketFeed {
  const pairs = rows.map(feedPairOf)
  switch (ctx.config.MARKET_FEED) {
    case 'manual':
      if (ctx.config.NODE_ENV !== 'test') {
        throw new Error(
          'Invalid engine configuration:\n  MARKET_FEED: manual is for tests (NODE_ENV=test)',
        )
      }
      return new ManualFeed(ctx.market, ctx.clock)
    case 'binance':
      return new BinanceFeed({
        market: ctx.market,
        pairs,
        wsUrl: ctx.config.BINANCE_WS_URL,
        restUrl: ctx.config.BINANCE_REST_URL,
        log: ctx.log,
      })
    default:
      return new SimulatedFeed({
        market: ctx.market,
        pairs,
        seed: ctx.config.FEED_SEED,
        clock: ctx.clock,
      })
  }
}
