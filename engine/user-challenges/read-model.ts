/**
 * Reading a user's challenges with what the pages show: each one's trading
 * accounts (one per phase), the catalogue challenge it was bought from, and
 * the features as bought (from its payment).
 */
import { and, asc, count, desc, eq, inArray, sum } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.ts'
import { challenges, fills, payments, tradingAccounts, userChallenges } from '../db/schema/index.ts'
import type { PurchasedFeature } from '../db/schema/payments.ts'

export type UserChallengeRow = typeof userChallenges.$inferSelect
export type TradingAccountRow = typeof tradingAccounts.$inferSelect

export interface ChallengeView {
  challenge: UserChallengeRow
  /** Oldest first: Step 1, Step 2, Real (or the demo's one account). */
  accounts: TradingAccountRow[]
  catalogue: { id: number; titleEn: string; titleFa: string } | null
  features: PurchasedFeature[]
  /** Fees paid by a breached step's close-out, by trading account id. */
  closeOutFees: ReadonlyMap<number, string>
}

export type AccountType = UserChallengeRow['type']

async function views(db: DbOrTx, rows: UserChallengeRow[]): Promise<ChallengeView[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const catalogueIds = [...new Set(rows.flatMap((r) => (r.challengeId ? [r.challengeId] : [])))]
  const paymentIds = [...new Set(rows.flatMap((r) => (r.paymentId ? [r.paymentId] : [])))]
  const [accounts, catalogue, bought] = await Promise.all([
    db
      .select()
      .from(tradingAccounts)
      .where(inArray(tradingAccounts.userChallengeId, ids))
      .orderBy(asc(tradingAccounts.id)),
    catalogueIds.length === 0
      ? []
      : db
          .select({ id: challenges.id, titleEn: challenges.titleEn, titleFa: challenges.titleFa })
          .from(challenges)
          .where(inArray(challenges.id, catalogueIds)),
    paymentIds.length === 0
      ? []
      : db
          .select({ id: payments.id, features: payments.features })
          .from(payments)
          .where(inArray(payments.id, paymentIds)),
  ])
  const closeOutFees = await closeOutFeesOf(db, accounts)
  return rows.map((challenge) => ({
    challenge,
    accounts: accounts.filter((a) => a.userChallengeId === challenge.id),
    catalogue: catalogue.find((c) => c.id === challenge.challengeId) ?? null,
    features: bought.find((p) => p.id === challenge.paymentId)?.features ?? [],
    closeOutFees,
  }))
}

/** The fees each breached account's close-out paid (its `close_out` fills), by account id. */
export async function closeOutFeesOf(
  db: DbOrTx,
  accounts: TradingAccountRow[],
): Promise<Map<number, string>> {
  const breached = accounts.filter((a) => a.breach).map((a) => a.id)
  if (breached.length === 0) return new Map()
  const fees = await db
    .select({ id: fills.tradingAccountId, fee: sum(fills.fee) })
    .from(fills)
    .where(and(inArray(fills.tradingAccountId, breached), eq(fills.origin, 'close_out')))
    .groupBy(fills.tradingAccountId)
  return new Map(fees.map((f) => [f.id, f.fee ?? '0']))
}

export async function listUserChallenges(
  db: DbOrTx,
  userId: number,
  filter: { type?: AccountType | undefined; page: number; perPage: number },
): Promise<{ views: ChallengeView[]; total: number }> {
  const where = and(
    eq(userChallenges.userId, userId),
    filter.type ? eq(userChallenges.type, filter.type) : undefined,
  )
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(userChallenges)
      .where(where)
      .orderBy(desc(userChallenges.createdAt), desc(userChallenges.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ n: count() }).from(userChallenges).where(where),
  ])
  return { views: await views(db, rows), total: counted?.n ?? 0 }
}

/** The user's challenge with this id; undefined for another user's (answer 404). */
export async function findUserChallenge(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<ChallengeView | undefined> {
  const rows = await db
    .select()
    .from(userChallenges)
    .where(and(eq(userChallenges.id, id), eq(userChallenges.userId, userId)))
  const [view] = await views(db, rows)
  return view
}
