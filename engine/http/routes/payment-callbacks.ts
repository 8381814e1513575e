/**
 * Providers' server-to-server confirmations. Not part of the /v1 contract
 * the web calls: each provider has its own format and proves itself with a
 * signature (these paths are CSRF-exempt, engine/http/session.ts).
 */
import type { Hono } from 'hono'
import type { EngineContext } from '../../context.ts'
import { applyProviderEvent } from '../../payments/apply-event.ts'
import { type ProviderEvent, WebhookRejected } from '../../payments/integration.ts'
import { integrationFor } from '../../payments/providers.ts'
import { SANDBOX_CALLBACK_PATH, sandboxConfirmation } from '../../payments/sandbox/confirmation.ts'
import { handleSandboxConfirmation } from '../../payments/sandbox/handle-confirmation.ts'
import {
  SANDBOX_SIGNATURE_HEADER,
  verifyConfirmationSignature,
} from '../../payments/sandbox/signature.ts'
import { texts } from '../../payments/texts.ts'
import type { AppEnv } from '../env.ts'
import { HttpError, notFound } from '../errors.ts'
import { parseWith } from '../validate.ts'

export function registerPaymentCallbackRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  app.post(SANDBOX_CALLBACK_PATH, async (c) => {
    if (!ctx.config.PAYMENT_SANDBOX_ENABLED) throw notFound()
    const raw = await c.req.text()
    const signature = c.req.header(SANDBOX_SIGNATURE_HEADER) ?? ''
    if (!verifyConfirmationSignature(ctx.config.PAYMENT_SANDBOX_SECRET, raw, signature)) {
      throw new HttpError(403, texts.invalidSignature)
    }
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON.')
    }
    const locale = c.get('locale')
    const confirmation = parseWith(sandboxConfirmation, json, locale)
    const outcome = await handleSandboxConfirmation(ctx, confirmation, locale)
    return c.json({
      data:
        outcome.status === 'paid'
          ? {
              payment_id: confirmation.payment_id,
              status: 'paid',
              activated_now: outcome.activation.activatedNow,
              user_challenge_id: outcome.activation.userChallengeId,
            }
          : {
              payment_id: confirmation.payment_id,
              status: 'canceled',
              canceled_now: outcome.canceledNow,
            },
    })
  })

  /**
   * Real providers' webhooks (Stripe, NOWPayments): signature over the raw
   * body, then applyProviderEvent. A bad signature or body is a 400 and
   * changes nothing; anything verified is a 200 (an unknown payment too:
   * providers retry on anything else), docs/decisions/380.
   */
  app.post('/v1/payments/callback/:provider', async (c) => {
    const code = c.req.param('provider')
    const integration = integrationFor(ctx, code)
    if (!integration?.verifyWebhook) throw notFound()
    const rawBody = await c.req.text()
    let event: ProviderEvent
    try {
      event = integration.verifyWebhook(ctx, { rawBody, header: (name) => c.req.header(name) })
    } catch (error) {
      if (!(error instanceof WebhookRejected)) throw error
      // The reason only: never the secret, the header or the body.
      ctx.log.warn('payment webhook refused', { provider: code, reason: error.reason })
      throw new HttpError(
        400,
        error.reason === 'signature'
          ? texts.invalidSignature
          : 'The request body is not valid JSON.',
      )
    }
    const applied = await applyProviderEvent(ctx, code, event, 'webhook')
    return c.json({
      data: { received: true, outcome: applied.outcome, duplicate: applied.duplicate },
    })
  })
}
