/**
 * Request Account (rules.md): after the last step passed, the trader asks
 * for the real account, once, identity verified first where Sumsub is on. Where the operator sets
 * AUTO_APPROVE_REAL_ACCOUNTS the request is approved in the same unit of
 * work; otherwise staff decide (decide-request.ts).
 */

import { and, eq } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { realAccountRequests, userChallenges } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { fieldError, notFound } from '../errors.ts'
import { identityCleared } from '../identity/identity-checks.ts'
import { identityTexts } from '../identity/texts.ts'
import { openFlagsHolding } from '../risk/flags.ts'
import { approveLockedRequest, type RealAccountRequestRow } from './decide-request.ts'
import { realAccountTexts as texts } from './texts.ts'

export async function requestRealAccount(
  ctx: EngineContext,
  userId: number,
  userChallengeId: number,
): Promise<RealAccountRequestRow> {
  return transaction(ctx, async (tx) => {
    const [challenge] = await tx
      .select()
      .from(userChallenges)
      .where(and(eq(userChallenges.id, userChallengeId), eq(userChallenges.userId, userId)))
      .for('update')
    if (!challenge) throw notFound()
    const [earlier] = await tx
      .select({ id: realAccountRequests.id })
      .from(realAccountRequests)
      .where(eq(realAccountRequests.userChallengeId, challenge.id))
    if (earlier) throw fieldError('user_challenge_id', texts.alreadyRequested)
    if (challenge.type !== 'challenge' || challenge.status !== 'passed')
      throw fieldError('user_challenge_id', texts.notCompleted)
    // With Sumsub configured, a GREEN review comes first (docs/decisions/590).
    if (!(await identityCleared(ctx, tx, userId)))
      throw fieldError('user_challenge_id', identityTexts.notVerified)
    const [request] = await tx
      .insert(realAccountRequests)
      .values({
        userId,
        userChallengeId: challenge.id,
        status: 'pending',
        createdAt: ctx.clock.now(),
      })
      .returning()
    if (!request) throw new Error('real account request insert returned nothing')
    if (!ctx.config.AUTO_APPROVE_REAL_ACCOUNTS) return request
    // Held by an open risk flag: it waits for staff, like any request (issue 33).
    if ((await openFlagsHolding(tx, request.userId, request.userChallengeId)).length > 0)
      return request
    return approveLockedRequest(ctx, tx, request, null, null)
  })
}

/** The request made for a user challenge, if any. */
/**
 * The account's request, and whether an open risk flag holds it while
 * pending (the trader reads "Under review", nothing more: issue 33).
 */
export async function requestOf(
  ctx: EngineContext,
  userChallengeId: number,
): Promise<(RealAccountRequestRow & { underReview: boolean }) | undefined> {
  const [row] = await ctx.db
    .select()
    .from(realAccountRequests)
    .where(eq(realAccountRequests.userChallengeId, userChallengeId))
  if (!row) return undefined
  const held =
    row.status === 'pending' &&
    (await openFlagsHolding(ctx.db, row.userId, row.userChallengeId)).length > 0
  return { ...row, underReview: held }
}
