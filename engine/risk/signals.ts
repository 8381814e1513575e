/**
 * Identity signals as they happen (issue 33): a sign-up's device and
 * address, each sign-in's, a payout address added, a payment's reference, a
 * phone. Each is recorded; one another user shares raises (or joins) a
 * "several accounts, one person" flag naming both. Never fails the action
 * that produced it: a failure is logged.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { evidence } from '../core/risk/evidence.ts'
import { resultRows } from '../db/client.ts'
import { type RiskSignalKind, riskSignals } from '../db/schema/index.ts'
import { raiseFlag } from './flags.ts'
import { isPersonalAddress } from './personal-address.ts'

/** How strongly a shared signal says "one person". */
const SEVERITY: Record<RiskSignalKind, 'medium' | 'high'> = {
  device: 'high',
  ip_signup: 'medium',
  ip_signin: 'medium',
  payout_address: 'high',
  payment_reference: 'high',
  phone: 'high',
}

export async function recordSignal(
  ctx: EngineContext,
  userId: number,
  kind: RiskSignalKind,
  value: string | null | undefined,
): Promise<void> {
  // A provider's payer reference (a card fingerprint) is case-sensitive; the others are not.
  const v = kind === 'payment_reference' ? value?.trim() : value?.trim().toLowerCase()
  if (!v || !ctx.risk.enabled) return
  // A proxy's or a local network's address is every user's: it links no one.
  if ((kind === 'ip_signup' || kind === 'ip_signin') && !isPersonalAddress(v)) return
  try {
    const now = ctx.clock.now()
    const [mine] = await ctx.db
      .insert(riskSignals)
      .values({ userId, kind, value: v, firstAt: now, lastAt: now })
      .onConflictDoUpdate({
        target: [riskSignals.kind, riskSignals.value, riskSignals.userId],
        set: { seen: sql`${riskSignals.seen} + 1`, lastAt: now },
      })
      .returning()
    const need = kind === 'ip_signin' ? ctx.risk.thresholds.ipSignIns : 1
    if (!mine || mine.seen < need) return
    const others = await ctx.db
      .select({ userId: riskSignals.userId, seen: riskSignals.seen })
      .from(riskSignals)
      .where(
        and(eq(riskSignals.kind, kind), eq(riskSignals.value, v), ne(riskSignals.userId, userId)),
      )
    for (const other of others) {
      if (other.seen < need) continue
      const [lo, hi] = [userId, other.userId].sort((a, b) => a - b) as [number, number]
      await raiseFlag(ctx, {
        kind: 'shared_identity',
        severity: SEVERITY[kind],
        subjectKey: `${lo}:${hi}`,
        subjects: [
          { userId: lo, userChallengeId: null },
          { userId: hi, userChallengeId: null },
        ],
        evidence: evidence({ signals: [{ kind, value: v, users: [lo, hi] }] }),
      })
    }
  } catch (error) {
    ctx.log.error('risk signal not recorded', { error, kind, userId })
  }
}

/** The signals two users share (a sign-in address only once both used it often enough). */
export async function sharedSignals(
  ctx: EngineContext,
  a: number,
  b: number,
): Promise<{ kind: string; value: string }[]> {
  const result = await ctx.db.execute(
    sql`select x.kind, x.value, x.seen as seen_a, y.seen as seen_b
        from ${riskSignals} x join ${riskSignals} y on x.kind = y.kind and x.value = y.value
        where x.user_id = ${a} and y.user_id = ${b}`,
  )
  const list = resultRows<{ kind: string; value: string; seen_a: number; seen_b: number }>(result)
  const need = ctx.risk.thresholds.ipSignIns
  return list
    .filter((r) => r.kind !== 'ip_signin' || (r.seen_a >= need && r.seen_b >= need))
    .map((r) => ({ kind: r.kind, value: r.value }))
}
