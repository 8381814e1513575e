/** GET /v1/coinPairs, /v1/coinPairs/{code}, its /klines, /depth and /trades (contract/coin-pairs.ts). */
import type { Hono } from 'hono'
import { coinPairEndpoints } from '#contract/coin-pairs.ts'
import type { EngineContext } from '../../context.ts'
import { coinPairView } from '../../market/coin-pair-view.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'

export function registerCoinPairRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const rowOf = (code: string) => {
    const row = ctx.trading.pairRows.get(code)
    if (!row) throw notFound('Unknown symbol.')
    return row
  }

  mount(app, ctx, coinPairEndpoints.list, () => ({
    data: [...ctx.trading.pairRows.values()].map((row) => coinPairView(row, ctx.market)),
  }))

  mount(app, ctx, coinPairEndpoints.klines, ({ params, query }) => {
    rowOf(params.coinPairCode)
    return { data: ctx.market.klines(params.coinPairCode, query.interval, query.limit, query.end) }
  })

  mount(app, ctx, coinPairEndpoints.depth, ({ params }) => {
    rowOf(params.coinPairCode)
    return { data: ctx.market.books.depth(params.coinPairCode) }
  })

  mount(app, ctx, coinPairEndpoints.trades, ({ params, query }) => {
    rowOf(params.coinPairCode)
    return { data: ctx.market.books.trades(params.coinPairCode, query.limit) }
  })

  mount(app, ctx, coinPairEndpoints.show, ({ params }) => ({
    data: coinPairView(rowOf(params.coinPairCode), ctx.market),
  }))
}
