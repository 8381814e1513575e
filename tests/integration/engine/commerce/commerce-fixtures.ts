/**
 * Commerce fixtures written to the real database: credit, coupons, and the
 * seeded catalogue's ids. Tests that are about checkout use the HTTP API.
 */
import { randomBytes } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { D } from '#money/decimal.ts'
import {
  challenges,
  coupons,
  creditEntries,
  features,
  paymentProviders,
} from '../../../../engine/db/schema/index.ts'
import type { TestClient, TestEngine } from '../harness.ts'

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

/** The signed hosted-page link's path and signature. */
export function sandboxLink(redirectUrl: string) {
  const url = new URL(redirectUrl)
  const signature = url.searchParams.get('signature')
  if (!signature) throw new Error(`no signature in ${redirectUrl}`)
  return { path: url.pathname, pathWithQuery: `${url.pathname}${url.search}`, signature }
}

/** Presses Pay (or Cancel) on the sandbox page as the browser's form would. */
export function pressSandboxButton(
  client: TestClient,
  redirectUrl: string,
  button: 'pay' | 'cancel',
  lang: 'en' | 'fa' = 'en',
) {
  const link = sandboxLink(redirectUrl)
  const form = new FormData()
  form.set('signature', link.signature)
  form.set('lang', lang)
  return client.request('POST', `${link.path}/${button}`, { form })
}

/** Available credit of a user straight from the ledger. */
export async function creditOf(t: TestEngine, userId: number): Promise<string> {
  const rows = await t.engine.ctx.db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId))
  const now = t.engine.ctx.clock.now().getTime()
  return rows
    .filter((r) => r.availableAt.getTime() <= now)
    .reduce((sum, r) => sum.add(r.amount), D(0))
    .toString()
}
