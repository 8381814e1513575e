/**
 * Sumsub's webhooks (docs/decisions/590): believed only with the digest of
 * the raw body (sumsub-signing.ts), recorded once per body (a redelivery
 * changes nothing), applied to the check unless an newer one was applied
 * already (createdAtMs: Sumsub's own advice for ordering). A GREEN review
 * reads the confirmed name from the applicant and flags a name unlike the
 * profile's locked English name; a final RED flags the account.
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { namesMatch } from '../core/identity/names.ts'
import { identityCheckEvents, identityChecks, users } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { notify } from '../notifications/notify.ts'
import { identityFlagChanged } from '../risk/identity-flags.ts'
import { type IdentityCheckRow, statusOf } from './identity-checks.ts'
import {
  type ApplicantName,
  applicantName,
  sumsubConfigured,
  userIdOfExternal,
} from './sumsub-client.ts'
import { DIGEST_ALG_HEADER, DIGEST_HEADER, verifyPayloadDigest } from './sumsub-signing.ts'
import { identityTexts as texts } from './texts.ts'

export class IdentityWebhookRejected extends Error {
  readonly reason: 'off' | 'signature' | 'malformed'
  constructor(reason: 'off' | 'signature' | 'malformed') {
    super(reason)
    this.reason = reason
  }
}

export type WebhookOutcome = 'applied' | 'recorded' | 'duplicate' | 'unknown_applicant'

type Json = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

interface Parsed {
  type: string
  applicantId: string
  externalUserId: unknown
  reviewStatus: string | null
  answer: 'GREEN' | 'RED' | null
  rejectType: 'FINAL' | 'RETRY' | null
  labels: string[]
  moderationComment: string | null
  clientComment: string | null
  occurredAt: Date | null
}

function parse(rawBody: string): Parsed {
  let body: Json
  try {
    const value: unknown = JSON.parse(rawBody)
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Error('not an object')
    body = value as Json
  } catch {
    throw new IdentityWebhookRejected('malformed')
  }
  const type = str(body.type)
  const applicantId = str(body.applicantId)
  if (!type || !applicantId) throw new IdentityWebhookRejected('malformed')
  const result = (body.reviewResult ?? {}) as Json
  const answer = str(result.reviewAnswer)
  const rejectType = str(result.reviewRejectType)
  // createdAtMs: "yyyy-MM-dd HH:mm:ss.fff" in UTC.
  const created = str(body.createdAtMs)
  const occurredAt = created ? new Date(`${created.replace(' ', 'T')}Z`) : null
  return {
    type,
    applicantId,
    externalUserId: body.externalUserId,
    reviewStatus: str(body.reviewStatus),
    answer: answer === 'GREEN' || answer === 'RED' ? answer : null,
    rejectType: rejectType === 'FINAL' || rejectType === 'RETRY' ? rejectType : null,
    labels: Array.isArray(result.rejectLabels)
      ? result.rejectLabels.filter((l): l is string => typeof l === 'string')
      : [],
    moderationComment: str(result.moderationComment),
    clientComment: str(result.clientComment),
    occurredAt: occurredAt && !Number.isNaN(occurredAt.getTime()) ? occurredAt : null,
  }
}

/** The state a webhook leaves the check in (its flag decided by the caller on a review). */
function nextState(event: Parsed): Partial<IdentityCheckRow> {
  const reviewStatus =
    event.reviewStatus ??
    (event.type === 'applicantReviewed'
      ? 'completed'
      : event.type === 'applicantPending'
        ? 'pending'
        : event.type === 'applicantOnHold'
          ? 'onHold'
          : 'init')
  const completed = reviewStatus === 'completed'
  return {
    reviewStatus,
    // A new attempt under way holds payouts until it is reviewed.
    reviewAnswer: completed ? event.answer : null,
    rejectType: completed && event.answer === 'RED' ? event.rejectType : null,
    rejectLabels: completed ? event.labels : [],
  }
}

