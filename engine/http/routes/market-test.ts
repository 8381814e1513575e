/** POST /test/market/price, /live, /depth and /trades: the manual feed (NODE_ENV=test only). */
import type { Hono } from 'hono'
import { devEndpoints } from '#contract/dev.ts'
import { D, type Decimal } from '#money/decimal.ts'
import type { EngineContext } from '../../context.ts'
import { ManualFeed } from '../../feed/manual.ts'
import type { AppEnv } from '../env.ts'
import { fieldError } from '../errors.ts'
import { mount } from '../route.ts'

export function registerMarketTestRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const feed = ctx.feed.source(ManualFeed)
  if (ctx.config.NODE_ENV !== 'test' || !feed) return
  mount(app, ctx, devEndpoints.setFeedLive, async ({ body }) => {
    feed.live = body.live
    ctx.feed.check()
    await ctx.trading.idle()
    const halted = ctx.market.codes().filter((code) => ctx.market.isHalted(code))
    return { data: { live: feed.live, halted } }
  })
  mount(app, ctx, devEndpoints.setPrice, async ({ body }) => {
    if (!ctx.market.has(body.symbol)) throw fieldError('symbol', 'Unknown symbol.')
    const opt = (v: string | undefined) => (v ? D(v) : undefined)
    feed.setPrice(body.symbol, {
      last: D(body.last),
      mark: opt(body.mark),
      bid: opt(body.bid),
      ask: opt(body.ask),
    })
    // What the price set off (fills, triggers, liquidations) is committed before the answer.
    await ctx.trading.idle()
    return { data: { symbol: body.symbol, last: D(body.last).toString() } }
  })

  mount(app, ctx, devEndpoints.setDepth, ({ body }) => {
    if (!ctx.market.has(body.symbol)) throw fieldError('symbol', 'Unknown symbol.')
    const levels = (side: Array<[string, string]>): Array<[Decimal, Decimal]> =>
      side.map(([price, size]) => [D(price), D(size)])
    feed.setBook(body.symbol, { bids: levels(body.bids), asks: levels(body.asks) })
    return { data: { symbol: body.symbol } }
  })
  mount(app, ctx, devEndpoints.addTrades, ({ body }) => {
    if (!ctx.market.has(body.symbol)) throw fieldError('symbol', 'Unknown symbol.')
    for (const trade of body.trades)
      feed.addTrade(body.symbol, { price: D(trade.price), size: D(trade.size), side: trade.side })
    return { data: { symbol: body.symbol } }
  })
}
