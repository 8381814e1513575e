/**
 * Admins' coupons (rules.md, Checkout: percent or fixed, validity window,
 * usage limit, optional per-user limit). Every change is audited with the
 * coupon before and after. A coupon already used on a payment is kept
 * (payments point at it): it can be deactivated, not deleted.
 */
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type { couponBody, StaffCoupon } from '#contract/staff.ts'
import { D } from '#money/decimal.ts'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { challenges, couponChallenges, coupons, payments } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { fieldError, notFound, validationError } from '../errors.ts'
import { staffTexts } from './texts.ts'

type CouponRow = typeof coupons.$inferSelect
type Body = z.output<typeof couponBody>

async function usesOf(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: payments.couponId, n: count() })
    .from(payments)
    .where(and(inArray(payments.couponId, ids), inArray(payments.status, ['pending', 'paid'])))
    .groupBy(payments.couponId)
  return new Map(rows.map((r) => [r.id ?? 0, r.n]))
}

/** The challenges each coupon is limited to, ascending (none: every challenge). */
export async function challengesOf(db: DbOrTx, ids: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>()
  if (ids.length === 0) return out
  const rows = await db
    .select()
    .from(couponChallenges)
    .where(inArray(couponChallenges.couponId, ids))
    .orderBy(couponChallenges.couponId, couponChallenges.challengeId)
  for (const row of rows) {
    const list = out.get(row.couponId) ?? []
    list.push(row.challengeId)
    out.set(row.couponId, list)
  }
  return out
}

function view(row: CouponRow, uses: number, challengeIds: number[]): StaffCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: D(row.value).toString(),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    per_user_limit: row.perUserLimit,
    active: row.active,
    uses,
    challenge_ids: challengeIds,
    created_at: row.createdAt.toISOString(),
  }
}

export async function couponPage(db: DbOrTx, page: { page: number; per_page: number }) {
  const rows = await db
    .select()
    .from(coupons)
    .orderBy(desc(coupons.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page)
  const uses = await usesOf(
    db,
    rows.map((r) => r.id),
  )
  const limited = await challengesOf(
    db,
    rows.map((r) => r.id),
  )
  const [total] = await db.select({ n: count() }).from(coupons)
  return {
    data: rows.map((r) => view(r, uses.get(r.id) ?? 0, limited.get(r.id) ?? [])),
    total: total?.n ?? 0,
  }
}

async function checkBody(tx: DbOrTx, body: Body, exceptId: number | null): Promise<void> {
  const errors: Record<string, string[]> = {}
  if (body.kind === 'percent' && D(body.value).gt(100)) errors.value = [staffTexts.percentTooLarge]
  if (body.starts_at && body.ends_at && new Date(body.ends_at) <= new Date(body.starts_at))
    errors.ends_at = [staffTexts.endsBeforeStart]
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(eq(coupons.code, body.code), exceptId === null ? undefined : ne(coupons.id, exceptId)),
    )
  if (taken) errors.code = [staffTexts.couponCodeTaken]
  if (body.challenge_ids.length > 0) {
    const known = await tx
      .select({ id: challenges.id })
      .from(challenges)
      .where(inArray(challenges.id, body.challenge_ids))
    if (known.length !== body.challenge_ids.length)
      errors.challenge_ids = [staffTexts.unknownChallenge]
  }
  if (Object.keys(errors).length > 0) throw validationError(errors)
}

const fields = (body: Body, now: Date) => ({
  code: body.code,
  kind: body.kind,
  value: body.value,
  startsAt: body.starts_at ? new Date(body.starts_at) : null,
  endsAt: body.ends_at ? new Date(body.ends_at) : null,
  usageLimit: body.usage_limit,
  perUserLimit: body.per_user_limit,
  active: body.active,
  updatedAt: now,
})

export async function saveCoupon(
  ctx: EngineContext,
  staffId: number,
  couponId: number | null,
  body: Body,
): Promise<StaffCoupon> {
  return transaction(ctx, async (tx) => {
    const now = ctx.clock.now()
    let before: CouponRow | undefined
    if (couponId !== null) {
      ;[before] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update')
      if (!before) throw notFound()
    }
    await checkBody(tx, body, couponId)
    const [after] =
      couponId === null
        ? await tx
            .insert(coupons)
            .values({ ...fields(body, now), createdAt: now })
            .returning()
        : await tx
            .update(coupons)
            .set(fields(body, now))
            .where(eq(coupons.id, couponId))
            .returning()
    if (!after) throw new Error('coupon write returned nothing')
    const beforeIds = before ? ((await challengesOf(tx, [before.id])).get(before.id) ?? []) : []
    await tx.delete(couponChallenges).where(eq(couponChallenges.couponId, after.id))
    if (body.challenge_ids.length > 0)
      await tx
        .insert(couponChallenges)
        .values(body.challenge_ids.map((challengeId) => ({ couponId: after.id, challengeId })))
    await recordAudit(tx, {
      actorId: staffId,
      action: couponId === null ? 'coupon.created' : 'coupon.updated',
      subjectType: 'coupon',
      subjectId: after.id,
      before: before ? { ...before, challenge_ids: beforeIds.join(',') } : null,
      after: { ...after, challenge_ids: body.challenge_ids.join(',') },
      now,
    })
    return view(after, (await usesOf(tx, [after.id])).get(after.id) ?? 0, body.challenge_ids)
  })
}

export async function deleteCoupon(
  ctx: EngineContext,
  staffId: number,
  couponId: number,
): Promise<void> {
  await transaction(ctx, async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update')
    if (!before) throw notFound()
    const [used] = await tx
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.couponId, couponId))
    if ((used?.n ?? 0) > 0) throw fieldError('coupon', staffTexts.couponUsed)
    await tx.delete(coupons).where(eq(coupons.id, couponId))
    await recordAudit(tx, {
      actorId: staffId,
      action: 'coupon.deleted',
      subjectType: 'coupon',
      subjectId: couponId,
      before,
      after: null,
      now: ctx.clock.now(),
    })
  })
}
