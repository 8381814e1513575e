/** Reading the catalogue: what is on sale now, and the rule set new purchases pin. */
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm'
import type { CatalogueRuleSet } from '../core/checkout/rules-snapshot.ts'
import type { DbOrTx } from '../db/client.ts'
import { challenges, features, programs, ruleSetSteps, ruleSets } from '../db/schema/index.ts'

export type ChallengeRow = typeof challenges.$inferSelect
export type FeatureRow = typeof features.$inferSelect
export type ProgramRow = typeof programs.$inferSelect

/** Challenges on sale: their own flag and their program's. */
export async function challengesOnSale(db: DbOrTx): Promise<ChallengeRow[]> {
  const rows = await db
    .select({ challenge: challenges })
    .from(challenges)
    .innerJoin(programs, eq(programs.id, challenges.programId))
    .where(and(eq(challenges.active, true), eq(programs.active, true)))
    .orderBy(
      asc(programs.sortOrder),
      asc(programs.id),
      asc(challenges.sortOrder),
      asc(challenges.id),
    )
  return rows.map((r) => r.challenge)
}

export function featuresOnSale(db: DbOrTx): Promise<FeatureRow[]> {
  return db
    .select()
    .from(features)
    .where(eq(features.active, true))
    .orderBy(asc(features.sortOrder), asc(features.id))
}

export async function defaultProgram(db: DbOrTx): Promise<ProgramRow> {
  const [row] = await db.select().from(programs).where(eq(programs.isDefault, true))
  if (!row) throw new Error('The catalogue has no default program: the migration did not run')
  return row
}

type RuleSetRow = typeof ruleSets.$inferSelect
type StepRow = typeof ruleSetSteps.$inferSelect

function catalogueRuleSet(
  program: ProgramRow,
  set: RuleSetRow,
  steps: StepRow[],
): CatalogueRuleSet {
  return {
    program: {
      id: program.id,
      code: program.code,
      title: { en: program.titleEn, fa: program.titleFa },
    },
    version: set.version,
    profitShare: set.profitShare,
    maxLeverage: set.maxLeverage,
    payoutIntervalDays: set.payoutIntervalDays,
    warningPercent: set.warningPercent,
    consistencyPercent: set.consistencyPercent,
    funded: {
      maxDdDaily: set.fundedMaxDdDaily,
      maxDdTotal: set.fundedMaxDdTotal,
      ddTotalKind: set.fundedDdTotalKind,
    },
    steps: steps
      .sort((a, b) => a.step - b.step)
      .map((s) => ({
        step: s.step,
        days: s.days,
        maxDdDaily: s.maxDdDaily,
        maxDdTotal: s.maxDdTotal,
        ddTotalKind: s.ddTotalKind,
        minProfit: s.minProfit,
        minTradingDays: s.minTradingDays,
      })),
  }
}

/**
 * The current rule sets (each program's highest version, with its steps in
 * order) of the given programs, or of every program; one query.
 */
export async function currentRuleSets(
  db: DbOrTx,
  programIds?: number[],
): Promise<Map<number, CatalogueRuleSet>> {
  if (programIds?.length === 0) return new Map()
  const latest = db
    .select({ programId: ruleSets.programId, version: max(ruleSets.version).as('latest_version') })
    .from(ruleSets)
    .groupBy(ruleSets.programId)
    .as('latest')
  const rows = await db
    .select({ program: programs, set: ruleSets, step: ruleSetSteps })
    .from(ruleSets)
    .innerJoin(
      latest,
      and(eq(latest.programId, ruleSets.programId), eq(latest.version, ruleSets.version)),
    )
    .innerJoin(programs, eq(programs.id, ruleSets.programId))
    .leftJoin(ruleSetSteps, eq(ruleSetSteps.ruleSetId, ruleSets.id))
    .where(programIds ? inArray(ruleSets.programId, programIds) : sql`true`)
  const grouped = new Map<number, { program: ProgramRow; set: RuleSetRow; steps: StepRow[] }>()
  for (const r of rows) {
    let entry = grouped.get(r.program.id)
    if (!entry) {
      entry = { program: r.program, set: r.set, steps: [] }
      grouped.set(r.program.id, entry)
    }
    if (r.step) entry.steps.push(r.step)
  }
  const sets = new Map<number, CatalogueRuleSet>()
  for (const [id, e] of grouped) sets.set(id, catalogueRuleSet(e.program, e.set, e.steps))
  return sets
}

/** The program's highest rule-set version (the default program's when none is named). */
export async function currentRuleSet(db: DbOrTx, programId?: number): Promise<CatalogueRuleSet> {
  const id = programId ?? (await defaultProgram(db)).id
  const set = (await currentRuleSets(db, [id])).get(id)
  if (!set) throw new Error(`Program ${id} has no rule set`)
  return set
}
