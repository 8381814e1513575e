/**
 * An upstream answer that was not a success, as it reaches the browser.
 * Kept free of server imports so both sides can narrow errors with it.
 */
export type FieldErrors = Record<string, string[]>

export class HttpError extends Error {
  readonly status: number
  readonly fieldErrors: FieldErrors | undefined
  readonly messageType: string | undefined

  constructor(status: number, message: string, fieldErrors?: FieldErrors, messageType?: string) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.fieldErrors = fieldErrors
    this.messageType = messageType
  }
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
