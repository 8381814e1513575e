// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1 user and profile (contract/user.ts). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput, multipartInput } from '../upstream/endpoint-input'

export const changeName = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.user.changeName))
  .handler(({ data }) => callEndpoint(api.user.changeName, data))

export const updateProfileBaseInfo = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.user.updateProfileBaseInfo))
  .handler(({ data }) => callEndpoint(api.user.updateProfileBaseInfo, data))

export const requestPhoneVerification = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.user.requestPhoneVerification))
  .handler(({ data }) => callEndpoint(api.user.requestPhoneVerification, data))

export const confirmPhoneVerification = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.user.confirmPhoneVerification))
  .handler(({ data }) => callEndpoint(api.user.confirmPhoneVerification, data))

export const requestEmailVerification = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.user.requestEmailVerification))
  .handler(({ data }) => callEndpoint(api.user.requestEmailVerification, data))

export const confirmEmailVerification = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.user.confirmEmailVerification))
  .handler(({ data }) => callEndpoint(api.user.confirmEmailVerification, data))

/** FormData with the image under `avatar`. */
export const changeAvatar = createServerFn({ method: 'POST' })
  .validator(multipartInput(api.user.changeAvatar))
  .handler(({ data }) => callEndpoint(api.user.changeAvatar, data))

export const getCreditBalance = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.user.creditBalance))
  .handler(({ data }) => callEndpoint(api.user.creditBalance, data))

export const markTourSeen = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.user.tourSeen))
  .handler(({ data }) => callEndpoint(api.user.tourSeen, data))
