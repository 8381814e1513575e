/**
 * What a server function's handler does: call the endpoint for the browser
 * of the current request, and let only a clean HttpError reach the browser.
 */

import type { Endpoint, ResponseOf } from '#contract/endpoint.ts'
import { asHttpError, type HttpError } from '~/lib/http-error'
import { m } from '~/paraglide/messages'
import { log } from '../log.server'
import { currentRequestId } from '../ops/request-context.server'
import { clientError } from './answers.server'
import { browserExchange } from './browser-exchange.server'
import type { CallOptions } from './client.server'
import type { EndpointData } from './endpoint-input'
import { upstream } from './upstream.server'

export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  data: EndpointData<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  try {
    return await upstream().call(endpoint, data, browserExchange(), options)
  } catch (error) {
    throw toClientError(error)
  }
}

/** Any failure as an HttpError without a stack; the unexpected ones are logged. */
export function toClientError(error: unknown): HttpError {
  const failure = asClientError(error)
  // Support finds the log lines (web and engine) by the id the page shows.
  failure.requestId ??= currentRequestId()
  return failure
}

function asClientError(error: unknown): HttpError {
  const known = asHttpError(error)
  if (known) {
    known.stack = undefined
    return known
  }
  if ((error as { name?: string } | null)?.name === 'AbortError') {
    // The browser left; nobody reads this answer.
    return clientError(499, m.error_unexpected())
  }
  log.error('unexpected error in a server function', { error })
  return clientError(500, m.error_unexpected())
}
