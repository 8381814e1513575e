/**
 * The trading API for algorithmic traders (decisions 610-614): the
 * terminal's calls under /api/v1, signed with an API key in Binance's
 * HMAC-SHA256 scheme instead of a browser session. The key goes in the
 * X-MBX-APIKEY header; `timestamp` (ms), optional `recvWindow` (default
 * 5000, at most 60000) and `signature` (hex HMAC-SHA256 of the query
 * string concatenated with the body, keyed by the secret) are parameters,
 * in the query or a form body. Bodies are form-encoded or JSON. An account
 * is the id of a user challenge the key may use. Refusals carry a `code`.
 */
import { z } from 'zod'
import { coinPair } from './coin-pairs.ts'
import { decimal, id, idParam, list, paginated, resource, symbolCode, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'
import {
  assets,
  historyQuery,
  leverageBody,
  order,
  placeOrderBody,
  position,
  trade,
  transaction,
} from './trade.ts'
import { accountType, challengeStatus, phase } from './user-challenges.ts'

/** The header that carries the key (Binance's name, so its clients' signing code works as is). */
export const API_KEY_HEADER = 'X-MBX-APIKEY'

/** Every refusal's `code` (the body is `{ code, message }`; 422s add `errors`). */
export const signedRefusalCodes = [
  'key_missing',
  'key_invalid',
  'key_revoked',
  'signature_missing',
  'signature_invalid',
  'timestamp_missing',
  'timestamp_ahead',
  'timestamp_expired',
  'recv_window_invalid',
  'address_not_allowed',
  'permission_missing',
  'account_not_allowed',
  'too_many_requests',
  'too_many_orders',
] as const
export type SignedRefusalCode = (typeof signedRefusalCodes)[number]

export const signedErrorBody = z.object({
  code: z.enum(signedRefusalCodes),
  message: z.string(),
})

export const apiAccount = z.object({
  /** The user challenge: what /api/v1/accounts/{accountId} names. */
  id,
  title: z.string(),
  type: accountType,
  status: challengeStatus,
  /** The step traded now (step1, step2, funded …). */
  phase,
  can_trade: z.boolean(),
  assets,
})

const accountParams = z.object({ accountId: idParam })
const symbolFilter = z.object({ symbol: symbolCode.optional() })

export const orderLookup = z
  .object({
    order_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    client_order_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'client_order_id is not valid' })
      .optional(),
  })
  .refine((v) => v.order_id !== undefined || v.client_order_id !== undefined, {
    error: 'Send order_id or client_order_id.',
    path: ['order_id'],
  })

export const pairLeverageBody = leverageBody.extend({ symbol: symbolCode })

export const streamInfo = z.object({
  /** The Pusher-protocol (v7) WebSocket to connect to. */
  ws_url: z.string(),
  /** The private channels this key may follow (authorise each with /api/v1/stream/auth). */
  channels: z.array(z.string()),
})

export const tradingviewAnswer = z.object({
  outcome: z.enum(['placed', 'duplicate']),
  order_id: id,
  message: z.string(),
})

const signed = (permission: 'read' | 'trade', weight = 1) =>
  ({ access: 'apiKey', permission, weight }) as const

