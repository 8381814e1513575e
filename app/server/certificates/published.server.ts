/**
 * The published certificate keys at /.well-known/proptrade-certificates.json,
 * answered by the web itself before Start's router: a certificate's issuer
 * is the web's origin, so its keys are found there (docs/decisions/600).
 */
import { api } from '#contract/index.ts'
import { KEYS_PATH } from '~/lib/certificate-paths'
import { anonymousExchange } from '../cache/catalogue.server'
import { upstream } from '../upstream/upstream.server'

export { KEYS_PATH }

export function isCertificateKeysRequest(request: Request): boolean {
  return request.method === 'GET' && new URL(request.url).pathname === KEYS_PATH
}

export async function answerCertificateKeys(request: Request): Promise<Response> {
  const exchange = { ...anonymousExchange('en'), signal: request.signal }
  const keys = await upstream().call(
    api.certificates.keys,
    { params: undefined, query: undefined, body: undefined },
    exchange,
  )
  return Response.json(keys, {
    headers: { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' },
  })
}
