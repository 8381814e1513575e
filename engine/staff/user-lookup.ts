/**
 * Staff find a user by e-mail (or part of it), phone, id or referral code
 * (or list the newest), and see them
 * with their challenges, withdrawals and credit.
 */
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { MAX_ID } from '#contract/common.ts'
import type { StaffUser, StaffUserDetail } from '#contract/staff.ts'
import { D } from '#money/decimal.ts'
import { creditBalance } from '../credit/balance.ts'
import type { DbOrTx } from '../db/client.ts'
import {
  challenges as catalogue,
  realWithdraws,
  referralWithdraws,
  tradingAccounts,
  userChallenges,
  users,
} from '../db/schema/index.ts'
import type { Locale } from '../i18n.ts'
import { staffRealWithdraws } from '../real/withdraw-views.ts'
import { staffReferralWithdraws } from '../referrals/views.ts'
import { shownTitle } from '../user-challenges/present.ts'
import { userPayments, userTickets } from './user-payments.ts'
import { withdrawalFreezeOf } from './withdrawal-freeze.ts'

const inviter = alias(users, 'inviter')

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

interface UserPage {
  page: number
  per_page: number
}

async function selectUsers(
  db: DbOrTx,
  where: ReturnType<typeof or>,
  page: UserPage,
): Promise<{ data: StaffUser[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const rows = await db
    .select({
      user: users,
      inviter: { id: inviter.id, email: inviter.email, name: inviter.name },
    })
    .from(users)
    .leftJoin(inviter, eq(inviter.id, users.referredBy))
    .where(where)
    .orderBy(desc(users.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page)
  const data = rows.map(
    ({ user, inviter }): StaffUser => ({
      id: user.id,
      email: user.email,
      name: user.name,
      phone: user.phone,
      role: user.role,
      referral_code: user.referralCode,
      referred_by: inviter?.id ? inviter : null,
      created_at: user.createdAt.toISOString(),
    }),
  )
  return { data, total: total?.n ?? 0 }
}

/** Without a search: every user, newest first. A page at a time. */
export async function findUsers(
  db: DbOrTx,
  q: string | null,
  page: UserPage = { page: 1, per_page: 20 },
): Promise<{ data: StaffUser[]; total: number }> {
  const text = q?.trim() ?? ''
  if (text === '') return selectUsers(db, undefined, page)
  const digits = text.replace(/[\s()-]/g, '')
  const asId = /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : null
  const conditions = [
    ilike(users.email, `%${likeEscape(text.toLowerCase())}%`),
    // A referral code as the user read it out (codes are compared without case).
    ilike(users.referralCode, likeEscape(text)),
  ]
  if (asId !== null) conditions.push(eq(users.id, asId))
  if (/^\+?\d{4,15}$/.test(digits)) {
    // Stored as typed (+98…, 09…): match the significant digits.
    const tail = digits.replace(/^\+?0*/, '').slice(-10)
    conditions.push(
      sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${`%${tail}`}`,
    )
  }
  return selectUsers(db, or(...conditions), page)
}

export async function userDetail(
  db: DbOrTx,
  userId: number,
  locale: string,
  now: Date,
): Promise<Omit<StaffUserDetail, 'identity'> | undefined> {
  const [user] = (await selectUsers(db, or(eq(users.id, userId)), { page: 1, per_page: 1 })).data
  if (!user) return undefined
  const challengeRows = await db
    .select({
      challenge: userChallenges,
      account: tradingAccounts,
      product: { titleEn: catalogue.titleEn, titleFa: catalogue.titleFa },
    })
    .from(userChallenges)
    .innerJoin(tradingAccounts, eq(tradingAccounts.userChallengeId, userChallenges.id))
    .leftJoin(catalogue, eq(catalogue.id, userChallenges.challengeId))
    .where(eq(userChallenges.userId, userId))
    .orderBy(desc(userChallenges.id), desc(tradingAccounts.id))
  const seen = new Set<number>()
  const challenges = challengeRows
    .filter(({ challenge }) => !seen.has(challenge.id) && seen.add(challenge.id))
    .map(({ challenge, account, product }) => ({
      id: challenge.id,
      // A catalogue title in the reader's language; a renamed one as typed (issue 25).
      title: shownTitle(challenge.title, product?.titleEn ? product : null, locale as Locale),
      type: challenge.type,
      status: challenge.status,
      initial_balance: D(challenge.initialBalance).toString(),
      balance: D(account.balance).toString(),
      created_at: challenge.createdAt.toISOString(),
      expires_at: challenge.expiresAt?.toISOString() ?? null,
      payment_id: challenge.paymentId,
    }))
  const real = await staffRealWithdraws(
    db,
    eq(realWithdraws.userId, userId),
    locale,
    { page: 1, per_page: 100 },
    'newest',
  )
  const referral = await staffReferralWithdraws(
    db,
    eq(referralWithdraws.userId, userId),
    { page: 1, per_page: 100 },
    'newest',
  )
  const credit = await creditBalance(db, userId, now)
  return {
    ...user,
    withdrawal_freeze: await withdrawalFreezeOf(db, userId),
    challenges,
    payments: await userPayments(db, userId, locale),
    tickets: await userTickets(db, userId),
    real_withdraws: real.data,
    referral_withdraws: referral.data,
    credit: { available: credit.available.toString(), pending: credit.pending.toString() },
  }
}
