/** Third-party sign-in: the provider URL, and the return with its code (contract/auth.ts). */
import type { Hono } from 'hono'
import { authEndpoints } from '#contract/auth.ts'
import { ACCOUNT_TEXTS } from '../../accounts/account-texts.ts'
import { finishGoogleSignIn, startGoogleSignIn } from '../../accounts/oauth/google-sign-in.ts'
import { googleProvider } from '../../accounts/oauth/provider.ts'
import { createSession } from '../../accounts/sessions.ts'
import '../../accounts/texts.ts'
import type { EngineContext } from '../../context.ts'
import type { AppEnv } from '../env.ts'
import { csrfMismatch, HttpError } from '../errors.ts'
import { mount } from '../route.ts'
import { useSession as bindSession } from '../session.ts'
import { signInOrAskSecondFactor } from '../sign-in.ts'
import { clientIp } from './system.ts'

export function registerOAuthRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const provider = () => {
    const configured = googleProvider(ctx.config)
    if (!configured) throw new HttpError(503, ACCOUNT_TEXTS.oauthUnavailable)
    return configured
  }

  mount(app, ctx, authEndpoints.oauthRedirect, async ({ c }) => {
    const google = provider()
    // The web asks for a session first; a caller that did not gets one here.
    let session = c.get('session')
    if (!session) {
      session = await createSession(ctx, {
        ip: clientIp(c.req.raw, c.req.header('x-forwarded-for')),
        userAgent: c.req.header('user-agent') ?? null,
      })
      bindSession(c, session)
    }
    const url = new URL(await startGoogleSignIn(ctx, session, google))
    // Google (and the stand-in) show their page in the caller's language.
    url.searchParams.set('hl', c.get('locale'))
    return { data: { url: url.toString() } }
  })

  mount(app, ctx, authEndpoints.oauthCallback, async ({ body, c }) => {
    const session = c.get('session')
    if (!session) throw csrfMismatch()
    const user = await finishGoogleSignIn(ctx, session, provider(), body)
    return { data: await signInOrAskSecondFactor(c, ctx, user) }
  })
}
