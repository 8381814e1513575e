/**
 * Identity verification (contract/identity.ts; docs/decisions/590): the
 * trader's state, the WebSDK's token, and Sumsub's webhook, which proves
 * itself with X-Payload-Digest (CSRF-exempt, engine/http/session.ts).
 */
import type { Hono } from 'hono'
import { identityEndpoints } from '#contract/identity.ts'
import type { EngineContext } from '../../context.ts'
import { identityState, startVerification } from '../../identity/identity-checks.ts'
import { handleSumsubWebhook, IdentityWebhookRejected } from '../../identity/webhook.ts'
import type { AppEnv } from '../env.ts'
import { HttpError, notFound } from '../errors.ts'
import { mount } from '../route.ts'

export const SUMSUB_WEBHOOK_PATH = '/v1/identity/callback/sumsub'

export function registerIdentityRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, identityEndpoints.state, async ({ user }) => ({
    data: await identityState(ctx, user.id),
  }))

  mount(app, ctx, identityEndpoints.token, async ({ user }) => ({
    data: await startVerification(ctx, user.id),
  }))

  app.post(SUMSUB_WEBHOOK_PATH, async (c) => {
    const rawBody = await c.req.text()
    try {
      const outcome = await handleSumsubWebhook(ctx, rawBody, (name) => c.req.header(name))
      // Anything verified is a 2xx, an applicant we do not know too: Sumsub resends anything else.
      return c.json({ data: { received: true, outcome } })
    } catch (error) {
      if (!(error instanceof IdentityWebhookRejected)) throw error
      if (error.reason === 'off') throw notFound()
      // The reason only: never the secret, the digest or the body.
      ctx.log.warn('sumsub webhook refused', { reason: error.reason })
      throw new HttpError(
        400,
        error.reason === 'signature'
          ? 'The webhook signature is not valid.'
          : 'The request body is not valid JSON.',
      )
    }
  })
}
