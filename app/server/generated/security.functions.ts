// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of two-factor sign-in and sessions (contract/security.ts). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const changePassword = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.auth.changePassword))
  .handler(({ data }) => callEndpoint(api.auth.changePassword, data))

export const twoFactorChallenge = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.security.twoFactorChallenge))
  .handler(({ data }) => callEndpoint(api.security.twoFactorChallenge, data))

export const getTwoFactorStatus = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.security.twoFactorStatus))
  .handler(({ data }) => callEndpoint(api.security.twoFactorStatus, data))

export const startTwoFactor = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.security.startTwoFactor))
  .handler(({ data }) => callEndpoint(api.security.startTwoFactor, data))

export const confirmTwoFactor = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.security.confirmTwoFactor))
  .handler(({ data }) => callEndpoint(api.security.confirmTwoFactor, data))

export const disableTwoFactor = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.security.disableTwoFactor))
  .handler(({ data }) => callEndpoint(api.security.disableTwoFactor, data))

export const regenerateRecoveryCodes = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.security.regenerateRecoveryCodes))
  .handler(({ data }) => callEndpoint(api.security.regenerateRecoveryCodes, data))

export const listSessions = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.security.listSessions))
  .handler(({ data }) => callEndpoint(api.security.listSessions, data))

export const endSession = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.security.endSession))
  .handler(({ data }) => callEndpoint(api.security.endSession, data))

export const endOtherSessions = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.security.endOtherSessions))
  .handler(({ data }) => callEndpoint(api.security.endOtherSessions, data))
