/**
 * Abuse flags and the payout review window for the risk reviewer (issue 33,
 * docs/decisions/585): the flags the engine raised with their evidence,
 * dismissed with a reason or confirmed; the thresholds admins tune; each
 * payout request's window (trades, flags, largest day, drawdown) and the
 * trades a reviewer strips from its eligible profit.
 */
import { z } from 'zod'
import { decimal, id, idParam, pageQuery, paginated, resource, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'
import { staffRealWithdraw, staffUserRef } from './staff-schemas.ts'

export const riskFlagKind = z.enum([
  'hedging',
  'copy_trading',
  'shared_identity',
  'latency',
  'identity',
])
export type RiskFlagKind = z.infer<typeof riskFlagKind>
export const riskFlagStatus = z.enum(['open', 'dismissed', 'confirmed'])
export const riskSeverity = z.enum(['low', 'medium', 'high'])

export const evidenceOrder = z.object({
  account_id: id,
  user_id: id,
  order_id: id,
  fill_id: id,
  symbol: z.string(),
  side: z.string(),
  price: decimal,
  quantity: decimal,
  realized_profit: decimal,
  time: timestamp,
})

export const riskEvidence = z.object({
  /** Two orders side by side (the hedge's two legs, a copied order, a short trade's open and close). */
  pairs: z.array(z.object({ a: evidenceOrder, b: evidenceOrder, seconds_apart: z.number() })),
  /** Signals the users share, named (device, ip_signup, ip_signin, payout_address, payment_reference, phone). */
  signals: z.array(z.object({ kind: z.string(), value: z.string(), users: z.array(id) })),
  /** The figures a rule compared (win rates, matches). */
  figures: z.record(z.string(), z.union([z.string(), z.number()])),
  /** An identity flag's finding (decision 587): Sumsub's final rejection or a name mismatch. */
  identity: z
    .object({
      finding: z.enum(['final_rejection', 'name_mismatch']),
      applicant_id: z.string(),
      profile_name: z.string().nullable(),
      verified_name: z.string().nullable(),
      reject_labels: z.array(z.string()),
    })
    .optional(),
})

export const riskFlagSubject = z.object({
  user: staffUserRef,
  /** null: the flag names the user, and holds all of their accounts. */
  user_challenge_id: id.nullable(),
})

export const riskFlag = z.object({
  id,
  kind: riskFlagKind,
  severity: riskSeverity,
  status: riskFlagStatus,
  subjects: z.array(riskFlagSubject),
  evidence: riskEvidence,
  reason: z.string().nullable(),
  decided_by: staffUserRef.nullable(),
  decided_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type RiskFlag = z.infer<typeof riskFlag>

export const riskThresholds = z.object({
  hedgeWindowSeconds: z.number().min(1).max(3600),
  hedgeSizePercent: z.number().min(0).max(100),
  copyWindowSeconds: z.number().min(0.1).max(60),
  copyMinOrders: z.number().int().min(2).max(1000),
  copyPeriodHours: z.number().min(1).max(168),
  ipSignIns: z.number().int().min(1).max(100),
  shortTradeSeconds: z.number().min(1).max(600),
  latencyMinTrades: z.number().int().min(2).max(1000),
  latencyWinRateAbovePoints: z.number().min(1).max(100),
  /** Winning short trades across a move the feed guard flagged (decision 588). */
  latencyFlaggedMoves: z.number().int().min(1).max(1000),
})

const reason = z.string().trim().min(3).max(1000)
const flagParams = z.object({ flagId: idParam })
const withdrawParams = z.object({ withdrawId: idParam })

export const reviewTrade = z.object({
  fill_id: id,
  order_id: id,
  symbol: z.string(),
  side: z.string(),
  price: decimal,
  quantity: decimal,
  realized_profit: decimal,
  time: timestamp,
  stripped: z.boolean(),
})

export const reviewWindow = z.object({
  withdraw: staffRealWithdraw,
  /** Funding, or the last paid payout: where the window starts. */
  from: timestamp,
  from_kind: z.enum(['funding', 'last_payout']),
  trades: z.array(reviewTrade),
  flags: z.array(riskFlag),
  /** Realized profit of the window's trades (fees not counted) and the largest single day's. */
  profit: decimal,
  largest_day: z.object({ day: z.string().nullable(), profit: decimal, share_percent: decimal }),
  /** Day by day: the day's profit, the balance at its end, the drawdown from the window's peak in percent of the initial balance. */
  days: z.array(
    z.object({ day: z.string(), profit: decimal, balance: decimal, drawdown_percent: decimal }),
  ),
  max_drawdown_percent: decimal,
})
export type ReviewWindow = z.infer<typeof reviewWindow>

export const staffFlagEndpoints = {
  flags: endpoint({
    method: 'GET',
    path: '/v1/staff/riskFlags',
    summary: 'Risk flags in one status (default open), newest first',
    access: 'risk',
    query: pageQuery.extend({ status: riskFlagStatus.default('open') }),
    response: paginated(riskFlag),
  }),
  flag: endpoint({
    method: 'GET',
    path: '/v1/staff/riskFlags/{flagId}',
    summary: 'One risk flag with its evidence',
    access: 'risk',
    params: flagParams,
    response: resource(riskFlag),
  }),
  dismissFlag: endpoint({
    refusals: { 409: 'The flag was already decided' },
    method: 'POST',
    path: '/v1/staff/riskFlags/{flagId}/dismiss',
    summary: 'Dismiss an open flag with a reason: what it held is released',
    access: 'risk',
    params: flagParams,
    body: z.object({ reason }),
    response: resource(riskFlag),
  }),
  confirmFlag: endpoint({
    refusals: { 409: 'The flag was already decided' },
    method: 'POST',
    path: '/v1/staff/riskFlags/{flagId}/confirm',
    summary: 'Confirm an open flag with a reason',
    access: 'risk',
    params: flagParams,
    body: z.object({ reason }),
    response: resource(riskFlag),
  }),
  thresholds: endpoint({
    method: 'GET',
    path: '/v1/staff/riskThresholds',
    summary: 'The detection thresholds in force',
    access: 'risk',
    response: resource(riskThresholds),
  }),
  saveThresholds: endpoint({
    method: 'PUT',
    path: '/v1/staff/riskThresholds',
    summary: 'Change detection thresholds (admins)',
    access: 'admin',
    body: riskThresholds.partial(),
    response: resource(riskThresholds),
  }),
  reviewWindow: endpoint({
    method: 'GET',
    path: '/v1/staff/realWithdraws/{withdrawId}/review',
    summary:
      'A payout request’s review window: trades since funding or the last payout, flags raised in it, largest day’s share, drawdown profile',
    access: 'risk',
    params: withdrawParams,
    response: resource(reviewWindow),
  }),
  stripTrades: endpoint({
    refusals: { 409: 'The request is no longer pending' },
    method: 'POST',
    path: '/v1/staff/realWithdraws/{withdrawId}/strip',
    summary:
      'Remove named trades’ profit from a pending payout’s eligible profit, with a reason told to the trader',
    access: 'risk',
    params: withdrawParams,
    body: z.object({ fill_ids: z.array(id).min(1).max(500), reason }),
    response: resource(reviewWindow),
  }),
} as const
