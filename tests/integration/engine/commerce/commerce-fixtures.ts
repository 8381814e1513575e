/**
 * Commerce fixtures written to the real database: credit, coupons, and the
 * seeded catalogue's ids. Tests that are about checkout use the HTTP API.
 */
import { randomBytes } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import {
  challenges,
  coupons,
  creditEntries,
  features,
  paymentProviders,
} from '../../../../engine/db/schema/index.ts'
import type { TestEngine } from '../harness.ts'

export async function catalogueIds(t: TestEngine) {
  const db = t.engine.ctx.db
  const challengeRows = await db.select().from(challenges).orderBy(asc(challenges.sortOrder))
  const featureRows = await db.select().from(features)
  const [sandbox] = await db
    .select()
    .from(paymentProviders)
    .where(eq(paymentProviders.code, 'sandbox'))
  const bySize = (size: string) => {
    const row = challengeRows.find((c) => Number(c.accountSize) === Number(size))
    if (!row) throw new Error(`no ${size} challenge`)
    return row.id
  }
  const feature = (code: string) => {
    const row = featureRows.find((f) => f.code === code)
    if (!row) throw new Error(`no feature ${code}`)
    return row.id
  }
  if (!sandbox) throw new Error('no sandbox provider')
  return { bySize, feature, sandboxId: sandbox.id }
}

/** Credit available now (or from `availableAt`), as a referral reward would add it. */
export async function giveCredit(
  t: TestEngine,
  userId: number,
  amount: string,
  availableAt: Date = t.engine.ctx.clock.now(),
) {
  await t.engine.ctx.db.insert(creditEntries).values({
    userId,
    amount,
    kind: 'referral_reward',
    availableAt,
    createdAt: t.engine.ctx.clock.now(),
  })
}

export async function createCoupon(
  t: TestEngine,
  fields: Partial<typeof coupons.$inferInsert> & { kind: 'percent' | 'fixed'; value: string },
) {
  const now = t.engine.ctx.clock.now()
  const [row] = await t.engine.ctx.db
    .insert(coupons)
    .values({
      code: `C${randomBytes(4).toString('hex').toUpperCase()}`,
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .returning()
  if (!row) throw new Error('coupon insert returned nothing')
  return row
}
