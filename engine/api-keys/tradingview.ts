/**
 * A TradingView alert through a key's webhook (decision 613). TradingView
 * signs nothing: the URL's token is the secret. The alert's message becomes
 * an order through the terminal's own placement (terminal-actions.ts), with
 * a client order id made from the alert id, so a repeated alert is placed
 * once. Whatever happens is written to the key's log, in words the trader
 * reads there (TradingView shows nobody our answer).
 */

import type { EngineContext } from '../context.ts'
import { type AlertOrder, readAlert } from '../core/api/tradingview-alert.ts'
import { DomainError, notFound } from '../errors.ts'
import { TradingRejection } from '../trading/messages.ts'
import { placeOrder, tradableAccount } from '../trading/terminal-actions.ts'
import { requireListedSymbol } from '../trading/trade-account.ts'
import { writeLog } from './key-log.ts'
import { apiRefusal, passGate } from './refusals.ts'
import type { KeyRecord } from './registry.ts'
import { apiKeyTexts } from './texts.ts'

export interface AlertResult {
  outcome: 'placed' | 'duplicate'
  order_id: number
  message: string
}

/** The words a refusal is logged with: its template and parameters (the core's own for a rejection). */
function wordsOf(error: DomainError): { message: string; params: Record<string, string | number> } {
  if (error instanceof TradingRejection)
    return { message: error.rejection.message, params: error.rejection.params }
  return { message: error.message, params: error.params }
}

export async function takeAlert(
  ctx: EngineContext,
  token: string,
  body: string,
  ip: string | null,
): Promise<AlertResult> {
  const found = await ctx.apiKeys.findByWebhook(token)
  if (found.kind !== 'live') throw notFound(apiKeyTexts.webhookUnknown)
  const key = found.key
  const refuse = async (
    error: DomainError,
    alertId: string | null,
    words = wordsOf(error),
  ): Promise<never> => {
    await writeLog(ctx, {
      apiKeyId: key.id,
      outcome: 'refused',
      alertId,
      orderId: null,
      message: words.message,
      params: words.params,
      ip,
    })
    throw error
  }

  if (!key.allows(ip)) {
    const error = apiRefusal('forbidden', 'address_not_allowed', apiKeyTexts.alertAddress, {
      params: { ip: ip ?? '?' },
    })
    return refuse(error, null)
  }
  if (!key.permissions.has('trade'))
    return refuse(apiRefusal('forbidden', 'permission_missing', apiKeyTexts.alertKeyReadOnly), null)

  const reading = readAlert(body, key.accounts)
  if (!reading.ok) {
    const { message, params, alertId } = reading.refusal
    return refuse(new DomainError('invalid', message, { params }), alertId)
  }
  const alert = reading.order
  try {
    await passGate(ctx, key, { weight: 1, orders: 1, ip })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    const words =
      error.code === 'too_many_orders'
        ? {
            message: apiKeyTexts.alertTooMany,
            params: { limit: ctx.apiKeys.limits().ordersPer10s },
          }
        : wordsOf(error)
    return refuse(error, alert.alertId, words)
  }
  try {
    return await place(ctx, key, alert, ip)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return refuse(error, alert.alertId)
  }
}

async function place(
  ctx: EngineContext,
  key: KeyRecord,
  alert: AlertOrder,
  ip: string | null,
): Promise<AlertResult> {
  // The log speaks for a reader in either language; the answer (which nobody reads) in English.
  requireListedSymbol(ctx, alert.symbol)
  const trade = await tradableAccount(ctx, key.userId, alert.account, 'en')
  const { order, fresh } = await placeOrder(
    ctx,
    trade,
    {
      symbol: alert.symbol,
      type: alert.type,
      side: alert.side,
      trade_type: alert.tradeType,
      size: alert.size,
      price: alert.price,
      tp: alert.tp,
      sl: alert.sl,
      client_order_id: alert.clientOrderId,
    },
    'en',
  )
  const params: Record<string, string> = fresh
    ? { side: alert.side, size: order.amount, symbol: order.symbol, status: order.status }
    : { alert: alert.alertId }
  await writeLog(ctx, {
    apiKeyId: key.id,
    outcome: fresh ? 'placed' : 'duplicate',
    alertId: alert.alertId,
    orderId: order.id,
    message: fresh ? apiKeyTexts.alertPlaced : apiKeyTexts.alertDuplicate,
    params,
    ip,
  })
  return {
    outcome: fresh ? 'placed' : 'duplicate',
    order_id: order.id,
    message: fresh ? 'Order placed.' : 'Already placed.',
  }
}
