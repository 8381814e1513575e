/**
 * Request ids (docs/decisions/402): the web sends X-Request-Id on every
 * upstream call; a request without one (or with a malformed one) gets a
 * new id. The id is on the answer and on the engine's log lines for it.
 */
import { randomUUID } from 'node:crypto'

export const REQUEST_ID_HEADER = 'x-request-id'

/** Letters, digits and . _ : - only, at most 128: safe in a log line and a header. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/

export function requestIdFrom(header: string | undefined): string {
  return header && ACCEPTED.test(header) ? header : randomUUID()
}
