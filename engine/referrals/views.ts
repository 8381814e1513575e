/** The referral programme as the contract shows it: info, friends, withdrawals (user and staff). */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { referralInfo, referralWithdraw, referredFriend } from '#contract/referrals.ts'
import type { StaffReferralWithdraw } from '#contract/staff.ts'
import { D } from '#money/decimal.ts'
import type { EngineConfig } from '../config.ts'
import { creditBalance } from '../credit/balance.ts'
import type { DbOrTx } from '../db/client.ts'
import {
  challengeActivations,
  creditEntries,
  referralWithdraws,
  users,
} from '../db/schema/index.ts'
import { payoutFields } from '../payouts/proof.ts'
import { referralSettings } from './settings.ts'
import type { ReferralWithdrawRow } from './withdraw.ts'

type Page = { page: number; per_page: number }
const rewardKinds = ['referral_reward', 'referral_clawback'] as const

export async function referralInfoOf(
  db: DbOrTx,
  config: Pick<EngineConfig, 'WEB_BASE_URL'>,
  user: { id: number; referralCode: string },
  now: Date,
): Promise<z.input<typeof referralInfo>> {
  const credit = await creditBalance(db, user.id, now)
  const [earned] = await db
    .select({ total: sql<string>`coalesce(sum(${creditEntries.amount}), 0)::text` })
    .from(creditEntries)
    .where(and(eq(creditEntries.userId, user.id), inArray(creditEntries.kind, [...rewardKinds])))
  return {
    code: user.referralCode,
    link: `${config.WEB_BASE_URL.replace(/\/+$/, '')}/signup?referral=${encodeURIComponent(user.referralCode)}`,
    balance: credit.available.toString(),
    pending: credit.pending.toString(),
    total_earned: D(earned?.total ?? '0').toString(),
    min_withdraw: referralSettings.minWithdraw,
    reward_percent: referralSettings.rewardPercent,
    currency: referralSettings.currency,
  }
}

/** "ab***@example.com": enough to recognise a friend, not to write to them. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 2)}***@${domain}`
}

export async function referredFriends(
  db: DbOrTx,
  inviterId: number,
  now: Date,
  page: Page,
): Promise<{ data: z.input<typeof referredFriend>[]; total: number }> {
  const where = eq(users.referredBy, inviterId)
  const friends = await db
    .select({ id: users.id, email: users.email, name: users.name, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page)
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const ids = friends.map((f) => f.id)
  const sums =
    ids.length === 0
      ? []
      : await db
          .select({
            friendId: challengeActivations.userId,
            pending: sql<string>`coalesce(sum(${creditEntries.amount}) filter (where ${creditEntries.availableAt} > ${now.toISOString()}), 0)::text`,
            available: sql<string>`coalesce(sum(${creditEntries.amount}) filter (where ${creditEntries.availableAt} <= ${now.toISOString()}), 0)::text`,
          })
          .from(creditEntries)
          .innerJoin(
            challengeActivations,
            and(
              eq(creditEntries.referenceType, 'activation'),
              eq(creditEntries.referenceId, challengeActivations.id),
            ),
          )
          .where(
            and(
              eq(creditEntries.userId, inviterId),
              inArray(creditEntries.kind, [...rewardKinds]),
              inArray(challengeActivations.userId, ids),
            ),
          )
          .groupBy(challengeActivations.userId)
  const byFriend = new Map(sums.map((s) => [s.friendId, s]))
  return {
    data: friends.map((f) => ({
      id: f.id,
      name: f.name?.trim() ? f.name : maskEmail(f.email),
      joined_at: f.createdAt.toISOString(),
      rewards_pending: D(byFriend.get(f.id)?.pending ?? '0').toString(),
      rewards_available: D(byFriend.get(f.id)?.available ?? '0').toString(),
    })),
    total: total?.n ?? 0,
  }
}

export function referralWithdrawView(row: ReferralWithdrawRow): z.input<typeof referralWithdraw> {
  return {
    id: row.id,
    amount: D(row.amount).toString(),
    type: row.type,
    address: row.address,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    result: row.result,
    result_at: row.decidedAt?.toISOString() ?? null,
    ...payoutFields(row),
  }
}

export async function userReferralWithdraws(db: DbOrTx, userId: number, page: Page) {
  const where = eq(referralWithdraws.userId, userId)
  const rows = await db
    .select()
    .from(referralWithdraws)
    .where(where)
    .orderBy(desc(referralWithdraws.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page)
  const [total] = await db.select({ n: count() }).from(referralWithdraws).where(where)
  return { data: rows.map(referralWithdrawView), total: total?.n ?? 0 }
}

const decider = alias(users, 'decider')

export async function staffReferralWithdraws(
  db: DbOrTx,
  where: SQL | undefined,
  page?: Page,
  order: 'oldest' | 'newest' = 'oldest',
): Promise<{ data: StaffReferralWithdraw[]; total: number }> {
  let q = db
    .select({
      w: referralWithdraws,
      user: { id: users.id, email: users.email, name: users.name },
      decider: { id: decider.id, email: decider.email, name: decider.name },
    })
    .from(referralWithdraws)
    .innerJoin(users, eq(users.id, referralWithdraws.userId))
    .leftJoin(decider, eq(decider.id, referralWithdraws.decidedBy))
    .where(where)
    .orderBy(order === 'oldest' ? asc(referralWithdraws.id) : desc(referralWithdraws.id))
    .$dynamic()
  if (page) q = q.limit(page.per_page).offset((page.page - 1) * page.per_page)
  const rows = await q
  const total = page
    ? ((await db.select({ n: count() }).from(referralWithdraws).where(where))[0]?.n ?? 0)
    : rows.length
  return {
    data: rows.map((r) => ({
      ...referralWithdrawView(r.w),
      user: r.user,
      decided_by: r.decider?.id ? r.decider : null,
    })),
    total,
  }
}
