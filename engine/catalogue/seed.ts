/**
 * Seeds the catalogue: challenges, the default program's first rule set, features and the
 * sandbox provider. Idempotent: rows are keyed by code (or version) and
 * only missing ones are inserted, so staff edits survive restarts.
 */
import type { Clock } from '../clock.ts'
import type { Db } from '../db/client.ts'
import {
  challenges,
  features,
  paymentProviders,
  ruleSetSteps,
  ruleSets,
} from '../db/schema/index.ts'
import { defaultProgram } from './queries.ts'
import { seedChallenges, seedFeatures, seedProviders, seedRuleSet } from './seed-data.ts'

export async function seedCatalogue(db: Db, clock: Clock): Promise<void> {
  const now = clock.now()
  const stamps = { createdAt: now, updatedAt: now }
  // The default program is the migration's (0010): today's two-step rules.
  const program = await defaultProgram(db)
  await db
    .insert(challenges)
    .values(
      seedChallenges.map((c, i) => ({
        code: c.code,
        programId: program.id,
        titleEn: c.en,
        titleFa: c.fa,
        accountSize: c.size,
        price: c.price,
        sortOrder: i,
        ...stamps,
      })),
    )
    .onConflictDoNothing({ target: challenges.code })

  await db
    .insert(features)
    .values(
      seedFeatures.map((f, i) => ({
        key: f.code,
        code: f.code,
        titleEn: f.en[0],
        descriptionEn: f.en[1],
        titleFa: f.fa[0],
        descriptionFa: f.fa[1],
        pricePercent: f.pricePercent,
        effectValue: f.effectValue,
        sortOrder: i,
        ...stamps,
      })),
    )
    .onConflictDoNothing({ target: features.key })

  await db
    .insert(paymentProviders)
    .values(
      seedProviders.map((p, i) => ({
        code: p.code,
        nameEn: p.en[0],
        descriptionEn: p.en[1],
        nameFa: p.fa[0],
        descriptionFa: p.fa[1],
        sortOrder: i,
        ...stamps,
      })),
    )
    .onConflictDoNothing({ target: paymentProviders.code })

  await db.transaction(async (tx) => {
    const [ruleSet] = await tx
      .insert(ruleSets)
      .values({
        programId: program.id,
        version: seedRuleSet.version,
        profitShare: seedRuleSet.profitShare,
        maxLeverage: seedRuleSet.maxLeverage,
        payoutIntervalDays: seedRuleSet.payoutIntervalDays,
        warningPercent: seedRuleSet.warningPercent,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [ruleSets.programId, ruleSets.version] })
      .returning({ id: ruleSets.id })
    if (!ruleSet) return // already seeded
    await tx
      .insert(ruleSetSteps)
      .values(seedRuleSet.steps.map((s) => ({ ruleSetId: ruleSet.id, ...s })))
  })
}
