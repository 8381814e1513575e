/**
 * The hand-written server function of /v1 user (contract/user.ts): who is
 * signed in. The others are generated (app/server/generated/user.functions.ts).
 */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint, toClientError } from './upstream/call.server'
import { endpointInput } from './upstream/endpoint-input'
import { hasSessionCookie, signedOutError } from './upstream/session-cookie.server'

/**
 * A visitor without a session cookie gets the engine's 401 from the web
 * itself: every signed-out page asks (the panel's guard, the profile menu),
 * and the upstream round trip was most of their SSR time (issue 19).
 */
export const getCurrentUser = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.user.me))
  .handler(async ({ data }) => {
    if (!hasSessionCookie()) throw toClientError(signedOutError())
    return callEndpoint(api.user.me, data)
  })
