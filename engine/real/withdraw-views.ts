/** real_withdraws rows as the contract's realWithdraw and staffRealWithdraw. */
import { asc, count, desc, eq, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { RealWithdraw } from '#contract/real.ts'
import type { StaffRealWithdraw } from '#contract/staff.ts'
import { D } from '#money/decimal.ts'
import type { DbOrTx } from '../db/client.ts'
import {
  challenges,
  realWithdraws,
  userChallenges,
  users,
  withdrawTypes,
} from '../db/schema/index.ts'
import type { Locale } from '../i18n.ts'
import { payoutFields } from '../payouts/proof.ts'
import { holdsByAccount } from '../risk/flags.ts'
import { shownTitle } from '../user-challenges/present.ts'

type Row = typeof realWithdraws.$inferSelect

/** `underReview`: pending and held by an open risk flag (the flag itself is not named). */
export function realWithdrawView(row: Row, typeTitle: string, underReview = false): RealWithdraw {
  return {
    id: row.id,
    user_challenge_id: row.userChallengeId,
    type: typeTitle,
    address: row.address,
    amount: D(row.amount).toString(),
    debited: D(row.debited).toString(),
    status: row.status,
    under_review: row.status === 'pending' && underReview,
    description: row.description,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    ...payoutFields(row),
  }
}

const decider = alias(users, 'decider')

function typeTitleOf(t: { titleEn: string; titleFa: string }, locale: string): string {
  return locale === 'fa' ? t.titleFa : t.titleEn
}

/** Rows with their owner, type and decider, for staff queues and lookups. */
export async function staffRealWithdraws(
  db: DbOrTx,
  where: SQL | undefined,
  locale: string,
  page?: { page: number; per_page: number },
  order: 'oldest' | 'newest' = 'oldest',
): Promise<{ data: StaffRealWithdraw[]; total: number }> {
  let q = db
    .select({
      w: realWithdraws,
      type: withdrawTypes,
      user: { id: users.id, email: users.email, name: users.name },
      title: userChallenges.title,
      catalogue: { titleEn: challenges.titleEn, titleFa: challenges.titleFa },
      decider: { id: decider.id, email: decider.email, name: decider.name },
    })
    .from(realWithdraws)
    .innerJoin(withdrawTypes, eq(withdrawTypes.id, realWithdraws.typeId))
    .innerJoin(users, eq(users.id, realWithdraws.userId))
    .innerJoin(userChallenges, eq(userChallenges.id, realWithdraws.userChallengeId))
    .leftJoin(challenges, eq(challenges.id, userChallenges.challengeId))
    .leftJoin(decider, eq(decider.id, realWithdraws.decidedBy))
    .where(where)
    .orderBy(order === 'oldest' ? asc(realWithdraws.id) : desc(realWithdraws.id))
    .$dynamic()
  if (page) q = q.limit(page.per_page).offset((page.page - 1) * page.per_page)
  const rows = await q
  const total = page
    ? ((await db.select({ n: count() }).from(realWithdraws).where(where))[0]?.n ?? 0)
    : rows.length
  const pending = rows.filter((r) => r.w.status === 'pending')
  const holds = await holdsByAccount(
    db,
    pending.map((r) => ({ userId: r.w.userId, userChallengeId: r.w.userChallengeId })),
  )
  return {
    data: rows.map((r) => ({
      ...realWithdrawView(
        r.w,
        typeTitleOf(r.type, locale),
        (holds.get(r.w.userChallengeId) ?? []).length > 0,
      ),
      user: r.user,
      // A catalogue title in the reader's language; a renamed one as typed.
      account_title: shownTitle(
        r.title,
        r.catalogue?.titleEn ? r.catalogue : null,
        locale as Locale,
      ),
      decided_by: r.decider?.id ? r.decider : null,
      held_by_flags: holds.get(r.w.userChallengeId) ?? [],
      stripped_fill_ids: r.w.strippedFillIds,
      stripped_profit: r.w.strippedProfit === null ? null : D(r.w.strippedProfit).toString(),
      stripped_reason: r.w.strippedReason,
    })),
    total,
  }
}

export async function userRealWithdraws(
  db: DbOrTx,
  userId: number,
  locale: string,
  page: { page: number; per_page: number },
): Promise<{ data: RealWithdraw[]; total: number }> {
  const where = eq(realWithdraws.userId, userId)
  const rows = await db
    .select({ w: realWithdraws, type: withdrawTypes })
    .from(realWithdraws)
    .innerJoin(withdrawTypes, eq(withdrawTypes.id, realWithdraws.typeId))
    .where(where)
    .orderBy(desc(realWithdraws.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page)
  const [total] = await db.select({ n: count() }).from(realWithdraws).where(where)
  const holds = await holdsByAccount(
    db,
    rows
      .filter((r) => r.w.status === 'pending')
      .map((r) => ({ userId: r.w.userId, userChallengeId: r.w.userChallengeId })),
  )
  return {
    data: rows.map((r) =>
      realWithdrawView(
        r.w,
        typeTitleOf(r.type, locale),
        (holds.get(r.w.userChallengeId) ?? []).length > 0,
      ),
    ),
    total: total?.n ?? 0,
  }
}
