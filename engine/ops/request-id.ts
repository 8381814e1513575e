/**
 * Request ids (docs/decisions/402): the web sends X-Request-Id on every
 * upstream call; a request without one (or with a malformed one) gets a
 * new id. The id is on the answer and on every engine log line written
 * while the request is served (decision 645: the first middleware runs
 * the request inside withRequestId, the logger reads currentRequestId).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

export const REQUEST_ID_HEADER = 'x-request-id'

/** Letters, digits and . _ : - only, at most 128: safe in a log line and a header. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/

const store = new AsyncLocalStorage<string>()

export function requestIdFrom(header: string | undefined): string {
  return header && ACCEPTED.test(header) ? header : randomUUID()
}

export function withRequestId<T>(requestId: string, work: () => T): T {
  return store.run(requestId, work)
}

/** The id of the request being served; undefined outside one (feeds, jobs, timers). */
export function currentRequestId(): string | undefined {
  return store.getStore()
}
