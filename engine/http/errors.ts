/**
 * Errors the HTTP layer answers with: an HttpError, or a domain refusal
 * (engine/errors.ts) mapped here to its status; anything else is a 500
 * whose details stay in the log.
 */
import type { MessageType } from '#contract/common.ts'
import type { DomainError, FieldErrors, RefusalKind } from '../errors.ts'

export type { FieldErrors }

export class HttpError extends Error {
  readonly status: number
  readonly errors: FieldErrors | undefined
  readonly headers: Record<string, string>
  readonly messageType: MessageType | undefined
  /** Fills `{name}` placeholders of the message and field errors once translated. */
  readonly params: Record<string, string | number>
  /** A stable name for the refusal, answered as `code`. */
  readonly code: string | undefined

  constructor(
    status: number,
    message: string,
    options: {
      errors?: FieldErrors
      headers?: Record<string, string>
      messageType?: MessageType
      params?: Record<string, string | number>
      code?: string
    } = {},
  ) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.errors = options.errors
    this.headers = options.headers ?? {}
    this.messageType = options.messageType
    this.params = options.params ?? {}
    this.code = options.code
  }
}

/** The status and headers each kind of domain refusal answers with. */
const STATUS: Record<RefusalKind, number> = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_attempts: 429,
  busy: 503,
  dependency_failed: 502,
  unavailable: 503,
}

export function toHttpError(error: DomainError): HttpError {
  const headers: Record<string, string> = {
    ...error.headers,
    ...(error.retryAfterSeconds === undefined
      ? {}
      : { 'Retry-After': String(error.retryAfterSeconds) }),
  }
  return new HttpError(STATUS[error.kind], error.message, {
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.messageType ? { messageType: error.messageType } : {}),
    ...(error.code ? { code: error.code } : {}),
    headers,
    params: error.params,
  })
}

/** Refusals the HTTP layer makes itself, before any domain code runs. */
export const csrfMismatch = () => new HttpError(419, 'CSRF token mismatch.')

// Routes refuse as the domain does; the error handler maps both.
export {
  fieldError,
  forbidden,
  notFound,
  unauthenticated,
  validationError,
} from '../errors.ts'
