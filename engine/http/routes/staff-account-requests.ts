/**
 * /v1/staff/accountRequests: support approve (the real account opens) or
 * reject real-account requests (contract/staff.ts); decisions are made by
 * engine/real-accounts/decide-request.ts and audited here.
 */
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { staffEndpoints } from '#contract/staff.ts'
import { recordAudit } from '../../audit/audit.ts'
import type { EngineContext } from '../../context.ts'
import { realAccountRequests } from '../../db/schema/index.ts'
import { type Locale, translate } from '../../i18n.ts'
import { pageMeta } from '../../pagination.ts'
import {
  approveRealAccountRequest,
  type RealAccountRequestRow,
  rejectRealAccountRequest,
} from '../../real-accounts/decide-request.ts'
import { staffAccountRequests } from '../../staff/account-requests.ts'
import { staffTexts } from '../../staff/texts.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'

export function registerStaffAccountRequestRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const endpoints = staffEndpoints

  mount(app, ctx, endpoints.accountRequests, async ({ query, c }) => {
    const page = await staffAccountRequests(
      ctx.db,
      eq(realAccountRequests.status, query.status),
      c.get('locale'),
      query,
    )
    return { data: page.data, meta: pageMeta(query, page.total) }
  })

  async function decide(
    requestId: number,
    staffId: number,
    note: string | null,
    locale: Locale,
    run: () => Promise<RealAccountRequestRow>,
  ) {
    const [before] = await ctx.db
      .select()
      .from(realAccountRequests)
      .where(eq(realAccountRequests.id, requestId))
    if (!before) throw notFound()
    const after = await run()
    await recordAudit(ctx.db, {
      actorId: staffId,
      action: `account_request.${after.status}`,
      subjectType: 'account_request',
      subjectId: requestId,
      before,
      after,
      note,
      now: ctx.clock.now(),
    })
    const [view] = (
      await staffAccountRequests(ctx.db, eq(realAccountRequests.id, requestId), locale)
    ).data
    if (!view) throw notFound()
    return view
  }

  mount(app, ctx, endpoints.approveAccountRequest, async ({ user, params, body, c }) => ({
    data: await decide(params.requestId, user.id, body.note, c.get('locale'), () =>
      approveRealAccountRequest(ctx, params.requestId, user.id, body.note),
    ),
    message: translate(c.get('locale'), staffTexts.requestApproved),
    message_type: 'success' as const,
  }))

  mount(app, ctx, endpoints.rejectAccountRequest, async ({ user, params, body, c }) => ({
    data: await decide(params.requestId, user.id, body.note, c.get('locale'), () =>
      rejectRealAccountRequest(ctx, params.requestId, user.id, body.note),
    ),
    message: translate(c.get('locale'), staffTexts.requestRejected),
    message_type: 'success' as const,
  }))
}
