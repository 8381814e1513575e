/**
 * The evaluation rules admins edit (decisions 430, 567): each program's
 * rules are versioned. Saving adds a version of that program; new
 * purchases pin its highest (engine/catalogue/queries.ts), accounts already
 * sold keep the snapshot they bought, so an edit never changes a bought
 * challenge. PUT /v1/staff/rules edits the default program as before.
 */
import { desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { programRulesBody, rulesBody, StaffRules } from '#contract/staff.ts'
import { D } from '#money/decimal.ts'
import { recordAudit } from '../audit/audit.ts'
import { currentRuleSet, defaultProgram } from '../catalogue/queries.ts'
import type { EngineContext } from '../context.ts'
import type { CatalogueRuleSet } from '../core/checkout/rules-snapshot.ts'
import type { DbOrTx, Tx } from '../db/client.ts'
import { ruleSetSteps, ruleSets } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'

export function rulesView(set: CatalogueRuleSet): StaffRules {
  return {
    version: set.version,
    max_leverage: set.maxLeverage,
    profit_share: D(set.profitShare).toString(),
    payout_interval_days: set.payoutIntervalDays,
    warning_percent: D(set.warningPercent).toString(),
    consistency_percent:
      set.consistencyPercent === null ? null : D(set.consistencyPercent).toString(),
    funded: {
      max_dd_daily: D(set.funded.maxDdDaily).toString(),
      max_dd_total: D(set.funded.maxDdTotal).toString(),
      max_dd_total_kind: set.funded.ddTotalKind,
    },
    steps: set.steps.map((s) => ({
      step: s.step,
      days: s.days,
      max_dd_daily: D(s.maxDdDaily).toString(),
      max_dd_total: D(s.maxDdTotal).toString(),
      max_dd_total_kind: s.ddTotalKind ?? 'static',
      min_profit: D(s.minProfit).toString(),
      min_trading_days: s.minTradingDays,
    })),
  }
}

export async function currentRules(db: DbOrTx): Promise<StaffRules> {
  return rulesView(await currentRuleSet(db))
}

export type ProgramRules = z.output<typeof programRulesBody>

/**
 * Adds a version of the program's rules inside the caller's transaction
 * (version 1 of a new program); answers the rule set's id.
 */
export async function insertRuleSet(
  tx: Tx,
  programId: number,
  version: number,
  body: ProgramRules,
  now: Date,
): Promise<number> {
  const [set] = await tx
    .insert(ruleSets)
    .values({
      programId,
      version,
      profitShare: body.profit_share,
      maxLeverage: body.max_leverage,
      payoutIntervalDays: body.payout_interval_days,
      warningPercent: body.warning_percent,
      consistencyPercent: body.consistency_percent,
      fundedMaxDdDaily: body.funded.max_dd_daily,
      fundedMaxDdTotal: body.funded.max_dd_total,
      fundedDdTotalKind: body.funded.max_dd_total_kind,
      createdAt: now,
    })
    .returning()
  if (!set) throw new Error('rule set insert returned nothing')
  // No steps: instant funding.
  if (body.steps.length > 0)
    await tx.insert(ruleSetSteps).values(
      body.steps.map((s, i) => ({
        ruleSetId: set.id,
        step: i + 1,
        days: s.days,
        maxDdDaily: s.max_dd_daily,
        maxDdTotal: s.max_dd_total,
        ddTotalKind: s.max_dd_total_kind,
        minProfit: s.min_profit,
        minTradingDays: s.min_trading_days,
      })),
    )
  return set.id
}

/** Saves a new version of one program's rules; answers the rules before and after. */
export async function addProgramVersion(
  ctx: EngineContext,
  tx: Tx,
  staffId: number,
  programId: number,
  body: ProgramRules,
): Promise<{ before: CatalogueRuleSet; after: CatalogueRuleSet }> {
  const now = ctx.clock.now()
  // Two admins saving at once: the second waits here and numbers after the first.
  const [latest] = await tx
    .select({ id: ruleSets.id })
    .from(ruleSets)
    .where(eq(ruleSets.programId, programId))
    .orderBy(desc(ruleSets.version))
    .limit(1)
    .for('update')
  if (!latest) throw new Error(`Program ${programId} has no rule set`)
  const before = await currentRuleSet(tx, programId)
  const setId = await insertRuleSet(tx, programId, before.version + 1, body, now)
  const after = await currentRuleSet(tx, programId)
  await recordAudit(tx, {
    actorId: staffId,
    action: 'rules.updated',
    subjectType: 'rules',
    subjectId: setId,
    before: rulesView(before),
    after: rulesView(after),
    now,
  })
  return { before, after }
}

/** PUT /v1/staff/rules: the default program's rules; what the body has no field for is kept. */
export async function saveRules(
  ctx: EngineContext,
  staffId: number,
  body: z.output<typeof rulesBody>,
): Promise<StaffRules> {
  return transaction(ctx, async (tx) => {
    const program = await defaultProgram(tx)
    const previous = rulesView(await currentRuleSet(tx, program.id))
    const { after } = await addProgramVersion(ctx, tx, staffId, program.id, {
      ...body,
      consistency_percent: previous.consistency_percent,
      funded: previous.funded,
    })
    return rulesView(after)
  })
}
