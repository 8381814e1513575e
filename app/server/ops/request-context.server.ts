/**
 * The id of the browser request being served (docs/decisions/402): taken
 * from X-Request-Id when a proxy sent a well-formed one, else made here.
 * The server entry runs each request inside it; the log adds it to every
 * line, the upstream client sends it to the engine, error pages show it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

export const REQUEST_ID_HEADER = 'x-request-id'

/** Letters, digits and . _ : - only, at most 128: safe in a log line and a header. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/

const store = new AsyncLocalStorage<string>()

export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER)
  return given && ACCEPTED.test(given) ? given : randomUUID()
}

export function withRequestId<T>(requestId: string, work: () => T): T {
  return store.run(requestId, work)
}

/** Runs `work` outside any request: what it starts (the relay's socket, its timers) logs no request's id. */
export function outsideRequest<T>(work: () => T): T {
  return store.exit(work)
}

/** The current request's id; undefined outside a request (the relay's own socket, timers). */
export function currentRequestId(): string | undefined {
  return store.getStore()
}
