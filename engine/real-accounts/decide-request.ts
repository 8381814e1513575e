/**
 * Staff decisions on real-account requests (rules.md: "the request creates
 * the real account at the initial balance once staff approve"). Approving
 * opens the real account as a new user challenge of type `real` (phase
 * `real`, the challenge's initial balance, the same pinned rules: the real
 * limits are in the snapshot) and marks the evaluated challenge `funded`.
 * Each runs as one unit of work on the locked request: a request is
 * decided once; a second decision answers 422 and changes nothing.
 */

import { eq } from 'drizzle-orm'
import { channels } from '#contract/broadcasting.ts'
import { D } from '#money/decimal.ts'
import { issueCertificate } from '../certificates/issue.ts'
import { createUserChallenge } from '../challenges/create-user-challenge.ts'
import type { EngineContext } from '../context.ts'
import type { Tx } from '../db/client.ts'
import { realAccountRequests, userChallenges } from '../db/schema/index.ts'
import { afterCommit, transaction } from '../db/transaction.ts'
import { conflict, fieldError, notFound } from '../errors.ts'
import { notify } from '../notifications/notify.ts'
import { openFlagsHolding } from '../risk/flags.ts'
import { riskTexts } from '../risk/texts.ts'
import { realAccountTexts as texts } from './texts.ts'

export type RealAccountRequestRow = typeof realAccountRequests.$inferSelect

async function lockPending(tx: Tx, requestId: number): Promise<RealAccountRequestRow> {
  const [request] = await tx
    .select()
    .from(realAccountRequests)
    .where(eq(realAccountRequests.id, requestId))
    .for('update')
  if (!request) throw notFound(texts.notFound)
  if (request.status !== 'pending') throw fieldError('request', texts.alreadyDecided)
  return request
}

async function challengeOf(tx: Tx, request: RealAccountRequestRow) {
  const [challenge] = await tx
    .select()
    .from(userChallenges)
    .where(eq(userChallenges.id, request.userChallengeId))
  if (!challenge) throw notFound(texts.notFound)
  return challenge
}

/**
 * Approves inside the caller's transaction (opened with transaction()):
 * used by requestAccount when the operator auto-approves.
 * `staffUserId` null: approved by the operator's setting.
 */
export async function approveLockedRequest(
  ctx: EngineContext,
  tx: Tx,
  request: RealAccountRequestRow,
  staffUserId: number | null,
  note: string | null,
): Promise<RealAccountRequestRow> {
  const now = ctx.clock.now()
  const challenge = await challengeOf(tx, request)
  const { challenge: real } = await createUserChallenge(tx, {
    userId: challenge.userId,
    type: 'real',
    title: challenge.title,
    challengeId: challenge.challengeId,
    paymentId: challenge.paymentId,
    rules: challenge.rules,
    initialBalance: challenge.initialBalance,
    phase: 'real',
    now,
    expiresAt: null,
  })
  await tx
    .update(userChallenges)
    .set({ status: 'funded', updatedAt: now })
    .where(eq(userChallenges.id, challenge.id))
  const [decided] = await tx
    .update(realAccountRequests)
    .set({
      status: 'approved',
      note,
      decidedBy: staffUserId,
      decidedAt: now,
      realUserChallengeId: real.id,
    })
    .where(eq(realAccountRequests.id, request.id))
    .returning()
  if (!decided) throw new Error(`real account request ${request.id} vanished`)
  await notify(ctx, tx, {
    userId: challenge.userId,
    type: 'account_request_decided',
    title: texts.approvedTitle,
    body: texts.approvedBody,
    params: { title: challenge.title, size: D(challenge.initialBalance).toString() },
    link: `/challenges/${real.id}`,
    data: { request_id: request.id, user_challenge_id: real.id, approved: true },
  })
  await issueCertificate(ctx, tx, {
    kind: 'funded',
    userId: challenge.userId,
    userChallengeId: real.id,
    subject: `user_challenge:${real.id}`,
    program: challenge.title,
    accountSize: challenge.initialBalance,
    step: null,
    date: now,
    payout: null,
  })
  afterCommit(ctx, tx, () => {
    for (const [id, status] of [
      [challenge.id, 'funded'],
      [real.id, 'active'],
    ] as const) {
      const event = { user_challenge_id: id, status, reason: 'real_account_approved', equity: null }
      ctx.events.publish(channels.user(challenge.userId), 'account.status', event)
    }
    ctx.events.publish(channels.account(challenge.id), 'account.status', {
      user_challenge_id: challenge.id,
      status: 'funded',
      reason: 'real_account_approved',
      equity: null,
    })
  })
  return decided
}

/** Staff approve: the real account opens at the challenge's initial balance. */
export async function approveRealAccountRequest(
  ctx: EngineContext,
  requestId: number,
  staffUserId: number,
  note: string | null,
): Promise<RealAccountRequestRow> {
  return transaction(ctx, async (tx) => {
    const request = await lockPending(tx, requestId)
    // An open risk flag holds the request until a reviewer decides it (issue 33).
    if ((await openFlagsHolding(tx, request.userId, request.userChallengeId)).length > 0)
      throw conflict(riskTexts.heldByFlag)
    return approveLockedRequest(ctx, tx, request, staffUserId, note)
  })
}

/** Staff reject: nothing opens; the trader is told, with the note. */
export async function rejectRealAccountRequest(
  ctx: EngineContext,
  requestId: number,
  staffUserId: number,
  note: string | null,
): Promise<RealAccountRequestRow> {
  return transaction(ctx, async (tx) => {
    const request = await lockPending(tx, requestId)
    const challenge = await challengeOf(tx, request)
    const now = ctx.clock.now()
    const [decided] = await tx
      .update(realAccountRequests)
      .set({ status: 'rejected', note, decidedBy: staffUserId, decidedAt: now })
      .where(eq(realAccountRequests.id, request.id))
      .returning()
    if (!decided) throw new Error(`real account request ${request.id} vanished`)
    await notify(ctx, tx, {
      userId: challenge.userId,
      type: 'account_request_decided',
      title: texts.rejectedTitle,
      body: texts.rejectedBody,
      params: { title: challenge.title },
      link: `/challenges/${challenge.id}`,
      data: { request_id: request.id, user_challenge_id: challenge.id, approved: false },
    })
    return decided
  })
}
