/**
 * Admins create challenges and edit challenges and features (titles in
 * both languages, account size, price, on sale). Sold accounts are
 * untouched: a purchase pinned its price and rules (rules.md). Each change
 * is audited in its own transaction. The web clears its catalogue cache
 * after each call (decision 375).
 */
import { and, asc, eq, max, or } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  challengeCreateBody,
  challengeUpdateBody,
  featureCreateBody,
  featureUpdateBody,
  staffChallenge,
  staffFeature,
} from '#contract/staff.ts'
import { D } from '#money/decimal.ts'
import { recordAudit } from '../audit/audit.ts'
import { defaultProgram } from '../catalogue/queries.ts'
import type { EngineContext } from '../context.ts'
import { challenges, features, programs } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { fieldError, notFound } from '../errors.ts'
import { currentRules } from './rules-edits.ts'
import { staffTexts } from './texts.ts'

type ChallengeRow = typeof challenges.$inferSelect
type FeatureRow = typeof features.$inferSelect

export const challengeView = (c: ChallengeRow): z.input<typeof staffChallenge> => ({
  id: c.id,
  code: c.code,
  program_id: c.programId,
  title_en: c.titleEn,
  title_fa: c.titleFa,
  account_size: D(c.accountSize).toString(),
  price: D(c.price).toString(),
  active: c.active,
})

export const featureView = (f: FeatureRow): z.input<typeof staffFeature> => ({
  id: f.id,
  code: f.code,
  title_en: f.titleEn,
  title_fa: f.titleFa,
  description_en: f.descriptionEn,
  description_fa: f.descriptionFa,
  price_percent: D(f.pricePercent).toString(),
  effect_value: D(f.effectValue).toString(),
  active: f.active,
})

export async function staffCatalogue(ctx: EngineContext) {
  const c = await ctx.db
    .select()
    .from(challenges)
    .orderBy(asc(challenges.sortOrder), asc(challenges.id))
  const f = await ctx.db.select().from(features).orderBy(asc(features.sortOrder), asc(features.id))
  return {
    challenges: c.map(challengeView),
    features: f.map(featureView),
    rules: await currentRules(ctx.db),
  }
}

/** Only the fields that were sent; an empty edit is refused. */
function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>
}

