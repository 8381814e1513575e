// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1 auth (contract/auth.ts). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const login = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.auth.login))
  .handler(({ data }) => callEndpoint(api.auth.login, data, { startSession: true }))

export const register = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.auth.register))
  .handler(({ data }) => callEndpoint(api.auth.register, data, { startSession: true }))

export const logout = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.auth.logout))
  .handler(({ data }) => callEndpoint(api.auth.logout, data))

export const forgotPassword = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.auth.forgotPassword))
  .handler(({ data }) => callEndpoint(api.auth.forgotPassword, data))

export const resetPassword = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.auth.resetPassword))
  .handler(({ data }) => callEndpoint(api.auth.resetPassword, data))

/** The provider URL; the session that keeps the OAuth state starts here. */
export const getOAuthRedirect = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.auth.oauthRedirect))
  .handler(({ data }) => callEndpoint(api.auth.oauthRedirect, data, { startSession: true }))

export const oauthCallback = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.auth.oauthCallback))
  .handler(({ data }) => callEndpoint(api.auth.oauthCallback, data))
