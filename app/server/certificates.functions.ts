/**
 * The certificate page's read (docs/decisions/601): the certificate and the
 * published keys from the upstream, the signature checked here on the
 * server with node:crypto, and its QR code. A missing or private one is
 * `null` (the page says not found), not an error toast.
 */
import { createServerFn } from '@tanstack/react-start'
import QRCode from 'qrcode'
import { api } from '#contract/index.ts'
import { statusOf } from '~/lib/http-error'
import { signatureHolds } from './certificates/verify.server'
import { callEndpoint } from './upstream/call.server'
import { endpointInput } from './upstream/endpoint-input'

export const getVerifiedCertificate = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.certificates.show))
  .handler(async ({ data }) => {
    const noInput = { params: undefined, query: undefined, body: undefined }
    const [shown, keys] = await Promise.all([
      callEndpoint(api.certificates.show, data).catch((error: unknown) => {
        if (statusOf(error) === 404) return null
        throw error
      }),
      callEndpoint(api.certificates.keys, noInput),
    ])
    if (!shown) return null
    const certificate = shown.data
    const url = `${certificate.document.issuer}/certificates/${certificate.public_id}`
    const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    return { certificate, verified: signatureHolds(certificate, keys), url, qrSvg }
  })
