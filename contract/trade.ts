import { z } from 'zod'
import { drawdownKinds } from './challenges.ts'
import { coinPair } from './coin-pairs.ts'
import {
  decimal,
  id,
  idParam,
  list,
  pageQuery,
  paginated,
  positiveDecimal,
  resource,
  symbolCode,
  symbolParam,
  timestamp,
} from './common.ts'
import { endpoint } from './endpoint.ts'
import { accountType, breach, challengeStatus, phase } from './user-challenges.ts'

export const orderTypes = ['LIMIT', 'MARKET', 'STOP_MARKET', 'STOP_LIMIT'] as const
export const orderType = z.enum(orderTypes)
export type OrderType = z.infer<typeof orderType>
export const orderSides = ['buy', 'sell'] as const
export const orderSide = z.enum(orderSides)
export const tradeTypes = ['open', 'close'] as const
export const tradeType = z.enum(tradeTypes)
export const orderStatuses = [
  'NEW',
  'TRIGGERED',
  'FILLED',
  'CANCELED',
  'REJECTED',
  'EXPIRED',
] as const
export const orderStatus = z.enum(orderStatuses)
/**
 * Who placed an order (and its fills): the trader, or the engine closing a
 * position for a take-profit, a stop-loss, a liquidation, or the end of a
 * step (breach, expiry, pass: `close_out`). Decision 412.
 */
export const orderOrigins = [
  'trader',
  'take_profit',
  'stop_loss',
  'liquidation',
  'close_out',
] as const
export const orderOrigin = z.enum(orderOrigins)
export const transactionTypes = ['REALIZED_PNL', 'COMMISSION', 'WITHDRAWAL', 'LIQUIDATION'] as const

export const assets = z.object({
  balance: decimal,
  equity: decimal,
  unrealized_pnl: decimal,
  margin: decimal,
  free_margin: decimal,
  /** Balance at the last day boundary. */
  daily_balance: decimal,
  currency: z.literal('USDT'),
})
export type Assets = z.infer<typeof assets>

export const order = z.object({
  id,
  client_order_id: z.string().nullable(),
  time: timestamp,
  updated_at: timestamp,
  symbol: z.string(),
  type: orderType,
  side: orderSide,
  trade_type: tradeType,
  limitPrice: decimal.nullable(),
  triggerPrice: decimal.nullable(),
  amount: decimal,
  tp: decimal.nullable(),
  sl: decimal.nullable(),
  status: orderStatus,
  /** Why it was rejected, canceled or expired. */
  reason: z.string().nullable(),
  /** Fill price once filled. */
  avgPrice: decimal.nullable(),
  origin: orderOrigin,
})
export type Order = z.infer<typeof order>

export const position = z.object({
  id,
  symbol: z.string(),
  side: z.enum(['long', 'short']),
  /** Absolute size in base units. */
  size: decimal,
  entryPrice: decimal,
  markPrice: decimal,
  /** null where the account could never be liquidated ("--"). */
  liquidPrice: decimal.nullable(),
  pnl: decimal,
  margin: decimal,
  leverage: z.number().int().min(1),
  tp: decimal.nullable(),
  sl: decimal.nullable(),
  opened_at: timestamp,
})
export type Position = z.infer<typeof position>

export const trade = z.object({
  id,
  order_id: id,
  time: timestamp,
  symbol: z.string(),
  type: orderType,
  side: orderSide,
  price: decimal,
  quantity: decimal,
  fee: decimal,
  realizedProfit: decimal,
  role: z.enum(['maker', 'taker']),
  /** Its order's origin. */
  origin: orderOrigin,
})
export type Trade = z.infer<typeof trade>

export const transaction = z.object({
  id,
  time: timestamp,
  type: z.enum(transactionTypes),
  amount: decimal,
  asset: z.literal('USDT'),
  symbol: z.string().nullable(),
})
export type Transaction = z.infer<typeof transaction>

