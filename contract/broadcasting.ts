/**
 * Realtime: Pusher protocol v7 over WebSocket. Private channels are
 * authorised through POST /v1/broadcasting/auth. These are the channels and
 * the events each carries.
 */
import { z } from 'zod'
import { drawdownKinds } from './challenges.ts'
import { kline, klineInterval, marketHalt, marketTrade, orderBook, ticker } from './coin-pairs.ts'
import { decimal, id } from './common.ts'
import { endpoint } from './endpoint.ts'
import { notificationEvent } from './notifications.ts'
import { assets, order, position, trade } from './trade.ts'
import { challengeStatus } from './user-challenges.ts'

export const broadcastingAuthBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, { error: 'socket_id is not valid' }),
  channel_name: z.string().min(1).max(200),
})

export const broadcastingEndpoints = {
  auth: endpoint({
    refusals: { 403: 'The channel is not one this user may follow' },
    method: 'POST',
    path: '/v1/broadcasting/auth',
    summary: 'Authorise a private channel for a socket (Pusher signature)',
    access: 'user',
    body: broadcastingAuthBody,
    response: z.object({ auth: z.string() }),
  }),
} as const

/** The three channel kinds, as types: the event bus types each event from its channel's kind. */
export type MarketChannel = `market.${string}`
export type AccountChannel = `private-account.${number}`
export type UserChannel = `private-user.${number}`
export type Channel = MarketChannel | AccountChannel | UserChannel

export const channels = {
  market: (code: string): MarketChannel => `market.${code}`,
  account: (userChallengeId: number): AccountChannel => `private-account.${userChallengeId}`,
  user: (userId: number): UserChannel => `private-user.${userId}`,
}

export const accountStatusEvent = z.object({
  user_challenge_id: id,
  status: challengeStatus,
  /** Why: breach rule, pass, expiry. */
  reason: z.string().nullable(),
  equity: decimal.nullable(),
})

const drawdownRule = z.enum(['daily_drawdown', 'total_drawdown'])
/**
 * The rule in the program's words: its limit in percent and how its floor
 * is measured (always sent since programs; optional for readers of older ones).
 */
const ruleWords = {
  limit: decimal.optional(),
  drawdown_kind: z.enum(drawdownKinds).optional(),
}

/**
 * A moment of the account said where the trader looks (the terminal), as it
 * happens (decision 456): the 80 % warning with the room left to the floor,
 * a step passed and the next one's balance, a breach with its rule, the
 * equity and the floor. Figures only: the browser words them in its language.
 */
export const accountMomentEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('warning'),
    user_challenge_id: id,
    rule: drawdownRule,
    ...ruleWords,
    equity: decimal,
    floor: decimal,
    /** Equity − floor when the warning fired. */
    room: decimal,
  }),
  z.object({
    kind: z.literal('passed'),
    user_challenge_id: id,
    /** The step passed (1, 2, 3). */
    step: z.number().int().min(1),
    /** The step opened, with its balance; null when every step is passed. */
    next_step: z.number().int().min(1).nullable(),
    next_balance: decimal.nullable(),
  }),
  z.object({
    kind: z.literal('breach'),
    user_challenge_id: id,
    rule: drawdownRule,
    ...ruleWords,
    equity: decimal,
    floor: decimal,
  }),
])
export type AccountMoment = z.infer<typeof accountMomentEvent>

/** Event name → payload, per channel kind. */
export const marketEvents = {
  ticker,
  /** Trading on the pair paused (stale market data) or resumed (decision 440). */
  halt: marketHalt,
  kline: z.object({ interval: klineInterval, candle: kline }),
  /** The whole partial book as it is now (at most 10 a second). */
  depth: orderBook,
  /** The trades since the last `trades` event, newest first (at most 10 a second). */
  trades: z.object({ code: z.string(), trades: z.array(marketTrade) }),
} as const

export const accountEvents = {
  order,
  fill: trade,
  /** A position as it is now; `closed` when it went flat. */
  position: z.object({ position: position.nullable(), symbol: z.string(), closed: z.boolean() }),
  assets,
  'account.status': accountStatusEvent,
  moment: accountMomentEvent,
} as const

/**
 * Some session of the user ended (signed out elsewhere, password or
 * two-factor changed): the web's relay ends the user's live streams, so
 * each browser reconnects and is authorised again (docs/decisions/392).
 */
export const sessionEndedEvent = z.object({ at: z.string() })

/**
 * One of the user's API keys was revoked (decision 614): its streams end,
 * and an open API keys tab shows it revoked.
 */
export const apiKeyRevokedEvent = z.object({ id, revoked_at: z.string() })

export const userEvents = {
  notification: notificationEvent,
  'account.status': accountStatusEvent,
  session_ended: sessionEndedEvent,
  api_key_revoked: apiKeyRevokedEvent,
} as const

export type MarketEventName = keyof typeof marketEvents
export type AccountEventName = keyof typeof accountEvents
export type UserEventName = keyof typeof userEvents

const channelEvents: Array<{ pattern: RegExp; events: Record<string, z.ZodType> }> = [
  { pattern: /^market\.[A-Z0-9]{2,20}$/, events: marketEvents },
  { pattern: /^private-account\.\d{1,12}$/, events: accountEvents },
  { pattern: /^private-user\.\d{1,12}$/, events: userEvents },
]

/** The payload schema of `event` on `channel`; undefined when that channel does not carry it. */
export function broadcastEventSchema(channel: string, event: string): z.ZodType | undefined {
  const kind = channelEvents.find((c) => c.pattern.test(channel))
  if (!kind || !Object.hasOwn(kind.events, event)) return undefined
  return kind.events[event]
}
