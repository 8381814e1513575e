/**
 * Real-account requests as staff see them (contract/staff.ts
 * staffAccountRequest): the challenge's title in the reader's language.
 */
import { asc, count, eq, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { StaffAccountRequest } from '#contract/staff.ts'
import { D } from '#money/decimal.ts'
import type { DbOrTx } from '../db/client.ts'
import { challenges, realAccountRequests, userChallenges, users } from '../db/schema/index.ts'
import type { Locale } from '../i18n.ts'
import { holdsByAccount } from '../risk/flags.ts'
import { shownTitle } from '../user-challenges/present.ts'

const decider = alias(users, 'decider')

export async function staffAccountRequests(
  db: DbOrTx,
  where: SQL | undefined,
  locale: Locale,
  page?: { page: number; per_page: number },
): Promise<{ data: StaffAccountRequest[]; total: number }> {
  let q = db
    .select({
      r: realAccountRequests,
      user: { id: users.id, email: users.email, name: users.name },
      challenge: { title: userChallenges.title, initialBalance: userChallenges.initialBalance },
      catalogue: { titleEn: challenges.titleEn, titleFa: challenges.titleFa },
      decider: { id: decider.id, email: decider.email, name: decider.name },
    })
    .from(realAccountRequests)
    .innerJoin(users, eq(users.id, realAccountRequests.userId))
    .innerJoin(userChallenges, eq(userChallenges.id, realAccountRequests.userChallengeId))
    .leftJoin(challenges, eq(challenges.id, userChallenges.challengeId))
    .leftJoin(decider, eq(decider.id, realAccountRequests.decidedBy))
    .where(where)
    .orderBy(asc(realAccountRequests.id))
    .$dynamic()
  if (page) q = q.limit(page.per_page).offset((page.page - 1) * page.per_page)
  const rows = await q
  const total = page
    ? ((await db.select({ n: count() }).from(realAccountRequests).where(where))[0]?.n ?? 0)
    : rows.length
  const holds = await holdsByAccount(
    db,
    rows
      .filter(({ r }) => r.status === 'pending')
      .map(({ r }) => ({ userId: r.userId, userChallengeId: r.userChallengeId })),
  )
  return {
    data: rows.map(({ r, user, challenge, catalogue, decider }) => ({
      id: r.id,
      user,
      user_challenge_id: r.userChallengeId,
      // A catalogue title in the reader's language; a renamed one as typed (issue 25).
      title: shownTitle(challenge.title, catalogue?.titleEn ? catalogue : null, locale),
      initial_balance: D(challenge.initialBalance).toString(),
      status: r.status,
      note: r.note,
      created_at: r.createdAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
      decided_by: decider?.id ? decider : null,
      real_user_challenge_id: r.realUserChallengeId,
      held_by_flags: holds.get(r.userChallengeId) ?? [],
    })),
    total,
  }
}
