/**
 * An upstream answer that was not a success, as it reaches the browser.
 * Kept free of server imports so both sides can narrow errors with it.
 */
import type { MessageType } from '#contract/common.ts'

export type FieldErrors = Record<string, string[]>

export interface HttpErrorDetails {
  fieldErrors?: FieldErrors
  messageType?: MessageType
  /** Seconds to wait before trying again (429 Retry-After). */
  retryAfter?: number
  /** The web request it happened in (X-Request-Id): error pages show it for support. */
  requestId?: string
}

export class HttpError extends Error {
  readonly status: number
  readonly fieldErrors: FieldErrors | undefined
  readonly messageType: MessageType | undefined
  readonly retryAfter: number | undefined
  requestId: string | undefined

  constructor(status: number, message: string, details: HttpErrorDetails = {}) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.fieldErrors = details.fieldErrors
    this.messageType = details.messageType
    this.retryAfter = details.retryAfter
    this.requestId = details.requestId
  }
}

/**
 * The error as an HttpError, if it is one. Server functions rebuild it in
 * the browser (app/lib/http-error-transport.ts), so instanceof holds there.
 */
export function asHttpError(error: unknown): HttpError | undefined {
  return error instanceof HttpError ? error : undefined
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
