/** Two-factor sign-in and the user's sessions (contract/security.ts; decisions 391, 392). */
import type { Hono } from 'hono'
import { securityEndpoints } from '#contract/security.ts'
import {
  announceSessionsEnded,
  endOtherSessions,
  endSessionByHandle,
  listSessions,
  SESSION_TEXTS,
} from '../../accounts/session-security.ts'
import '../../accounts/security-texts.ts'
import {
  confirmEnrolment,
  disableTwoFactor,
  isOn,
  recoveryCodesLeft,
  regenerateRecoveryCodes,
  startEnrolment,
  TWO_FACTOR_TEXTS,
  twoFactorOf,
} from '../../accounts/two-factor.ts'
import { toWireUser } from '../../accounts/user-wire.ts'
import type { EngineContext } from '../../context.ts'
import { translate } from '../../i18n.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'
import { finishSecondFactor } from '../sign-in.ts'

export function registerSecurityRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const said = (locale: 'en' | 'fa', text: string) => ({
    message: translate(locale, text),
    message_type: 'success' as const,
  })

  mount(app, ctx, securityEndpoints.twoFactorChallenge, async ({ body, c }) => {
    const user = await finishSecondFactor(c, ctx, body.code)
    return { data: { user: toWireUser(ctx.config, user) } }
  })

  mount(app, ctx, securityEndpoints.twoFactorStatus, async ({ user }) => {
    const row = await twoFactorOf(ctx.db, user.id)
    const on = isOn(row)
    return {
      data: {
        enabled: on,
        confirmed_at: on ? (row.confirmedAt?.toISOString() ?? null) : null,
        recovery_codes_left: on ? await recoveryCodesLeft(ctx.db, user.id) : 0,
      },
    }
  })

  mount(app, ctx, securityEndpoints.startTwoFactor, async ({ user }) => {
    const { secret, uri, qrSvg } = await startEnrolment(ctx, user)
    return { data: { secret, uri, qr_svg: qrSvg } }
  })

  // Turning two-factor on or off ends every other session of the user.
  mount(app, ctx, securityEndpoints.confirmTwoFactor, async ({ user, body, session, c }) => {
    const codes = await confirmEnrolment(ctx, user.id, body.code)
    await endOtherSessions(ctx.db, user.id, session)
    announceSessionsEnded(ctx, user.id)
    return {
      data: { recovery_codes: codes },
      message: translate(c.get('locale'), TWO_FACTOR_TEXTS.enabled),
    }
  })

  mount(app, ctx, securityEndpoints.disableTwoFactor, async ({ user, body, session, c }) => {
    await disableTwoFactor(ctx, user.id, body.code)
    await endOtherSessions(ctx.db, user.id, session)
    announceSessionsEnded(ctx, user.id)
    return said(c.get('locale'), TWO_FACTOR_TEXTS.disabled)
  })

  mount(app, ctx, securityEndpoints.regenerateRecoveryCodes, async ({ user, body, c }) => {
    const codes = await regenerateRecoveryCodes(ctx, user.id, body.code)
    return {
      data: { recovery_codes: codes },
      message: translate(c.get('locale'), TWO_FACTOR_TEXTS.regenerated),
    }
  })

  mount(app, ctx, securityEndpoints.listSessions, async ({ user, session, c }) => ({
    data: await listSessions(ctx, user.id, session, c.get('locale')),
  }))

  mount(app, ctx, securityEndpoints.endOtherSessions, async ({ user, session, c }) => {
    await endOtherSessions(ctx.db, user.id, session)
    announceSessionsEnded(ctx, user.id)
    return said(c.get('locale'), SESSION_TEXTS.othersEnded)
  })

  mount(app, ctx, securityEndpoints.endSession, async ({ user, params, session, c }) => {
    if (!(await endSessionByHandle(ctx, user.id, params.id, session))) {
      throw notFound(SESSION_TEXTS.notFound)
    }
    return said(c.get('locale'), SESSION_TEXTS.ended)
  })
}