export async function handleSumsubWebhook(
  ctx: EngineContext,
  rawBody: string,
  header: (name: string) => string | undefined,
): Promise<WebhookOutcome> {
  if (!sumsubConfigured(ctx.config)) throw new IdentityWebhookRejected('off')
  const secret = ctx.config.SUMSUB_WEBHOOK_SECRET ?? ''
  if (!verifyPayloadDigest(secret, rawBody, header(DIGEST_HEADER), header(DIGEST_ALG_HEADER)))
    throw new IdentityWebhookRejected('signature')
  const event = parse(rawBody)
  const [known] = await ctx.db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.applicantId, event.applicantId))
  const userId = known?.userId ?? userIdOfExternal(event.externalUserId)
  if (userId === null) return 'unknown_applicant'
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId))
  if (!user) return 'unknown_applicant'
  const state = nextState(event)
  // The confirmed name is read before the transaction: a failure answers 5xx and Sumsub resends.
  const name: ApplicantName | null =
    state.reviewStatus === 'completed' && state.reviewAnswer === 'GREEN'
      ? await applicantName(ctx.config, event.applicantId)
      : null
  const now = ctx.clock.now()
  const occurredAt = event.occurredAt ?? now
  let flagged: { before: IdentityCheckRow; after: IdentityCheckRow } | undefined
  const outcome = await transaction(ctx, async (tx): Promise<WebhookOutcome> => {
    const [recorded] = await tx
      .insert(identityCheckEvents)
      .values({
        userId,
        applicantId: event.applicantId,
        type: event.type,
        reviewStatus: event.reviewStatus,
        reviewAnswer: event.answer,
        rejectType: event.rejectType,
        rejectLabels: event.labels,
        moderationComment: event.moderationComment,
        clientComment: event.clientComment,
        payloadHash: createHash('sha256').update(rawBody).digest('hex'),
        occurredAt,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: identityCheckEvents.id })
    if (!recorded) return 'duplicate'
    // One row per user, locked: two webhooks of one user apply one after the other.
    await tx
      .insert(identityChecks)
      .values({
        userId,
        applicantId: event.applicantId,
        levelName: ctx.config.SUMSUB_LEVEL_NAME,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
    const [row] = await tx
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.userId, userId))
      .for('update')
    if (!row) throw new Error('identity check row missing after insert')
    if (row.lastEventAt && row.lastEventAt > occurredAt) return 'recorded'
    const change: Partial<IdentityCheckRow> = {
      ...state,
      applicantId: event.applicantId,
      lastEventAt: occurredAt,
      updatedAt: now,
    }
    if (state.reviewStatus === 'completed') {
      const flag =
        state.reviewAnswer === 'RED' && state.rejectType === 'FINAL'
          ? 'final_rejection'
          : name &&
              !namesMatch(
                { first: user.firstNameEn, last: user.lastNameEn },
                { first: name.firstName, last: name.lastName },
              )
            ? 'name_mismatch'
            : null
      Object.assign(change, {
        flag,
        flaggedAt: flag ? (flag === row.flag ? row.flaggedAt : now) : null,
        verifiedFirstName: name?.firstName ?? row.verifiedFirstName,
        verifiedLastName: name?.lastName ?? row.verifiedLastName,
      })
    }
    const [after] = await tx
      .update(identityChecks)
      .set(change)
      .where(eq(identityChecks.id, row.id))
      .returning()
    if (after && after.flag !== row.flag) flagged = { before: row, after }
    if (event.type === 'applicantReviewed' && after) {
      const status = statusOf(after)
      await notify(ctx, tx, {
        userId,
        type: 'identity_reviewed',
        title: texts.reviewedTitle,
        body:
          status === 'approved'
            ? texts.approvedBody
            : status === 'retry'
              ? texts.retryBody
              : texts.rejectedBody,
        link: '/challenges/real',
        data: { status },
      })
    }
    return 'applied'
  })
  // A finding set or cleared shows in the risk flag list too (decision 587).
  if (flagged) await identityFlagChanged(ctx, user, flagged.before, flagged.after)
  return outcome
}