export const tradingApiEndpoints = {
  time: endpoint({
    method: 'GET',
    path: '/api/v1/time',
    summary: 'The engine’s clock, to set timestamp by (no key needed)',
    access: 'public',
    response: resource(z.object({ server_time: z.number().int(), iso: timestamp })),
  }),
  pairs: endpoint({
    method: 'GET',
    path: '/api/v1/pairs',
    summary: 'Every tradable pair: tick and step sizes, fees, brackets, ticker (no key needed)',
    access: 'public',
    response: list(coinPair),
  }),
  key: endpoint({
    ...signed('read'),
    method: 'GET',
    path: '/api/v1/key',
    summary: 'The key itself: its permissions, accounts and rate limits',
    response: resource(
      z.object({
        id,
        label: z.string(),
        permissions: z.array(z.enum(['read', 'trade'])),
        accounts: z.array(id),
        limits: z.object({
          weight_per_minute: z.number().int(),
          orders_per_10s: z.number().int(),
        }),
      }),
    ),
  }),
  accounts: endpoint({
    ...signed('read', 5),
    method: 'GET',
    path: '/api/v1/accounts',
    summary: 'The accounts the key may use, with their assets',
    response: list(apiAccount),
  }),
  account: endpoint({
    ...signed('read'),
    method: 'GET',
    path: '/api/v1/accounts/{accountId}',
    summary: 'One account and its assets',
    params: accountParams,
    response: resource(apiAccount),
  }),
  positions: endpoint({
    ...signed('read'),
    method: 'GET',
    path: '/api/v1/accounts/{accountId}/positions',
    summary: 'Open positions',
    params: accountParams,
    query: symbolFilter,
    response: list(position),
  }),
  openOrders: endpoint({
    ...signed('read'),
    method: 'GET',
    path: '/api/v1/accounts/{accountId}/openOrders',
    summary: 'Resting and untriggered orders, newest first',
    params: accountParams,
    query: symbolFilter,
    response: list(order),
  }),
  order: endpoint({
    ...signed('read'),
    method: 'GET',
    path: '/api/v1/accounts/{accountId}/order',
    summary: 'One order by its id or its client order id, open or finished',
    params: accountParams,
    query: orderLookup,
    response: resource(order),
  }),
  orderHistory: endpoint({
    ...signed('read', 5),
    method: 'GET',
    path: '/api/v1/accounts/{accountId}/orders',
    summary: 'Finished orders, newest first',
    params: accountParams,
    query: historyQuery,
    response: paginated(order),
  }),
  tradeHistory: endpoint({
    ...signed('read', 5),
    method: 'GET',
    path: '/api/v1/accounts/{accountId}/trades',
    summary: 'Fills, newest first',
    params: accountParams,
    query: historyQuery,
    response: paginated(trade),
  }),
  transactionHistory: endpoint({
    ...signed('read', 5),
    method: 'GET',
    path: '/api/v1/accounts/{accountId}/transactions',
    summary: 'Ledger rows (realized PnL, commissions, withdrawals, liquidations), newest first',
    params: accountParams,
    query: historyQuery,
    response: paginated(transaction),
  }),
  placeOrder: endpoint({
    ...signed('trade'),
    placesOrder: true,
    method: 'POST',
    path: '/api/v1/accounts/{accountId}/orders',
    summary: 'Place an order (a repeated client_order_id answers the first order)',
    params: accountParams,
    body: placeOrderBody,
    response: resource(order),
  }),
  cancelOrder: endpoint({
    ...signed('trade'),
    method: 'POST',
    path: '/api/v1/accounts/{accountId}/orders/cancel',
    summary: 'Cancel one open order, by order_id or client_order_id',
    params: accountParams,
    body: orderLookup,
    response: resource(order),
  }),
  cancelAll: endpoint({
    ...signed('trade'),
    method: 'POST',
    path: '/api/v1/accounts/{accountId}/orders/cancelAll',
    summary: 'Cancel every open order (of one pair when given)',
    params: accountParams,
    body: symbolFilter,
    response: resource(z.object({ canceled: z.number().int().min(0) })),
  }),
  closeAll: endpoint({
    ...signed('trade'),
    method: 'POST',
    path: '/api/v1/accounts/{accountId}/positions/closeAll',
    summary: 'Close every position at market (of one pair when given)',
    params: accountParams,
    body: symbolFilter,
    response: resource(z.object({ closed: z.number().int().min(0) })),
  }),
  leverage: endpoint({
    ...signed('trade'),
    method: 'POST',
    path: '/api/v1/accounts/{accountId}/leverage',
    summary: 'Set a pair’s leverage',
    params: accountParams,
    body: pairLeverageBody,
    response: resource(
      z.object({ symbol: z.string(), leverage: z.number().int(), max_notional: decimal }),
    ),
  }),
  stream: endpoint({
    ...signed('read'),
    method: 'GET',
    path: '/api/v1/stream',
    summary: 'Where the user stream is: the WebSocket and the channels this key may follow',
    response: resource(streamInfo),
  }),
  streamAuth: endpoint({
    ...signed('read'),
    method: 'POST',
    path: '/api/v1/stream/auth',
    summary: 'Authorise a private channel (private-account.{accountId}) for a socket',
    body: z.object({
      socket_id: z.string().regex(/^\d+\.\d+$/, { error: 'socket_id is not valid' }),
      channel_name: z.string().min(1).max(200),
    }),
    response: z.object({ auth: z.string() }),
  }),
  tradingview: endpoint({
    refusals: {
      403: 'The key may not trade, or the alert came from an address it does not allow',
      404: 'No key has this webhook (or it was revoked)',
      422: 'The alert is not an order: the reason is in the key’s log too',
      429: 'Too many orders for this key; Retry-After says when',
    },
    method: 'POST',
    path: '/api/v1/tradingview/{token}',
    summary: 'A TradingView alert: its JSON message becomes an order (the token is the secret)',
    access: 'public',
    params: z.object({ token: z.string() }),
    response: resource(tradingviewAnswer),
  }),
} as const
