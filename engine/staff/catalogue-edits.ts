/**
 * Admins change a challenge's price or active flag and a feature's price
 * percent or active flag. Sold accounts are untouched: a purchase pinned
 * its price and rules (rules.md). Each change is audited. The web's
 * catalogue cache shows it after its TTL (decision 142).
 */
import { asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  challengeUpdateBody,
  featureUpdateBody,
  staffChallenge,
  staffFeature,
} from '#contract/staff.ts'
import { D } from '#money/decimal.ts'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import { challenges, features } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { fieldError, notFound } from '../errors.ts'
import { staffTexts } from './texts.ts'

type ChallengeRow = typeof challenges.$inferSelect
type FeatureRow = typeof features.$inferSelect

export const challengeView = (c: ChallengeRow): z.input<typeof staffChallenge> => ({
  id: c.id,
  code: c.code,
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
  price_percent: D(f.pricePercent).toString(),
  active: f.active,
})

export async function staffCatalogue(ctx: EngineContext) {
  const c = await ctx.db.select().from(challenges).orderBy(asc(challenges.sortOrder))
  const f = await ctx.db.select().from(features).orderBy(asc(features.sortOrder))
  return { challenges: c.map(challengeView), features: f.map(featureView) }
}

export async function updateChallenge(
  ctx: EngineContext,
  staffId: number,
  id: number,
  body: z.output<typeof challengeUpdateBody>,
) {
  if (body.price === undefined && body.active === undefined)
    throw fieldError('price', staffTexts.nothingToChange)
  return transaction(ctx, async (tx) => {
    const now = ctx.clock.now()
    const [before] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update')
    if (!before) throw notFound()
    const [after] = await tx
      .update(challenges)
      .set({
        price: body.price ?? before.price,
        active: body.active ?? before.active,
        updatedAt: now,
      })
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
  if (body.price_percent === undefined && body.active === undefined)
    throw fieldError('price_percent', staffTexts.nothingToChange)
  return transaction(ctx, async (tx) => {
    const now = ctx.clock.now()
    const [before] = await tx.select().from(features).where(eq(features.id, id)).for('update')
    if (!before) throw notFound()
    const [after] = await tx
      .update(features)
      .set({
        pricePercent: body.price_percent ?? before.pricePercent,
        active: body.active ?? before.active,
        updatedAt: now,
      })
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
