/**
 * The engine's session cookie (engine/http/session.ts, SESSION_COOKIE; a
 * unit test holds the two equal). A browser without it is nobody to the
 * engine: its answer to "who am I" is a 401 the web can give itself.
 */

import type { HttpError } from '~/lib/http-error'
import { m } from '~/paraglide/messages'
import { clientError } from './answers.server'
import { browserExchange } from './browser-exchange.server'

export const SESSION_COOKIE = 'proptrade_session'

/** The current request carries (or an earlier call in it set) a session cookie. */
export function hasSessionCookie(): boolean {
  return browserExchange().jar.get(SESSION_COOKIE) !== undefined
}

/** The engine's 401 to a request without a session, in the page's language. */
export function signedOutError(): HttpError {
  return clientError(401, m.upstream_unauthenticated())
}
