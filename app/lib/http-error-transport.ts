/**
 * How an HttpError crosses from a server function to the browser. Start
 * would send any Error as its message alone; this keeps status, field
 * errors, message type and Retry-After, and still never a stack trace.
 */
import { createSerializationAdapter } from '@tanstack/react-router'
import { HttpError } from './http-error'

interface WireError {
  status: number
  message: string
  fieldErrors: Record<string, string[]> | null
  messageType: 'success' | 'info' | 'warning' | 'error' | null
  retryAfter: number | null
  requestId: string | null
}

export const httpErrorTransport = createSerializationAdapter({
  key: 'proptrade/HttpError',
  test: (value): value is HttpError => value instanceof HttpError,
  toSerializable: (error): WireError => ({
    status: error.status,
    message: error.message,
    fieldErrors: error.fieldErrors ?? null,
    messageType: error.messageType ?? null,
    retryAfter: error.retryAfter ?? null,
    requestId: error.requestId ?? null,
  }),
  fromSerializable: (wire: WireError) =>
    new HttpError(wire.status, wire.message, {
      fieldErrors: wire.fieldErrors ?? undefined,
      messageType: wire.messageType ?? undefined,
      retryAfter: wire.retryAfter ?? undefined,
      requestId: wire.requestId ?? undefined,
    }),
})
