/**
 * CSV downloads (decision 605), streamed as they are read:
 *
 * - GET /v1/exports/userChallenges/{id}/{orders|trades|transactions}.csv
 *   [?step=] — a history of the account traded, or of one of its steps;
 * - GET /v1/exports/userChallenges/{id}/steps/{stepId}/report.csv — a
 *   step's report per trading day;
 * - GET /v1/staff/exports/{payments|payouts}.csv — staff only.
 *
 * Not contract endpoints: they answer text/csv, not JSON. Inputs are parsed
 * with the contract's schemas all the same (422 with field errors).
 */
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { idParam } from '#contract/common.ts'
import { historyQuery } from '#contract/trade.ts'
import type { EngineContext } from '../../context.ts'
import { stepReportView } from '../../evaluation/step-read.ts'
import { csvResponse, csvStream } from '../../exports/csv.ts'
import { type HistoryKind, historyExports } from '../../exports/history-exports.ts'
import { paymentsExport, payoutsExport } from '../../exports/staff-exports.ts'
import { historyAccountFor } from '../../trading/trade-account.ts'
import type { AppEnv, UserRow } from '../env.ts'
import { forbidden, unauthenticated } from '../errors.ts'
import { isStaffRole } from '../route.ts'
import { parseWith } from '../validate.ts'

const accountParams = z.object({ userChallengeId: idParam })
const stepParams = accountParams.extend({ stepId: idParam })
const stepQuery = historyQuery.pick({ step: true })

function signedIn(c: Context<AppEnv>): UserRow {
  const user = c.get('user')
  if (!user) throw unauthenticated()
  return user
}

function stamp(ctx: EngineContext): string {
  return ctx.clock.now().toISOString().slice(0, 10)
}

export function registerExportRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  for (const kind of Object.keys(historyExports) as HistoryKind[]) {
    app.get(`/v1/exports/userChallenges/:userChallengeId/${kind}.csv`, async (c) => {
      const user = signedIn(c)
      const locale = c.get('locale')
      const params = parseWith(accountParams, c.req.param(), locale)
      const query = parseWith(stepQuery, c.req.query(), locale)
      const { account } = await historyAccountFor(ctx, user.id, params.userChallengeId, query.step)
      await ctx.trading.whenWritten(account.id)
      const { header, rows } = historyExports[kind](ctx, account.id)
      const name = `${kind}-${params.userChallengeId}-${account.id}-${stamp(ctx)}.csv`
      return csvResponse(name, csvStream(header, rows))
    })
  }

  app.get('/v1/exports/userChallenges/:userChallengeId/steps/:stepId/report.csv', async (c) => {
    const user = signedIn(c)
    const params = parseWith(stepParams, c.req.param(), c.get('locale'))
    await ctx.trading.whenWritten(params.stepId)
    const report = await stepReportView(ctx, { userId: user.id, ...params })
    const rows = report.days.map((d) => [d.date, d.trades, d.profit, d.drawdown])
    const name = `step-report-${params.userChallengeId}-${params.stepId}-${stamp(ctx)}.csv`
    return csvResponse(name, csvStream(['date', 'trades', 'profit', 'drawdown'], rows))
  })

  const staffExports = { payments: paymentsExport, payouts: payoutsExport }
  for (const [kind, read] of Object.entries(staffExports)) {
    app.get(`/v1/staff/exports/${kind}.csv`, (c) => {
      const user = signedIn(c)
      if (!isStaffRole(user.role)) throw forbidden()
      const { header, rows } = read(ctx)
      return csvResponse(`${kind}-${stamp(ctx)}.csv`, csvStream(header, rows))
    })
  }
}
