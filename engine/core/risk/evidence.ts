/**
 * A flag's evidence, readable by a reviewer (issue 33): the orders side by
 * side with their times and prices, the shared signals named, the figures
 * a rule compared. Stored as JSON on the flag; a later finding about the
 * same subjects adds to it.
 */
import type { FillPair, SeenFill } from './seen-fill.ts'

export interface EvidenceOrder {
  account_id: number
  user_id: number
  order_id: number
  fill_id: number
  symbol: string
  side: string
  price: string
  quantity: string
  realized_profit: string
  time: string
}

/** What Sumsub found (decision 587): a final rejection, or a confirmed name unlike the profile's. */
export interface IdentityEvidence {
  finding: 'final_rejection' | 'name_mismatch'
  applicant_id: string
  /** The profile's locked English name, and the name the documents confirmed. */
  profile_name: string | null
  verified_name: string | null
  /** Sumsub's rejection labels (FORGERY, DOCUMENT_DAMAGED…); empty on a name mismatch. */
  reject_labels: string[]
}

export interface Evidence {
  pairs: { a: EvidenceOrder; b: EvidenceOrder; seconds_apart: number }[]
  signals: { kind: string; value: string; users: number[] }[]
  figures: Record<string, string | number>
  identity?: IdentityEvidence
}

/** The most pairs a flag keeps (the newest). */
const MAX_PAIRS = 50

export const orderOf = (f: SeenFill): EvidenceOrder => ({
  account_id: f.accountId,
  user_id: f.userId,
  order_id: f.orderId,
  fill_id: f.fillId,
  symbol: f.symbol,
  side: f.side,
  price: f.price,
  quantity: f.quantity,
  realized_profit: f.realizedProfit,
  time: f.time.toISOString(),
})

export const pairOf = (p: FillPair): Evidence['pairs'][number] => ({
  a: orderOf(p.a),
  b: orderOf(p.b),
  seconds_apart: Math.abs(p.b.time.getTime() - p.a.time.getTime()) / 1000,
})

export function evidence(parts: Partial<Evidence>): Evidence {
  return {
    pairs: parts.pairs ?? [],
    signals: parts.signals ?? [],
    figures: parts.figures ?? {},
    ...(parts.identity ? { identity: parts.identity } : {}),
  }
}

export function mergeEvidence(old: Evidence, next: Evidence): Evidence {
  const key = (p: Evidence['pairs'][number]) => `${p.a.fill_id}:${p.b.fill_id}`
  const pairs = new Map((old.pairs ?? []).map((p) => [key(p), p]))
  for (const p of next.pairs) pairs.set(key(p), p)
  const signals = new Map((old.signals ?? []).map((s) => [`${s.kind}:${s.value}`, s]))
  for (const s of next.signals) signals.set(`${s.kind}:${s.value}`, s)
  return {
    pairs: [...pairs.values()].slice(-MAX_PAIRS),
    signals: [...signals.values()],
    figures: { ...(old.figures ?? {}), ...next.figures },
    // The newest identity finding stands.
    ...((next.identity ?? old.identity) ? { identity: next.identity ?? old.identity } : {}),
  }
}
