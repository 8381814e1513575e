// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1 userChallenges (contract/user-challenges.ts). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const listUserChallenges = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.userChallenges.list))
  .handler(({ data }) => callEndpoint(api.userChallenges.list, data))

export const getUserChallenge = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.userChallenges.show))
  .handler(({ data }) => callEndpoint(api.userChallenges.show, data))

export const changeUserChallengeTitle = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.userChallenges.changeTitle))
  .handler(({ data }) => callEndpoint(api.userChallenges.changeTitle, data))

export const getUserChallengeStep = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.userChallenges.step))
  .handler(({ data }) => callEndpoint(api.userChallenges.step, data))

export const getUserChallengeStepChart = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.userChallenges.stepChart))
  .handler(({ data }) => callEndpoint(api.userChallenges.stepChart, data))

export const getUserChallengeStepReports = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.userChallenges.stepReports))
  .handler(({ data }) => callEndpoint(api.userChallenges.stepReports, data))

export const createDemo = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.userChallenges.createDemo))
  .handler(({ data }) => callEndpoint(api.userChallenges.createDemo, data))

export const requestRealAccount = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.userChallenges.requestAccount))
  .handler(({ data }) => callEndpoint(api.userChallenges.requestAccount, data))
