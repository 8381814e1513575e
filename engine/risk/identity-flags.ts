/**
 * Sumsub's findings as risk flags (issue 33 §2, issue 34, decision 587): a
 * final RED rejection or a confirmed name unlike the profile's, set on
 * `identity_checks` by the webhook, also opens an `identity` flag naming the
 * user, with the finding as its evidence, so the reviewer finds it in the
 * flag list with the others. A later review that clears the finding closes
 * the open flag (dismissed, audited, no reviewer). Runs after the webhook's
 * transaction and never fails it: a failure is logged.
 */
import { and, eq } from 'drizzle-orm'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import { evidence } from '../core/risk/evidence.ts'
import { riskFlags } from '../db/schema/index.ts'
import type { IdentityCheckRow } from '../identity/identity-checks.ts'
import { raiseFlag } from './flags.ts'
import { riskTexts } from './texts.ts'

interface Person {
  id: number
  firstNameEn: string | null
  lastNameEn: string | null
}

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null

export async function identityFlagChanged(
  ctx: EngineContext,
  user: Person,
  before: IdentityCheckRow,
  after: IdentityCheckRow,
): Promise<void> {
  if (after.flag === before.flag || !ctx.risk.enabled) return
  try {
    if (after.flag) {
      await raiseFlag(ctx, {
        kind: 'identity',
        severity: after.flag === 'final_rejection' ? 'high' : 'medium',
        subjectKey: String(user.id),
        subjects: [{ userId: user.id, userChallengeId: null }],
        evidence: evidence({
          identity: {
            finding: after.flag,
            applicant_id: after.applicantId ?? '',
            profile_name: fullName(user.firstNameEn, user.lastNameEn),
            verified_name: fullName(after.verifiedFirstName, after.verifiedLastName),
            reject_labels: after.rejectLabels,
          },
        }),
      })
    } else await closeIdentityFlag(ctx, user.id)
  } catch (error) {
    ctx.log.error('identity flag not mirrored', { error, userId: user.id })
  }
}

/** The user's open identity flag, dismissed because Sumsub's later review cleared the finding. */
async function closeIdentityFlag(ctx: EngineContext, userId: number): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const closed = await tx
      .update(riskFlags)
      .set({
        status: 'dismissed',
        reason: riskTexts.clearedByReview,
        decidedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(riskFlags.kind, 'identity'),
          eq(riskFlags.subjectKey, String(userId)),
          eq(riskFlags.status, 'open'),
        ),
      )
      .returning({ id: riskFlags.id })
    for (const { id } of closed)
      await recordAudit(tx, {
        actorId: null,
        action: 'risk_flag.dismissed',
        subjectType: 'risk_flag',
        subjectId: id,
        before: { status: 'open' },
        after: { status: 'dismissed' },
        note: riskTexts.clearedByReview,
        now,
      })
  })
}
