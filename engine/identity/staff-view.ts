/**
 * A trader's identity check as staff read it (issue 34, decision 590): the
 * status, a flag, the applicant in Sumsub's dashboard and every webhook
 * Sumsub sent about it, newest first. Off (no keys): said so, nothing else.
 */
import { desc, eq } from 'drizzle-orm'
import type { StaffIdentity } from '#contract/identity.ts'
import type { EngineContext } from '../context.ts'
import { identityCheckEvents } from '../db/schema/index.ts'
import { checkOf, rowCleared, statusOf } from './identity-checks.ts'
import { sumsubConfigured } from './sumsub-client.ts'

/** The newest webhooks shown; older ones stay in the table. */
const HISTORY_LIMIT = 50

export async function staffIdentityOf(ctx: EngineContext, userId: number): Promise<StaffIdentity> {
  const configured = sumsubConfigured(ctx.config)
  const [row, events] = await Promise.all([
    checkOf(ctx.db, userId),
    ctx.db
      .select()
      .from(identityCheckEvents)
      .where(eq(identityCheckEvents.userId, userId))
      .orderBy(desc(identityCheckEvents.occurredAt), desc(identityCheckEvents.id))
      .limit(HISTORY_LIMIT),
  ])
  const applicantId = row?.applicantId ?? null
  const name = [row?.verifiedFirstName, row?.verifiedLastName].filter(Boolean).join(' ')
  return {
    configured,
    status: configured ? statusOf(row) : 'off',
    flag: row?.flag ?? null,
    cleared: configured ? rowCleared(row) : true,
    applicant_id: applicantId,
    applicant_url: applicantId
      ? ctx.config.SUMSUB_APPLICANT_URL.replace('{applicantId}', encodeURIComponent(applicantId))
      : null,
    level_name: row?.levelName ?? null,
    verified_name: name || null,
    history: events.map((e) => ({
      type: e.type,
      review_status: e.reviewStatus,
      review_answer: e.reviewAnswer,
      reject_type: e.rejectType,
      reject_labels: e.rejectLabels,
      moderation_comment: e.moderationComment,
      client_comment: e.clientComment,
      occurred_at: e.occurredAt.toISOString(),
    })),
  }
}
