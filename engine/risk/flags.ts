/**
 * Raising and deciding risk flags (issue 33, docs/decisions/585): a finding
 * joins the open flag about the same subjects (one open flag per kind and
 * subject), else opens one; a reviewer dismisses it with a reason or
 * confirms it. Every change is audited.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import { type Evidence, mergeEvidence } from '../core/risk/evidence.ts'
import type { DbOrTx } from '../db/client.ts'
import { type RiskFlagKind, riskFlagSubjects, riskFlags } from '../db/schema/index.ts'
import { conflict, notFound } from '../errors.ts'
import { acceptIdentityName } from './identity-accept.ts'
import { riskTexts } from './texts.ts'

export type RiskFlagRow = typeof riskFlags.$inferSelect

export interface Finding {
  kind: RiskFlagKind
  severity: 'low' | 'medium' | 'high'
  subjectKey: string
  /** Users and, where the finding is about accounts, their accounts (null: every account of the user). */
  subjects: { userId: number; userChallengeId: number | null }[]
  evidence: Evidence
}

/** Opens a flag, or adds the evidence to the open one about the same subjects. */
export async function raiseFlag(ctx: EngineContext, f: Finding): Promise<RiskFlagRow> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(riskFlags)
      .where(
        and(
          eq(riskFlags.kind, f.kind),
          eq(riskFlags.subjectKey, f.subjectKey),
          eq(riskFlags.status, 'open'),
        ),
      )
      .for('update')
    if (open) {
      const [after] = await tx
        .update(riskFlags)
        .set({ evidence: mergeEvidence(open.evidence, f.evidence), updatedAt: now })
        .where(eq(riskFlags.id, open.id))
        .returning()
      return after ?? open
    }
    const [row] = await tx
      .insert(riskFlags)
      .values({
        kind: f.kind,
        severity: f.severity,
        subjectKey: f.subjectKey,
        evidence: f.evidence,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!row) throw new Error('risk flag insert returned nothing')
    const seen = new Set<string>()
    const subjects = f.subjects.filter((s) => {
      const key = `${s.userId}:${s.userChallengeId}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    await tx.insert(riskFlagSubjects).values(subjects.map((s) => ({ flagId: row.id, ...s })))
    await recordAudit(tx, {
      actorId: null,
      action: 'risk_flag.raised',
      subjectType: 'risk_flag',
      subjectId: row.id,
      // What a reader of the log needs; the evidence is on the flag's own page.
      before: null,
      after: { kind: row.kind, severity: row.severity, status: row.status },
      note: null,
      now,
    })
    ctx.log.info('risk flag raised', { id: row.id, kind: f.kind, subject: f.subjectKey })
    return row
  })
}

/** A reviewer's decision: dismissed (with a reason) or confirmed; only an open flag is decided. */
export async function decideFlag(
  ctx: EngineContext,
  id: number,
  staffUserId: number,
  status: 'dismissed' | 'confirmed',
  reason: string,
): Promise<RiskFlagRow> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(riskFlags).where(eq(riskFlags.id, id)).for('update')
    if (!before) throw notFound()
    if (before.status !== 'open') throw conflict(riskTexts.alreadyDecided)
    const [after] = await tx
      .update(riskFlags)
      .set({ status, reason, decidedBy: staffUserId, decidedAt: now, updatedAt: now })
      .where(eq(riskFlags.id, id))
      .returning()
    // Dismissing a name mismatch accepts the confirmed name (decision 587).
    if (before.kind === 'identity' && status === 'dismissed') await acceptIdentityName(tx, id, now)
    await recordAudit(tx, {
      actorId: staffUserId,
      action: `risk_flag.${status}`,
      subjectType: 'risk_flag',
      subjectId: id,
      before: { status: before.status },
      after: { status },
      note: reason,
      now,
    })
    if (!after) throw notFound()
    return after
  })
}

/**
 * The open flags holding an account (its real-account request, its payouts):
 * those naming the account, or naming its user without an account.
 */
export async function openFlagsHolding(
  db: DbOrTx,
  userId: number,
  userChallengeId: number | null,
): Promise<number[]> {
  const accountMatch =
    userChallengeId === null
      ? sql`true`
      : or(
          isNull(riskFlagSubjects.userChallengeId),
          eq(riskFlagSubjects.userChallengeId, userChallengeId),
        )
  const rows = await db
    .selectDistinct({ id: riskFlags.id })
    .from(riskFlagSubjects)
    .innerJoin(riskFlags, eq(riskFlags.id, riskFlagSubjects.flagId))
    .where(and(eq(riskFlagSubjects.userId, userId), eq(riskFlags.status, 'open'), accountMatch))
  return rows.map((r) => r.id).sort((a, b) => a - b)
}

/** Open flags naming any of these accounts' users, by account: what the staff queues show. */
export async function holdsByAccount(
  db: DbOrTx,
  accounts: { userId: number; userChallengeId: number }[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>()
  if (accounts.length === 0) return out
  const rows = await db
    .select({
      id: riskFlags.id,
      userId: riskFlagSubjects.userId,
      userChallengeId: riskFlagSubjects.userChallengeId,
    })
    .from(riskFlagSubjects)
    .innerJoin(riskFlags, eq(riskFlags.id, riskFlagSubjects.flagId))
    .where(
      and(
        inArray(
          riskFlagSubjects.userId,
          accounts.map((a) => a.userId),
        ),
        eq(riskFlags.status, 'open'),
      ),
    )
  for (const a of accounts) {
    const ids = rows
      .filter(
        (r) =>
          r.userId === a.userId &&
          (r.userChallengeId === null || r.userChallengeId === a.userChallengeId),
      )
      .map((r) => r.id)
    out.set(
      a.userChallengeId,
      [...new Set(ids)].sort((x, y) => x - y),
    )
  }
  return out
}
