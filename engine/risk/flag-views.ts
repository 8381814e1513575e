/** risk_flags rows as the contract's riskFlag: subjects with their users, the decider. */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { RiskFlag } from '#contract/staff-flags.ts'
import type { DbOrTx } from '../db/client.ts'
import { riskFlagSubjects, riskFlags, users } from '../db/schema/index.ts'

const decider = alias(users, 'flag_decider')

export async function flagViews(
  db: DbOrTx,
  where: SQL | undefined,
  page?: { page: number; per_page: number },
): Promise<{ data: RiskFlag[]; total: number }> {
  let q = db
    .select({
      f: riskFlags,
      decider: { id: decider.id, email: decider.email, name: decider.name },
    })
    .from(riskFlags)
    .leftJoin(decider, eq(decider.id, riskFlags.decidedBy))
    .where(where)
    .orderBy(desc(riskFlags.id))
    .$dynamic()
  if (page) q = q.limit(page.per_page).offset((page.page - 1) * page.per_page)
  const rows = await q
  const total = page
    ? ((await db.select({ n: count() }).from(riskFlags).where(where))[0]?.n ?? 0)
    : rows.length
  const ids = rows.map((r) => r.f.id)
  const subjects =
    ids.length === 0
      ? []
      : await db
          .select({
            flagId: riskFlagSubjects.flagId,
            userChallengeId: riskFlagSubjects.userChallengeId,
            user: { id: users.id, email: users.email, name: users.name },
          })
          .from(riskFlagSubjects)
          .innerJoin(users, eq(users.id, riskFlagSubjects.userId))
          .where(inArray(riskFlagSubjects.flagId, ids))
          .orderBy(riskFlagSubjects.id)
  return {
    data: rows.map(({ f, decider: d }) => ({
      id: f.id,
      kind: f.kind,
      severity: f.severity,
      status: f.status,
      subjects: subjects
        .filter((s) => s.flagId === f.id)
        .map((s) => ({ user: s.user, user_challenge_id: s.userChallengeId })),
      evidence: f.evidence,
      reason: f.reason,
      decided_by: d?.id ? d : null,
      decided_at: f.decidedAt?.toISOString() ?? null,
      created_at: f.createdAt.toISOString(),
      updated_at: f.updatedAt.toISOString(),
    })),
    total,
  }
}

/** Flags naming the account (or its user without an account) raised since `from`. */
export async function flagsOnAccountSince(
  db: DbOrTx,
  userId: number,
  userChallengeId: number,
  from: Date,
): Promise<RiskFlag[]> {
  const subjects = await db
    .select({ flagId: riskFlagSubjects.flagId, uc: riskFlagSubjects.userChallengeId })
    .from(riskFlagSubjects)
    .where(eq(riskFlagSubjects.userId, userId))
  const ids = [
    ...new Set(
      subjects.filter((s) => s.uc === null || s.uc === userChallengeId).map((s) => s.flagId),
    ),
  ]
  if (ids.length === 0) return []
  const { data } = await flagViews(db, and(inArray(riskFlags.id, ids)))
  return data.filter((f) => new Date(f.updated_at) >= from || f.status === 'open')
}
