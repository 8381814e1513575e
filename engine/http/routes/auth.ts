/** Sign-up, sign-in, sign-out and password reset (contract/auth.ts). */
import type { Hono } from 'hono'
import { authEndpoints } from '#contract/auth.ts'
import { ACCOUNT_TEXTS } from '../../accounts/account-texts.ts'
import { changePassword } from '../../accounts/change-password.ts'
import { checkCredentials } from '../../accounts/login.ts'
import { requestPasswordReset, resetPassword } from '../../accounts/password-reset.ts'
import { registerUser } from '../../accounts/register.ts'
import '../../accounts/texts.ts'
import { toWireUser } from '../../accounts/user-wire.ts'
import type { EngineContext } from '../../context.ts'
import { translate } from '../../i18n.ts'
import { recordSignal } from '../../risk/signals.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'
import { signInAs, signInOrAskSecondFactor, signOut } from '../sign-in.ts'
import { clientIp } from './system.ts'

export function registerAuthRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, authEndpoints.login, async ({ body, c }) => {
    const user = await checkCredentials(ctx, {
      email: body.email,
      password: body.password,
      ip: clientIp(c.req.raw, c.req.header('x-forwarded-for')),
    })
    return { data: await signInOrAskSecondFactor(c, ctx, user, body.remember === true) }
  })

  mount(app, ctx, authEndpoints.register, async ({ body, c }) => {
    const user = await registerUser(ctx, body)
    await recordSignal(
      ctx,
      user.id,
      'ip_signup',
      clientIp(c.req.raw, c.req.header('x-forwarded-for')),
    )
    await signInAs(c, ctx, user)
    return { data: { user: toWireUser(ctx.config, user) } }
  })

  mount(app, ctx, authEndpoints.logout, async ({ c }) => {
    await signOut(c, ctx)
    return {
      message: translate(c.get('locale'), ACCOUNT_TEXTS.signedOut),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, authEndpoints.forgotPassword, async ({ body, c }) => {
    await requestPasswordReset(ctx, c.get('locale'), body.email)
    return {
      message: translate(c.get('locale'), ACCOUNT_TEXTS.resetSent),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, authEndpoints.changePassword, async ({ body, user, session, c }) => {
    const outcome = await changePassword(ctx, user.id, session, body)
    return {
      message: translate(
        c.get('locale'),
        outcome === 'set' ? ACCOUNT_TEXTS.passwordSet : ACCOUNT_TEXTS.passwordChangedSignedIn,
      ),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, authEndpoints.resetPassword, async ({ body, c }) => {
    await resetPassword(ctx, body)
    return {
      message: translate(c.get('locale'), ACCOUNT_TEXTS.passwordChanged),
      message_type: 'success' as const,
    }
  })
}
