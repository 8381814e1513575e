/**
 * An upstream answer that was not a success, as it reaches the browser.
 * Kept free of server imports so both sides can narrow errors with it.
 *
 * Server functions send errors through Start's serializer, which rebuilds a
 * plain `Error` carrying the same own properties on the other side; so code
 * in the browser narrows with `asHttpError`, not `instanceof`.
 */
import type { MessageType } from '../../contract/common.ts'

export type FieldErrors = Record<string, string[]>

export interface HttpErrorDetails {
  fieldErrors?: FieldErrors
  messageType?: MessageType
  /** Seconds to wait before trying again (429 Retry-After). */
  retryAfter?: number
}

export class HttpError extends Error {
  readonly status: number
  readonly fieldErrors: FieldErrors | undefined
  readonly messageType: MessageType | undefined
  readonly retryAfter: number | undefined

  constructor(status: number, message: string, details: HttpErrorDetails = {}) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.fieldErrors = details.fieldErrors
    this.messageType = details.messageType
    this.retryAfter = details.retryAfter
  }
}

const messageTypes = new Set(['success', 'info', 'warning', 'error'])

/**
 * The error as an HttpError when it is one, or was one before it crossed
 * the wire (a serialized HttpError arrives as an Error named "HttpError").
 */
export function asHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error
  if (typeof error !== 'object' || error === null) return undefined
  const e = error as Record<string, unknown>
  if (e.name !== 'HttpError' || typeof e.status !== 'number') return undefined
  const message = typeof e.message === 'string' ? e.message : ''
  return new HttpError(e.status, message, {
    fieldErrors: isFieldErrors(e.fieldErrors) ? e.fieldErrors : undefined,
    messageType:
      typeof e.messageType === 'string' && messageTypes.has(e.messageType)
        ? (e.messageType as MessageType)
        : undefined,
    retryAfter: typeof e.retryAfter === 'number' ? e.retryAfter : undefined,
  })
}

function isFieldErrors(value: unknown): value is FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.values(value).every(
    (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
  )
}

/** The HTTP status an error carries, if it carries one. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.status
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status
    if (typeof status === 'number') return status
  }
  return undefined
}

/** The first error of each field, for showing under the field. */
export function firstFieldErrors(error: unknown): Record<string, string> {
  const fields = asHttpError(error)?.fieldErrors ?? {}
  const out: Record<string, string> = {}
  for (const [name, list] of Object.entries(fields)) if (list[0]) out[name] = list[0]
  return out
}
