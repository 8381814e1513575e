/** Real-account requests as staff see them (contract/staff.ts staffAccountRequest). */
import { asc, count, eq, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { StaffAccountRequest } from '#contract/staff.ts'
import { D } from '#money/decimal.ts'
import type { DbOrTx } from '../db/client.ts'
import { realAccountRequests, userChallenges, users } from '../db/schema/index.ts'

const decider = alias(users, 'decider')

export async function staffAccountRequests(
  db: DbOrTx,
  where: SQL | undefined,
  page?: { page: number; per_page: number },
): Promise<{ data: StaffAccountRequest[]; total: number }> {
  let q = db
    .select({
      r: realAccountRequests,
      user: { id: users.id, email: users.email, name: users.name },
      challenge: { title: userChallenges.title, initialBalance: userChallenges.initialBalance },
      decider: { id: decider.id, email: decider.email, name: decider.name },
    })
    .from(realAccountRequests)
    .innerJoin(users, eq(users.id, realAccountRequests.userId))
    .innerJoin(userChallenges, eq(userChallenges.id, realAccountRequests.userChallengeId))
    .leftJoin(decider, eq(decider.id, realAccountRequests.decidedBy))
    .where(where)
    .orderBy(asc(realAccountRequests.id))
    .$dynamic()
  if (page) q = q.limit(page.per_page).offset((page.page - 1) * page.per_page)
  const rows = await q
  const total = page
    ? ((await db.select({ n: count() }).from(realAccountRequests).where(where))[0]?.n ?? 0)
    : rows.length
  return {
    data: rows.map(({ r, user, challenge, decider }) => ({
      id: r.id,
      user,
      user_challenge_id: r.userChallengeId,
      title: challenge.title,
      initial_balance: D(challenge.initialBalance).toString(),
      status: r.status,
      note: r.note,
      created_at: r.createdAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
      decided_by: decider?.id ? decider : null,
      real_user_challenge_id: r.realUserChallengeId,
    })),
    total,
  }
}
