/** The user's API keys, from the profile (contract/api-keys.ts; decision 610). */
import type { Hono } from 'hono'
import { apiKeyEndpoints, MAX_API_KEYS } from '#contract/api-keys.ts'
import { isOn, twoFactorOf } from '../../accounts/two-factor.ts'
import { keyLogPage } from '../../api-keys/key-log.ts'
import { apiKeyView, createKey, keysOf, revokeKey } from '../../api-keys/keys.ts'
import { apiKeyTexts } from '../../api-keys/texts.ts'
import type { EngineContext } from '../../context.ts'
import { translate } from '../../i18n.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'
import { clientIp } from './system.ts'

export function registerApiKeyRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, apiKeyEndpoints.list, async ({ user }) => ({
    data: (await keysOf(ctx, user.id)).map(apiKeyView),
    meta: { max_keys: MAX_API_KEYS, two_factor: isOn(await twoFactorOf(ctx.db, user.id)) },
  }))

  mount(app, ctx, apiKeyEndpoints.create, async ({ user, body, c }) => {
    const locale = c.get('locale')
    const created = await createKey(ctx, user.id, body, {
      ip: clientIp(c.req.raw, c.req.header('x-forwarded-for')),
      locale,
    })
    return {
      data: {
        key: apiKeyView(created.row),
        secret: created.secret,
        webhook_url: created.webhookUrl,
      },
      message: translate(locale, apiKeyTexts.created),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, apiKeyEndpoints.revoke, async ({ user, params, c }) => {
    const row = await revokeKey(ctx, user.id, params.apiKeyId)
    return {
      data: apiKeyView(row),
      message: translate(c.get('locale'), apiKeyTexts.revoked),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, apiKeyEndpoints.log, async ({ user, params, query, c }) =>
    keyLogPage(ctx, user.id, params.apiKeyId, query, c.get('locale')),
  )
}
