/**
 * The trader's identity check (docs/decisions/590): its state as the
 * trader and the gates read it, and starting the WebSDK (the applicant is
 * created once, then an access token per opening).
 */
import { and, desc, eq } from 'drizzle-orm'
import type { IdentityState, IdentityStatus } from '#contract/identity.ts'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { identityCheckEvents, identityChecks } from '../db/schema/index.ts'
import { conflict, DomainError } from '../errors.ts'
import { createApplicant, SumsubError, sdkAccessToken, sumsubConfigured } from './sumsub-client.ts'
import { identityTexts as texts } from './texts.ts'

export type IdentityCheckRow = typeof identityChecks.$inferSelect

export async function checkOf(db: DbOrTx, userId: number): Promise<IdentityCheckRow | undefined> {
  const [row] = await db.select().from(identityChecks).where(eq(identityChecks.userId, userId))
  return row
}

export function statusOf(row: IdentityCheckRow | undefined): Exclude<IdentityStatus, 'off'> {
  if (!row?.applicantId) return 'not_started'
  switch (row.reviewStatus) {
    case 'completed':
      if (row.reviewAnswer === 'GREEN') return 'approved'
      return row.rejectType === 'FINAL' ? 'rejected' : 'retry'
    case 'onHold':
      return 'on_hold'
    case 'init':
      return 'started'
    default:
      return 'pending'
  }
}

/** Approved by Sumsub and no flag staff must look at. */
export const rowCleared = (row: IdentityCheckRow | undefined) =>
  statusOf(row) === 'approved' && !row?.flag

/**
 * Whether money may go out to the user and the real account be requested:
 * always when verification is off (no keys), else a GREEN review with no flag.
 */
export async function identityCleared(
  ctx: EngineContext,
  db: DbOrTx,
  userId: number,
): Promise<boolean> {
  if (!sumsubConfigured(ctx.config)) return true
  return rowCleared(await checkOf(db, userId))
}

export async function identityState(ctx: EngineContext, userId: number): Promise<IdentityState> {
  if (!sumsubConfigured(ctx.config)) {
    return {
      status: 'off',
      can_verify: false,
      cleared: true,
      moderation_comment: null,
      reviewed_at: null,
    }
  }
  const row = await checkOf(ctx.db, userId)
  const status = statusOf(row)
  const [last] = row
    ? await ctx.db
        .select({
          comment: identityCheckEvents.moderationComment,
        })
        .from(identityCheckEvents)
        .where(
          and(
            eq(identityCheckEvents.userId, userId),
            eq(identityCheckEvents.type, 'applicantReviewed'),
          ),
        )
        .orderBy(desc(identityCheckEvents.occurredAt), desc(identityCheckEvents.id))
        .limit(1)
    : []
  const reviewed = row?.reviewStatus === 'completed'
  return {
    status,
    can_verify: status !== 'rejected',
    cleared: rowCleared(row),
    // The applicant's own comment only (clientComment is staff's).
    moderation_comment: reviewed && row?.reviewAnswer === 'RED' ? (last?.comment ?? null) : null,
    reviewed_at: reviewed && row?.lastEventAt ? row.lastEventAt.toISOString() : null,
  }
}

function providerFailed(ctx: EngineContext, error: unknown): never {
  if (error instanceof SumsubError || (error instanceof Error && error.name === 'TimeoutError')) {
    ctx.log.warn('sumsub request failed', { reason: error.message })
    throw new DomainError('dependency_failed', texts.unavailable)
  }
  if (error instanceof TypeError) {
    // fetch failed: the network, not the answer.
    ctx.log.warn('sumsub unreachable', { reason: error.message })
    throw new DomainError('dependency_failed', texts.unavailable)
  }
  throw error
}

/** The applicant (created the first time) and a fresh WebSDK access token. */
export async function startVerification(
  ctx: EngineContext,
  userId: number,
): Promise<{ token: string; level_name: string }> {
  if (!sumsubConfigured(ctx.config)) throw conflict(texts.off)
  const row = await checkOf(ctx.db, userId)
  if (statusOf(row) === 'rejected') throw conflict(texts.finalRejection)
  try {
    if (!row?.applicantId) {
      const applicantId = await createApplicant(ctx.config, userId)
      const now = ctx.clock.now()
      await ctx.db
        .insert(identityChecks)
        .values({
          userId,
          applicantId,
          levelName: ctx.config.SUMSUB_LEVEL_NAME,
          createdAt: now,
          updatedAt: now,
        })
        // Two openings at once create one applicant at Sumsub (409 → lookup): one row.
        .onConflictDoUpdate({
          target: identityChecks.userId,
          set: { applicantId, updatedAt: now },
        })
    }
    const token = await sdkAccessToken(ctx.config, userId)
    return { token, level_name: ctx.config.SUMSUB_LEVEL_NAME }
  } catch (error) {
    return providerFailed(ctx, error)
  }
}
