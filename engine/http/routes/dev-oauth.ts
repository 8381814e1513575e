/**
 * The development Google stand-in under /dev/oauth/google (outside
 * production, when GOOGLE_CLIENT_ID is unset): authorize page, token and
 * userinfo endpoints. CSRF-exempt by path: it plays another site.
 */
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { DevOAuthProvider } from '../../accounts/oauth/dev-provider.ts'
import { devBadRequestPage, devSignInPage } from '../../accounts/oauth/dev-provider-page.ts'
import { DEV_OAUTH_BASE_PATH } from '../../accounts/oauth/provider.ts'
import '../../accounts/texts.ts'
import type { EngineContext } from '../../context.ts'
import type { Locale } from '../../i18n.ts'
import type { AppEnv } from '../env.ts'

const AUTHORIZE_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'code_challenge',
  'code_challenge_method',
  'scope',
  'hl',
] as const

const email = z.string().trim().min(1).max(190).pipe(z.email())

export function registerDevOAuthRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const provider = new DevOAuthProvider(ctx.config, ctx.clock)
  const base = DEV_OAUTH_BASE_PATH

  app.get(`${base}/authorize`, (c) => {
    const query = pick(c.req.query())
    const locale = pageLocale(c, query)
    if (!provider.parseAuthorizeRequest(query)) return c.html(devBadRequestPage(locale), 400)
    return c.html(devSignInPage({ locale, query }))
  })

  app.post(`${base}/authorize`, async (c) => {
    const form = await formOf(c)
    const query = pick(form)
    const locale = pageLocale(c, query)
    const request = provider.parseAuthorizeRequest(query)
    if (!request) return c.html(devBadRequestPage(locale), 400)
    if (form.action === 'deny') return c.redirect(provider.deny(request), 302)
    const typed = email.safeParse(form.email ?? '')
    if (!typed.success) {
      const error = form.email?.trim() ? 'Email is not valid' : 'Email is required'
      return c.html(
        devSignInPage({ locale, query, email: form.email, name: form.name, error }),
        422,
      )
    }
    const name = (form.name ?? '').trim().slice(0, 60) || typed.data.split('@')[0] || typed.data
    return c.redirect(provider.approve(request, { email: typed.data, name }), 302)
  })

  app.post(`${base}/token`, async (c) => {
    const answer = provider.exchange(await formOf(c), c.req.header('authorization'))
    return c.json(answer.body, answer.status, { 'cache-control': 'no-store' })
  })

  app.get(`${base}/userinfo`, (c) => {
    const answer = provider.userinfo(c.req.header('authorization'))
    return c.json(answer.body, answer.status)
  })
}

function pick(source: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of AUTHORIZE_FIELDS) {
    const value = source[key]
    if (typeof value === 'string') out[key] = value
  }
  return out
}

/** `hl` as Google reads it, else the browser's Accept-Language. */
function pageLocale(c: Context<AppEnv>, query: Record<string, string>): Locale {
  if (query.hl === 'fa' || query.hl === 'en') return query.hl
  return c.get('locale')
}

async function formOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? ''
  if (!type.includes('form')) return {}
  const body = await c.req.parseBody()
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') out[key] = value
  return out
}
