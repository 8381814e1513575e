/**
 * The trading API (contract/trading-api.ts; decisions 610-614): the
 * terminal's reads and writes for a signed key instead of a session,
 * through the same engine functions (engine/trading/terminal-actions.ts,
 * terminal-reads.ts) and so the same rules. The account named is one of
 * the key's (signed-route.ts checks it); another user's is a 404 as on /v1.
 */
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { channels } from '#contract/broadcasting.ts'
import { tradingApiEndpoints as api } from '#contract/trading-api.ts'
import { apiKeyTexts } from '../../api-keys/texts.ts'
import { keyChannelAuth } from '../../broadcast/pusher-protocol.ts'
import type { EngineContext } from '../../context.ts'
import { challenges } from '../../db/schema/index.ts'
import type { Locale } from '../../i18n.ts'
import { coinPairView } from '../../market/coin-pair-view.ts'
import {
  cancelAllOrders,
  cancelOrder,
  changeLeverage,
  closeAllPositions,
  placeOrder,
  tradableAccount,
} from '../../trading/terminal-actions.ts'
import {
  assetsOf,
  loadedAccount,
  openOrdersOf,
  orderOf,
  positionsOf,
} from '../../trading/terminal-reads.ts'
import {
  historyAccountFor,
  requireListedSymbol,
  type TradeAccount,
  tradingRefusal,
} from '../../trading/trade-account.ts'
import { fillRowView, orderRowView, transactionView } from '../../trading/views.ts'
import { shownTitle } from '../../user-challenges/present.ts'
import type { AppEnv } from '../env.ts'
import { forbidden, notFound } from '../errors.ts'
import { mount } from '../route.ts'
import { mountSigned } from '../signed-route.ts'
import { fillPage, ledgerPage, orderPage } from './trade-reads.ts'

