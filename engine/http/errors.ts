/**
 * Errors the HTTP layer answers with. Throw an HttpError anywhere in the
 * shell; anything else is a 500 whose details stay in the log.
 */
import type { MessageType } from '../../contract/common.ts'

export type FieldErrors = Record<string, string[]>

export class HttpError extends Error {
  readonly status: number
  readonly errors: FieldErrors | undefined
  readonly headers: Record<string, string>
  readonly messageType: MessageType | undefined
  /** Fills `{name}` placeholders of the message and field errors once translated. */
  readonly params: Record<string, string | number>

  constructor(
    status: number,
    message: string,
    options: {
      errors?: FieldErrors
      headers?: Record<string, string>
      messageType?: MessageType
      params?: Record<string, string | number>
    } = {},
  ) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.errors = options.errors
    this.headers = options.headers ?? {}
    this.messageType = options.messageType
    this.params = options.params ?? {}
  }
}

/**
 * 422 with field errors; the message is the first error, as Laravel does.
 * Texts are English (or already translated); the error handler translates.
 */
export function validationError(
  errors: FieldErrors,
  params: Record<string, string | number> = {},
): HttpError {
  const fields = Object.values(errors)
  const first = fields[0]?.[0] ?? 'The given data was invalid.'
  const more = fields.reduce((n, list) => n + list.length, 0) - 1
  if (more <= 0) return new HttpError(422, first, { errors, params })
  // The count goes in as a parameter so that the wording is translatable.
  const message = more === 1 ? '{first} (and 1 more error)' : '{first} (and {more} more errors)'
  return new HttpError(422, message, { errors, params: { ...params, first, more } })
}

/** 422 on one field. */
export function fieldError(
  field: string,
  message: string,
  params: Record<string, string | number> = {},
): HttpError {
  return validationError({ [field]: [message] }, params)
}

/** 429 with Retry-After, in whole seconds (at least 1). */
export function tooManyRequests(
  retryAfterSeconds: number,
  message = 'Too many attempts. Try again in {seconds} seconds.',
): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new HttpError(429, message, {
    headers: { 'Retry-After': String(seconds) },
    params: { seconds },
  })
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.')
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message)
export const notFound = (message = 'Not found.') => new HttpError(404, message)
export const csrfMismatch = () => new HttpError(419, 'CSRF token mismatch.')
export const conflict = (message: string) => new HttpError(409, message)
