/** Reading the catalogue: what is on sale now, and the rule set new purchases pin. */
import { asc, eq, max, sql } from 'drizzle-orm'
import type { CatalogueRuleSet } from '../core/checkout/rules-snapshot.ts'
import type { DbOrTx } from '../db/client.ts'
import { challenges, features, ruleSetSteps, ruleSets } from '../db/schema/index.ts'

export type ChallengeRow = typeof challenges.$inferSelect
export type FeatureRow = typeof features.$inferSelect

export function challengesOnSale(db: DbOrTx): Promise<ChallengeRow[]> {
  return db
    .select()
    .from(challenges)
    .where(eq(challenges.active, true))
    .orderBy(asc(challenges.sortOrder), asc(challenges.id))
}

export function featuresOnSale(db: DbOrTx): Promise<FeatureRow[]> {
  return db
    .select()
    .from(features)
    .where(eq(features.active, true))
    .orderBy(asc(features.sortOrder), asc(features.id))
}

/** The highest rule-set version, with its steps in order (one query). */
export async function currentRuleSet(db: DbOrTx): Promise<CatalogueRuleSet> {
  const latest = db.select({ version: max(ruleSets.version) }).from(ruleSets)
  const rows = await db
    .select({ set: ruleSets, step: ruleSetSteps })
    .from(ruleSets)
    .leftJoin(ruleSetSteps, eq(ruleSetSteps.ruleSetId, ruleSets.id))
    .where(eq(ruleSets.version, sql`(${latest})`))
    .orderBy(asc(ruleSetSteps.step))
  const set = rows[0]?.set
  if (!set) throw new Error('The catalogue has no rule set: the seed did not run')
  const steps = rows.flatMap((r) => (r.step ? [r.step] : []))
  if (steps.length === 0) throw new Error(`Rule set version ${set.version} has no steps`)
  return {
    version: set.version,
    profitShare: set.profitShare,
    maxLeverage: set.maxLeverage,
    payoutIntervalDays: set.payoutIntervalDays,
    warningPercent: set.warningPercent,
    steps: steps.map((s) => ({
      step: s.step,
      days: s.days,
      maxDdDaily: s.maxDdDaily,
      maxDdTotal: s.maxDdTotal,
      minProfit: s.minProfit,
      minTradingDays: s.minTradingDays,
    })),
  }
}