export const tradeSnapshot = z.object({
  account: z.object({
    user_challenge_id: id,
    title: z.string(),
    type: accountType,
    status: challengeStatus,
    can_trade: z.boolean(),
    /** This pair's leverage and the account's cap. */
    leverage: z.number().int().min(1),
    max_leverage: z.number().int().min(1),
    /** The phase of the account traded (its step: step1, step2, step3; real), or of the last one. */
    phase,
  }),
  /**
   * The evaluation's own floors for this account (engine/core/evaluation/
   * thresholds.ts), the next day boundary and, once failed, the breach;
   * null where no rule watches the account (the demo). Decision 455.
   */
  evaluation: z
    .object({
      /** Equity at or below it fails the account today (daily starting balance − daily limit). */
      daily_floor: decimal,
      /**
       * Equity at or below it fails the account: initial × (1 − total limit)
       * when static; when trailing, the highest end-of-day balance (capped at
       * initial + limit) − limit (decision 566).
       */
      total_floor: decimal,
      /** The rules in the program's words: limits in percent, and how the total floor is measured. */
      daily_limit: decimal,
      total_limit: decimal,
      total_drawdown_kind: z.enum(drawdownKinds),
      /** When the daily floor resets (rules.md's day boundary). */
      daily_reset_at: timestamp,
      /**
       * Milliseconds from this answer to `daily_reset_at` on the engine's
       * clock: a countdown runs from it, so neither a browser's skewed clock
       * nor the engine's test clock makes it wrong.
       */
      daily_reset_in: z.number().int().min(0),
      /** Why and where the account failed; null while it trades. */
      breach: breach.nullable(),
    })
    .nullable(),
  assets,
  pair: coinPair,
  /** The largest open size that fits free margin and the bracket, each side. */
  max_open: z.object({ buy: decimal, sell: decimal }),
  /** Largest position notional at the current leverage. */
  max_notional: decimal,
})

const accountParams = z.object({ userChallengeId: idParam })
const pairParams = accountParams.extend({ coinPairCode: symbolParam })
const filter = z.object({ symbol: symbolCode.optional() })
const pagedFilter = pageQuery.extend({ symbol: symbolCode.optional() })
/**
 * History pages also name a step: the id of one of the challenge's steps
 * (`steps[].id` of its detail), so an ended step's orders, trades and
 * transactions stay listed; without it, the account being traded.
 */
export const historyQuery = pagedFilter.extend({
  step: z.coerce
    .number({ error: 'step must be a step id' })
    .int({ error: 'step must be a step id' })
    .min(1, { error: 'step must be a step id' })
    .optional()
    .meta({
      description: "A step's id (steps[].id of the challenge); default: the account traded",
    }),
})

const priceField = (label: string) =>
  positiveDecimal
    .meta({ description: label })
    .nullish()
    .transform((v) => v ?? undefined)

export const placeOrderBody = z.object({
  symbol: symbolCode,
  type: orderType,
  side: orderSide,
  trade_type: tradeType.default('open'),
  size: positiveDecimal,
  price: priceField('Limit price (LIMIT, STOP_LIMIT)'),
  stop_price: priceField('Trigger price (STOP_MARKET, STOP_LIMIT)'),
  tp: priceField('Take-profit trigger for the resulting position'),
  sl: priceField('Stop-loss trigger for the resulting position'),
  /** Repeating an id returns the first result and places nothing. */
  client_order_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'client_order_id is not valid' })
    .optional(),
})

export const leverageBody = z.object({
  leverage: z.coerce
    .number({ error: 'Leverage is required' })
    .int({ error: 'Leverage must be a whole number' })
    .min(1, { error: 'Leverage must be at least 1' })
    .max(125, { error: 'Leverage is above the maximum' }),
})

