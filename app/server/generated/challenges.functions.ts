// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1 challenges (contract/challenges.ts), served from the catalogue cache. */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { cachedEndpoint } from '../cache/catalogue.server'
import { endpointInput } from '../upstream/endpoint-input'

export const listChallenges = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.challenges.list))
  .handler(({ data }) => cachedEndpoint(api.challenges.list, data))

export const getChallengeSteps = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.challenges.steps))
  .handler(({ data }) => cachedEndpoint(api.challenges.steps, data))
