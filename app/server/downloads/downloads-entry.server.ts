/**
 * `/downloads/v1/…`: the engine's CSV exports (decision 605) passed on to
 * the browser as they stream, answered by the server entry before Start's
 * router (a file, not a page). Only the export paths pass, with the
 * browser's cookies (the engine checks the session and who may read what)
 * and only the `step` query; the engine's refusal passes on as it is.
 */
import { Readable } from 'node:stream'
import { extractLocaleFromRequest } from '~/paraglide/runtime'
import { appConfig } from '../../../app.config.ts'
import { log } from '../log.server'
import { currentRequestId } from '../ops/request-context.server'
import { upstream } from '../upstream/upstream.server'

const PREFIX = '/downloads'
const EXPORTS = [
  /^\/v1\/exports\/userChallenges\/\d{1,15}\/(orders|trades|transactions)\.csv$/,
  /^\/v1\/exports\/userChallenges\/\d{1,15}\/steps\/\d{1,15}\/report\.csv$/,
  /^\/v1\/staff\/exports\/(payments|payouts)\.csv$/,
]
const PASSED = ['content-type', 'content-disposition', 'cache-control', 'x-content-type-options']

export function isDownloadRequest(request: Request): boolean {
  if (request.method !== 'GET') return false
  const url = request.url
  const path = url.indexOf('/', url.indexOf('//') + 2)
  return path >= 0 && url.startsWith(`${PREFIX}/`, path)
}

/** The web path of an export (what a download link points at). */
export function exportPathOf(url: URL): string | null {
  const path = url.pathname.slice(PREFIX.length)
  if (!EXPORTS.some((p) => p.test(path))) return null
  const step = url.searchParams.get('step')
  return step === null ? path : `${path}?${new URLSearchParams({ step })}`
}

export async function answerDownloadRequest(request: Request): Promise<Response> {
  const path = exportPathOf(new URL(request.url))
  if (!path) return new Response('Not Found', { status: 404 })
  const headers: Record<string, string> = {
    accept: 'text/csv, application/json',
    'accept-language': extractLocaleFromRequest(request),
  }
  const cookie = request.headers.get('cookie')
  if (cookie) headers.cookie = cookie
  const requestId = currentRequestId()
  if (requestId) headers['x-request-id'] = requestId
  const ip = appConfig().TRUST_PROXY
    ? request.headers.get('x-forwarded-for')?.split(',', 1)[0]?.trim()
    : (request as Request & { ip?: string }).ip
  if (ip) headers['x-forwarded-for'] = ip
  try {
    const answer = await upstream().stream(path, headers, request.signal)
    const out = new Headers()
    for (const name of PASSED) {
      const value = answer.headers[name]
      if (typeof value === 'string') out.set(name, value)
    }
    const body = Readable.toWeb(answer.body) as ReadableStream
    return new Response(body, { status: answer.statusCode, headers: out })
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 })
    log.error('export download failed', { error, path })
    return new Response('Bad Gateway', { status: 502 })
  }
}
