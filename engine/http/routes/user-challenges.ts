/**
 * The user's challenges: list (by type, paginated), one with its steps,
 * rename (contract/user-challenges.ts). Another user's challenge is 404.
 * A step's figures, chart and report (engine/evaluation/step-read.ts);
 * requestAccount after the last step (engine/real-accounts).
 */
import { and, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { analyticsEndpoints } from '#contract/analytics.ts'
import { userChallengeEndpoints } from '#contract/user-challenges.ts'
import type { EngineContext } from '../../context.ts'
import { userChallenges } from '../../db/schema/index.ts'
import { analyticsView } from '../../evaluation/analytics-read.ts'
import { stepChart } from '../../evaluation/step-chart.ts'
import { stepReportView, stepView } from '../../evaluation/step-read.ts'
import { addTranslations, translate } from '../../i18n.ts'
import { pageMeta } from '../../pagination.ts'
import { realAccountFiguresOf } from '../../real/real-detail.ts'
import { requestOf, requestRealAccount } from '../../real-accounts/request-account.ts'
import { realAccountTexts } from '../../real-accounts/texts.ts'
import type { LiveFigures } from '../../user-challenges/account-money.ts'
import { presentUserChallenge, presentUserChallengeDetail } from '../../user-challenges/present.ts'
import { findUserChallenge, listUserChallenges } from '../../user-challenges/read-model.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'

const TITLE_CHANGED = 'Title changed'
addTranslations('fa', {
  [TITLE_CHANGED]: 'عنوان تغییر کرد',
  'Title is required': 'عنوان الزامی است',
  'Title is too long': 'عنوان بیش از حد طولانی است',
})

export function registerUserChallengeRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const hour = ctx.config.DAY_BOUNDARY_HOUR_UTC
  // Balance and equity as the trading core holds them now: equity at the last mark (issue 31).
  const live: LiveFigures = (accountId) => {
    const held = ctx.trading.held.account(accountId)
    return held && { balance: held.assets.balance, equity: held.assets.equity }
  }
  mount(app, ctx, userChallengeEndpoints.list, async ({ query, user, c }) => {
    const { views, total } = await listUserChallenges(ctx.db, user.id, {
      type: query.type,
      page: query.page,
      perPage: query.per_page,
    })
    const now = ctx.clock.now()
    return {
      data: views.map((view) => presentUserChallenge(view, now, c.get('locale'), hour, live)),
      meta: pageMeta(query, total),
    }
  })

  mount(app, ctx, userChallengeEndpoints.show, async ({ params, user, c }) => {
    const view = await findUserChallenge(ctx.db, user.id, params.userChallengeId)
    if (!view) throw notFound()
    const [request, real] = await Promise.all([
      requestOf(ctx, view.challenge.id),
      realAccountFiguresOf(ctx, view, c.get('locale')),
    ])
    return {
      data: presentUserChallengeDetail(
        view,
        ctx.clock.now(),
        c.get('locale'),
        hour,
        request ?? null,
        real,
        live,
      ),
    }
  })

  mount(app, ctx, userChallengeEndpoints.step, async ({ params, user }) => ({
    data: await stepView(ctx, { userId: user.id, ...params }),
  }))

  mount(app, ctx, userChallengeEndpoints.stepChart, async ({ params, user }) =>
    stepChart(ctx, { userId: user.id, ...params }),
  )

  mount(app, ctx, analyticsEndpoints.show, async ({ params, query, user }) => ({
    data: await analyticsView(ctx, user.id, params.userChallengeId, query.step),
  }))

  mount(app, ctx, userChallengeEndpoints.stepReports, async ({ params, user }) => ({
    data: await stepReportView(ctx, { userId: user.id, ...params }),
  }))

  mount(app, ctx, userChallengeEndpoints.requestAccount, async ({ params, user, c }) => {
    const made = await requestRealAccount(ctx, user.id, params.userChallengeId)
    const view = await findUserChallenge(ctx.db, user.id, params.userChallengeId)
    if (!view) throw notFound()
    const locale = c.get('locale')
    // As the detail shows it: held by an open flag, it reads "Under review".
    const request = (await requestOf(ctx, params.userChallengeId)) ?? made
    return {
      data: presentUserChallengeDetail(view, ctx.clock.now(), locale, hour, request),
      message: translate(locale, realAccountTexts.requested),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, userChallengeEndpoints.changeTitle, async ({ params, body, user, c }) => {
    const now = ctx.clock.now()
    const updated = await ctx.db
      .update(userChallenges)
      .set({ title: body.title, updatedAt: now })
      .where(and(eq(userChallenges.id, params.userChallengeId), eq(userChallenges.userId, user.id)))
      .returning({ id: userChallenges.id })
    if (updated.length === 0) throw notFound()
    const view = await findUserChallenge(ctx.db, user.id, params.userChallengeId)
    if (!view) throw notFound()
    const locale = c.get('locale')
    return {
      data: presentUserChallenge(view, now, locale, hour, live),
      message: translate(locale, TITLE_CHANGED),
      message_type: 'success' as const,
    }
  })
}