/** A price sets it, null removes it, left out keeps it; one of the two at least. */
export const tpslBody = z
  .object({
    tp: positiveDecimal
      .nullable()
      .optional()
      .meta({ description: 'Take-profit trigger; null removes it; left out keeps it' }),
    sl: positiveDecimal
      .nullable()
      .optional()
      .meta({ description: 'Stop-loss trigger; null removes it; left out keeps it' }),
  })
  .refine((body) => body.tp !== undefined || body.sl !== undefined, {
    error: 'Send tp, sl or both.',
    path: ['tp'],
  })

export const tradeEndpoints = {
  snapshot: endpoint({
    method: 'GET',
    path: '/v1/trade/{userChallengeId}/{coinPairCode}',
    summary: 'Market and account snapshot for the terminal',
    access: 'user',
    params: pairParams,
    response: resource(tradeSnapshot),
  }),
  openOrders: endpoint({
    method: 'GET',
    path: '/v1/trade/{userChallengeId}/openOrders',
    summary: 'Resting and untriggered orders',
    access: 'user',
    params: accountParams,
    query: filter,
    response: list(order),
  }),
  positions: endpoint({
    method: 'GET',
    path: '/v1/trade/{userChallengeId}/positions',
    summary: 'Open positions',
    access: 'user',
    params: accountParams,
    query: filter,
    response: list(position),
  }),
  orderHistory: endpoint({
    method: 'GET',
    path: '/v1/trade/{userChallengeId}/orderHistory',
    summary: 'Finished orders (filled, canceled, rejected, expired), newest first',
    access: 'user',
    params: accountParams,
    query: historyQuery,
    response: paginated(order),
  }),
  tradeHistory: endpoint({
    method: 'GET',
    path: '/v1/trade/{userChallengeId}/tradeHistory',
    summary: 'Fills, newest first',
    access: 'user',
    params: accountParams,
    query: historyQuery,
    response: paginated(trade),
  }),
  transactionHistory: endpoint({
    method: 'GET',
    path: '/v1/trade/{userChallengeId}/transactionHistory',
    summary: 'Ledger rows, newest first',
    access: 'user',
    params: accountParams,
    query: historyQuery,
    response: paginated(transaction),
  }),
  adjustLeverage: endpoint({
    method: 'POST',
    path: '/v1/trade/{userChallengeId}/{coinPairCode}/adjustLeverage',
    summary: 'Set this pair’s leverage',
    access: 'user',
    params: pairParams,
    body: leverageBody,
    response: resource(z.object({ leverage: z.number().int(), max_notional: decimal })),
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: '/v1/trade/{userChallengeId}/orders/place',
    summary: 'Place an order',
    access: 'user',
    params: accountParams,
    body: placeOrderBody,
    response: resource(order),
  }),
  cancelOrder: endpoint({
    method: 'POST',
    path: '/v1/trade/{userChallengeId}/orders/cancel',
    summary: 'Cancel one open order',
    access: 'user',
    params: accountParams,
    body: z.object({ order_id: z.coerce.number().int().positive() }),
    response: resource(order),
  }),
  cancelAll: endpoint({
    method: 'POST',
    path: '/v1/trade/{userChallengeId}/orders/cancelAll',
    summary: 'Cancel every open order (of one pair when given)',
    access: 'user',
    params: accountParams,
    body: filter,
    response: resource(z.object({ canceled: z.number().int().min(0) })),
  }),
  closeAllPositions: endpoint({
    method: 'POST',
    path: '/v1/trade/{userChallengeId}/orders/closeAllPositions',
    summary: 'Close every position at market (of one pair when given)',
    access: 'user',
    params: accountParams,
    body: filter,
    response: resource(z.object({ closed: z.number().int().min(0) })),
  }),
  setPositionTpsl: endpoint({
    method: 'POST',
    path: '/v1/trade/{userChallengeId}/positions/{positionId}/tpsl',
    summary: 'Set, change or remove a position’s TP/SL',
    access: 'user',
    params: accountParams.extend({ positionId: idParam }),
    body: tpslBody,
    response: resource(position),
  }),
} as const
