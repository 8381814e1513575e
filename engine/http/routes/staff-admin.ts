/** /v1/staff/coupons, /catalogue, /challenges, /features, /programs, /rules, /payments/…/refund: admins only (contract/staff.ts). */
import type { Hono } from 'hono'
import { staffEndpoints } from '#contract/staff.ts'
import type { EngineContext } from '../../context.ts'
import { translate } from '../../i18n.ts'
import { refundPayment } from '../../payments/refund.ts'
import { refundTexts } from '../../payments/refund-texts.ts'
import {
  createChallenge,
  createFeature,
  staffCatalogue,
  updateChallenge,
  updateFeature,
} from '../../staff/catalogue-edits.ts'
import { couponPage, deleteCoupon, saveCoupon } from '../../staff/coupons.ts'
import {
  createProgram,
  saveProgramRules,
  staffPrograms,
  updateProgram,
} from '../../staff/programs.ts'
import { saveRules } from '../../staff/rules-edits.ts'
import { staffTexts } from '../../staff/texts.ts'
import '../../staff/contract-texts.ts'
import { pageMeta } from '../../pagination.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function registerStaffAdminRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const endpoints = staffEndpoints
  const done = (locale: string, text: string) => ({
    message: translate(locale === 'fa' ? 'fa' : 'en', text),
    message_type: 'success' as const,
  })

  mount(app, ctx, endpoints.coupons, async ({ query }) => {
    const page = await couponPage(ctx.db, query)
    return { data: page.data, meta: pageMeta(query, page.total) }
  })
  mount(app, ctx, endpoints.createCoupon, async ({ user, body, c }) => ({
    data: await saveCoupon(ctx, user.id, null, body),
    ...done(c.get('locale'), staffTexts.couponCreated),
  }))
  mount(app, ctx, endpoints.updateCoupon, async ({ user, params, body, c }) => ({
    data: await saveCoupon(ctx, user.id, params.couponId, body),
    ...done(c.get('locale'), staffTexts.couponUpdated),
  }))
  mount(app, ctx, endpoints.deleteCoupon, async ({ user, params, c }) => {
    await deleteCoupon(ctx, user.id, params.couponId)
    return done(c.get('locale'), staffTexts.couponDeleted)
  })

  mount(app, ctx, endpoints.catalogue, async () => ({ data: await staffCatalogue(ctx) }))
  mount(app, ctx, endpoints.createChallenge, async ({ user, body, c }) => ({
    data: await createChallenge(ctx, user.id, body),
    ...done(c.get('locale'), staffTexts.challengeCreated),
  }))
  mount(app, ctx, endpoints.updateChallenge, async ({ user, params, body, c }) => ({
    data: await updateChallenge(ctx, user.id, params.challengeId, body),
    ...done(c.get('locale'), staffTexts.challengeSaved),
  }))
  mount(app, ctx, endpoints.updateFeature, async ({ user, params, body, c }) => ({
    data: await updateFeature(ctx, user.id, params.featureId, body),
    ...done(c.get('locale'), staffTexts.featureSaved),
  }))

  mount(app, ctx, endpoints.createFeature, async ({ user, body, c }) => ({
    data: await createFeature(ctx, user.id, body),
    ...done(c.get('locale'), staffTexts.featureCreated),
  }))

  mount(app, ctx, endpoints.programs, async () => ({ data: await staffPrograms(ctx.db) }))
  mount(app, ctx, endpoints.createProgram, async ({ user, body, c }) => ({
    data: await createProgram(ctx, user.id, body),
    ...done(c.get('locale'), staffTexts.programCreated),
  }))
  mount(app, ctx, endpoints.updateProgram, async ({ user, params, body, c }) => ({
    data: await updateProgram(ctx, user.id, params.programId, body),
    ...done(c.get('locale'), staffTexts.programSaved),
  }))
  mount(app, ctx, endpoints.saveProgramRules, async ({ user, params, body, c }) => ({
    data: await saveProgramRules(ctx, user.id, params.programId, body),
    ...done(c.get('locale'), staffTexts.programRulesSaved),
  }))

  mount(app, ctx, endpoints.saveRules, async ({ user, body, c }) => ({
    data: await saveRules(ctx, user.id, body),
    ...done(c.get('locale'), staffTexts.rulesSaved),
  }))

  mount(app, ctx, endpoints.refundPayment, async ({ user, params, body, c }) => ({
    data: await refundPayment(ctx, user.id, params.paymentId, body.note, {
      reference: body.reference,
    }),
    ...done(c.get('locale'), refundTexts.done),
  }))
}
