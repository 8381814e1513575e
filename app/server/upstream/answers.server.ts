/**
 * Turning what the upstream answered (or failed to) into a parsed value or
 * an HttpError the browser can show. No stack traces leave the server.
 */

import { messageType } from '#contract/common.ts'
import type { Endpoint, ResponseOf } from '#contract/endpoint.ts'
import { type FieldErrors, HttpError } from '~/lib/http-error'
import { m } from '~/paraglide/messages'
import type { Logger } from '../log.server'
import type { Language } from './exchange'

export interface Answer {
  status: number
  text: string
  contentType: string
  retryAfter: string | undefined
  method: string
  path: string
}

/** An HttpError without the server's stack, safe to serialize to a browser. */
export function clientError(
  status: number,
  message: string,
  details: ConstructorParameters<typeof HttpError>[2] = {},
): HttpError {
  const error = new HttpError(status, message, details)
  error.stack = undefined
  return error
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

export function successFromAnswer<E extends Endpoint>(
  endpoint: E,
  answer: Answer,
  language: Language,
  log: Logger,
): ResponseOf<E> {
  const json = parseJson(answer.text)
  const parsed = json.ok ? endpoint.response.safeParse(json.value) : undefined
  if (parsed?.success) return parsed.data as ResponseOf<E>
  log.error('upstream answer breaks the contract', {
    method: answer.method,
    path: answer.path,
    status: answer.status,
    issues: parsed?.error.issues.slice(0, 5) ?? 'not JSON',
  })
  throw clientError(502, m.upstream_bad_answer({}, { locale: language }))
}

function isFieldErrors(value: unknown): value is FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.values(value).every(
    (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
  )
}

function retryAfterSeconds(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds)
  const date = Date.parse(value)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

export function errorFromAnswer(answer: Answer, language: Language): HttpError {
  const json = parseJson(answer.text)
  const body = json.ok ? json.value : undefined
  const retryAfter = retryAfterSeconds(answer.retryAfter)
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const fields = body as Record<string, unknown>
    const type = messageType.safeParse(fields.message_type)
    const message =
      typeof fields.message === 'string' && fields.message !== ''
        ? fields.message
        : fallbackMessage(answer.status, language)
    return clientError(answer.status, message, {
      fieldErrors: isFieldErrors(fields.errors) ? fields.errors : undefined,
      messageType: type.success ? type.data : undefined,
      retryAfter,
    })
  }
  return clientError(answer.status, fallbackMessage(answer.status, language), { retryAfter })
}

function fallbackMessage(status: number, language: Language): string {
  if (status >= 500) return m.upstream_unavailable({}, { locale: language })
  return m.upstream_failed({ status: String(status) }, { locale: language })
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
])

/** The request never got an answer: the upstream is down, slow, or the call was cut. */
export function errorFromFailure(
  error: unknown,
  endpoint: Endpoint,
  language: Language,
  log: Logger,
): HttpError {
  const e = error as { name?: string; code?: string; cause?: { name?: string } } | null
  const name = e?.name ?? ''
  const code = e?.code ?? ''
  const where = { method: endpoint.method, path: endpoint.path, code: code || name }
  if (name === 'AbortError' && e?.cause?.name !== 'TimeoutError') throw error
  if (
    name === 'TimeoutError' ||
    e?.cause?.name === 'TimeoutError' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT'
  ) {
    log.warn('upstream timed out', where)
    return clientError(504, m.upstream_timeout({}, { locale: language }))
  }
  if (NETWORK_CODES.has(code)) {
    log.warn('upstream unreachable', where)
    return clientError(503, m.upstream_unavailable({}, { locale: language }))
  }
  log.error('upstream request failed', { ...where, error })
  return clientError(500, m.error_unexpected({}, { locale: language }))
}