export function registerTradingApiRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const accountView = async (trade: TradeAccount, locale: Locale) => {
    const [catalogue] = trade.challenge.challengeId
      ? await ctx.db
          .select({ titleEn: challenges.titleEn, titleFa: challenges.titleFa })
          .from(challenges)
          .where(eq(challenges.id, trade.challenge.challengeId))
      : []
    return {
      id: trade.challenge.id,
      title: shownTitle(trade.challenge.title, catalogue ?? null, locale),
      type: trade.challenge.type,
      status: trade.challenge.status,
      phase: trade.account.phase,
      can_trade: tradingRefusal(ctx, trade) === null,
      assets: assetsOf(ctx, trade.account.id),
    }
  }

  mount(app, ctx, api.time, () => {
    const now = ctx.clock.now()
    return { data: { server_time: now.getTime(), iso: now.toISOString() } }
  })

  mount(app, ctx, api.pairs, () => ({
    data: [...ctx.trading.pairRows.values()].map((row) => coinPairView(row, ctx.market)),
  }))

  mountSigned(app, ctx, api.key, ({ key }) => {
    const limits = ctx.apiKeys.limits()
    return {
      data: {
        id: key.id,
        label: key.label,
        permissions: [...key.permissions],
        accounts: [...key.accounts],
        limits: {
          weight_per_minute: limits.weightPerMinute,
          orders_per_10s: limits.ordersPer10s,
        },
      },
    }
  })

  mountSigned(app, ctx, api.accounts, async ({ key, c }) => {
    const found = []
    for (const id of key.accounts) {
      // A challenge deleted since the key was made is left out.
      const trade = await loadedAccount(ctx, key.userId, id).catch(() => null)
      if (trade) found.push(await accountView(trade, c.get('locale')))
    }
    return { data: found }
  })

  mountSigned(app, ctx, api.account, async ({ key, params, c }) => ({
    data: await accountView(
      await loadedAccount(ctx, key.userId, params.accountId),
      c.get('locale'),
    ),
  }))

  mountSigned(app, ctx, api.positions, async ({ key, params, query }) => {
    requireListedSymbol(ctx, query.symbol)
    const { account } = await loadedAccount(ctx, key.userId, params.accountId)
    return { data: positionsOf(ctx, account.id, query.symbol) }
  })

  mountSigned(app, ctx, api.openOrders, async ({ key, params, query }) => {
    requireListedSymbol(ctx, query.symbol)
    const { account } = await loadedAccount(ctx, key.userId, params.accountId)
    return { data: openOrdersOf(ctx, account.id, query.symbol) }
  })

  mountSigned(app, ctx, api.order, async ({ key, params, query }) => {
    const { account } = await loadedAccount(ctx, key.userId, params.accountId)
    const order = await orderOf(ctx, account.id, query)
    if (!order) throw notFound(apiKeyTexts.orderNotFound)
    return { data: order }
  })

  mountSigned(app, ctx, api.orderHistory, async ({ key, params, query }) => {
    requireListedSymbol(ctx, query.symbol)
    const { account } = await historyAccountFor(ctx, key.userId, params.accountId, query.step)
    const { rows, meta } = await orderPage(ctx, account.id, query)
    return { data: rows.map(orderRowView), meta }
  })

  mountSigned(app, ctx, api.tradeHistory, async ({ key, params, query }) => {
    requireListedSymbol(ctx, query.symbol)
    const { account } = await historyAccountFor(ctx, key.userId, params.accountId, query.step)
    const { rows, meta } = await fillPage(ctx, account.id, query)
    return { data: rows.map(fillRowView), meta }
  })

  mountSigned(app, ctx, api.transactionHistory, async ({ key, params, query }) => {
    requireListedSymbol(ctx, query.symbol)
    const { account } = await historyAccountFor(ctx, key.userId, params.accountId, query.step)
    const { rows, meta } = await ledgerPage(ctx, account.id, query)
    return { data: rows.map(transactionView), meta }
  })

  mountSigned(app, ctx, api.placeOrder, async ({ key, params, body, c }) => {
    const locale = c.get('locale')
    const trade = await tradableAccount(ctx, key.userId, params.accountId, locale)
    return { data: (await placeOrder(ctx, trade, body, locale)).order }
  })

  mountSigned(app, ctx, api.cancelOrder, async ({ key, params, body, c }) => {
    const locale = c.get('locale')
    const trade = await tradableAccount(ctx, key.userId, params.accountId, locale)
    let orderId = body.order_id
    if (orderId === undefined) {
      const found = await orderOf(ctx, trade.account.id, body)
      if (!found) throw notFound(apiKeyTexts.orderNotFound)
      orderId = found.id
    }
    return { data: await cancelOrder(ctx, trade, orderId, locale) }
  })

  mountSigned(app, ctx, api.cancelAll, async ({ key, params, body, c }) => {
    const locale = c.get('locale')
    requireListedSymbol(ctx, body.symbol)
    const trade = await tradableAccount(ctx, key.userId, params.accountId, locale)
    return { data: { canceled: await cancelAllOrders(ctx, trade, body.symbol, locale) } }
  })

  mountSigned(app, ctx, api.closeAll, async ({ key, params, body, c }) => {
    const locale = c.get('locale')
    requireListedSymbol(ctx, body.symbol)
    const trade = await tradableAccount(ctx, key.userId, params.accountId, locale)
    return { data: { closed: await closeAllPositions(ctx, trade, body.symbol, locale) } }
  })

  mountSigned(app, ctx, api.leverage, async ({ key, params, body, c }) => {
    const locale = c.get('locale')
    const trade = await tradableAccount(ctx, key.userId, params.accountId, locale)
    const result = await changeLeverage(ctx, trade, body.symbol, body.leverage, locale)
    return { data: { symbol: body.symbol, ...result } }
  })

  mountSigned(app, ctx, api.stream, ({ key }) => {
    const base = new URL(ctx.config.ENGINE_PUBLIC_URL)
    base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:'
    base.pathname = `/app/${encodeURIComponent(ctx.config.BROADCAST_APP_KEY)}`
    base.search = '?protocol=7'
    return {
      data: { ws_url: base.toString(), channels: key.accounts.map((id) => channels.account(id)) },
    }
  })

  mountSigned(app, ctx, api.streamAuth, ({ key, body }) => {
    const account = /^private-account\.(\d{1,12})$/.exec(body.channel_name)
    if (!account || !key.accounts.includes(Number(account[1]))) throw forbidden()
    return {
      auth: keyChannelAuth(
        ctx.config.BROADCAST_APP_SECRET,
        key.id,
        body.socket_id,
        body.channel_name,
      ),
    }
  })
}