export async function createChallenge(
  ctx: EngineContext,
  staffId: number,
  body: z.output<typeof challengeCreateBody>,
) {
  return transaction(ctx, async (tx) => {
    const now = ctx.clock.now()
    const [taken] = await tx
      .select({ id: challenges.id })
      .from(challenges)
      .where(eq(challenges.code, body.code))
    if (taken) throw fieldError('code', staffTexts.challengeCodeTaken)
    const [program] = body.program_id
      ? await tx.select().from(programs).where(eq(programs.id, body.program_id))
      : [await defaultProgram(tx)]
    if (!program) throw fieldError('program_id', staffTexts.programNotFound)
    const [last] = await tx.select({ n: max(challenges.sortOrder) }).from(challenges)
    const [row] = await tx
      .insert(challenges)
      .values({
        code: body.code,
        programId: program.id,
        titleEn: body.title_en,
        titleFa: body.title_fa,
        accountSize: body.account_size,
        price: body.price,
        active: body.active,
        // Listed after the others (the seed orders by size).
        sortOrder: (last?.n ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!row) throw new Error('challenge insert returned nothing')
    await recordAudit(tx, {
      actorId: staffId,
      action: 'challenge.created',
      subjectType: 'challenge',
      subjectId: row.id,
      after: row,
      now,
    })
    return challengeView(row)
  })
}

export async function updateChallenge(
  ctx: EngineContext,
  staffId: number,
  id: number,
  body: z.output<typeof challengeUpdateBody>,
) {
  const changes = defined({
    titleEn: body.title_en,
    titleFa: body.title_fa,
    accountSize: body.account_size,
    price: body.price,
    active: body.active,
  })
  if (Object.keys(changes).length === 0) throw fieldError('price', staffTexts.nothingToChange)
  return transaction(ctx, async (tx) => {
    const now = ctx.clock.now()
    const [before] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update')
    if (!before) throw notFound()
    const [after] = await tx
      .update(challenges)
      .set({ ...changes, updatedAt: now })
      .where(eq(challenges.id, id))
      .returning()
    if (!after) throw notFound()
    await recordAudit(tx, {
      actorId: staffId,
      action: 'challenge.updated',
      subjectType: 'challenge',
      subjectId: id,
      before,
      after,
      now,
    })
    return challengeView(after)
  })
}

export async function updateFeature(
  ctx: EngineContext,
  staffId: number,
  id: number,
  body: z.output<typeof featureUpdateBody>,
) {
  const changes = defined({
    titleEn: body.title_en,
    titleFa: body.title_fa,
    descriptionEn: body.description_en,
    descriptionFa: body.description_fa,
    pricePercent: body.price_percent,
    active: body.active,
  })
  if (Object.keys(changes).length === 0)
    throw fieldError('price_percent', staffTexts.nothingToChange)
  return transaction(ctx, async (tx) => {
    const now = ctx.clock.now()
    const [before] = await tx.select().from(features).where(eq(features.id, id)).for('update')
    if (!before) throw notFound()
    const [after] = await tx
      .update(features)
      .set({ ...changes, updatedAt: now })
      .where(eq(features.id, id))
      .returning()
    if (!after) throw notFound()
    await recordAudit(tx, {
      actorId: staffId,
      action: 'feature.updated',
      subjectType: 'feature',
      subjectId: id,
      before,
      after,
      now,
    })
    return featureView(after)
  })
}

/** The figure each effect takes (the snapshot reads it as a whole number except the profit share). */
function effectProblem(code: FeatureRow['code'], value: string): string | null {
  const d = D(value)
  const whole = d.isMultipleOf(D(1))
  if (code === 'no_time_limit') return d.isZero() ? null : staffTexts.effectNoTimeLimit
  if (code === 'profit_share_90')
    return d.isPositive() && d.lte(D(100)) ? null : staffTexts.effectShare
  if (code === 'leverage_1_50')
    return whole && d.gte(D(1)) && d.lte(D(125)) ? null : staffTexts.effectLeverage
  return whole && d.gte(D(1)) && d.lte(D(365)) ? null : staffTexts.effectPayoutDays
}

/**
 * A new feature: an effect with its own figure (decision 567). Its key is
 * the effect and the figure, so one effect may be sold at several figures
 * (an order takes at most one of them).
 */
export async function createFeature(
  ctx: EngineContext,
  staffId: number,
  body: z.output<typeof featureCreateBody>,
) {
  const problem = effectProblem(body.code, body.effect_value)
  if (problem) throw fieldError('effect_value', problem)
  const key = `${body.code}-${D(body.effect_value).toString()}`
  return transaction(ctx, async (tx) => {
    const now = ctx.clock.now()
    const [taken] = await tx
      .select({ id: features.id })
      .from(features)
      .where(
        or(
          eq(features.key, key),
          and(
            eq(features.key, body.code),
            eq(features.code, body.code),
            eq(features.effectValue, body.effect_value),
          ),
        ),
      )
    if (taken) throw fieldError('effect_value', staffTexts.featureKeyTaken)
    const [last] = await tx.select({ n: max(features.sortOrder) }).from(features)
    const [row] = await tx
      .insert(features)
      .values({
        key,
        code: body.code,
        titleEn: body.title_en,
        titleFa: body.title_fa,
        descriptionEn: body.description_en,
        descriptionFa: body.description_fa,
        pricePercent: body.price_percent,
        effectValue: D(body.effect_value).toString(),
        active: body.active,
        sortOrder: (last?.n ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!row) throw new Error('feature insert returned nothing')
    await recordAudit(tx, {
      actorId: staffId,
      action: 'feature.created',
      subjectType: 'feature',
      subjectId: row.id,
      after: row,
      now,
    })
    return featureView(row)
  })
}
