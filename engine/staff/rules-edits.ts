/**
 * The evaluation rules admins edit (decision 430): one versioned set for
 * every challenge. Saving adds a version; new purchases pin the highest
 * (engine/catalogue/queries.ts), accounts already sold keep the snapshot
 * they bought, so an edit never changes a bought challenge.
 */
import { desc } from 'drizzle-orm'
import type { z } from 'zod'
import type { rulesBody, StaffRules } from '#contract/staff.ts'
import { D } from '#money/decimal.ts'
import { recordAudit } from '../audit/audit.ts'
import { currentRuleSet } from '../catalogue/queries.ts'
import type { EngineContext } from '../context.ts'
import type { CatalogueRuleSet } from '../core/checkout/rules-snapshot.ts'
import type { DbOrTx } from '../db/client.ts'
import { ruleSetSteps, ruleSets } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'

function rulesView(set: CatalogueRuleSet): StaffRules {
  return {
    version: set.version,
    max_leverage: set.maxLeverage,
    profit_share: D(set.profitShare).toString(),
    payout_interval_days: set.payoutIntervalDays,
    warning_percent: D(set.warningPercent).toString(),
    steps: set.steps.map((s) => ({
      step: s.step,
      days: s.days,
      max_dd_daily: D(s.maxDdDaily).toString(),
      max_dd_total: D(s.maxDdTotal).toString(),
      min_profit: D(s.minProfit).toString(),
      min_trading_days: s.minTradingDays,
    })),
  }
}

export async function currentRules(db: DbOrTx): Promise<StaffRules> {
  return rulesView(await currentRuleSet(db))
}

export async function saveRules(
  ctx: EngineContext,
  staffId: number,
  body: z.output<typeof rulesBody>,
): Promise<StaffRules> {
  return transaction(ctx, async (tx) => {
    const now = ctx.clock.now()
    // Two admins saving at once: the second waits here and numbers after the first.
    const [latest] = await tx
      .select({ id: ruleSets.id })
      .from(ruleSets)
      .orderBy(desc(ruleSets.version))
      .limit(1)
      .for('update')
    if (!latest) throw new Error('The catalogue has no rule set: the seed did not run')
    const before = await currentRuleSet(tx)
    const [set] = await tx
      .insert(ruleSets)
      .values({
        version: before.version + 1,
        profitShare: body.profit_share,
        maxLeverage: body.max_leverage,
        payoutIntervalDays: body.payout_interval_days,
        warningPercent: body.warning_percent,
        createdAt: now,
      })
      .returning()
    if (!set) throw new Error('rule set insert returned nothing')
    await tx.insert(ruleSetSteps).values(
      body.steps.map((s, i) => ({
        ruleSetId: set.id,
        step: i + 1,
        days: s.days,
        maxDdDaily: s.max_dd_daily,
        maxDdTotal: s.max_dd_total,
        minProfit: s.min_profit,
        minTradingDays: s.min_trading_days,
      })),
    )
    const after = await currentRuleSet(tx)
    await recordAudit(tx, {
      actorId: staffId,
      action: 'rules.updated',
      subjectType: 'rules',
      subjectId: set.id,
      before: rulesView(before),
      after: rulesView(after),
      now,
    })
    return rulesView(after)
  })
}
