/**
 * A TradingView alert's message as an order (decision 613). TradingView
 * posts the message as typed, with its placeholders filled; the documented
 * template is
 *
 *   {"alert_id": "{{strategy.order.id}}-{{timenow}}", "account": 12,
 *    "ticker": "{{ticker}}", "action": "{{strategy.order.action}}",
 *    "contracts": "{{strategy.order.contracts}}"}
 *
 * with optional "type" (market, limit with "price"), "trade_type" (open,
 * close), "tp" and "sl". A message that is not that is refused with a
 * sentence the trader reads in the key's log. Pure.
 */
import { createHash } from 'node:crypto'

export interface AlertOrder {
  alertId: string
  /** The user challenge to trade. */
  account: number
  symbol: string
  type: 'MARKET' | 'LIMIT'
  side: 'buy' | 'sell'
  tradeType: 'open' | 'close'
  size: string
  price: string | undefined
  tp: string | undefined
  sl: string | undefined
  /** The order's client id: the same alert id is the same order, placed once. */
  clientOrderId: string
}

export interface AlertRefusal {
  /** English, with {placeholders}; translated when the log is read. */
  message: string
  params: Record<string, string>
  alertId: string | null
}

export type AlertReading = { ok: true; order: AlertOrder } | { ok: false; refusal: AlertRefusal }

export const alertTexts = {
  notJson:
    'The alert message is not JSON: use the documented template, with the placeholders in quotes.',
  notObject: 'The alert message must be a JSON object.',
  missing: 'The alert has no "{field}".',
  unfilled:
    'TradingView did not fill "{field}" ({value}): placeholders such as {{strategy.order.action}} are filled only by strategy alerts.',
  badAlertId: '"alert_id" must be 1 to 100 characters.',
  badAccount: '"account" must be the id of an account this key may trade.',
  accountNeeded: 'This key trades several accounts: say which one in "account".',
  badTicker: '"ticker" is not a pair code: {value}.',
  badAction: '"action" must be buy or sell, not {value}.',
  badNumber: '"{field}" must be a number greater than zero, not {value}.',
  badType: '"type" must be market or limit, not {value}.',
  badTradeType: '"trade_type" must be open or close, not {value}.',
  priceNeeded: 'A limit alert needs "price".',
} as const

const fail = (
  message: string,
  params: Record<string, string> = {},
  alertId: string | null = null,
): AlertReading => ({ ok: false, refusal: { message, params, alertId } })

const PLACEHOLDER = /\{\{[^}]*\}\}/
const DECIMAL = /^(?=.*[1-9])\d{1,20}(\.\d{1,18})?$/

/** TradingView's perpetual tickers ("BTCUSDT.P", "BINANCE:BTCUSDT.P", "BTCUSDTPERP") as our codes. */
export function pairCodeOf(ticker: string): string {
  const bare = ticker.trim().toUpperCase().split(':').pop() ?? ''
  return bare.replace(/\.P$/, '').replace(/PERP$/, '')
}

/** The order id an alert places under: "tv-" and 32 characters of its alert id's SHA-256. */
export function alertClientOrderId(alertId: string): string {
  return `tv-${createHash('sha256').update(alertId).digest('base64url').slice(0, 32)}`
}

/** A value as the text TradingView wrote (numbers as JSON gives them). */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** Reads an alert for a key that may trade `accounts`. */
export function readAlert(body: string, accounts: readonly number[]): AlertReading {
  let message: unknown
  try {
    message = JSON.parse(body)
  } catch {
    return fail(alertTexts.notJson)
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message))
    return fail(alertTexts.notObject)
  const fields = message as Record<string, unknown>

  const rawId = textOf(fields.alert_id)
  if (rawId === undefined || rawId === '') return fail(alertTexts.missing, { field: 'alert_id' })
  if (rawId.length > 100) return fail(alertTexts.badAlertId)
  const alertId = rawId
  const refuse = (text: string, params: Record<string, string> = {}) => fail(text, params, alertId)

  // A placeholder left as typed: the alert is not a strategy's.
  for (const [field, value] of Object.entries(fields)) {
    const text = textOf(value)
    if (text !== undefined && PLACEHOLDER.test(text))
      return refuse(alertTexts.unfilled, { field, value: text.slice(0, 60) })
  }

  let account: number
  if (fields.account === undefined || fields.account === null || fields.account === '') {
    if (accounts.length !== 1 || accounts[0] === undefined) return refuse(alertTexts.accountNeeded)
    account = accounts[0]
  } else {
    const text = textOf(fields.account) ?? ''
    account = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN
    if (!accounts.includes(account)) return refuse(alertTexts.badAccount)
  }

  const ticker = textOf(fields.ticker)
  if (ticker === undefined || ticker === '') return refuse(alertTexts.missing, { field: 'ticker' })
  const symbol = pairCodeOf(ticker)
  if (!/^[A-Z0-9]{2,20}$/.test(symbol)) return refuse(alertTexts.badTicker, { value: ticker })

  const action = textOf(fields.action)
  if (action === undefined || action === '') return refuse(alertTexts.missing, { field: 'action' })
  const side = action.toLowerCase()
  if (side !== 'buy' && side !== 'sell') return refuse(alertTexts.badAction, { value: action })

  const size = textOf(fields.contracts)
  if (size === undefined || size === '') return refuse(alertTexts.missing, { field: 'contracts' })
  if (!DECIMAL.test(size)) return refuse(alertTexts.badNumber, { field: 'contracts', value: size })

  const typeText = (textOf(fields.type) ?? 'market').toLowerCase()
  if (typeText !== 'market' && typeText !== 'limit')
    return refuse(alertTexts.badType, { value: typeText })
  const tradeType = (textOf(fields.trade_type) ?? 'open').toLowerCase()
  if (tradeType !== 'open' && tradeType !== 'close')
    return refuse(alertTexts.badTradeType, { value: tradeType })

  const optional: Record<'price' | 'tp' | 'sl', string | undefined> = {
    price: undefined,
    tp: undefined,
    sl: undefined,
  }
  for (const field of ['price', 'tp', 'sl'] as const) {
    const value = fields[field]
    if (value === undefined || value === null || value === '') continue
    const text = textOf(value)
    if (text === undefined || !DECIMAL.test(text))
      return refuse(alertTexts.badNumber, { field, value: String(text ?? typeof value) })
    optional[field] = text
  }
  // A market alert's price is the strategy's fill price: information, not a limit.
  if (typeText === 'limit' && optional.price === undefined) return refuse(alertTexts.priceNeeded)

  return {
    ok: true,
    order: {
      alertId,
      account,
      symbol,
      type: typeText === 'limit' ? 'LIMIT' : 'MARKET',
      side,
      tradeType,
      size,
      price: typeText === 'limit' ? optional.price : undefined,
      tp: optional.tp,
      sl: optional.sl,
      clientOrderId: alertClientOrderId(alertId),
    },
  }
}
