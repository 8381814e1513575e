/**
 * The risk desk (issue 33 §1, decision 580): firm-wide exposure per symbol
 * over live challenge and funded accounts, the business of today and the
 * last 30 days, and the accounts that matter most. Risk and admin.
 * Exposure carries sizes and costs so a screen reprices it on each tick of
 * the market channel: notional = size × mark, unrealised P&L = long size ×
 * mark − long cost + short cost − short size × mark.
 */
import { z } from 'zod'
import { decimal, id, resource } from './common.ts'
import { endpoint } from './endpoint.ts'

const side = z.object({ size: decimal, cost: decimal })
export const symbolExposure = z.object({
  symbol: z.string(),
  /** The mark when read (the screen replaces it with each tick's). */
  mark: decimal.nullable(),
  accounts: z.number().int().nonnegative(),
  long: side,
  short: side,
  /** The funded accounts' part: their unrealised P&L is the firm's open liability. */
  funded_long: side,
  funded_short: side,
})
export type SymbolExposure = z.infer<typeof symbolExposure>

export const deskAccount = z.object({
  user_challenge_id: id,
  email: z.string(),
  title: z.string(),
  type: z.enum(['challenge', 'real']),
  initial_balance: decimal,
  equity: decimal,
  profit: decimal,
  /** Percent of the allowed loss already used (null when no breach floor is watched). */
  drawdown_used: decimal.nullable(),
  notional: decimal,
})
export type DeskAccount = z.infer<typeof deskAccount>

const count = z.number().int().nonnegative()
export const deskDay = z.object({
  day: z.string(),
  purchases: count,
  revenue: decimal,
  passes: count,
  breaches: count,
  payouts_requested: count,
  payouts_paid: count,
})
export type DeskDay = z.infer<typeof deskDay>

const totals = z.object({
  purchases: count,
  revenue: decimal,
  passes: count,
  breaches: count,
  payouts_requested: count,
  payouts_requested_amount: decimal,
  payouts_paid: count,
  payouts_paid_amount: decimal,
  payouts_rejected: count,
})

export const riskDesk = z.object({
  exposure: z.array(symbolExposure),
  today: totals,
  last_30_days: totals,
  /** Oldest first, 30 days ending today (UTC). */
  days: z.array(deskDay),
  /** Passes and breaches over 30 days by program and account size. */
  outcomes: z.array(
    z.object({ program: z.string(), size: decimal, passes: count, breaches: count }),
  ),
  /** Steps ended over 30 days: passed ÷ (passed + failed), percent. */
  pass_rates: z.array(
    z.object({ phase: z.string(), passed: count, failed: count, rate: decimal.nullable() }),
  ),
  top: z.object({
    profit: z.array(deskAccount),
    drawdown: z.array(deskAccount),
    size: z.array(deskAccount),
  }),
})
export type RiskDesk = z.infer<typeof riskDesk>

export const riskDeskEndpoints = {
  desk: endpoint({
    method: 'GET',
    path: '/v1/staff/risk/desk',
    summary:
      'Firm-wide exposure per symbol, today and 30 days of purchases, outcomes and payouts, and the top accounts (risk, admin)',
    access: 'risk',
    response: resource(riskDesk),
  }),
}
