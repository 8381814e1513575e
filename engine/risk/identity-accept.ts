/**
 * A reviewer dismissing an identity flag about a name mismatch accepts the
 * confirmed name (decision 587: a transliteration, a married name): the
 * check's flag is cleared in the same transaction, so a GREEN review holds
 * payouts no longer. A final rejection is Sumsub's and stays: dismissing
 * its flag lifts only the risk hold.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../db/client.ts'
import { identityChecks, riskFlagSubjects } from '../db/schema/index.ts'

export async function acceptIdentityName(tx: Tx, flagId: number, now: Date): Promise<void> {
  const subjects = await tx
    .select({ userId: riskFlagSubjects.userId })
    .from(riskFlagSubjects)
    .where(eq(riskFlagSubjects.flagId, flagId))
  if (subjects.length === 0) return
  await tx
    .update(identityChecks)
    .set({ flag: null, flaggedAt: null, updatedAt: now })
    .where(
      and(
        inArray(
          identityChecks.userId,
          subjects.map((s) => s.userId),
        ),
        eq(identityChecks.flag, 'name_mismatch'),
      ),
    )
}
