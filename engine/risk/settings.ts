/** The thresholds admins set (issue 33): stored over the defaults, bounded. */
import { eq } from 'drizzle-orm'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import { type RiskThresholds, thresholdsOf } from '../core/risk/thresholds.ts'
import { riskSettings } from '../db/schema/index.ts'

export async function loadThresholds(ctx: EngineContext): Promise<RiskThresholds> {
  const [row] = await ctx.db.select().from(riskSettings).where(eq(riskSettings.id, 1))
  return thresholdsOf(row?.thresholds)
}

export async function saveThresholds(
  ctx: EngineContext,
  staffUserId: number,
  values: Partial<RiskThresholds>,
): Promise<RiskThresholds> {
  const now = ctx.clock.now()
  const before = await loadThresholds(ctx)
  const after = thresholdsOf({ ...before, ...values })
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(riskSettings)
      .values({ id: 1, thresholds: after, updatedBy: staffUserId, updatedAt: now })
      .onConflictDoUpdate({
        target: riskSettings.id,
        set: { thresholds: after, updatedBy: staffUserId, updatedAt: now },
      })
    await recordAudit(tx, {
      actorId: staffUserId,
      action: 'risk_thresholds.updated',
      subjectType: 'risk_settings',
      subjectId: 1,
      before,
      after,
      note: null,
      now,
    })
  })
  ctx.risk.setThresholds(after)
  return after
}
