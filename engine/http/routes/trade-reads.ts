/**
 * The terminal's reads (contract/trade.ts): snapshot, open orders and
 * positions from the engine's memory; order, trade and transaction history
 * from the database, newest first, paginated, filterable by symbol (the
 * order history lists finished orders: open ones are the open orders'), of
 * the account traded or of a step named by `step` (an ended one too).
 */
import { and, count, desc, eq, notInArray, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Hono } from 'hono'
import { tradeEndpoints } from '#contract/trade.ts'
import type { EngineContext } from '../../context.ts'
import { maxNotionalAt } from '../../core/trading/pair.ts'
import { challenges, fills, ledgerEntries, orders } from '../../db/schema/index.ts'
import { terminalEvaluation } from '../../evaluation/terminal-view.ts'
import { coinPairView } from '../../market/coin-pair-view.ts'
import { assetsOf, loadedAccount, openOrdersOf, positionsOf } from '../../trading/terminal-reads.ts'
import {
  historyAccountFor,
  requireListedSymbol,
  tradingRefusal,
} from '../../trading/trade-account.ts'
import { fillRowView, money, orderRowView, transactionView } from '../../trading/views.ts'
import { shownTitle } from '../../user-challenges/present.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'

async function page<
  T extends PgTable & { id: PgColumn; tradingAccountId: PgColumn; symbol: PgColumn },
>(
  ctx: EngineContext,
  table: T,
  accountId: number,
  query: { page: number; per_page: number; symbol?: string | undefined },
  only?: SQL,
) {
  await ctx.trading.whenWritten(accountId)
  const where: SQL | undefined = and(
    eq(table.tradingAccountId, accountId),
    query.symbol ? eq(table.symbol, query.symbol) : undefined,
    only,
  )
  const [total] = await ctx.db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where)
  const rows = await ctx.db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
  const n = total?.n ?? 0
  return {
    rows: rows as Array<T['$inferSelect']>,
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total: n,
      last_page: Math.max(1, Math.ceil(n / query.per_page)),
    },
  }
}

type HistoryQuery = { page: number; per_page: number; symbol?: string | undefined }

/**
 * An account's finished orders, newest first: resting and untriggered ones
 * are the open orders' list (also read by staff, staff-accounts.ts).
 */
export const orderPage = (ctx: EngineContext, accountId: number, query: HistoryQuery) =>
  page(ctx, orders, accountId, query, notInArray(orders.status, ['NEW', 'TRIGGERED']))

/** An account's fills, newest first (also read by staff, staff-accounts.ts). */
export const fillPage = (ctx: EngineContext, accountId: number, query: HistoryQuery) =>
  page(ctx, fills, accountId, query)

/** An account's ledger rows, newest first (also read by the trading API). */
export const ledgerPage = (ctx: EngineContext, accountId: number, query: HistoryQuery) =>
  page(ctx, ledgerEntries, accountId, query)

export function registerTradeReadRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const loaded = (userId: number, userChallengeId: number) =>
    loadedAccount(ctx, userId, userChallengeId)

  mount(app, ctx, tradeEndpoints.openOrders, async ({ params, query, user }) => {
    requireListedSymbol(ctx, query.symbol)
    const { account } = await loaded(user.id, params.userChallengeId)
    return { data: openOrdersOf(ctx, account.id, query.symbol) }
  })

  mount(app, ctx, tradeEndpoints.positions, async ({ params, query, user }) => {
    requireListedSymbol(ctx, query.symbol)
    const { account } = await loaded(user.id, params.userChallengeId)
    return { data: positionsOf(ctx, account.id, query.symbol) }
  })

  mount(app, ctx, tradeEndpoints.orderHistory, async ({ params, query, user }) => {
    requireListedSymbol(ctx, query.symbol)
    const { account } = await historyAccountFor(ctx, user.id, params.userChallengeId, query.step)
    const { rows, meta } = await orderPage(ctx, account.id, query)
    return { data: rows.map(orderRowView), meta }
  })

  mount(app, ctx, tradeEndpoints.tradeHistory, async ({ params, query, user }) => {
    requireListedSymbol(ctx, query.symbol)
    const { account } = await historyAccountFor(ctx, user.id, params.userChallengeId, query.step)
    const { rows, meta } = await fillPage(ctx, account.id, query)
    return { data: rows.map(fillRowView), meta }
  })

  mount(app, ctx, tradeEndpoints.transactionHistory, async ({ params, query, user }) => {
    requireListedSymbol(ctx, query.symbol)
    const { account } = await historyAccountFor(ctx, user.id, params.userChallengeId, query.step)
    const { rows, meta } = await ledgerPage(ctx, account.id, query)
    return { data: rows.map(transactionView), meta }
  })

  // After the static paths: /v1/trade/{id}/{coinPairCode}
  mount(app, ctx, tradeEndpoints.snapshot, async ({ params, user, c }) => {
    const trade = await loaded(user.id, params.userChallengeId)
    const [catalogue] = trade.challenge.challengeId
      ? await ctx.db
          .select({ titleEn: challenges.titleEn, titleFa: challenges.titleFa })
          .from(challenges)
          .where(eq(challenges.id, trade.challenge.challengeId))
      : []
    const row = ctx.trading.pairRows.get(params.coinPairCode)
    if (!row) throw notFound('Unknown symbol.')
    // Every live figure read at once, before the await below (decision 620).
    const assets = assetsOf(ctx, trade.account.id)
    const { pair, leverage, maxLeverage } = ctx.trading.held.pairTerms(trade.account.id, row.code)
    const canTrade = tradingRefusal(ctx, trade) === null
    const maxOpen = canTrade ? ctx.trading.held.maxOpen(trade.account.id, row.code) : null
    return {
      data: {
        account: {
          user_challenge_id: trade.challenge.id,
          title: shownTitle(trade.challenge.title, catalogue ?? null, c.get('locale')),
          type: trade.challenge.type,
          status: trade.challenge.status,
          can_trade: canTrade,
          leverage,
          max_leverage: maxLeverage,
          phase: trade.account.phase,
        },
        evaluation: await terminalEvaluation(ctx, trade),
        assets,
        pair: coinPairView(row, ctx.market),
        max_open: { buy: maxOpen?.buy.toString() ?? '0', sell: maxOpen?.sell.toString() ?? '0' },
        max_notional: money(maxNotionalAt(pair, leverage)),
      },
    }
  })
}
