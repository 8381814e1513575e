/**
 * /v1/certificates (contract/certificates.ts) and the published keys, also
 * at /.well-known/proptrade-certificates.json on the engine's origin.
 */
import type { Hono } from 'hono'
import { type CertificateKeys, certificateEndpoints } from '#contract/certificates.ts'
import {
  certificatesOf,
  certificateView,
  revokeCertificate,
  updateCertificate,
  visibleCertificate,
} from '../../certificates/manage.ts'
import { certificateTexts as texts } from '../../certificates/texts.ts'
import type { EngineContext } from '../../context.ts'
import { translate } from '../../i18n.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function publishedKeys(ctx: EngineContext): CertificateKeys {
  return {
    issuer: new URL(ctx.config.WEB_BASE_URL).origin,
    algorithm: 'Ed25519',
    canonicalization: 'RFC 8785',
    keys: ctx.certificateKeys.published,
  }
}

export function registerCertificateRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  app.get('/.well-known/proptrade-certificates.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(publishedKeys(ctx))
  })
  // Static before {publicId}.
  mount(app, ctx, certificateEndpoints.keys, ({ c }) => {
    c.header('Cache-Control', 'public, max-age=300')
    return publishedKeys(ctx)
  })
  mount(app, ctx, certificateEndpoints.mine, async ({ user }) => {
    const rows = await certificatesOf(ctx, user.id)
    return { data: rows.map((row) => certificateView(row, user)) }
  })
  mount(app, ctx, certificateEndpoints.show, async ({ user, params }) => {
    const row = await visibleCertificate(ctx, params.publicId, user)
    return { data: certificateView(row, user) }
  })
  mount(app, ctx, certificateEndpoints.update, async ({ user, params, body, c }) => {
    const row = await updateCertificate(ctx, user.id, params.publicId, body)
    const message =
      body.public === true
        ? texts.madePublic
        : body.public === false
          ? texts.madePrivate
          : texts.saved
    return {
      data: certificateView(row, user),
      message: translate(c.get('locale'), message),
      message_type: 'success' as const,
    }
  })
  mount(app, ctx, certificateEndpoints.revoke, async ({ user, params, body, c }) => {
    const row = await revokeCertificate(ctx, user.id, params.publicId, body.reason)
    return {
      data: certificateView(row, user),
      message: translate(c.get('locale'), texts.revoked),
      message_type: 'success' as const,
    }
  })
}
