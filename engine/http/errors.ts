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

  constructor(
    status: number,
    message: string,
    options: {
      errors?: FieldErrors
      headers?: Record<string, string>
      messageType?: MessageType
    } = {},
  ) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.errors = options.errors
    this.headers = options.headers ?? {}
    this.messageType = options.messageType
  }
}

/** 422 with field errors; the message is the first error, as Laravel does. */
export function validationError(errors: FieldErrors): HttpError {
  const fields = Object.values(errors)
  const first = fields[0]?.[0] ?? 'The given data was invalid.'
  const more = fields.reduce((n, list) => n + list.length, 0) - 1
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first
  return new HttpError(422, message, { errors })
}

/** 422 on one field. */
export function fieldError(field: string, message: string): HttpError {
  return validationError({ [field]: [message] })
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.')
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message)
export const notFound = (message = 'Not found.') => new HttpError(404, message)
export const csrfMismatch = () => new HttpError(419, 'CSRF token mismatch.')
export const conflict = (message: string) => new HttpError(409, message)
