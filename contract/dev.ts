/**
 * Development and test endpoints of the engine. None exists when
 * NODE_ENV=production; the test-only ones exist only when NODE_ENV=test.
 */
import { z } from 'zod'
import { decimal, id, list, positiveDecimal, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'
import { roles } from './user.ts'

export const outboxMessage = z.object({
  id,
  channel: z.enum(['mail', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: timestamp,
})

export const devEndpoints = {
  outbox: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    summary: 'Mail and SMS the engine sent, newest first (development and tests)',
    access: 'public',
    query: z.object({
      to: z.string().optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    response: list(outboxMessage),
  }),
  advanceClock: endpoint({
    method: 'POST',
    path: '/test/clock/advance',
    summary: 'Move the engine clock forward (NODE_ENV=test only)',
    access: 'public',
    body: z.object({
      seconds: z
        .number()
        .int()
        .min(0)
        .max(400 * 86400),
    }),
    response: z.object({ data: z.object({ now: timestamp }) }),
  }),
  setPrice: endpoint({
    method: 'POST',
    path: '/test/market/price',
    summary: 'Set a pair’s price on the manual feed (NODE_ENV=test only)',
    access: 'public',
    body: z.object({
      symbol: z.string(),
      last: positiveDecimal,
      mark: positiveDecimal.optional(),
      bid: positiveDecimal.optional(),
      ask: positiveDecimal.optional(),
    }),
    response: z.object({ data: z.object({ symbol: z.string(), last: decimal }) }),
  }),
  setFeedLive: endpoint({
    method: 'POST',
    path: '/test/market/live',
    summary:
      'Make the manual feed live: its pairs go stale after FEED_STALE_SECONDS on the test clock and far ticks are held (NODE_ENV=test only)',
    access: 'public',
    body: z.object({ live: z.boolean() }),
    response: z.object({
      data: z.object({ live: z.boolean(), halted: z.array(z.string()) }),
    }),
  }),
  setDepth: endpoint({
    method: 'POST',
    path: '/test/market/depth',
    summary: 'Set a pair’s order book on the manual feed (NODE_ENV=test only)',
    access: 'public',
    body: z.object({
      symbol: z.string(),
      bids: z.array(z.tuple([positiveDecimal, positiveDecimal])).max(20),
      asks: z.array(z.tuple([positiveDecimal, positiveDecimal])).max(20),
    }),
    response: z.object({ data: z.object({ symbol: z.string() }) }),
  }),
  addTrades: endpoint({
    method: 'POST',
    path: '/test/market/trades',
    summary: 'Add market trades on the manual feed, oldest first (NODE_ENV=test only)',
    access: 'public',
    body: z.object({
      symbol: z.string(),
      trades: z
        .array(
          z.object({
            price: positiveDecimal,
            size: positiveDecimal,
            side: z.enum(['buy', 'sell']),
          }),
        )
        .min(1)
        .max(100),
    }),
    response: z.object({ data: z.object({ symbol: z.string() }) }),
  }),
  setRole: endpoint({
    method: 'POST',
    path: '/test/users/role',
    summary: 'Give a user a role, e.g. to make staff in browser tests (NODE_ENV=test only)',
    access: 'public',
    body: z.object({
      email: z.string().trim().min(1),
      role: z.enum(roles),
    }),
    response: z.object({ data: z.object({ id, email: z.string(), role: z.string() }) }),
  }),
  broadcast: endpoint({
    method: 'POST',
    path: '/test/broadcast',
    summary:
      'Publish an event on the engine’s bus, as the trading shell would (NODE_ENV=test only)',
    access: 'public',
    body: z.object({
      channel: z.string().min(1).max(164),
      event: z.string().min(1).max(64),
      payload: z.unknown(),
    }),
    response: z.object({ data: z.object({ channel: z.string(), event: z.string() }) }),
  }),
  giveCredit: endpoint({
    method: 'POST',
    path: '/test/credit',
    summary: 'Add available credit to a user, as a referral reward would (NODE_ENV=test only)',
    access: 'public',
    body: z.object({ email: z.string().min(1), amount: positiveDecimal }),
    response: z.object({ data: z.object({ user_id: id, amount: decimal }) }),
  }),
  createCoupon: endpoint({
    method: 'POST',
    path: '/test/coupons',
    summary: 'Create an open, active coupon (NODE_ENV=test only)',
    access: 'public',
    body: z.object({ kind: z.enum(['percent', 'fixed']), value: positiveDecimal }),
    response: z.object({ data: z.object({ code: z.string() }) }),
  }),
} as const
