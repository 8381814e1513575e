/**
 * What domain code throws when it refuses: a typed refusal with its texts,
 * never an HTTP status. `engine/http` alone maps each kind to a status and
 * headers (http/errors.ts `toHttpError`). Texts are English (or already
 * translated); the HTTP layer translates them.
 */
import type { MessageType } from '#contract/common.ts'

export type FieldErrors = Record<string, string[]>

export type RefusalKind =
  /** The request's values are wrong (with field errors when one field is to blame). */
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  /** The thing is no longer in the state the request expects (decided already). */
  | 'conflict'
  /** Throttled: try again after `retryAfterSeconds`. */
  | 'too_many_attempts'
  /** The engine is saturated: try again after `retryAfterSeconds`. */
  | 'busy'
  /** A service the engine depends on did not answer as it should. */
  | 'dependency_failed'
  /** A service the engine depends on cannot be reached now: try again later. */
  | 'unavailable'

export class DomainError extends Error {
  readonly kind: RefusalKind
  readonly errors: FieldErrors | undefined
  /** Fills `{name}` placeholders of the message and field errors once translated. */
  readonly params: Record<string, string | number>
  readonly retryAfterSeconds: number | undefined
  readonly messageType: MessageType | undefined
  /** A stable name for the refusal, answered as `code` (the trading API's, decision 611). */
  readonly code: string | undefined
  /** Headers the answer carries besides Retry-After (the trading API's usage counts). */
  readonly headers: Record<string, string>

  constructor(
    kind: RefusalKind,
    message: string,
    options: {
      errors?: FieldErrors
      params?: Record<string, string | number>
      retryAfterSeconds?: number
      messageType?: MessageType
      code?: string
      headers?: Record<string, string>
    } = {},
  ) {
    super(message)
    this.name = 'DomainError'
    this.kind = kind
    this.errors = options.errors
    this.params = options.params ?? {}
    this.retryAfterSeconds = options.retryAfterSeconds
    this.messageType = options.messageType
    this.code = options.code
    this.headers = options.headers ?? {}
  }
}

/** Invalid with field errors; the message is the first error, as Laravel does. */
export function validationError(
  errors: FieldErrors,
  params: Record<string, string | number> = {},
): DomainError {
  const fields = Object.values(errors)
  const first = fields[0]?.[0] ?? 'The given data was invalid.'
  const more = fields.reduce((n, list) => n + list.length, 0) - 1
  if (more <= 0) return new DomainError('invalid', first, { errors, params })
  // The count goes in as a parameter so that the wording is translatable.
  const message = more === 1 ? '{first} (and 1 more error)' : '{first} (and {more} more errors)'
  return new DomainError('invalid', message, { errors, params: { ...params, first, more } })
}

/** Invalid on one field. */
export function fieldError(
  field: string,
  message: string,
  params: Record<string, string | number> = {},
): DomainError {
  return validationError({ [field]: [message] }, params)
}

/** Invalid as a whole, with no one field to blame. */
export const refused = (message: string) => new DomainError('invalid', message)

/** Throttled for `retryAfterSeconds` (whole seconds, at least 1). */
export function tooManyRequests(
  retryAfterSeconds: number,
  message = 'Too many attempts. Try again in {seconds} seconds.',
): DomainError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new DomainError('too_many_attempts', message, {
    retryAfterSeconds: seconds,
    params: { seconds },
  })
}

export const unauthenticated = () => new DomainError('unauthenticated', 'Unauthenticated.')
export const forbidden = (message = 'This action is unauthorized.') =>
  new DomainError('forbidden', message)
export const notFound = (message = 'Not found.') => new DomainError('not_found', message)
export const conflict = (message: string) => new DomainError('conflict', message)
