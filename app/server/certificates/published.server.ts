/**
 * Certificate files the web answers itself, before Start's router: the
 * published keys at /.well-known/proptrade-certificates.json (a
 * certificate's issuer is the web's origin, so its keys are found there,
 * docs/decisions/600) and a public certificate's share image at
 * /certificates/{id}/og.png?lang=en|fa (docs/decisions/602).
 */
import { api } from '#contract/index.ts'
import { KEYS_PATH } from '~/lib/certificate-paths'
import { anonymousExchange } from '../cache/catalogue.server'
import type { Language } from '../upstream/exchange'
import { upstream } from '../upstream/upstream.server'
import { shareImagePng } from './share-image.server'
import { signatureHolds } from './verify.server'

const IMAGE_PATH = /^\/certificates\/([A-Za-z0-9_-]{22})\/og\.png$/
const noInput = { params: undefined, query: undefined, body: undefined }

export type CertificateFile = { kind: 'keys' } | { kind: 'image'; publicId: string }

export function certificateFileOf(request: Request): CertificateFile | undefined {
  if (request.method !== 'GET') return undefined
  const { pathname } = new URL(request.url)
  if (pathname === KEYS_PATH) return { kind: 'keys' }
  const publicId = IMAGE_PATH.exec(pathname)?.[1]
  return publicId ? { kind: 'image', publicId } : undefined
}

export async function answerCertificateFile(
  request: Request,
  file: CertificateFile,
): Promise<Response> {
  const url = new URL(request.url)
  const language: Language = url.searchParams.get('lang') === 'fa' ? 'fa' : 'en'
  const exchange = { ...anonymousExchange(language), signal: request.signal }
  const keys = await upstream().call(api.certificates.keys, noInput, exchange)
  if (file.kind === 'keys')
    return Response.json(keys, {
      headers: { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' },
    })
  try {
    // Anonymous: only a public certificate has an image.
    const shown = await upstream().call(
      api.certificates.show,
      { params: { publicId: file.publicId }, query: undefined, body: undefined },
      exchange,
    )
    const png = shareImagePng(shown.data, signatureHolds(shown.data, keys), language)
    return new Response(new Uint8Array(png), {
      headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=300' },
    })
  } catch (error) {
    if ((error as { status?: unknown }).status === 404)
      return Response.json({ message: 'Not found.' }, { status: 404 })
    throw error
  }
}
